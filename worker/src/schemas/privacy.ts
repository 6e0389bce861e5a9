import * as v from 'valibot';
import { linkToken } from './auth';

// "Your data and privacy": a member's copy of their data and the deletion of their account
// (docs/decisions/0022). Shared by the worker's validators and the screen's forms.

/** What happens to the member's posts and comments when the account goes. */
export const POST_CHOICES = ['delete', 'keep'] as const;
export type PostChoice = (typeof POST_CHOICES)[number];

export const POST_CHOICE_MESSAGE = 'Choose what happens to your posts and comments';
export const ENTER_PASSWORD_MESSAGE = 'Enter your password to confirm';

const posts = v.picklist(POST_CHOICES, POST_CHOICE_MESSAGE);

/** "Delete my account", confirmed by the current password. */
export const deleteAccountSchema = v.object({
  password: v.pipe(
    v.string(ENTER_PASSWORD_MESSAGE),
    v.nonEmpty(ENTER_PASSWORD_MESSAGE),
    v.maxLength(128, 'Password must be at most 128 characters'),
  ),
  posts,
});

/** "Delete my account" from the mailed link (an account without a password, or a forgotten one). */
export const confirmDeletionSchema = v.object({ token: linkToken, posts });

/** The name posts and comments kept after their author's account is deleted are shown under. */
export const FORMER_MEMBER = { firstName: 'Former', lastName: 'member' } as const;

/** GET /api/account/export/size: about how many rows the copy holds, and whether it is prepared in the background. */
export type DataExportSize = { rows: number; inBackground: boolean };

export const EXPORT_TOO_LARGE_MESSAGE =
  'Your data is too large to download at once. Choose "Prepare my data" on Your data and privacy, and we will email you a link.';
export const EXPORT_LINK_GONE_MESSAGE =
  'This link has expired, has already been used, or belongs to another account. Ask for your data again on Your data and privacy.';
export const exportPreparingMessage = (email: string) =>
  `We are preparing your data. We will email a link to ${email} when it is ready, usually within a few minutes.`;

/** What a deletion answers: the words the landing page shows. */
export type AccountDeleted = { message: string };

/** The member's copy of everything the portal holds about them (GET /api/account/export). */
export type DataExport = {
  about: string;
  exportedAt: string;
  account: {
    id: number;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    role: string;
    membershipLevel: string;
    emailConfirmedAt: string | null;
    signsInWith: string[];
    pronouns: string | null;
    bio: string | null;
    photoUrl: string | null;
    suspension: { since: string; until: string | null; reason: string | null } | null;
    createdAt: string;
    updatedAt: string;
  };
  /** The member's own security log: sign-ins (how, on which device) and changes to how they sign in. */
  securityLog: { what: string; how: string | null; device: string; newDevice: boolean; at: string }[];
  /** The passkeys that sign in to the account: their names and dates (the public keys stay behind). */
  passkeys: { name: string; addedAt: string; lastUsedAt: string | null }[];
  sessions: { device: string; signedInAt: string; lastActiveAt: string; endsBy: string }[];
  posts: {
    id: number;
    title: string;
    content: string;
    category: string;
    tags: string[];
    contentWarning: string | null;
    visibility: string;
    likesCount: number;
    commentsCount: number;
    createdAt: string;
    updatedAt: string;
  }[];
  comments: { id: number; postId: number; postTitle: string; content: string; visibility: string; createdAt: string; updatedAt: string }[];
  likes: { postId: number; postTitle: string; likedAt: string }[];
  favourites: { audiobookId: number; title: string; addedAt: string }[];
  listeningPositions: { kind: string; itemId: number; title: string | null; positionSeconds: number; updatedAt: string }[];
  /** Places kept in episodes and books, with the member's notes. */
  bookmarks: { kind: string; itemId: number; title: string | null; positionSeconds: number; note: string; createdAt: string }[];
  /** The words their edits replaced: earlier versions of their own posts (postId) and comments (commentId). */
  revisions: {
    postId: number | null;
    commentId: number | null;
    title: string | null;
    content: string;
    writtenAt: string;
    replacedAt: string;
  }[];
  /** Forum posts, comments and replies being written and not yet posted: a new post when postId is null. */
  drafts: { postId: number | null; replyToId: number | null; title: string; content: string; category: string; updatedAt: string }[];
  /** Saved forum posts and comments (issue 20): each row names one of the two. */
  saved: { postId: number | null; commentId: number | null; savedAt: string }[];
  /**
   * What the forum keeps of their reading (decisions 0031 and 0034): seconds spent on each
   * discussion per day (what trust levels are earned from), how far they have read each one
   * (what makes later comments "new"), and a trust level an editor set by hand, if any.
   */
  reading: {
    time: { postId: number; postTitle: string; day: string; seconds: number }[];
    readUpTo: { postId: number; postTitle: string; lastReadCommentId: number; readAt: string }[];
    levelSetByEditor: { level: number; since: string } | null;
  };
  donations: {
    receiptNumber: string | null;
    campaign: string;
    amount: string;
    currency: 'AUD';
    status: string;
    donorName: string | null;
    nameShownPublicly: boolean;
    email: string;
    givenAt: string;
    paidAt: string | null;
    testMode: boolean;
  }[];
  formSubmissions: { form: string; answers: Record<string, string | boolean>; sentAt: string }[];
  reports: { about: 'post' | 'comment'; itemId: number; reason: string; details: string; status: string; createdAt: string }[];
  auditEntries: { action: string; entity: string; summary: string; createdAt: string }[];
  /** Private messages: the member's own words only (never another member's), and where they stand in each conversation. */
  messages: { id: number; conversationId: number; body: string; sentAt: string; editedAt: string | null; deleted: boolean }[];
  conversations: { id: number; status: string; joinedAt: string }[];
  messagingSettings: {
    whoMayMessage: string;
    readReceipts: boolean;
    typingIndicators: boolean;
    quickPhrases: string[] | null;
    messagingSuspendedAt: string | null;
  } | null;
  /** Members they blocked, by id only (another member's name is theirs). */
  blocks: { memberId: number; since: string }[];
  messageReports: { messageId: number; reason: string; details: string; status: string; createdAt: string }[];
  /** What they were told about (the one who did it is not named here: their name is theirs). */
  notifications: {
    kind: string;
    postId: number | null;
    commentId: number | null;
    title: string | null;
    count: number;
    createdAt: string;
    updatedAt: string;
    readAt: string | null;
    emailedAt: string | null;
  }[];
  /** Discussions they chose to follow (true) or stopped following (false); their own posts and comments are followed without a row. */
  followedDiscussions: { postId: number; following: boolean; since: string }[];
  /** 'podcast' (CripChat) or 'category:' and a library category: following or not (decision 0041). */
  followedReleases: { topic: string; following: boolean; since: string }[];
  notificationPreferences: Record<string, string>;
  /** Quiet times and the announcement choice; null while they are the defaults. */
  notificationSettings: {
    timeZone: string;
    quietFrom: string | null;
    quietUntil: string | null;
    pausedUntil: string | null;
    announce: boolean;
  } | null;
};
