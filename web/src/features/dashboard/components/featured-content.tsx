import { Link } from 'react-router-dom';
import { formatLongDate, formatLongDateTime, formatMinutes } from '@/lib/format';
import { displayName } from '@/lib/people';
import { paths } from '@/lib/paths';
import { useLatestEpisodes, useLatestNews, useLatestPosts } from '../api/use-dashboard';
import type { ReactNode } from 'react';

function Column({ title, to, id, children }: { title: string; to: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h3 id={id} className="text-xl font-bold text-slate-950">
          {title}
        </h3>
        <Link to={to} className="rounded font-semibold text-violet-900 underline underline-offset-4" aria-label={`View All: ${title}`}>
          View All
        </Link>
      </div>
      <div className="mt-4 flex-1">{children}</div>
    </section>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-slate-700">{text}</p>;
const Pending = () => <p className="text-slate-700">Loading...</p>;

function LatestEpisode() {
  const { data, isLoading } = useLatestEpisodes();
  if (isLoading) return <Pending />;
  const episode = data?.[0];
  if (!episode) return <Empty text="No podcast episodes available" />;
  return (
    <article className="flex flex-wrap gap-4">
      {episode.thumbnailUrl && (
        <img src={episode.thumbnailUrl} alt="" width={96} height={96} className="size-24 shrink-0 rounded-lg" loading="lazy" />
      )}
      {/* Beside the picture while 10em of text fits there, under it at large text sizes. */}
      <div className="min-w-0 flex-[1_1_10em]">
        <p className="text-sm font-semibold text-teal-800">
          Episode {episode.episodeNumber} · {formatMinutes(episode.duration)}
        </p>
        <h4 className="mt-1 font-bold">
          <Link to={paths.episode(episode.id)} className="underline-offset-4 hover:underline">
            {episode.title}
          </Link>
        </h4>
        <p className="mt-1 text-sm text-slate-700">{formatLongDate(episode.publishedAt)}</p>
      </div>
    </article>
  );
}

function FeaturedArticle() {
  const { data, isLoading } = useLatestNews();
  if (isLoading) return <Pending />;
  const article = data?.[0];
  if (!article) return <Empty text="No news articles available" />;
  return (
    <article>
      <h4 className="font-bold">{article.title}</h4>
      <p className="mt-1 text-sm text-slate-700">
        {article.author} · {formatLongDate(article.publishedAt)} · {article.readingTime} min read
      </p>
      <p className="mt-2 line-clamp-3 text-slate-800">{article.excerpt}</p>
      <Link to={paths.article(article.id)} className="mt-3 inline-block rounded font-semibold text-violet-900 underline underline-offset-4">
        Read more<span className="sr-only">: {article.title}</span>
      </Link>
    </article>
  );
}

function CommunityActivity() {
  const { data, isLoading } = useLatestPosts();
  if (isLoading) return <Pending />;
  const post = data?.[0];
  if (!post) return <Empty text="No community posts available" />;
  return (
    <article>
      <h4 className="font-bold">{post.title}</h4>
      <p className="mt-1 text-sm text-slate-700">
        {displayName(post.user)} · {formatLongDateTime(post.createdAt)}
      </p>
      <p className="mt-2 line-clamp-3 text-slate-800">{post.content}</p>
      <Link to={paths.post(post.id)} className="mt-3 inline-block rounded font-semibold text-violet-900 underline underline-offset-4">
        Comment<span className="sr-only"> on {post.title}</span> ({post.commentsCount})
      </Link>
    </article>
  );
}

export function FeaturedContent() {
  return (
    <section aria-labelledby="featured-content" className="mt-12">
      <h2 id="featured-content" className="text-2xl font-bold text-slate-950">
        Featured Content
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Column title="Latest Podcast" to={paths.podcasts} id="featured-podcast">
          <LatestEpisode />
        </Column>
        <Column title="Featured Article" to={paths.news} id="featured-article">
          <FeaturedArticle />
        </Column>
        <Column title="Community Activity" to={paths.community} id="featured-community">
          <CommunityActivity />
        </Column>
      </div>
    </section>
  );
}
