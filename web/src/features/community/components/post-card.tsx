import { POST_CLAMP_CHARS } from '@schemas/community';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { authorLinkClass } from '@/components/ui/text-link';
import { Icon } from '@/components/ui/icons';
import { ClampedText } from '@/components/ui/clamped-text';
import { PageTitle } from '@/components/ui/page-title';
import { Tags } from '@/components/ui/tags';
import { UserText } from '@/components/ui/user-text';
import { formatLongDateTime } from '@/lib/format';
import { displayName } from '@/lib/people';
import { paths } from '@/lib/paths';
import type { CommunityPost } from '../api/use-community';

type Props = {
  post: CommunityPost;
  /** The card keeps no state: the liked state comes from outside; like and share are callbacks. */
  liked: boolean;
  onLike: (post: CommunityPost) => void;
  onShare: (post: CommunityPost) => void;
  /** The post page shows the whole text; the list clamps it. */
  full?: boolean;
  headingLevel?: 'h1' | 'h2';
  /** Right after the title (the post page's discussion summary): the first thing after arrival's focus. */
  afterTitle?: ReactNode;
};

export function PostCard({ post, liked, onLike, onShare, full = false, headingLevel: Heading = 'h2', afterTitle }: Props) {
  // A content warning keeps the text folded until the reader chooses to read it.
  const [revealed, setRevealed] = useState(!post.contentWarning);
  const likes = `${post.likesCount} ${post.likesCount === 1 ? 'like' : 'likes'}`;
  return (
    <article aria-labelledby={`post-${post.id}`} className="rounded-xl border border-slate-300 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center gap-3">
        <Avatar person={post.user} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-950">
            <Link to={paths.member(post.user.id)} className={authorLinkClass}>
              {displayName(post.user)}
            </Link>
          </p>
          <p className="text-sm text-slate-700">
            <time dateTime={post.createdAt}>{formatLongDateTime(post.createdAt)}</time>
          </p>
        </div>
        <span data-testid="post-category" className="ml-auto rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-950">
          {post.category}
        </span>
      </header>
      {Heading === 'h1' ? (
        // On the post's own page its title is the page's: document title, focus on arrival.
        <PageTitle id={`post-${post.id}`} title={post.title} className="mt-4">
          {post.title}
        </PageTitle>
      ) : (
        <Heading id={`post-${post.id}`} className="mt-4 text-xl font-bold text-slate-950">
          {full ? (
            post.title
          ) : (
            <Link to={paths.post(post.id)} className="hover:underline">
              {post.title}
            </Link>
          )}
        </Heading>
      )}
      {afterTitle}
      {post.contentWarning && (
        <div className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3">
          <p className="font-semibold text-amber-950">Content warning: {post.contentWarning}</p>
          <button
            type="button"
            aria-expanded={revealed}
            onClick={() => setRevealed((r) => !r)}
            className="mt-1 min-h-11 font-semibold text-violet-900 underline underline-offset-4"
          >
            {revealed ? 'Hide post text' : 'Show post text'}
          </button>
        </div>
      )}
      {revealed && (
        <div className="mt-3 text-slate-900">
          {full ? <UserText text={post.content} className="text-lg" /> : <ClampedText text={post.content} limit={POST_CLAMP_CHARS} />}
        </div>
      )}
      <div className="mt-4">
        <Tags tags={post.tags} />
      </div>
      <footer className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <button
          type="button"
          aria-pressed={liked}
          onClick={() => onLike(post)}
          className={`inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-lg px-3 font-semibold ${liked ? 'bg-rose-100 text-rose-900' : 'text-slate-800 hover:bg-slate-100'}`}
        >
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> Like <span className="sr-only">this post,</span>
          <span className="font-normal">({likes})</span>
        </button>
        {!full && (
          <Link
            to={paths.post(post.id)}
            className="inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            <Icon name="chat" className="size-5" /> Comment <span className="sr-only">on {post.title},</span>
            <span className="font-normal">({post.commentsCount})</span>
            {post.newComments > 0 && (
              <span className="rounded border-2 border-violet-800 px-1.5 text-sm font-bold text-violet-900">
                <span className="sr-only">, </span>
                {post.newComments} new
              </span>
            )}
          </Link>
        )}
        <button
          type="button"
          onClick={() => onShare(post)}
          className="inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Share <span className="sr-only">{post.title}</span>
        </button>
      </footer>
    </article>
  );
}
