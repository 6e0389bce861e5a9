import { slowModeWords } from '@schemas/chat';
import { Button } from '@/components/ui/button';
import { formatLongDateTime } from '@/lib/format';
import type { CmsChatRoom } from '../../api/use-chat-rooms';
import { moveId, type RoomActions } from './use-room-actions';

type Props = { room: CmsChatRoom; position: number; count: number; actions: RoomActions; onEdit: () => void };

/** One room in the Chat Rooms tab: its name, what it is for, its place, members and slow mode, its mutes, and its actions. */
export function RoomCard({ room, position, count, actions, onEdit }: Props) {
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4">
      <h3 className="text-lg font-bold break-words text-slate-950">
        {room.name}
        {room.archived && (
          <span className="ml-2 rounded border-2 border-slate-600 px-1 text-sm font-semibold text-slate-800">Archived</span>
        )}
      </h3>
      {room.description && <p className="mt-1 break-words text-slate-800">{room.description}</p>}
      <p className="mt-1 text-sm text-slate-700">
        Position {position} of {count} · {room.members} {room.members === 1 ? 'member' : 'members'} · Slow mode:{' '}
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
                  onClick={() => actions.liftMute(room, mute.member)}
                >
                  Lift mute
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" aria-label={`Edit ${room.name}`} onClick={onEdit}>
          Edit
        </Button>
        {(['up', 'down'] as const).map((direction) => (
          <Button
            key={direction}
            aria-label={`Move ${direction} ${room.name}`}
            id={moveId(room.id, direction)}
            variant="secondary"
            disabled={direction === 'up' ? position === 1 : position === count}
            onClick={() => actions.move(room, direction)}
          >
            Move {direction}
          </Button>
        ))}
        <Button
          variant="secondary"
          aria-label={`${room.archived ? 'Bring back' : 'Archive'} ${room.name}`}
          onClick={() => actions.archive(room)}
        >
          {room.archived ? 'Bring back' : 'Archive'}
        </Button>
      </div>
    </li>
  );
}
