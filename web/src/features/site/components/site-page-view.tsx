import { useEffect, useMemo, useRef } from 'react';
import { Markdown, topHeadingLevel } from '@/components/markdown/markdown';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton } from '@/components/ui/states';
import { formatLongDate } from '@/lib/format';
import { recordPageView, usePublicPage, type PublicPage } from '../api/use-public-page';
import { MissingContent } from './missing-content';

/** A published page at /pages/{slug}, for visitors and members alike. */
export function SitePageView({ slug }: { slug: string | undefined }) {
  const { data: page, error, isLoading } = usePublicPage(slug);
  useCountVisit(page);

  if (isLoading) return <DetailSkeleton label="Loading the page..." />;
  if (!page) {
    return (
      <MissingContent
        error={error}
        notFound={{ title: 'Page Not Found', text: 'This page does not exist or is not published yet.' }}
        failed={{ title: 'Unable to Load Page', text: 'There was an error loading this page. Please try again later.' }}
      />
    );
  }
  return <PageArticle page={page} />;
}

/** One view per visit: not again when SWR hands back the same page, but again after visiting another. */
function useCountVisit(page: PublicPage | undefined) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!page || counted.current === page.slug) return;
    counted.current = page.slug;
    recordPageView(page.slug);
  }, [page]);
}

function PageArticle({ page }: { page: PublicPage }) {
  // Seeded pages open with "# {title}": dropped, and the body's top headings become h2s
  // under the page's h1 whichever level the editor started from.
  const headingOffset = useMemo(() => Math.max(0, 2 - (topHeadingLevel(page.body, page.title) ?? 2)), [page.body, page.title]);
  return (
    <article>
      <PageTitle title={page.title}>{page.title}</PageTitle>
      <p className="mt-3 text-slate-700">
        Last updated <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
      </p>
      <Markdown
        source={page.body}
        omitLeadingHeading={page.title}
        headingOffset={headingOffset}
        className="mt-8 max-w-prose text-lg leading-8 text-slate-900"
      />
    </article>
  );
}
