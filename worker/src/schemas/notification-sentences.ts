import type { NotificationView } from './notifications';

// The one sentence each notification says, and where it leads: shared by the bell, the list and
// the worker's mails (docs/decisions/0025-notifications.md), so every place says the same words.

export type SentenceParts = Pick<NotificationView, 'kind' | 'actorName' | 'count' | 'post' | 'title' | 'detail'> & {
  reason?: string | null;
};

const quoted = (title: string | null | undefined) => (title ? `“${title}”` : 'a discussion');

/** What became of a report, in the reporter's words. */
const REPORT_OUTCOMES: Record<string, string> = {
  removed: 'was removed by an editor',
  acted: 'was reviewed, and an editor acted on it',
  kept: 'was reviewed and left up',
};

/** What an editor did to a member's own post or comment (never who: "An editor"). */
export const MODERATION_ACTIONS = [
  'hidden-post',
  'hidden-comment',
  'shown-post',
  'shown-comment',
  'deleted-post',
  'deleted-comment',
  'flag-hidden-post',
  'flag-hidden-comment',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
const MODERATION_WORDS: Record<ModerationAction, (title: string) => string> = {
  'hidden-post': (t) => `An editor hid your post ${t} from the forum.`,
  'hidden-comment': (t) => `An editor hid your comment in ${t} from the forum.`,
  'shown-post': (t) => `An editor made your post ${t} visible again.`,
  'shown-comment': (t) => `An editor made your comment in ${t} visible again.`,
  'deleted-post': (t) => `An editor deleted your post ${t}.`,
  'deleted-comment': (t) => `An editor deleted your comment in ${t}.`,
  // Hidden by members' flags (decision 0034) until an editor reviews it: nobody has decided yet.
  'flag-hidden-post': (t) => `Your post ${t} is hidden until an editor reviews it, because several members flagged it.`,
  'flag-hidden-comment': (t) => `Your comment in ${t} is hidden until an editor reviews it, because several members flagged it.`,
};
const moderationSentence = (detail: string | null, title: string, reason: string | null | undefined) => {
  const words = MODERATION_WORDS[detail as ModerationAction]?.(title) ?? `An editor reviewed your words in ${title}.`;
  if (!reason) return words;
  const given = detail?.startsWith('flag-hidden') ? 'The reasons members gave' : 'The reason they gave';
  return `${words} ${given}: ${reason.replace(/[.!?]?$/, '.')}`;
};

/** "Alex Chen and 3 others replied to your post “Ramps at the library”." One sentence: who, what, where. */
export function notificationSentence(n: SentenceParts): string {
  const who = n.actorName ?? 'A former member';
  const others = n.count - 1;
  const people = others <= 0 ? who : `${who} and ${others} ${others === 1 ? 'other' : 'others'}`;
  const title = quoted(n.post?.title ?? n.title);
  switch (n.kind) {
    case 'post-liked':
      return `${people} liked your post ${title}.`;
    case 'post-reply':
      return `${people} replied to your post ${title}.`;
    case 'thread-reply':
      return `${people} replied in ${title}, a discussion you follow.`;
    case 'mention':
      return n.post ? `${people} mentioned you in ${title}.` : `${people} mentioned you in ${n.title ?? 'a chat'}.`;
    case 'message':
      if (n.detail === 'request') return `${who} asked to send you private messages.`;
      return others <= 0 ? `${who} sent you a private message.` : `${who} sent you ${n.count} private messages.`;
    case 'new-episode':
      return `A new CripChat episode is out: ${quoted(n.title)}.`;
    case 'new-audiobook':
      return `A new audiobook is in the library: ${quoted(n.title)}.`;
    case 'report-outcome':
      return `What you reported in ${title} ${REPORT_OUTCOMES[n.detail ?? ''] ?? 'was reviewed'}.`;
    case 'moderation':
      return moderationSentence(n.detail, title, n.reason);
  }
}

/** Where a notification leads: the post, scrolled to the newest reply it is about, or the kind's own place. */
export const notificationPath = (n: Pick<NotificationView, 'post' | 'commentId' | 'link'>) =>
  n.post ? `/community/posts/${n.post.id}${n.commentId ? `#comment-${n.commentId}` : ''}` : (n.link ?? '/notifications');
