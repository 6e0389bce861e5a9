import { useCurrentUser } from '@/features/auth/api/use-current-user';

type SkipLink = { label: string; targets: string[] };

// Each link names where it leads; targets are tried in order, the first one on screen wins
// (on a phone the section links sit behind the Menu button, which is where navigation starts).
const MAIN: SkipLink = { label: 'Skip to main content', targets: ['#main-content'] };
const NAVIGATION: SkipLink = { label: 'Skip to navigation', targets: ['#main-navigation', '#main-menu-button'] };
const FOOTER: SkipLink = { label: 'Skip to footer', targets: ['#footer'] };

const shown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * Hidden until focused, then shown at the top left. Only links that lead somewhere: signed out
 * there are no section links, so there is no "Skip to navigation" (it landed on an empty
 * landmark before).
 */
export function SkipLinks() {
  const { user } = useCurrentUser();
  const links = user ? [MAIN, NAVIGATION, FOOTER] : [MAIN, FOOTER];
  return (
    <nav aria-label="Skip links" className="contents print:hidden">
      {links.map((l) => (
        <a
          key={l.label}
          href={l.targets[0]}
          className="sr-only z-[100] rounded-md bg-amber-300 px-4 py-3 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          onClick={(event) => {
            // Move focus too, not only the scroll position, so the next Tab continues there.
            const target = l.targets.map((t) => document.querySelector<HTMLElement>(t)).find((el) => el && shown(el));
            if (target) {
              event.preventDefault();
              target.focus();
              target.scrollIntoView();
            }
          }}
        >
          {l.label}
        </a>
      ))}
    </nav>
  );
}
