import type { ChatRoomDetail, RoomReactionsEvent } from '@schemas/chat';
import type { MessageView, MessagingPerson, Reaction } from '@schemas/messages';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { announcement, createTypingGate, reactionAnnouncement, shouldAnnounce } from '@/components/messages/announce-policy';
import { useAnnouncer } from '@/components/messages/announcer';
import { messageElementId, ownReactionWords, retryKeepingFocus } from '@/components/messages/keep-focus';
import { ComposeBox } from '@/components/messages/compose-box';
import { LiveStatusLine } from '@/components/messages/live-status-line';
import { mentions as mentionsName } from '@/components/messages/mention-query';
import { MessageActionsMenu, type MessageAction } from '@/components/messages/message-actions-menu';
import { MessageItem, PendingItem } from '@/components/messages/message-item';
import { MessageLog } from '@/components/messages/message-log';
import { formatMessageTime } from '@/components/messages/message-time';
import { QuickReplies } from '@/components/messages/quick-replies';
import { useKeyboardInset } from '@/components/messages/use-keyboard-inset';
import { useTypingSignal } from '@/components/messages/use-typing-signal';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { useDialog } from '@/lib/use-dialog';
import {
  deleteRoomMessage,
  markRoomRead,
  refreshRooms,
  reportRoomMessage,
  searchRoomMembers,
  sendRoomTyping,
  useMessagingSettings,
  useMyBlocks,
} from '../api/use-chat';
import { useRoomChannel } from '../hooks/use-room-channel';
import { useRoomMessages } from '../hooks/use-room-messages';
import { RoomHeader } from './room-header';

const ReportMessageDialog = lazy(() => import('@/components/messages/report-message-dialog'));
const MuteDialog = lazy(() => import('./mute-dialog'));

type Dialog = { kind: 'delete' | 'report'; message: MessageView } | { kind: 'mute'; member: MessagingPerson };

/**
 * /chat/{id}: a room's history, who is here now, the compose box with @mentions and quick
 * replies, live on the room's own channel (decision 0027). The log, announcer, menus and dialogs
 * are the private messages' own; announcements follow the member's setting, where "only mentions
 * and private messages" means messages that @mention them.
 */
