import { slowModeWords } from '@schemas/chat';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ListStatus } from '@/components/ui/list-status';
import { Button } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import { liftMute, moveChatRoom, updateChatRoom, useChatRooms, type CmsChatRoom } from '../../api/use-chat-rooms';
import { CmsList } from '../cms-list';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useEditDialog } from '../use-edit-dialog';

const ChatRoomFormDialog = lazy(() => import('../dialogs/chat-room-form-dialog'));

const moveId = (id: number, direction: 'up' | 'down') => `chat-room-${id}-${direction}`;

/**
 * The CMS "Chat rooms" tab (decision 0027): rooms in the order members see them, each with
 * Edit, Move up / Move down (keyboard reordering: focus stays on the moved room's button and the
 * new place is announced), Archive or Bring back, and the mutes in force with Lift mute.
 */
export default function ChatRoomsTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useChatRooms();
  const dialog = useEditDialog<CmsChatRoom>(creating, onCreateDone);
  const [said, setSaid] = useState('');
  // The button to focus once the list shows the new order (before that it may still be disabled).
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const button = focusAfter.current ? (document.getElementById(focusAfter.current) as HTMLButtonElement | null) : null;
    if (button && !button.disabled) {
      button.focus();
      focusAfter.current = null;
    }
  }, [result.data]);

  // Each change says what it did in the list's status line (no toast), once the list shows it.
  const told = { refresh: () => result.mutate(), onSuccess: setSaid };
  const liftMuteOf = useSubmit({
    action: async ({ room, member }: { room: CmsChatRoom; member: CmsChatRoom['activeMutes'][number]['member'] }) => {
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

  return (
    <div>
      <TabHeader
        title="Chat Rooms"
        text="The rooms members talk in at /chat, in the order they see them. Archived rooms are hidden from members and keep their messages."
        action="New Chat Room"
        onAction={onCreate}
      />
      <ListStatus message={said} />
      <CmsList result={result} what="chat rooms" emptyTitle="No chat rooms yet" emptyText="Create one with New Chat Room.">
        {(rooms) => (
          <ol className="mt-4 flex flex-col gap-3" aria-label="Chat rooms, in order">
            {rooms.map((room, i) => (
              <li key={room.id} className="rounded-xl border border-slate-300 bg-white p-4">
                <h3 className="text-lg font-bold break-words text-slate-950">
                  {room.name}
                  {room.archived && (
                    <span className="ml-2 rounded border-2 border-slate-600 px-1 text-sm font-semibold text-slate-800">Archived</span>
                  )}
                </h3>
                {room.description && <p className="mt-1 break-words text-slate-800">{room.description}</p>}
                <p className="mt-1 text-sm text-slate-700">
                  Position {i + 1} of {rooms.length} · {room.members} {room.members === 1 ? 'member' : 'members'} · Slow mode:{' '}
                  {slowModeWords(room.slowModeSeconds)}
                </p>
                {room.activeMutes.length > 0 && (
                  <div className="mt-2">
                    <h4 className="font-semibold text-slate-900">Muted here</h4>
                    <ul className="mt-1 flex flex-col gap-2">
                      {room.activeMutes.map((mute) => (
                        <li key={mute.member.id} className="flex flex-wrap items-center gap-3 text-slate-800">
                          <span>
                            {mute.member.displayName}, until {formatLongDateTime(mute.until)}
                          </span>
                          <Button
                            variant="secondary"
                            aria-label={`Lift mute of ${mute.member.displayName}`}
                            onClick={() => void liftMuteOf.submit({ room, member: mute.member })}
                          >
                            Lift mute
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" aria-label={`Edit ${room.name}`} onClick={() => dialog.edit(room)}>
                    Edit
                  </Button>
                  <Button
                    aria-label={`Move up ${room.name}`}
                    id={moveId(room.id, 'up')}
                    variant="secondary"
                    disabled={i === 0}
                    onClick={() => void move.submit({ room, direction: 'up' })}
                  >
                    Move up
                  </Button>
                  <Button
                    aria-label={`Move down ${room.name}`}
                    id={moveId(room.id, 'down')}
                    variant="secondary"
                    disabled={i === rooms.length - 1}
                    onClick={() => void move.submit({ room, direction: 'down' })}
                  >
                    Move down
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`${room.archived ? 'Bring back' : 'Archive'} ${room.name}`}
                    onClick={() => void archive.submit(room)}
                  >
                    {room.archived ? 'Bring back' : 'Archive'}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CmsList>
      <Suspense fallback={null}>{dialog.isOpen && <ChatRoomFormDialog room={dialog.item} onClose={dialog.close} />}</Suspense>
    </div>
  );
}
