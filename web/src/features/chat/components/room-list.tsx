import { Link } from 'react-router-dom';
import { formatMessageTime } from '@/components/messages/message-time';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useRooms, type ChatRoomSummary } from '../api/use-chat';
import { chatPaths } from '../chat-paths';

const hereWords = (n: number) => (n === 0 ? 'No one here now' : `${n} ${n === 1 ? 'person' : 'people'} here now`);

/** One room in the list: its name, what it is for, who is here now, and new messages or the last activity. */
function RoomCard({ room }: { room: ChatRoomSummary }) {
  return (
    <Link
      to={chatPaths.room(room.id)}
      className={`block rounded-xl border bg-white p-4 hover:bg-violet-50 ${room.unread ? 'border-l-8 border-violet-800' : 'border-slate-300'}`}
    >
      <span className="block text-lg font-bold break-words text-slate-950">{room.name}</span>
      {room.description && <span className="mt-1 block break-words text-slate-800">{room.description}</span>}
      <span className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>{hereWords(room.hereNow)}</span>
        {room.lastActivityAt && (
          <span>
            Last message <time dateTime={room.lastActivityAt}>{formatMessageTime(room.lastActivityAt)}</time>
          </span>
        )}
        {!room.joined && <span>Not joined</span>}
        {room.unread > 0 && <span className="rounded-full bg-violet-800 px-3 py-0.5 font-bold text-white">{room.unread} new</span>}
      </span>
    </Link>
  );
}

/** /chat: the open rooms in the editors' order. Who is here now refreshes every half minute. */
export function RoomList() {
  const { data, error, isLoading } = useRooms();
  if (error) return <ErrorState title="Chat rooms could not be loaded" text="Please check your connection and try again." />;
  if (isLoading || !data) return <p className="mt-6 text-slate-700">Loading rooms…</p>;
  if (data.length === 0)
    return <EmptyState title="No chat rooms yet" text="The editors have not opened any rooms. Please check back soon." />;
  return (
    <>
      <h2 className="sr-only">Rooms</h2>
      <ul className="mt-6 flex flex-col gap-3">
        {data.map((room) => (
          <li key={room.id}>
            <RoomCard room={room} />
          </li>
        ))}
      </ul>
    </>
  );
}