export function RoomScreen({ room, viewerId }: { room: ChatRoomDetail; viewerId: number | undefined }) {
  const { data: settings } = useMessagingSettings();
  const { announce, region } = useAnnouncer();
  const [draft, setDraft] = useState('');
  const typing = useRef(false);
  const compose = useRef<HTMLTextAreaElement>(null);
  const dialog = useDialog<Dialog>();
  const [presenceGate] = useState(() => createTypingGate());
  const lastRead = useRef(room.lastReadMessageId);
  const channel = useRoomChannel(room.id);
  useKeyboardInset();

  const onLiveMessage = (message: MessageView) => {
    if (!settings) return;
    const mentionsMe = !message.deleted && mentionsName(message.body, room.viewerName);
    if (shouldAnnounce(message, { ...settings, typing: typing.current, privateOrMention: mentionsMe }))
      announce(mentionsMe ? `${announcement(message)} (mentions you)` : announcement(message));
    if (!message.mine) setSomeoneTyping(null);
  };
  // Someone reacting to the member's own message is said as a mention is; other reactions in a
  // busy room are only shown (and named on their buttons), never said.
  const onLiveReaction = (event: RoomReactionsEvent, message: MessageView) => {
    if (!settings || !event.added || !message.mine) return;
    if (shouldAnnounce({ mine: false }, { ...settings, typing: typing.current, privateOrMention: true }))
      announce(reactionAnnouncement(event.by, event.reaction, event.reactions.find((r) => r.reaction === event.reaction)?.count ?? 1));
  };
  // Typing indicators are off by default; with them on, "Name is typing…" shows under the log
  // and is said at most once per room per minute.
  const [typingGate] = useState(() => createTypingGate());
  const [someoneTyping, setSomeoneTyping] = useState<string | null>(null);
  const onTyping = (member: MessagingPerson) => {
    if (!settings?.typingIndicators) return;
    const words = `${member.displayName} is typing…`;
    setSomeoneTyping(words);
    setTimeout(() => setSomeoneTyping((now) => (now === words ? null : now)), 8000);
    if (typingGate(room.id)) announce(words);
  };
  const { data: blocks } = useMyBlocks();
  const blocked = useMemo(() => new Set((blocks ?? []).map((b) => b.id)), [blocks]);
  const thread = useRoomMessages(room.id, viewerId, channel, onLiveMessage, blocked, onLiveReaction, onTyping);
  const signalTyping = useTypingSignal(() => sendRoomTyping(room.id), Boolean(settings?.typingIndicators && room.canSend));

  // Who is here is said at most once a minute, and only to members who hear every message.
  const here = thread.here;
  const hereCount = here?.length;
  const announcedCount = useRef<number | undefined>(undefined);
  const announceMode = settings?.announce;
  useEffect(() => {
    if (hereCount === undefined) return;
    const before = announcedCount.current;
    announcedCount.current = hereCount;
    if (before !== undefined && before !== hereCount && announceMode === 'all' && presenceGate(room.id))
      announce(`${hereCount} ${hereCount === 1 ? 'person' : 'people'} here now`);
  }, [hereCount, announceMode, presenceGate, room.id, announce]);

  const onSeen = useCallback(
    (messageId: number) => {
      if (!room.joined || messageId <= lastRead.current || document.visibilityState === 'hidden') return;
      lastRead.current = messageId;
      markRoomRead(room.id, messageId).then(
        () => void refreshRooms(),
        () => {
          lastRead.current = 0;
        },
      );
    },
    [room.id, room.joined],
  );

  const names = useMemo(
    () => [
      room.viewerName,
      ...(here ?? []).map((p) => p.displayName),
      ...thread.messages.flatMap((m) => (m.sender ? [m.sender.displayName] : [])),
    ],
    [room.viewerName, here, thread.messages],
  );
  const search = useCallback((q: string) => searchRoomMembers(room.id, q), [room.id]);
  const shortcutsOn = settings?.shortcuts ?? true;

  const react = (message: MessageView, reaction: Reaction) =>
    void thread.react(message, reaction).then((changed) => {
      if (changed) announce(ownReactionWords(changed, reaction));
    });

  const actionsFor = (message: MessageView): MessageAction[] => {
    const remove = { label: 'Delete', onSelect: () => dialog.open({ kind: 'delete', message }), destructive: true };
    if (message.mine) return [remove];
    const actions: MessageAction[] = [{ label: 'Report', onSelect: () => dialog.open({ kind: 'report', message }) }];
    if (room.moderator) {
      actions.push(remove);
      const sender = message.sender;
      if (sender) actions.push({ label: `Mute ${sender.displayName}`, onSelect: () => dialog.open({ kind: 'mute', member: sender }) });
    }
    return actions;
  };

  return (
    <div>
      <RoomHeader room={room} here={here} shortcutsOn={shortcutsOn} />
      <LiveStatusLine channel={channel} />
      {thread.error ? (
        <p className="my-6 text-slate-800">The messages could not be loaded. Please check your connection and reload.</p>
      ) : !thread.loaded ? (
        <p className="my-6 text-slate-700" aria-busy="true">
          Loading messages…
        </p>
      ) : (
        <div className="mt-4">
          <MessageLog
            label={`Messages in ${room.name}`}
            messages={thread.messages}
            pending={thread.pending}
            hasEarlier={thread.hasEarlier}
            loadingEarlier={thread.loadingEarlier}
            onLoadEarlier={() => void thread.loadEarlier()}
            onSeen={onSeen}
            onCompose={() => compose.current?.focus()}
            shortcutsOn={shortcutsOn}
            renderMessage={(message, item) => (
              <MessageItem
                key={message.id}
                message={message}
                mentions={names}
                mentionsYou={!message.mine && mentionsName(message.body, room.viewerName)}
                onReact={room.canSend ? (reaction) => react(message, reaction) : undefined}
                {...item}
                actions={
                  !message.deleted && (
                    <MessageActionsMenu
                      label={`Actions for ${message.mine ? 'your message' : `message from ${message.sender?.displayName ?? 'a former member'}`} at ${formatMessageTime(message.createdAt)}`}
                      inTabOrder={item.current}
                      reactions={message.reactions}
                      onReact={room.canSend ? (reaction) => react(message, reaction) : undefined}
                      actions={actionsFor(message)}
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
            afterLog={room.canSend && settings && <QuickReplies phrases={settings.quickPhrases} onChoose={setDraft} compose={compose} />}
            footer={
              <>
                {someoneTyping && <p className="mb-1 text-sm text-slate-700 italic">{someoneTyping}</p>}
                <ComposeBox
                  ref={compose}
                  value={draft}
                  onChange={setDraft}
                  onSend={thread.send}
                  onTypingChange={(now) => {
                    typing.current = now;
                  }}
                  disabled={!room.canSend}
                  disabledReason={room.cannotSendReason}
                  mentions={search}
                  notice={thread.refusal}
                  onKeystroke={signalTyping}
                />
              </>
            }
          />
        </div>
      )}
      {region}
      <Suspense fallback={null}>
        {dialog.current?.kind === 'delete' && (
          <ConfirmDialog
            title="Delete this message?"
            text={
              dialog.current.message.mine
                ? 'It is replaced by “Message deleted” for everyone in the room.'
                : 'You are removing another member’s message as an editor. It is replaced by “Message deleted” for everyone, and the audit log records it.'
            }
            confirmLabel="Delete message"
            onClose={dialog.close}
            // Deleting takes the message's actions button (the dialog's opener) away.
            fallbackFocus={messageElementId(dialog.current.message.id)}
            action={() => deleteRoomMessage(room.id, (dialog.current as { message: MessageView }).message.id)}
            success="Message deleted"
            failure="The message could not be deleted. Please try again."
            onSuccess={thread.replace}
          />
        )}
        {dialog.current?.kind === 'report' && (
          <ReportMessageDialog
            messageId={dialog.current.message.id}
            open
            onClose={dialog.close}
            send={(input) => reportRoomMessage(room.id, (dialog.current as { message: MessageView }).message.id, input)}
          />
        )}
        {dialog.current?.kind === 'mute' && <MuteDialog roomId={room.id} member={dialog.current.member} onClose={dialog.close} />}
      </Suspense>
    </div>
  );
}
