import type { LiveEvent } from '@schemas/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/components/messages/testing/fake-socket';
import { LIVE_CLOSE } from '@schemas/live';
import {
  ELSEWHERE_TEXT,
  LiveChannel,
  liveStatusText,
  PING_INTERVAL_MS,
  PONG_TIMEOUT_MS,
  RECONNECTING_TEXT,
  SIGNED_OUT_TEXT,
} from './live-channel';

const unread: LiveEvent = { type: 'unread', counts: { unread: 3, requests: 1 } };

function channel() {
  return new LiveChannel({
    createSocket: (url) => new FakeSocket(url),
    url: () => 'ws://portal.test/api/live',
    backoff: (n) => 1000 * 2 ** n,
  });
}

describe('the live channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens one socket for any number of listeners, hands each every event, and closes when the last leaves', () => {
    const live = channel();
    const a = vi.fn();
    const b = vi.fn();
    const leaveA = live.subscribe(a);
    const leaveB = live.subscribe(b);
    expect(FakeSocket.all).toHaveLength(1);
    expect(live.status).toBe('connecting');
    FakeSocket.latest().open();
    expect(live.status).toBe('open');
    FakeSocket.latest().push(unread);
    FakeSocket.latest().push('not json');
    expect(a).toHaveBeenCalledWith(unread);
    expect(b).toHaveBeenCalledTimes(1);
    leaveA();
    expect(FakeSocket.latest().closed).toBe(false);
    leaveB();
    expect(FakeSocket.latest().closed).toBe(true);
    expect(live.status).toBe('idle');
  });

  it('says "Live updates paused. Reconnecting…" when the socket drops, backs off, and catches up once it is back', () => {
    const live = channel();
    const catchUp = vi.fn();
    live.onCatchUp(catchUp);
    live.subscribe(() => {});
    FakeSocket.latest().open();
    expect(catchUp).not.toHaveBeenCalled();
    expect(liveStatusText(live.status)).toBe('');

    FakeSocket.latest().drop();
    expect(live.status).toBe('reconnecting');
    expect(liveStatusText(live.status)).toBe(RECONNECTING_TEXT);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);

    // The second try fails too: the wait doubles, and the words stay.
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    expect(live.status).toBe('reconnecting');

    FakeSocket.latest().open();
    expect(live.status).toBe('open');
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it('pings every 30 seconds and treats a ping with no pong as a dead socket', () => {
    const live = channel();
    live.subscribe(() => {});
    FakeSocket.latest().open();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(FakeSocket.latest().sent).toEqual(['ping']);
    FakeSocket.latest().push('pong');
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(live.status).toBe('open');

    vi.advanceTimersByTime(PING_INTERVAL_MS - PONG_TIMEOUT_MS);
    expect(FakeSocket.latest().sent).toEqual(['ping', 'ping']);
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(live.status).toBe('reconnecting');
    expect(FakeSocket.all[0]!.closed).toBe(true);
  });

  it('says so at once when the browser goes offline, and tries again the moment it is back', () => {
    const live = channel();
    live.subscribe(() => {});
    FakeSocket.latest().open();
    live.dropped();
    expect(live.status).toBe('reconnecting');
    live.retryNow();
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.latest().open();
    expect(live.status).toBe('open');
  });

  describe('closed on purpose by the worker (decision 0047)', () => {
    /** The worker's close, with one of its codes (worker/src/schemas/live.ts). */
    const closedWith = (kind: keyof typeof LIVE_CLOSE) => {
      const socket = FakeSocket.latest();
      socket.readyState = 3;
      socket.onclose?.(new CloseEvent('close', LIVE_CLOSE[kind]));
    };
    let visibility: DocumentVisibilityState = 'visible';
    beforeEach(() => {
      visibility = 'visible';
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });
    afterEach(() => vi.restoreAllMocks());

    it('a session that ended stops it for good, in words, and the network coming back does not reopen it', () => {
      const live = channel();
      live.subscribe(() => {});
      FakeSocket.latest().open();
      closedWith('signed-out');
      expect(live.status).toBe('signed-out');
      expect(liveStatusText(live.status)).toBe(SIGNED_OUT_TEXT);
      vi.advanceTimersByTime(10 * 60_000);
      live.retryNow();
      window.dispatchEvent(new Event('focus'));
      expect(FakeSocket.all).toHaveLength(1);
    });

    it('the oldest of too many windows waits to be shown again, then takes the live updates back and catches up', () => {
      const live = channel();
      const catchUp = vi.fn();
      live.onCatchUp(catchUp);
      live.subscribe(() => {});
      FakeSocket.latest().open();
      visibility = 'hidden';
      closedWith('replaced');
      expect(live.status).toBe('elsewhere');
      expect(liveStatusText(live.status)).toBe(ELSEWHERE_TEXT);
      vi.advanceTimersByTime(10 * 60_000);
      live.retryNow();
      document.dispatchEvent(new Event('visibilitychange'));
      expect(FakeSocket.all).toHaveLength(1);

      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      expect(FakeSocket.all).toHaveLength(2);
      FakeSocket.latest().open();
      expect(live.status).toBe('open');
      expect(catchUp).toHaveBeenCalledTimes(1);
      // Shown once is enough: it does not reopen again on the next focus.
      window.dispatchEvent(new Event('focus'));
      expect(FakeSocket.all).toHaveLength(2);
    });
  });
});
