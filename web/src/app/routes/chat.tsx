import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { RoomList } from '@/features/chat/components/room-list';

/** /chat: the community chat rooms. */
export default function ChatRoute() {
  return (
    <Page>
      <PageTitle title="Chat">Chat</PageTitle>
      <p className="mt-2 text-slate-800">Rooms where members talk together, live. Join a room to send messages.</p>
      <RoomList />
    </Page>
  );
}
