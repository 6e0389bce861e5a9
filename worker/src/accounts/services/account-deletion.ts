// "Delete my account" (Australian Privacy Principle 11.2): the member's rows go in one batch,
// their posts and comments go or stay under "Former member", the likes and comment counts of
// every post they touched are recounted in the same batch, and their gifts stay as the
// charity's financial records with the name and address taken off (docs/decisions/0022).
import { and, eq, inArray, ne, or, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountTokens,
  cmsFormSubmissions,
  cmsForms,
  cmsUploads,
  communityPosts,
  communityReports,
  conversationMembers,
  conversations,
  donationCampaigns,
  donations,
  favourites,
  listeningPositions,
  memberBlocks,
  messageReactions,
  messageReports,
  messages,
  messagingSettings,
  postComments,
  postLikes,
  postReads,
  postSlowModes,
  trustLevelOverrides,
  rateLimits,
  users,
} from '../../db/schema';
import type { Env } from '../../platform/env';
import { randomToken, verifyPassword } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { log } from '../../lib/log';
import { accountDeletedMail, DELETE_LINK_HOURS, deleteAccountLinkMail } from '../mails/account-mails';
import { FORMER_MEMBER, type PostChoice } from '../../schemas/privacy';
import { LINK_SPENT_MESSAGE } from './account-email';
import { donationsOf } from './account-export-queries';
import { issueAccountToken, spendAccountToken } from './account-tokens';
import { mailConfigured, requireMail, sendMail } from '../../mail/public';
import { closeEndedSessions } from '../../messaging/public';
import { hitRateLimit } from './rate-limits';
import { endSessionsStatement } from './sessions';

/**
 * The one account that kept posts and comments belong to after their authors have gone: its
 * name shows as "Former member" (initials FM) under the SPEC's display rules, with no address
 * shown to anyone (decision 0003). It has no password, no OpenID subject and an address under
 * `.invalid`, which no mail reaches, so nobody can ever sign in as it or take it over.
 */
export const FORMER_MEMBER_EMAIL = 'former-member@equal-ground.invalid';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right. Check it and try again.';
export const NO_PASSWORD_MESSAGE = 'Your account has no password. Choose "Email me a link to confirm" instead.';
export const DELETED_MESSAGE = 'Your account has been deleted. Thank you for being part of Equal Ground.';
export const deletionLinkMessage = (email: string) =>
  `We have sent a link to ${email}. Open it within ${DELETE_LINK_HOURS} hour to delete your account. Nothing is deleted until you do.`;

/** The pages the deletion mails link to (web/src/lib/paths.ts has the same). */
export const deletionPaths = { confirm: '/delete-account', privacyPage: '/pages/privacy-policy' } as const;

const TRIES_LIMIT = {
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'Too many tries to delete this account. Please wait an hour and try again.',
};

type Account = typeof users.$inferSelect;

/** A prefix match without LIKE, whose `_` and `%` an address may contain. */
const startsWith = (column: Column, prefix: string) => sql`substr(${column}, 1, ${prefix.length}) = ${prefix}`;

async function accountOf(db: Db, userId: number): Promise<Account> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new ApiError('not_found', 'Account not found');
  return user;
}

/** What a deletion leaves for the route: whose account it was, and the photo key to drop from the edge cache. */
export type Deleted = { userId: number; photoKey: string | null };

/** Confirmed by the current password; tries are limited, so a borrowed session cannot guess it. */
export async function deleteWithPassword(
  db: Db,
  env: Env,
  userId: number,
  password: string,
  posts: PostChoice,
  origin: string,
): Promise<Deleted> {
  await hitRateLimit(db, `delete-account:${userId}`, TRIES_LIMIT);
  const user = await accountOf(db, userId);
  if (!user.passwordHash) throw new ApiError('bad_request', NO_PASSWORD_MESSAGE, { password: [NO_PASSWORD_MESSAGE] });
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new ApiError('bad_request', WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] });
  return deleteAccount(db, env, user, posts, origin);
}

/** "Email me a link to confirm": for an account without a password (OpenID) or a forgotten one. */
export async function requestDeletionLink(db: Db, env: Env, userId: number, origin: string): Promise<string> {
  requireMail(env);
  const user = await accountOf(db, userId);
  await hitRateLimit(db, `delete-link:${userId}`, {
    limit: 3,
    windowSeconds: 60 * 60,
    message: 'We have sent you several links in the last hour. Please check your spam folder, or try again later.',
  });
  const token = await issueAccountToken(db, user.id, 'delete-account', DELETE_LINK_HOURS);
  const url = `${origin}${deletionPaths.confirm}?token=${encodeURIComponent(token)}`;
  await sendMail(env, 'delete-account', user.email, deleteAccountLinkMail(user, url));
  return user.email;
}

