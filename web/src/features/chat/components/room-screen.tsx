import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createTypingGate, reactionAnnouncement, shouldAnnounce, announcement } from '@/components/messages/announce-policy';
import { mentions as mentionsName } from '@/lib/mentions';
import type { MessageAction } from '@/components/messages/message-actions-menu';
import { ThreadView } from '@/components/messages/thread-view';
import { useTypingSignal } from '@/components/messages/use-typing-signal';
import { useReadMark, useThreadScreen } from '@/components/messages/use-thread-screen';
import {
  deleteRoomMessage,
  markRoomRead,
  invalidateRooms,
  reportRoomMessage,
  searchRoomMembers,
  sendRoomTyping,
  toggleRoomReaction,
  useMessagingSettings,
  useMyBlocks,
  type ChatRoomDetail,
  type RoomReactionsEvent,
} from '../api/use-chat';
import { useRoomChannel } from '../hooks/use-room-channel';
import { useRoomMessages } from '../hooks/use-room-messages';
import { RoomHeader } from './room-header';
import type { MessageView, MessagingPerson } from '@/lib/api-types';

const MuteDialog = lazy(() => import('./mute-dialog'));

type Mute = { kind: 'mute'; member: MessagingPerson };

const removal = {
  text: (message: MessageView) =>
    message.mine
      ? 'It is replaced by “Message deleted” for everyone in the room.'
      : 'You are removing another member’s message as an editor. It is replaced by “Message deleted” for everyone, and the audit log records it.',
  failure: 'The message could not be deleted. Please try again.',
};

/**
 * /chat/{id}: a room's history, who is here now, the compose box with @mentions and quick
 * replies, live on the room's own channel (decision 0027). The thread is the private messages'
 * own (ThreadView); announcements follow the member's setting, where "only mentions and private
 * messages" means messages that @mention them.
 */
export function RoomScreen({ room, viewerId }: { room: ChatRoomDetail; viewerId: number | undefined }) {
  const { data: settings } = useMessagingSettings();
  const screen = useThreadScreen<Mute>(settings);
  const channel = useRoomChannel(room.id);

  const onLiveMessage = (message: MessageView) => {
    const mentionsMe = !message.deleted && mentionsName(message.body, room.viewerName);
    screen.heard(message, {
      privateOrMention: mentionsMe,
      mentionsMe,
      words: mentionsMe ? `${announcement(message)} (mentions you)` : announcement(message),
    });
  };
  // Someone reacting to the member's own message is said as a mention is; other reactions in a
  // busy room are only shown (and named on their buttons), never said.
  const onLiveReaction = (event: RoomReactionsEvent, message: MessageView) => {
    if (!settings || !event.added || !message.mine) return;
    if (shouldAnnounce({ mine: false }, { ...settings, typing: screen.typing.current, privateOrMention: true }))
      screen.announce(
        reactionAnnouncement(event.by, event.reaction, event.reactions.find((r) => r.reaction === event.reaction)?.count ?? 1),
      );
  };
  const onTyping = (member: MessagingPerson) => {
    if (settings?.typingIndicators) screen.showTyping(member, room.id);
  };
  const { data: blocks } = useMyBlocks();
  const blocked = useMemo(() => new Set((blocks ?? []).map((b) => b.id)), [blocks]);
  const thread = useRoomMessages(room.id, viewerId, channel, onLiveMessage, blocked, onLiveReaction, onTyping);
  const signalTyping = useTypingSignal(() => sendRoomTyping(room.id), Boolean(settings?.typingIndicators && room.canSend));
  useHereAnnounced(thread.here?.length, settings?.announce === 'all', room.id, screen.announce);

  const mark = useCallback((messageId: number) => markRoomRead(room.id, messageId).then(() => void invalidateRooms()), [room.id]);
  const onSeen = useReadMark(room.lastReadMessageId, room.joined, mark);
  const names = useMemo(
    () => [
      room.viewerName,
      ...(thread.here ?? []).map((p) => p.displayName),
      ...thread.messages.flatMap((m) => (m.sender ? [m.sender.displayName] : [])),
    ],
    [room.viewerName, thread.here, thread.messages],
  );
  const search = useCallback((q: string) => searchRoomMembers(room.id, q), [room.id]);

  const actionsFor = (message: MessageView): MessageAction[] => {
    const remove = { label: 'Delete', onSelect: () => screen.dialog.open({ kind: 'delete', message }), destructive: true };
    if (message.mine) return [remove];
    const actions: MessageAction[] = [{ label: 'Report', onSelect: () => screen.dialog.open({ kind: 'report', message }) }];
    if (room.moderator) {
      actions.push(remove);
      const sender = message.sender;
      if (sender)
        actions.push({ label: `Mute ${sender.displayName}`, onSelect: () => screen.dialog.open({ kind: 'mute', member: sender }) });
    }
    return actions;
  };

  return (
    <ThreadView
      screen={screen}
      thread={thread}
      header={<RoomHeader room={room} here={thread.here} shortcutsOn={settings?.shortcuts ?? true} />}
      channel={channel}
      label={`Messages in ${room.name}`}
      logClassName="mt-4"
      canSend={room.canSend}
      cannotSendReason={room.cannotSendReason}
      canReact={room.canSend}
      toggleReaction={(messageId, reaction) => toggleRoomReaction(room.id, messageId, reaction)}
      onSeen={onSeen}
      actionsFor={actionsFor}
      itemExtras={(message) => ({ mentions: names, mentionsYou: !message.mine && mentionsName(message.body, room.viewerName) })}
      mentions={search}
      notice={thread.refusal}
      onKeystroke={signalTyping}
      remove={{ ...removal, action: (message) => deleteRoomMessage(room.id, message.id) }}
      report={(message) => ({ send: (input) => reportRoomMessage(room.id, message.id, input) })}
      ownDialog={(mute) => <MuteDialog roomId={room.id} member={mute.member} onClose={screen.dialog.close} />}
    />
  );
}

/** Who is here is said at most once a minute, and only to members who hear every message. */
function useHereAnnounced(hereCount: number | undefined, hearsAll: boolean, roomId: number, announce: (words: string) => void) {
  const [presenceGate] = useState(() => createTypingGate());
  const announcedCount = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (hereCount === undefined) return;
    const before = announcedCount.current;
    announcedCount.current = hereCount;
    if (before !== undefined && before !== hereCount && hearsAll && presenceGate(roomId))
      announce(`${hereCount} ${hereCount === 1 ? 'person' : 'people'} here now`);
  }, [hereCount, hearsAll, presenceGate, roomId, announce]);
}
