// The reads behind "Download my data" (account-export.ts): every row keyed by one member, as one
// batch, in the order exportAccount names them.
import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  passkeys,
  securityEvents,
  audiobooks,
  auditLog,
  cmsFormSubmissions,
  cmsForms,
  communityPosts,
  communityReports,
  conversationMembers,
  donationCampaigns,
  donations,
  bookmarks,
  favourites,
  forumDrafts,
  communityRevisions,
  savedItems,
  listeningPositions,
  memberBlocks,
  messageReports,
  messages,
  messagingSettings,
  notificationPreferences,
  notificationSettings,
  notifications,
  podcastEpisodes,
  postComments,
  postFollows,
  releaseFollows,
  postLikes,
  postReads,
  readMarks,
  sessions,
  trustLevelOverrides,
} from '../../db/schema';

/** The member's gifts: made while signed in, or receipted to their address once it is confirmed. */
export function donationsOf(user: { id: number; email: string; emailVerifiedAt: string | null }): SQL {
  const mine = eq(donations.userId, user.id);
  // An unconfirmed address may be someone else's: their gifts are not this account's to read or change.
  return user.emailVerifiedAt ? or(mine, eq(donations.email, user.email))! : mine;
}

/** The member's rows, one statement each, for one `db.batch`. */
export function exportQueries(db: Db, user: { id: number; email: string; emailVerifiedAt: string | null }) {
  const userId = user.id;
  const listenedTitle = sql<string | null>`case ${listeningPositions.kind}
    when 'episode' then (select ${podcastEpisodes.title} from ${podcastEpisodes} where ${podcastEpisodes.id} = ${listeningPositions.itemId})
    else (select ${audiobooks.title} from ${audiobooks} where ${audiobooks.id} = ${listeningPositions.itemId}) end`;
  return [
    db
      .select({ device: sessions.device, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt)),
    db.select().from(communityPosts).where(eq(communityPosts.userId, userId)).orderBy(desc(communityPosts.createdAt)),
    db
      .select({
        id: postComments.id,
        postId: postComments.postId,
        postTitle: communityPosts.title,
        content: postComments.content,
        visibility: postComments.visibility,
        createdAt: postComments.createdAt,
        updatedAt: postComments.updatedAt,
      })
      .from(postComments)
      .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
      .where(eq(postComments.userId, userId))
      .orderBy(desc(postComments.createdAt)),
    db
      .select({ postId: postLikes.postId, postTitle: communityPosts.title, likedAt: postLikes.createdAt })
      .from(postLikes)
      .innerJoin(communityPosts, eq(communityPosts.id, postLikes.postId))
      .where(eq(postLikes.userId, userId))
      .orderBy(desc(postLikes.createdAt)),
    db
      .select({ audiobookId: favourites.audiobookId, title: audiobooks.title, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(audiobooks, eq(audiobooks.id, favourites.audiobookId))
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt)),
    db
      .select({
        kind: listeningPositions.kind,
        itemId: listeningPositions.itemId,
        title: listenedTitle,
        positionSeconds: listeningPositions.positionSeconds,
        updatedAt: listeningPositions.updatedAt,
      })
      .from(listeningPositions)
      .where(eq(listeningPositions.userId, userId))
      .orderBy(desc(listeningPositions.updatedAt)),
    db
      .select({
        kind: bookmarks.kind,
        itemId: bookmarks.itemId,
        // Table names written out: a bare "id" inside sql`` would be read as the subquery's own.
        title: sql<string | null>`case bookmarks.kind
          when 'episode' then (select title from podcast_episodes where podcast_episodes.id = bookmarks.item_id)
          else (select title from audiobooks where audiobooks.id = bookmarks.item_id) end`,
        positionSeconds: bookmarks.positionSeconds,
        note: bookmarks.note,
        createdAt: bookmarks.createdAt,
      })
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId))
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id)),
    db
      .select({ donation: donations, campaign: donationCampaigns.title })
      .from(donations)
      .innerJoin(donationCampaigns, eq(donationCampaigns.id, donations.campaignId))
      .where(donationsOf(user))
      .orderBy(desc(donations.createdAt)),
    db
      .select({ form: cmsForms.name, data: cmsFormSubmissions.data, createdAt: cmsFormSubmissions.createdAt })
      .from(cmsFormSubmissions)
      .innerJoin(cmsForms, eq(cmsForms.id, cmsFormSubmissions.formId))
      .where(eq(cmsFormSubmissions.memberId, userId))
      .orderBy(desc(cmsFormSubmissions.createdAt)),
    db.select().from(communityReports).where(eq(communityReports.reporterId, userId)).orderBy(desc(communityReports.createdAt)),
    // What they did as an editor or admin, and what was done to their account (entity "member").
    db
      .select()
      .from(auditLog)
      .where(
        or(
          eq(auditLog.actorId, userId),
          and(eq(auditLog.entity, 'member'), isNotNull(auditLog.entityId), eq(auditLog.entityId, String(userId))),
        ),
      )
      .orderBy(desc(auditLog.createdAt)),
    db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, userId))
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id)),
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt)),
    // Private messages: their own words, and their standing in each conversation (others' words stay theirs).
    db.select().from(messages).where(eq(messages.senderId, userId)).orderBy(desc(messages.createdAt), desc(messages.id)),
    db.select().from(conversationMembers).where(eq(conversationMembers.userId, userId)).orderBy(desc(conversationMembers.joinedAt)),
    db.select().from(messagingSettings).where(eq(messagingSettings.userId, userId)),
    db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, userId)).orderBy(desc(memberBlocks.createdAt)),
    db.select().from(messageReports).where(eq(messageReports.reporterId, userId)).orderBy(desc(messageReports.createdAt)),
    // Notifications (decision 0025): what they were told, what they follow, and how they chose to hear.
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.updatedAt), desc(notifications.id)),
    db.select().from(postFollows).where(eq(postFollows.userId, userId)).orderBy(desc(postFollows.createdAt)),
    // CripChat and the library categories they chose to follow or not (decision 0041).
    db.select().from(releaseFollows).where(eq(releaseFollows.userId, userId)).orderBy(desc(releaseFollows.updatedAt)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
    // Their quiet times and announcement choice (decision 0029).
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    // Forum drafts not yet posted (decision 0038).
    db
      .select({
        postId: forumDrafts.postId,
        replyToId: forumDrafts.replyToId,
        title: forumDrafts.title,
        content: forumDrafts.content,
        category: forumDrafts.category,
        updatedAt: forumDrafts.updatedAt,
      })
      .from(forumDrafts)
      .where(eq(forumDrafts.userId, userId))
      .orderBy(desc(forumDrafts.updatedAt), desc(forumDrafts.id)),
    // Earlier versions of their own edited posts and comments (decision 0038).
    db
      .select({
        postId: communityRevisions.postId,
        commentId: communityRevisions.commentId,
        title: communityRevisions.title,
        content: communityRevisions.content,
        writtenAt: communityRevisions.writtenAt,
        replacedAt: communityRevisions.replacedAt,
      })
      .from(communityRevisions)
      .where(eq(communityRevisions.userId, userId))
      .orderBy(desc(communityRevisions.replacedAt), desc(communityRevisions.id)),
    // Posts and comments they saved (issue 20).
    db
      .select({ postId: savedItems.postId, commentId: savedItems.commentId, savedAt: savedItems.createdAt })
      .from(savedItems)
      .where(eq(savedItems.userId, userId))
      .orderBy(desc(savedItems.createdAt), desc(savedItems.id)),
    // Their reading (decisions 0031 and 0034); an editor's hand-set level, never who set it.
    db
      .select({ postId: postReads.postId, postTitle: communityPosts.title, day: postReads.day, seconds: postReads.seconds })
      .from(postReads)
      .innerJoin(communityPosts, eq(communityPosts.id, postReads.postId))
      .where(eq(postReads.userId, userId))
      .orderBy(desc(postReads.day), desc(postReads.postId)),
    db
      .select({
        postId: readMarks.postId,
        postTitle: communityPosts.title,
        lastReadCommentId: readMarks.lastReadCommentId,
        readAt: readMarks.readAt,
      })
      .from(readMarks)
      .innerJoin(communityPosts, eq(communityPosts.id, readMarks.postId))
      .where(eq(readMarks.userId, userId))
      .orderBy(desc(readMarks.readAt)),
    db
      .select({ level: trustLevelOverrides.level, since: trustLevelOverrides.createdAt })
      .from(trustLevelOverrides)
      .where(eq(trustLevelOverrides.userId, userId)),
  ] as const;
}
