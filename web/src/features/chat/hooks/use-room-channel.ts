import { useEffect, useState } from 'react';
import { LiveChannel } from '@/lib/live-channel';
import { roomLiveUrl, type RoomLiveEvent } from '../api/use-chat';

/**
 * A room's own live channel (decision 0027), open while the room is on screen: the same
 * reconnecting, catching-up channel as the member's own, on GET /api/live/rooms/:id.
 */
export function useRoomChannel(roomId: number): LiveChannel<RoomLiveEvent> {
  const [channel] = useState(() => new LiveChannel<RoomLiveEvent>({ url: () => roomLiveUrl(roomId) }));
  useEffect(() => {
    const online = () => channel.retryNow();
    const offline = () => channel.dropped();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [channel]);
  return channel;
}
