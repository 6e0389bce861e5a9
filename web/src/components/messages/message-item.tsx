import { MESSAGE_DELETED_LABEL } from '@schemas/messages';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { UserText } from '@/components/ui/user-text';
import type { PendingMessage } from './merge-messages';
import { reactionLabel } from './announce-policy';
import { messageElementId } from './keep-focus';
import { formatMessageTime } from './message-time';
import type { MessageView, MessagingPerson, Reaction } from '@/lib/api-types';

/** The Avatar makes initials from a first and last name: it is given the member's own letters. */
export const avatarPerson = ({ initials, profileImageUrl }: MessagingPerson) => ({
  firstName: initials[0] ?? '?',
  lastName: initials[1] ?? null,
  profileImageUrl,
});

type Common = {
  /** Roving focus: only the current message is in the tab order. */
  current: boolean;
  itemRef?: Ref<HTMLElement>;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

type Props = Common & {
  message: MessageView;
  /** "Seen" or "Not delivered", under the member's own last message. */
  status?: string | null;
  onReact?: (reaction: Reaction) => void;
  actions?: ReactNode;
  /** Chat rooms: names whose "@Display Name" is marked in the words, and whether one is the viewer's. */
  mentions?: string[];
  mentionsYou?: boolean;
};

/** One message: who, when, the words (never HTML), "edited", reactions in words, and its actions menu. */
export function MessageItem({ message, status, current, itemRef, onFocus, onKeyDown, onReact, actions, mentions, mentionsYou }: Props) {
  const headerId = `message-${message.id}-header`;
  const bodyId = `message-${message.id}-body`;
  const name = message.sender?.displayName ?? 'A former member';
  const reactions = message.reactions.filter((r) => r.count > 0);
  return (
    <article
      ref={itemRef}
      id={messageElementId(message.id)}
      tabIndex={current ? 0 : -1}
      // Arrowing onto a message says who, when and what, in that order.
      aria-labelledby={`${headerId} ${bodyId}`}
      data-message-id={message.id}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onKeyDown={onKeyDown}
      className="scroll-my-40 rounded-lg px-2 py-3 outline-none focus-visible:ring-4 focus-visible:ring-amber-400 sm:px-3"
    >
      {/* The words keep at least 10em: at 200 % text on a phone they go under the picture, and
          the actions button under them, rather than a few letters a line between the two. */}
      <div className="flex flex-wrap items-start gap-3">
        {message.sender ? (
          <Avatar person={avatarPerson(message.sender)} size="sm" />
        ) : (
          <span aria-hidden="true" className="size-[2.5em] shrink-0 rounded-full bg-slate-300 text-sm" />
        )}
        <div className="min-w-0 flex-[1_1_10em]">
          <p id={headerId} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-slate-950">{message.mine ? 'You' : name}</span>
            <span className="sr-only">, </span>
            <time dateTime={message.createdAt} className="text-sm text-slate-700">
              {formatMessageTime(message.createdAt)}
            </time>
            {mentionsYou && !message.deleted && (
              <span className="rounded border-2 border-amber-700 bg-amber-50 px-1 text-sm font-semibold text-amber-950">
                <span className="sr-only">, </span>Mentions you
              </span>
            )}
            {message.editedAt && !message.deleted && (
              <span className="text-sm text-slate-700">
                <span className="sr-only">, </span>(edited)
              </span>
            )}
          </p>
          {message.deleted ? (
            <p id={bodyId} className="mt-1 text-slate-700 italic">
              {MESSAGE_DELETED_LABEL}
            </p>
          ) : (
            <div id={bodyId}>
              <UserText text={message.body} mentions={mentions} className="mt-1 text-slate-900" />
            </div>
          )}
          {reactions.length > 0 && (
            <ul aria-label="Reactions" className="mt-2 flex flex-wrap gap-2">
              {reactions.map((r) => (
                <li key={r.reaction}>
                  {onReact ? (
                    <button
                      type="button"
                      tabIndex={current ? 0 : -1}
                      aria-pressed={r.mine}
                      onClick={() => onReact(r.reaction)}
                      className={`${chipClass} ${r.mine ? 'border-violet-800 bg-violet-100 text-violet-950' : 'border-slate-400 bg-white text-slate-900'}`}
                    >
                      <ReactionWords reaction={r.reaction} count={r.count} />
                    </button>
                  ) : (
                    // Shown, not offered: a member who cannot react here (not joined, muted) still reads them.
                    <span className={`${chipClass} border-slate-400 bg-white text-slate-900`}>
                      <ReactionWords reaction={r.reaction} count={r.count} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {status && <p className="mt-1 text-sm font-semibold text-slate-700">{status}</p>}
        </div>
        {actions}
      </div>
    </article>
  );
}

const chipClass = 'inline-flex min-h-11 items-center gap-1 rounded-full border-2 px-3 text-sm font-semibold';

/** "3 people reacted Thank you" to a screen reader; "Thank you 3" on screen. */
function ReactionWords({ reaction, count }: { reaction: Reaction; count: number }) {
  return (
    <>
      <span className="sr-only">{reactionLabel(reaction, count)}</span>
      <span aria-hidden="true">
        {reaction} {count}
      </span>
    </>
  );
}

/** A message still being sent from this tab, or one that failed ("Not sent. Try again"). */
export function PendingItem({
  pending,
  current,
  itemRef,
  onFocus,
  onKeyDown,
  onRetry,
}: Common & { pending: PendingMessage; onRetry: () => void }) {
  return (
    <article
      ref={itemRef}
      tabIndex={current ? 0 : -1}
      aria-label={pending.failed ? 'Your message, not sent' : 'Your message, sending'}
      data-client-id={pending.clientId}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onKeyDown={onKeyDown}
      className="scroll-my-40 rounded-lg px-2 py-3 outline-none focus-visible:ring-4 focus-visible:ring-amber-400 sm:px-3"
    >
      <p className="font-semibold text-slate-950">You</p>
      <UserText text={pending.body} className="mt-1 text-slate-900" />
      {pending.failed ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-red-800">
          <span>
            <span aria-hidden="true">⚠ </span>Not sent.
          </span>
          <button type="button" onClick={onRetry} className="min-h-11 rounded px-1 text-violet-900 underline underline-offset-2">
            Try again
          </button>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Sending…</p>
      )}
    </article>
  );
}
