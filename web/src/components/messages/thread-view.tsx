import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { LiveChannel } from '@/lib/live-channel';
import { ComposeBox } from './compose-box';
import type { DeleteWords } from './delete-message-dialog';
import { retryKeepingFocus } from './keep-focus';
import { LiveStatusLine } from './live-status-line';
import { MessageActionsMenu, type MessageAction } from './message-actions-menu';
import { MessageItem, PendingItem } from './message-item';
import { MessageLog } from './message-log';
import { formatMessageTime } from './message-time';
import { QuickReplies } from './quick-replies';
import type { MentionSearch } from './use-mention-autocomplete';
import type { useMessageThread } from './use-message-thread';
import { MESSAGE_SENT } from './announce-policy';
import { useReact, type ThreadDialog, type ThreadScreen } from './use-thread-screen';
import type { MessageView, Reaction } from '@/lib/api-types';

const DeleteMessageDialog = lazy(() => import('./delete-message-dialog'));
// The safety tools' dialog: reasons, details, to the editors' queue.
const ReportMessageDialog = lazy(() => import('./report-message-dialog'));

type Thread = ReturnType<typeof useMessageThread>;
type ItemExtras = Pick<ComponentProps<typeof MessageItem>, 'status' | 'mentions' | 'mentionsYou'>;

type Props<D extends { kind: string }, E> = {
  screen: ThreadScreen<D>;
  thread: Thread;
  /** The page's heading and what is around it (who is here, Join, Leave, Keyboard shortcuts). */
  header: ReactNode;
  /** A room's own live channel; a conversation's is the member's own. */
  channel?: LiveChannel<E>;
  /** Between the live status and the log (a message request's Accept and Decline). */
  banner?: ReactNode;
  /** The log's accessible name ("Messages with Alex Chen"). */
  label: string;
  logClassName?: string;
  canSend: boolean;
  cannotSendReason: string | null;
  /** Whether reactions are offered (a room's only to members who joined; shown to everyone). */
  canReact: boolean;
  toggleReaction: (messageId: number, reaction: Reaction) => Promise<MessageView>;
  onSeen: (messageId: number) => void;
  actionsFor: (message: MessageView) => MessageAction[];
  itemExtras?: (message: MessageView) => ItemExtras;
  mentions?: MentionSearch;
  /** A rule to know before sending (a room's slow mode wait, a mute). */
  notice?: string | null;
  onKeystroke: () => void;
  remove: DeleteWords;
  /** Where a report goes: a conversation's message, or a room's route. */
  report: (message: MessageView) => Pick<ComponentProps<typeof ReportMessageDialog>, 'conversationId' | 'send'>;
  /** The screen's own dialogs (a conversation's Edit, a room's Mute). */
  ownDialog?: (current: D) => ReactNode;
};

const isThreadDialog = (current: { kind: string }): current is ThreadDialog => current.kind === 'delete' || current.kind === 'report';

const actionsLabel = (message: MessageView) =>
  `Actions for ${message.mine ? 'your message' : `message from ${message.sender?.displayName ?? 'a former member'}`} at ${formatMessageTime(message.createdAt)}`;

/**
 * One message thread on screen, a private conversation's or a chat room's: the log with its
 * messages and menus, quick replies, who is typing, the message box, the announcer and the
 * dialogs on a message. What differs between the two is passed in.
 */
export function ThreadView<D extends { kind: string }, E>(props: Props<D, E>) {
  const { screen, thread } = props;
  const log = <ThreadLog {...props} />;
  return (
    <div>
      {props.header}
      <LiveStatusLine channel={props.channel} />
      {props.banner}
      {thread.error ? (
        <p className="my-6 text-slate-800">The messages could not be loaded. Please check your connection and reload.</p>
      ) : !thread.loaded ? (
        <p className="my-6 text-slate-700" aria-busy="true">
          Loading messages…
        </p>
      ) : props.logClassName ? (
        <div className={props.logClassName}>{log}</div>
      ) : (
        log
      )}
      {screen.region}
      <Suspense fallback={null}>
        <ThreadDialogs {...props} />
      </Suspense>
    </div>
  );
}

/** The log, quick replies, who is typing and the message box. */
function ThreadLog<D extends { kind: string }, E>(props: Props<D, E>) {
  const { screen, thread, canSend, itemExtras } = props;
  const { compose, announce, settings } = screen;
  const toggle = useReact(props.toggleReaction, thread.replace, announce);
  const react = (message: MessageView) => (props.canReact ? (reaction: Reaction) => toggle(message, reaction) : undefined);
  return (
    <MessageLog
      label={props.label}
      messages={thread.messages}
      pending={thread.pending}
      hasEarlier={thread.hasEarlier}
      loadingEarlier={thread.loadingEarlier}
      onLoadEarlier={() => void thread.loadEarlier()}
      onSeen={props.onSeen}
      onCompose={() => compose.current?.focus()}
      shortcutsOn={settings?.shortcuts ?? true}
      renderMessage={(message, item) => (
        <MessageItem
          key={message.id}
          message={message}
          {...itemExtras?.(message)}
          onReact={react(message)}
          {...item}
          actions={
            !message.deleted && (
              <MessageActionsMenu
                label={actionsLabel(message)}
                inTabOrder={item.current}
                reactions={message.reactions}
                onReact={react(message)}
                actions={props.actionsFor(message)}
              />
            )
          }
        />
      )}
      renderPending={(p, item) => (
        <PendingItem
          key={p.clientId}
          pending={p}
          onRetry={() => retryKeepingFocus(p.clientId, thread.retry, compose.current, announce)}
          {...item}
        />
      )}
      afterLog={canSend && settings && <QuickReplies phrases={settings.quickPhrases} onChoose={screen.setDraft} compose={compose} />}
      footer={
        <>
          {screen.someoneTyping && <p className="mb-1 text-sm text-slate-700 italic">{screen.someoneTyping}</p>}
          <ComposeBox
            ref={compose}
            value={screen.draft}
            onChange={screen.setDraft}
            onSend={(body) => void thread.send(body).then((stored) => stored && announce(MESSAGE_SENT))}
            onTypingChange={screen.setTyping}
            onKeystroke={props.onKeystroke}
            disabled={!canSend}
            disabledReason={props.cannotSendReason}
            mentions={props.mentions}
            notice={props.notice}
          />
        </>
      }
    />
  );
}

/** Delete and Report on a message, and the screen's own (a conversation's Edit, a room's Mute). */
function ThreadDialogs<D extends { kind: string }, E>({ screen, thread, remove, report, ownDialog }: Props<D, E>) {
  const { dialog } = screen;
  const current = dialog.current;
  if (!current) return null;
  if (isThreadDialog(current) && current.kind === 'delete')
    return <DeleteMessageDialog message={current.message} {...remove} onClose={dialog.close} onDeleted={thread.replace} />;
  if (isThreadDialog(current) && current.kind === 'report')
    return <ReportMessageDialog messageId={current.message.id} {...report(current.message)} open onClose={dialog.close} />;
  return ownDialog?.(current as D) ?? null;
}
