import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { PageTitle } from '@/components/ui/page-title';
import { MissingItem, type MissingWords } from '@/components/ui/states';
import { UserText } from '@/components/ui/user-text';
import { formatLongDate, formatMonthYear } from '@/lib/format';
import { paths } from '@/lib/paths';
import { displayName } from '@/lib/people';
import { useMemberPage } from '../api/use-profile';

type Props = {
  id: string | undefined;
  /** What the viewer can do about this member ("Message", "Block"): the screen composes it. */
  actions?: (member: { id: number; firstName: string | null; lastName: string | null }) => ReactNode;
  /** The viewer blocked this member: their posts are hidden from the viewer, and the page says why. */
  postsHidden?: boolean;
};

const MISSING: MissingWords = {
  loading: "Loading the member's page...",
  notFound: { title: 'Member Not Found', text: "The member you're looking for doesn't exist or has left." },
  failed: { title: 'Unable to Load Member', text: "There was an error loading the member's page. Please try again later." },
};

/**
 * A member's page (/members/{id}): their photo or initials, name, pronouns, bio, when they
 * joined and their newest posts. Never their email.
 */
export function MemberView({ id, actions, postsHidden = false }: Props) {
  const read = useMemberPage(id);
  const { data: member } = read;
  if (!member) return <MissingItem read={read} words={MISSING} />;
  const name = displayName(member);
  return (
    <article>
      <header className="flex flex-wrap items-center gap-5">
        <Avatar person={member} size="lg" label={`Photo of ${name}`} />
        <div className="min-w-0">
          <PageTitle title={name} className="wrap-anywhere">
            {name}
          </PageTitle>
          {member.pronouns && (
            <p className="mt-1 text-lg text-slate-800">
              <span className="sr-only">Pronouns: </span>
              {member.pronouns}
            </p>
          )}
          <p className="mt-1 text-slate-700">Joined {formatMonthYear(member.joinedAt)}</p>
        </div>
      </header>
      {actions?.(member)}
      {member.bio && (
        <section aria-labelledby="member-bio" className="mt-8">
          <h2 id="member-bio" className="text-2xl font-bold text-slate-950">
            About {member.firstName || name}
          </h2>
          <UserText text={member.bio} className="mt-2 text-lg text-slate-900" />
        </section>
      )}
      <section aria-labelledby="member-posts" className="mt-8">
        <h2 id="member-posts" className="text-2xl font-bold text-slate-950">
          Recent posts
        </h2>
        {postsHidden ? (
          <p className="mt-2 text-slate-700">You blocked {name}, so their posts are hidden from you.</p>
        ) : member.posts.length === 0 ? (
          <p className="mt-2 text-slate-700">{name} has not posted in the community yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {member.posts.map((post) => (
              <li key={post.id} className="rounded-xl border border-slate-300 bg-white p-4">
                <Link
                  to={paths.post(post.id)}
                  className="inline-block min-h-6 text-lg font-semibold wrap-anywhere text-violet-900 underline underline-offset-4 hover:text-violet-700"
                >
                  {post.title}
                </Link>
                <p className="mt-1 text-sm text-slate-700">
                  {post.category} · <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
