import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks, notificationPreferences, users } from '../../db/schema';
import type { Env } from '../../platform/env';
import { DEFAULT_DELIVERY, MENTIONS_PER_MESSAGE } from '../../schemas/notifications';
import { deliverNotifications } from '../../notifications/public';
import { groupedInsert, reachedFrom, type Reached } from '../../notifications/public';

/**
 * @mentions (docs/decisions/0029-more-notifications.md). A mention is `@` and a member's display
 * name as the site shows it ("@Ada Lovelace"), found by the server in the text that was sent, so
 * a client cannot tell someone it did not name. A name two members share names neither: the
 * server cannot know which was meant, and telling a stranger is worse than telling no one.
 */

/** A name is up to four words of letters (with ' and -), so "@Ada Lovelace, thanks" finds "Ada Lovelace". */
const MENTION = /(?<![\p{L}\p{N}_.@])@([\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+){0,3})/gu;

/** Every name a mention in the text could be: each @ followed by one to four of its words, lower-cased. */
export function mentionCandidates(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const words = match[1]!.split(' ');
    for (let n = 1; n <= words.length; n++) names.add(words.slice(0, n).join(' ').toLocaleLowerCase('en-AU'));
  }
  return [...names];
}

/** The display name in SQL, the same rule as displayNameOf (first and last name, trimmed). */
const displayNameSql = sql`lower(trim(trim(coalesce(${users.firstName}, '')) || ' ' || trim(coalesce(${users.lastName}, ''))))`;

/**
 * The members a text mentions, by id: for each @ the longest name that is exactly one member's,
 * never the writer, at most MENTIONS_PER_MESSAGE of them (the rest are left untold, not refused:
 * the post itself is fine).
 */
export async function resolveMentions(db: Db, text: string, writerId: number): Promise<number[]> {
  const candidates = mentionCandidates(text);
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: sql<string>`${displayNameSql}` })
    .from(users)
    .where(
      sql`${displayNameSql} in (${sql.join(
        candidates.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
  const found: number[] = [];
  for (const match of text.matchAll(MENTION)) {
    const words = match[1]!.toLocaleLowerCase('en-AU').split(' ');
    for (let n = words.length; n >= 1; n--) {
      const ids = byName.get(words.slice(0, n).join(' '));
      if (!ids) continue;
      if (ids.length === 1 && ids[0] !== writerId && !found.includes(ids[0]!)) found.push(ids[0]!);
      break;
    }
    if (found.length === MENTIONS_PER_MESSAGE) break;
  }
  return found;
}

export type MentionPlace = {
  /** The discussion and the reply (an SQL value when the batch has just inserted it), or neither for a chat. */
  postId?: number | SQL;
  commentId?: number | SQL | null;
  /** For a chat: its name and where it is ("/chat/rooms/3#message-9"). */
  title?: string;
  link?: string;
  /** Mentions in one place group while unread: "Alex and 2 others mentioned you in …". */
  groupKey: string | SQL;
};

/**
 * The statement that tells the mentioned members, for the batch that stores the text (so a
 * rolled-back post tells no one): never the writer, a member who blocked them, or a member who
 * turned mentions off. `audience` narrows it to the members who may see the place (a private
 * room's members); a forum discussion is open to every member.
 */
/** Members named in `after` who were not in `before`: whom an edit tells (an edit never tells anyone twice). */
export async function newlyMentioned(db: Db, before: string, after: string, writerId: number): Promise<number[]> {
  const [was, now] = await Promise.all([resolveMentions(db, before, writerId), resolveMentions(db, after, writerId)]);
  return now.filter((id) => !was.includes(id));
}

export function mentionFanOutStatement(
  db: Db,
  mentioned: number[],
  actorId: number,
  place: MentionPlace,
  at: string,
  audience?: SQL,
  /** A condition of the batch (rate-limits.ts limitGuard): nobody is told unless it holds. */
  when?: SQL,
) {
  const ids = mentioned.length > 0 ? mentioned : [0];
  const defaultDelivery = sql.raw(`'${DEFAULT_DELIVERY.mention}'`);
  // Every column in the table's order (drizzle inserts a raw select as all columns).
  return groupedInsert(
    db,
    sql`select null, u.id, 'mention', ${actorId}, ${place.postId ?? null}, ${place.commentId ?? null}, ${place.groupKey}, 1, ${at}, ${at}, null, null,
      ${place.title ?? null}, ${place.link ?? null}, null, null, null
    from ${users} u
    where u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and u.id <> ${actorId}
      ${audience ? sql`and u.id in ${audience}` : sql``}
      ${when ? sql`and ${when}` : sql``}
      and not exists (select 1 from ${memberBlocks} b where b.blocker_id = u.id and b.blocked_id = ${actorId})
      and coalesce((select np.delivery from ${notificationPreferences} np where np.user_id = u.id and np.kind = 'mention'), ${defaultDelivery}) <> 'off'`,
  );
}

/**
 * Mentions anywhere else (the chat rooms call this after storing a message): resolves the names,
 * tells those members, then delivers live and by mail. Returns who was told.
 */
export async function notifyMentioned(
  env: Env,
  db: Db,
  input: { actorId: number; text: string; place: MentionPlace; audience?: SQL; origin: string },
  now = new Date(),
): Promise<Reached[]> {
  const mentioned = await resolveMentions(db, input.text, input.actorId);
  if (mentioned.length === 0) return [];
  const rows = await mentionFanOutStatement(db, mentioned, input.actorId, input.place, now.toISOString(), input.audience);
  const reached = reachedFrom(rows);
  await deliverNotifications(env, db, reached, input.origin, { now });
  return reached;
}