/** The mailed link, opened in any browser: the link is the proof, as for a new password. */
export async function deleteWithLink(db: Db, env: Env, token: string, posts: PostChoice, origin: string): Promise<Deleted> {
  const userId = (await spendAccountToken(db, token, 'delete-account'))?.userId ?? null;
  if (userId === null) throw new ApiError('bad_request', LINK_SPENT_MESSAGE, { token: [LINK_SPENT_MESSAGE] });
  return deleteAccount(db, env, await accountOf(db, userId), posts, origin);
}

/** A post's counters as they will be without this member's comments (the rule of recountComments). */
function recountWithout(db: Db, userId: number) {
  const theirs = db.select({ postId: postComments.postId }).from(postComments).where(eq(postComments.userId, userId));
  const others = sql`${postComments.postId} = ${communityPosts.id} and ${postComments.visibility} = 'visible' and ${postComments.userId} <> ${userId}`;
  return db
    .update(communityPosts)
    .set({
      commentsCount: sql`(select count(*) from ${postComments} where ${others})`,
      lastCommentAt: sql`(select max(${postComments.createdAt}) from ${postComments} where ${others})`,
    })
    .where(and(inArray(communityPosts.id, theirs), ne(communityPosts.userId, userId)));
}

/**
 * Everything in one batch: either the account is gone with all that goes with it, or nothing
 * changed. The address is read before the row goes and the mail is queued once the batch has
 * committed, so it never announces a deletion that did not happen.
 */
