import { useCallback, useState } from 'react';
import { keepFocusOnMessage } from '@/components/messages/keep-focus';
import { useMessageThread } from '@/components/messages/use-message-thread';
import { ApiError } from '@/lib/api-client';
import { useLiveEvents, type LiveChannel } from '@/lib/live-channel';
import { fetchRoomMessages, sendRoomMessage, type RoomLiveEvent, type RoomPresence, type RoomReactionsEvent } from '../api/use-chat';
import type { MessageView, MessagingPerson } from '@/lib/api-types';

/**
 * A room's messages on screen: the shared thread (history in pages, sending, catching up after
 * a drop) fed by the room's own channel, with who is here now, reactions and typing. The room
 * sends one copy to everyone, so `mine` (of a message, and of each reaction) is set here. A
 * refusal the member must act on (slow mode's wait, a mute) is kept as `refusal`, for the
 * compose box to show.
 */
export function useRoomMessages(
  roomId: number,
  viewerId: number | undefined,
  channel: LiveChannel<RoomLiveEvent>,
  onLiveMessage: (message: MessageView) => void,
  /** Members the viewer blocked: the room sends one copy to all, so their live messages are dropped here. */
  blocked: ReadonlySet<number> = new Set(),
  /** Someone else's reaction (added or taken away) to a message on screen, for the screen to announce. */
  onLiveReaction: (event: RoomReactionsEvent, message: MessageView) => void = () => {},
  /** Someone in the room is typing (only sent by members who turned typing indicators on). */
  onTyping: (member: MessagingPerson) => void = () => {},
) {
  const [here, setHere] = useState<RoomPresence | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const own = useCallback((m: MessageView): MessageView => ({ ...m, mine: m.sender !== null && m.sender.id === viewerId }), [viewerId]);
  const thread = useMessageThread({
    id: roomId,
    fetchPage: (where) => fetchRoomMessages(roomId, where),
    post: (input) => sendRoomMessage(roomId, input),
    onLiveMessage,
    own,
    channel,
    onSent: () => setRefusal(null),
    // Slow mode (429) and a mute (403) say what to do in words: shown by the compose box too.
    onSendFailed: (problem) => {
      if (problem instanceof ApiError && (problem.status === 429 || problem.status === 403)) setRefusal(problem.serverMessage);
    },
  });

  /** The room's one copy says who made each reaction: the viewer's own "mine" is worked out here. */
  const applyReactions = (event: RoomReactionsEvent) => {
    const held = thread.find(event.messageId);
    if (!held || held.deleted) return;
    const reactions = event.reactions.map(({ reaction, count, memberIds }) => ({
      reaction,
      count,
      mine: viewerId !== undefined && memberIds.includes(viewerId),
    }));
    const updated = { ...held, reactions };
    keepFocusOnMessage(updated.id, () => thread.replace(updated));
    if (event.by.id !== viewerId && !blocked.has(event.by.id)) onLiveReaction(event, updated);
  };

  useLiveEvents<RoomLiveEvent>(
    (event) => {
      if (event.type === 'presence') setHere(event.here);
      else if (event.roomId !== roomId) return;
      else if (event.type === 'room-reactions') applyReactions(event);
      else if (event.type === 'room-typing') {
        if (event.member.id !== viewerId && !blocked.has(event.member.id)) onTyping(event.member);
      } else if (!(event.message.sender && blocked.has(event.message.sender.id)))
        thread.receive(event.message, { isNew: event.type === 'room-message' });
    },
    true,
    channel,
  );

  return { ...thread, here, refusal };
}
