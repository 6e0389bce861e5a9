import { lazy, Suspense } from 'react';
import { ListStatus } from '@/components/ui/list-status';
import { useChatRooms, type CmsChatRoom } from '../../api/use-chat-rooms';
import { RoomCard } from '../chat-rooms/room-card';
import { useRoomActions } from '../chat-rooms/use-room-actions';
import { CmsList } from '../cms-list';
import { TabHeader } from '../tab-header';
import type { TabProps } from '../tabs';
import { useEditDialog } from '../use-edit-dialog';

const ChatRoomFormDialog = lazy(() => import('../dialogs/chat-room-form-dialog'));

/**
 * The CMS "Chat rooms" tab (decision 0027): rooms in the order members see them, each with
 * Edit, Move up / Move down (keyboard reordering: focus stays on the moved room's button and the
 * new place is announced), Archive or Bring back, and the mutes in force with Lift mute.
 */
export default function ChatRoomsTab({ creating, onCreate, onCreateDone }: TabProps) {
  const result = useChatRooms();
  const dialog = useEditDialog<CmsChatRoom>(creating, onCreateDone);
  const actions = useRoomActions(result);

  return (
    <div>
      <TabHeader
        title="Chat Rooms"
        text="The rooms members talk in at /chat, in the order they see them. Archived rooms are hidden from members and keep their messages."
        action="New Chat Room"
        onAction={onCreate}
      />
      <ListStatus message={actions.said} />
      <CmsList result={result} what="chat rooms" emptyTitle="No chat rooms yet" emptyText="Create one with New Chat Room.">
        {(rooms) => (
          <ol className="mt-4 flex flex-col gap-3" aria-label="Chat rooms, in order">
            {rooms.map((room, i) => (
              <RoomCard
                key={room.id}
                room={room}
                position={i + 1}
                count={rooms.length}
                actions={actions}
                onEdit={() => dialog.edit(room)}
              />
            ))}
          </ol>
        )}
      </CmsList>
      <Suspense fallback={null}>{dialog.isOpen && <ChatRoomFormDialog room={dialog.item} onClose={dialog.close} />}</Suspense>
    </div>
  );
}