export async function deleteAccount(db: Db, env: Env, user: Account, posts: PostChoice, origin: string): Promise<Deleted> {
  const id = user.id;
  const former = sql`(select ${users.id} from ${users} where ${users.email} = ${FORMER_MEMBER_EMAIL})`;
  const theirPosts = db.select({ id: communityPosts.id }).from(communityPosts).where(eq(communityPosts.userId, id));
  const theirComments = db.select({ id: postComments.id }).from(postComments).where(eq(postComments.userId, id));
  const likedByThem = db.select({ postId: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, id));
  const theirForms = db.select({ formId: cmsFormSubmissions.formId }).from(cmsFormSubmissions).where(eq(cmsFormSubmissions.memberId, id));
  // One stand-in address for all of this person's gifts: the donor count stays as it was (one person).
  const donorStandIn = `removed-${randomToken(9)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@removed.invalid`;

  const community =
    posts === 'delete'
      ? [
          recountWithout(db, id),
          db
            .delete(communityReports)
            .where(or(inArray(communityReports.commentId, theirComments), inArray(communityReports.postId, theirPosts))),
          db.delete(postComments).where(eq(postComments.userId, id)),
          // Other members' comments and likes on these posts go with them (as when an author deletes a post).
          db
            .delete(communityReports)
            .where(
              inArray(
                communityReports.commentId,
                db.select({ id: postComments.id }).from(postComments).where(inArray(postComments.postId, theirPosts)),
              ),
            ),
          db.delete(postComments).where(inArray(postComments.postId, theirPosts)),
          db.delete(postLikes).where(inArray(postLikes.postId, theirPosts)),
          db.delete(postReads).where(inArray(postReads.postId, theirPosts)),
          db.delete(postSlowModes).where(inArray(postSlowModes.postId, theirPosts)),
          db.delete(communityPosts).where(eq(communityPosts.userId, id)),
        ]
      : [
          db
            .insert(users)
            .values({ email: FORMER_MEMBER_EMAIL, ...FORMER_MEMBER, emailVerifiedAt: null, passwordHash: null })
            .onConflictDoNothing({ target: users.email }),
          db.update(communityPosts).set({ userId: former }).where(eq(communityPosts.userId, id)),
          db.update(postComments).set({ userId: former }).where(eq(postComments.userId, id)),
        ];

  // Private messages stay in the others' conversations with no sender (shown as "Former member");
  // a member who chose to delete their words has each message shown as "Message deleted" instead.
  const privateMessages = [
    ...(posts === 'delete'
      ? [
          db
            .delete(messageReactions)
            .where(inArray(messageReactions.messageId, db.select({ id: messages.id }).from(messages).where(eq(messages.senderId, id)))),
          db
            .update(messages)
            .set({ body: '', deletedAt: sql`coalesce(${messages.deletedAt}, ${new Date().toISOString()})` })
            .where(eq(messages.senderId, id)),
        ]
      : []),
    db.update(messages).set({ senderId: null }).where(eq(messages.senderId, id)),
    db.delete(messageReactions).where(eq(messageReactions.userId, id)),
    db.delete(conversationMembers).where(eq(conversationMembers.userId, id)),
    db.update(conversations).set({ createdBy: null }).where(eq(conversations.createdBy, id)),
    db.delete(messageReports).where(eq(messageReports.reporterId, id)),
    db.update(messageReports).set({ resolvedBy: null }).where(eq(messageReports.resolvedBy, id)),
    db.delete(memberBlocks).where(or(eq(memberBlocks.blockerId, id), eq(memberBlocks.blockedId, id))),
    db.update(messagingSettings).set({ messagingSuspendedBy: null }).where(eq(messagingSettings.messagingSuspendedBy, id)),
    db.delete(messagingSettings).where(eq(messagingSettings.userId, id)),
  ];

  await db.batch([
    // Likes: every post they liked counts one fewer, then the likes go.
    db
      .update(communityPosts)
      .set({
        likesCount: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} <> ${id})`,
      })
      .where(inArray(communityPosts.id, likedByThem)),
    db.delete(postLikes).where(eq(postLikes.userId, id)),
    // Their reading record and any level set for them go; levels and slow modes they set stay, unsigned.
    db.delete(postReads).where(eq(postReads.userId, id)),
    db.delete(trustLevelOverrides).where(eq(trustLevelOverrides.userId, id)),
    db.update(trustLevelOverrides).set({ setBy: null }).where(eq(trustLevelOverrides.setBy, id)),
    db.update(postSlowModes).set({ setBy: null }).where(eq(postSlowModes.setBy, id)),
    ...community,
    // Gifts stay (the charity's financial records: receipt number, amount, dates), with no name or address.
    db.update(donations).set({ donorName: null, showName: false, email: donorStandIn, userId: null }).where(donationsOf(user)),
    // Their episode feedback (words and the name they gave) goes; each form's count follows.
    db
      .update(cmsForms)
      .set({
        submitCount: sql`max(${cmsForms.submitCount} - (select count(*) from ${cmsFormSubmissions} where ${cmsFormSubmissions.formId} = ${cmsForms.id} and ${cmsFormSubmissions.memberId} = ${id}), 0)`,
      })
      .where(inArray(cmsForms.id, theirForms)),
    db.delete(cmsFormSubmissions).where(eq(cmsFormSubmissions.memberId, id)),
    db.delete(communityReports).where(eq(communityReports.reporterId, id)),
    db.update(communityReports).set({ resolvedBy: null }).where(eq(communityReports.resolvedBy, id)),
    db.update(donationCampaigns).set({ creatorId: null }).where(eq(donationCampaigns.creatorId, id)),
    db.update(cmsUploads).set({ createdBy: null }).where(eq(cmsUploads.createdBy, id)),
    db.delete(favourites).where(eq(favourites.userId, id)),
    db.delete(listeningPositions).where(eq(listeningPositions.userId, id)),
    endSessionsStatement(db, id),
    db.delete(accountTokens).where(eq(accountTokens.userId, id)),
    // Sign-in counters are keyed by the address: they go too (the others name only an id and lapse within the hour).
    db
      .delete(rateLimits)
      .where(or(eq(rateLimits.key, `login:email:${user.email}`), startsWith(rateLimits.key, `login:email-ip:${user.email}|`))),
    ...privateMessages,
    db.delete(users).where(eq(users.id, id)),
  ]);
  log('info', 'account.deleted', { userId: id, posts });
  // Logged, not thrown: the account is gone either way, and its mail must still go.
  await closeEndedSessions(db, env, id).catch((error: unknown) =>
    log('error', 'account.sockets_close_failed', { userId: id, error: String(error) }),
  );
  // The photo is theirs alone: it leaves the bucket once the account row is gone.
  if (user.avatarKey)
    await env.MEDIA.delete(user.avatarKey).catch((error: unknown) =>
      log('error', 'account.photo_delete_failed', { userId: id, error: String(error) }),
    );
  if (mailConfigured(env)) {
    await sendMail(
      env,
      'account-deleted',
      user.email,
      accountDeletedMail(user, posts === 'keep', `${origin}${deletionPaths.privacyPage}`),
    ).catch((error: unknown) => log('error', 'account.deleted_mail_failed', { userId: id, error: String(error) }));
  }
  return { userId: id, photoKey: user.avatarKey };
}
