import type { LiveEvent as MessagingEvent } from '@schemas/messages';
import type { NotificationLiveEvent } from '@schemas/notifications';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * The live channel (docs/decisions/0024-messages-and-live-channels.md): one WebSocket per tab to
 * the member's own Durable Object, open while anything on the page listens (the nav's unread
 * count does whenever a member is signed in). The socket only receives; everything a member does
 * goes through the HTTP API. When it drops, the screen says so in words, it reconnects with
 * backoff, and once it is back every screen catches up from the API, so nothing is lost.
 */

/** Everything the member's channel carries: messages (decision 0024) and notifications (0025). */
export type LiveEvent = MessagingEvent | NotificationLiveEvent;

export const LIVE_PATH = '/api/live';
/** Keeps proxies from closing an idle socket; the runtime answers "pong" without waking the object. */
export const PING_INTERVAL_MS = 30_000;
/** A ping unanswered this long means the socket is dead though it never said so (a laptop lid). */
export const PONG_TIMEOUT_MS = 10_000;
export const RECONNECTING_TEXT = 'Live updates paused. Reconnecting…';

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

type Options = {
  createSocket?: (url: string) => SocketLike;
  url?: () => string;
  /** 1 s, 2 s, 4 s … up to 30 s, with a little jitter so a server restart is not met by everyone at once. */
  backoff?: (attempt: number) => number;
};

const defaultBackoff = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);
const defaultUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${LIVE_PATH}`;

/** A channel's events: the member's own (the default), or a chat room's (decision 0027). */
export class LiveChannel<E = LiveEvent> {
  private socket: SocketLike | null = null;
  private listeners = new Set<(event: E) => void>();
  private catchUps = new Set<() => void>();
  private statusListeners = new Set<() => void>();
  private state: LiveStatus = 'idle';
  private attempt = 0;
  /** Whether a socket was ever open: the next open after that is a reconnect, which catches up. */
  private wasOpen = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly url: () => string;
  private readonly backoff: (attempt: number) => number;

  constructor(options: Options = {}) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.url = options.url ?? defaultUrl;
    this.backoff = options.backoff ?? defaultBackoff;
  }

  get status(): LiveStatus {
    return this.state;
  }

  /** Listens for events; the first listener opens the socket and the last one to leave closes it. */
  subscribe(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** Called each time the socket is back after being down: refetch what may have been missed. */
  onCatchUp(callback: () => void): () => void {
    this.catchUps.add(callback);
    return () => this.catchUps.delete(callback);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** The browser says the network is back: try now rather than wait out the backoff. */
  retryNow(): void {
    if (this.listeners.size === 0 || this.state === 'open' || this.state === 'connecting') return;
    clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  }

  /** The browser says the network is gone: say so at once, without waiting for a ping to fail. */
  dropped(): void {
    if (this.listeners.size === 0 || !this.socket) return;
    this.lose();
  }

  private start(): void {
    this.attempt = 0;
    this.connect();
  }

  private stop(): void {
    clearTimeout(this.retryTimer);
    this.clearKeepAlive();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'No one is listening');
    }
    this.wasOpen = false;
    this.setState('idle');
  }

  private connect(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    if (this.state !== 'reconnecting') this.setState('connecting');
    socket.onopen = () => {
      this.attempt = 0;
      const reconnected = this.wasOpen;
      this.wasOpen = true;
      this.setState('open');
      this.startKeepAlive();
      if (reconnected) for (const callback of [...this.catchUps]) callback();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket === socket) this.lose();
    };
    socket.onerror = () => {
      // Always followed by close, which retries.
    };
  }

  private receive(data: unknown): void {
    if (data === 'pong') {
      clearTimeout(this.pongTimer);
      return;
    }
    if (typeof data !== 'string') return;
    let event: E;
    try {
      event = JSON.parse(data) as E;
    } catch {
      return;
    }
    for (const listener of [...this.listeners]) listener(event);
  }

  /** The socket is gone: forget it, say so, and try again after the backoff. */
  private lose(): void {
    const socket = this.socket;
    this.socket = null;
    this.clearKeepAlive();
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      try {
        socket.close();
      } catch {
        // Already closed.
      }
    }
    // A socket that never opened (the first try failed) also counts: whatever the screen
    // loaded meanwhile may be stale by the time one opens.
    this.wasOpen = true;
    this.setState('reconnecting');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    if (this.listeners.size === 0) return;
    this.setState('reconnecting');
    const delay = this.backoff(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private startKeepAlive(): void {
    this.clearKeepAlive();
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket) return;
      try {
        socket.send('ping');
      } catch {
        this.lose();
        return;
      }
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => this.lose(), PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  private clearKeepAlive(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }

  private setState(next: LiveStatus): void {
    if (this.state === next) return;
    this.state = next;
    for (const listener of [...this.statusListeners]) listener();
  }
}

/** The tab's one channel of the member's own events. */
export const liveChannel = new LiveChannel<LiveEvent>();

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => liveChannel.retryNow());
  window.addEventListener('offline', () => liveChannel.dropped());
}

/** Runs `handler` for every live event while mounted (and `enabled`); keeps the socket open meanwhile. */
export function useLiveEvents<E = LiveEvent>(
  handler: (event: E) => void,
  enabled = true,
  channel: LiveChannel<E> = liveChannel as unknown as LiveChannel<E>,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    return channel.subscribe((event) => onEvent(event));
  }, [enabled, channel]);
}

/** Runs `callback` each time the socket is back after a drop, so the screen refetches what it missed. */
export function useLiveCatchUp<E>(callback: () => void, channel: LiveChannel<E> = liveChannel as unknown as LiveChannel<E>): void {
  const onCatchUp = useEffectEvent(callback);
  useEffect(() => channel.onCatchUp(() => onCatchUp()), [channel]);
}

export function useLiveStatus<E>(channel: LiveChannel<E> = liveChannel as unknown as LiveChannel<E>): LiveStatus {
  return useSyncExternalStore(
    (listener) => channel.onStatus(listener),
    () => channel.status,
    () => channel.status,
  );
}

/** What the screen says about the channel: nothing while it works. */
export const liveStatusText = (status: LiveStatus) => (status === 'reconnecting' ? RECONNECTING_TEXT : '');
