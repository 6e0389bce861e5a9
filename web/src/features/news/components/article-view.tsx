import { BackButton } from '@/components/ui/back-button';
import { PageTitle } from '@/components/ui/page-title';
import { MissingItem, type MissingWords } from '@/components/ui/states';
import { Tags } from '@/components/ui/tags';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { useArticle } from '../api/use-news';

const MISSING: MissingWords = {
  loading: 'Loading the article...',
  notFound: { title: 'Article Not Found', text: "The article you're looking for doesn't exist or has been removed." },
  failed: { title: 'Unable to Load News', text: 'There was an error loading the news articles. Please try again later.' },
};

export function ArticleView({ id }: { id: string | undefined }) {
  const read = useArticle(id);
  const { data: article } = read;
  if (!article) return <MissingItem read={read} words={MISSING} />;
  return (
    <article>
      <BackButton label="Back to News" fallback={paths.news} />
      {article.imageUrl && (
        <img src={article.imageUrl} alt="" width={1200} height={630} className="mt-4 aspect-[1200/630] w-full rounded-xl object-cover" />
      )}
      <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <span className="rounded-full bg-violet-900 px-3 py-1 text-sm font-semibold text-white">{site.services.news}</span>
        <span>{article.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
        <span aria-hidden="true">·</span>
        <span>{article.readingTime} min read</span>
      </p>
      <PageTitle title={article.title} className="mt-4">
        {article.title}
      </PageTitle>
      <p className="mt-4 text-xl text-slate-800">{article.excerpt}</p>
      {/* Line breaks as the author wrote them; the text is rendered as text, never HTML. */}
      <div className="mt-6 max-w-prose text-lg whitespace-pre-line text-slate-900">{article.content}</div>
      <div className="mt-8">
        <Tags tags={article.tags} />
      </div>
    </article>
  );
}
