import { useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { ErrorState, NotFoundState } from '@/components/ui/states';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { useRoom } from '@/features/chat/api/use-chat';
import { RoomScreen } from '@/features/chat/components/room-screen';
import { ApiError } from '@/lib/api-client';

const NOT_FOUND = <NotFoundState title="Room Not Found" text="This chat room does not exist, or the editors have closed it." />;

/** /chat/{id}: one room. */
export default function ChatRoomRoute() {
  const roomId = Number(useParams().id);
  return <Page measure="reading">{Number.isInteger(roomId) && roomId > 0 ? <Room key={roomId} roomId={roomId} /> : NOT_FOUND}</Page>;
}

function Room({ roomId }: { roomId: number }) {
  const { user } = useCurrentUser();
  const { data, error } = useRoom(roomId);
  if (error instanceof ApiError && error.status === 404) return NOT_FOUND;
  if (error) return <ErrorState level={1} title="Room could not be loaded" text="Please check your connection and try again." />;
  if (!data) return <p className="text-slate-700">Loading room…</p>;
  return <RoomScreen room={data} viewerId={user?.id} />;
}
