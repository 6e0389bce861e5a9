import { slowModeWords } from '@schemas/chat';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { TextLink } from '@/components/ui/text-link';
import { useDialog } from '@/lib/use-dialog';
import { useSubmit } from '@/lib/use-submit';
import { joinRoom, leaveRoom, invalidateRooms, type ChatRoomDetail, type RoomPresence } from '../api/use-chat';
import { chatPaths } from '../chat-paths';

const ShortcutsDialog = lazy(() => import('@/components/messages/shortcuts-dialog'));

type Props = { room: ChatRoomDetail; here: RoomPresence | null; shortcutsOn: boolean };

/** The room's name (the page title), what it is for, who is here now, Join or Leave, and "Keyboard shortcuts". */
export function RoomHeader({ room, here, shortcutsOn }: Props) {
  const shortcuts = useDialog<true>();
  const people = here ?? [];
  const count = here ? people.length : room.hereNow;
  const { busy, submit } = useSubmit({
    action: () => (room.joined ? leaveRoom(room.id) : joinRoom(room.id)),
    refresh: invalidateRooms,
    success: room.joined ? `You left ${room.name}` : `You joined ${room.name}`,
    failure: 'That did not work. Please try again.',
  });

  return (
    <div className="flex flex-col gap-3">
      <p>
        <TextLink to={chatPaths.rooms} className="inline-block py-1">
          <span aria-hidden="true">← </span>All rooms
        </TextLink>
      </p>
      <PageTitle title={`${room.name} chat room`} className="break-words">
        {room.name}
      </PageTitle>
      {room.description && <p className="break-words text-slate-800">{room.description}</p>}
      <details className="rounded-lg border border-slate-300 bg-white p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">
          {count === 0 ? 'No one here now' : `${count} ${count === 1 ? 'person' : 'people'} here now`}
        </summary>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-800">
          {people.map((p) => (
            <li key={p.id}>{p.displayName}</li>
          ))}
        </ul>
      </details>
      {room.slowModeSeconds > 0 && (
        <p className="text-slate-800">Slow mode: {slowModeWords(room.slowModeSeconds).toLowerCase()} for each member.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant={room.joined ? 'secondary' : 'primary'} busy={busy} onClick={() => void submit()}>
          {room.joined ? 'Leave room' : 'Join room'}
        </Button>
        <Button variant="secondary" onClick={() => shortcuts.open(true)}>
          Keyboard shortcuts
        </Button>
      </div>
      <Suspense fallback={null}>{shortcuts.current && <ShortcutsDialog shortcutsOn={shortcutsOn} onClose={shortcuts.close} />}</Suspense>
    </div>
  );
}
