import { Link } from 'react-router-dom';
import { ContentLink } from '@/components/markdown/content-link';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { useFooterMenu } from '@/lib/use-footer-menu';

// inline-block: the link is as tall as its line (25 px), not just its letters (19), a 24 px target.
const linkClass = 'inline-block py-0.5 underline underline-offset-4 hover:text-amber-200';

export function Footer() {
  const { data: menu } = useFooterMenu();
  return (
    // pb-16 beside the inner py-10: the page ends 104 px below the footer's last line, the
    // accessibility button's room (56 px, 32 px from the bottom, and air), so it covers none of it.
    <footer id="footer" tabIndex={-1} className="mt-16 bg-slate-900 pb-16 text-slate-100 outline-none print:hidden">
      {/* lg:pr-24: the accessibility button's column, as the main content keeps it (app-layout.tsx). */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 lg:pr-24">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-2 text-slate-300">
            By and for people with disability in Australia since {site.founded}. We're for a fair, dignified and equal society for all
            people with disabilities.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold">Explore</h2>
          <ul className="mt-2 space-y-1">
            {menu?.items.map((item, i) => (
              <li key={`${i}-${item.url}`}>
                <ContentLink href={item.url} className={linkClass}>
                  {item.label}
                </ContentLink>
              </li>
            ))}
            <li>
              <Link className={linkClass} to={paths.donations}>
                Donate to a campaign
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.loadingDemo}>
                Loading animation demo
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">Help</h2>
          <p className="mt-2 text-slate-300">
            Press <kbd className="rounded border border-slate-500 px-1">F8</kbd> to reach notifications. Use the A− and A+ buttons at the
            top to change the text size.
          </p>
        </div>
      </div>
      {/* Room under the last line for the floating accessibility button (32 px up, 56 px tall),
          so the page always scrolls far enough for nothing to stay hidden beneath it. */}
      <p className="border-t border-slate-700 px-4 pt-4 pb-28 text-center text-sm text-slate-300">
        © {new Date().getFullYear()} {site.name}. Acknowledging the Traditional Custodians of the lands on which we live and work.
      </p>
    </footer>
  );
}
