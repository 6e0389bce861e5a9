import { useEffect, useRef, useState } from 'react';
import { useSubmit } from '@/lib/use-submit';
import { liftMute, moveChatRoom, updateChatRoom, type CmsChatRoom } from '../../api/use-chat-rooms';

type Member = CmsChatRoom['activeMutes'][number]['member'];

/** The id of a room's Move up or Move down button, where focus stays as the room moves. */
export const moveId = (id: number, direction: 'up' | 'down') => `chat-room-${id}-${direction}`;

/**
 * What the Chat Rooms tab does to a room: Move up / Move down (focus stays on the moved room's
 * button and the new place is said), Archive or Bring back, and Lift mute. Each says what it did
 * in the list's status line (`said`, no toast), once the list shows it.
 */
export function useRoomActions(list: { data: CmsChatRoom[] | undefined; mutate: () => Promise<unknown> }) {
  const [said, setSaid] = useState('');
  // The button to focus once the list shows the new order (before that it may still be disabled).
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const button = focusAfter.current ? (document.getElementById(focusAfter.current) as HTMLButtonElement | null) : null;
    if (button && !button.disabled) {
      button.focus();
      focusAfter.current = null;
    }
  }, [list.data]);

  const told = { refresh: () => list.mutate(), onSuccess: setSaid };
  const liftMuteOf = useSubmit({
    action: async ({ room, member }: { room: CmsChatRoom; member: Member }) => {
      await liftMute(room.id, member.id);
      return `${member.displayName} can send in ${room.name} again`;
    },
    failure: 'The mute could not be lifted.',
    ...told,
  });
  const archive = useSubmit({
    action: async (room: CmsChatRoom) => {
      await updateChatRoom(room.id, { archived: !room.archived });
      return room.archived ? `${room.name} is open to members again` : `${room.name} is archived`;
    },
    failure: 'The room could not be changed. Please try again.',
    ...told,
  });
  const move = useSubmit({
    action: async ({ room, direction }: { room: CmsChatRoom; direction: 'up' | 'down' }) => {
      const rooms = await moveChatRoom(room.id, direction);
      const at = rooms.findIndex((r) => r.id === room.id);
      // Focus stays with the room; at an end its button is disabled, so the other one takes it.
      const atEnd = direction === 'up' ? at === 0 : at === rooms.length - 1;
      const next = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
      focusAfter.current = moveId(room.id, next);
      return `${room.name} moved to position ${at + 1} of ${rooms.length}`;
    },
    failure: 'The room could not be moved. Please try again.',
    ...told,
  });

  return {
    said,
    liftMute: (room: CmsChatRoom, member: Member) => void liftMuteOf.submit({ room, member }),
    archive: (room: CmsChatRoom) => void archive.submit(room),
    move: (room: CmsChatRoom, direction: 'up' | 'down') => void move.submit({ room, direction }),
  };
}

export type RoomActions = ReturnType<typeof useRoomActions>;
