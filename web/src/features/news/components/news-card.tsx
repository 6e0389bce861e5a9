import { Link } from 'react-router-dom';
import { Tags } from '@/components/ui/tags';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { NewsArticleCard } from '../api/use-news';

/**
 * Title, author, long date, optional image with a "News" badge, reading time, excerpt, tags. The
 * list gives the excerpt, or the start of the body when there is none (SPEC section 2); the whole
 * body is the article page's.
 */
export function NewsCard({ article }: { article: NewsArticleCard }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-xl border border-slate-300 bg-white shadow-sm focus-within:ring-4 focus-within:ring-amber-400">
      {article.imageUrl && (
        <div className="relative">
          <img src={article.imageUrl} alt="" width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />
          <span className="absolute top-3 left-3 rounded-full bg-violet-900 px-3 py-1 text-sm font-semibold text-white">News</span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-bold text-slate-950">
          {/* The whole card is clickable through this link's stretched area. */}
          <Link to={paths.article(article.id)} className="after:absolute after:inset-0 hover:underline focus:outline-none">
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {article.author} · <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> · {article.readingTime} min
          read
        </p>
        <p className="mt-3 line-clamp-4 flex-1 text-slate-800">{article.excerpt}</p>
        <div className="relative z-10 mt-4">
          <Tags tags={article.tags} />
        </div>
      </div>
    </article>
  );
}
