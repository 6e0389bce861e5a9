// "Download my data" (Australian Privacy Principle 12): everything the portal holds about one
// member, read in one batch. Never a password hash, a session or link token (or its hash), a
// receipt's secret address or another member's words: only rows keyed by this member, and
// gifts to their address once they have shown the address is theirs.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { centsToAmount } from '../../schemas/money';
import { DEFAULT_DELIVERY } from '../../schemas/notifications';
import type { DataExport } from '../../schemas/privacy';
import { exportQueries } from './account-export-queries';
import { photoUrl } from './profiles';

const ABOUT =
  'Everything Equal Ground holds about you, as of exportedAt. Dates are UTC (ISO 8601). Amounts are Australian dollars. Passwords and sign-in secrets are never included: we keep only a one-way hash of them, which is of no use to anyone.';

export async function exportAccount(db: Db, userId: number, now = new Date()): Promise<DataExport> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw notFound('Account not found');
  const [
    sessionRows,
    posts,
    comments,
    likes,
    favs,
    positions,
    marks,
    gifts,
    submissions,
    reports,
    audit,
    security,
    keys,
    sent,
    memberships,
    messaging,
    blocks,
    messageReportRows,
    notificationRows,
    follows,
    releaseFollowRows,
    preferenceRows,
    quietRows,
    drafts,
    revisions,
    saved,
    readingTime,
    readUpTo,
    levelOverride,
  ] = await db.batch(exportQueries(db, user));
  const settings = messaging[0];

  return {
    about: ABOUT,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      membershipLevel: user.membershipLevel,
      emailConfirmedAt: user.emailVerifiedAt,
      signsInWith: [...(user.passwordHash ? ['password'] : []), ...(user.oidcSubject ? ['OpenID Connect'] : [])],
      pronouns: user.pronouns,
      bio: user.bio,
      photoUrl: photoUrl(user),
      suspension: user.suspendedAt ? { since: user.suspendedAt, until: user.suspendedUntil, reason: user.suspensionReason } : null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    passkeys: keys.map((k) => ({ name: k.name, addedAt: k.createdAt, lastUsedAt: k.lastUsedAt })),
    securityLog: security.map((e) => ({ what: e.kind, how: e.method, device: e.device, newDevice: e.newDevice, at: e.createdAt })),
    sessions: sessionRows.map((s) => ({ device: s.device, signedInAt: s.createdAt, lastActiveAt: s.lastSeenAt, endsBy: s.expiresAt })),
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      content: p.content,
      category: p.category,
      tags: p.tags,
      contentWarning: p.contentWarning,
      visibility: p.visibility,
      likesCount: p.likesCount,
      commentsCount: p.commentsCount,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    })),
    comments,
    likes,
    favourites: favs,
    listeningPositions: positions,
    bookmarks: marks,
    drafts,
    revisions,
    saved,
    reading: { time: readingTime, readUpTo, levelSetByEditor: levelOverride[0] ?? null },
    donations: gifts.map(({ donation: d, campaign }) => ({
      receiptNumber: d.receiptNumber,
      campaign,
      amount: centsToAmount(d.amountCents),
      currency: 'AUD' as const,
      status: d.status,
      donorName: d.donorName,
      nameShownPublicly: d.showName,
      email: d.email,
      givenAt: d.createdAt,
      paidAt: d.paidAt,
      testMode: d.provider === 'test',
    })),
    formSubmissions: submissions.map((s) => ({ form: s.form, answers: s.data, sentAt: s.createdAt })),
    reports: reports.map((r) => ({
      about: r.postId !== null ? ('post' as const) : ('comment' as const),
      itemId: (r.postId ?? r.commentId)!,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: r.createdAt,
    })),
    auditEntries: audit.map((a) => ({ action: a.action, entity: a.entity, summary: a.summary, createdAt: a.createdAt })),
    messages: sent.map((m) => ({
      id: m.id,
      conversationId: m.conversationId,
      body: m.body,
      sentAt: m.createdAt,
      editedAt: m.editedAt,
      deleted: m.deletedAt !== null,
    })),
    conversations: memberships.map((m) => ({ id: m.conversationId, status: m.status, joinedAt: m.joinedAt })),
    messagingSettings: settings
      ? {
          whoMayMessage: settings.whoMayMessage,
          readReceipts: settings.readReceipts,
          typingIndicators: settings.typingIndicators,
          quickPhrases: settings.quickPhrases,
          messagingSuspendedAt: settings.messagingSuspendedAt,
        }
      : null,
    blocks: blocks.map((b) => ({ memberId: b.blockedId, since: b.createdAt })),
    messageReports: messageReportRows.map((r) => ({
      messageId: r.messageId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: r.createdAt,
    })),
    notifications: notificationRows.map((n) => ({
      kind: n.kind,
      postId: n.postId,
      commentId: n.commentId,
      title: n.title,
      count: n.count,
      createdAt: n.createdAt,
      updatedAt: n.updatedAt,
      readAt: n.readAt,
      emailedAt: n.emailedAt,
    })),
    followedDiscussions: follows.map((f) => ({ postId: f.postId, following: f.following, since: f.createdAt })),
    followedReleases: releaseFollowRows.map((f) => ({ topic: f.topic, following: f.following, since: f.updatedAt })),
    notificationPreferences: { ...DEFAULT_DELIVERY, ...Object.fromEntries(preferenceRows.map((p) => [p.kind, p.delivery])) },
    notificationSettings: quietRows[0]
      ? {
          timeZone: quietRows[0].timeZone,
          quietFrom: quietRows[0].quietFrom,
          quietUntil: quietRows[0].quietUntil,
          pausedUntil: quietRows[0].pausedUntil,
          announce: quietRows[0].announce,
        }
      : null,
  };
}

/** "equal-ground-data-2026-11-21.json": dated, so a second download does not overwrite the first. */
export const exportFilename = (now: Date, ext: 'json' | 'html') => `equal-ground-data-${now.toISOString().slice(0, 10)}.${ext}`;
