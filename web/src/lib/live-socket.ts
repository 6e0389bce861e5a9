import { LIVE_CLOSE } from '@schemas/live';
import type { LiveEvent } from './live-channel';
import { KeepAlive } from './live-keep-alive';
import { whenShown } from './when-shown';

// The socket behind a live channel (lib/live-channel.ts has the tab's own and the hooks): it
// opens while anything listens, reconnects with backoff after a drop, catches the screens up
// when it is back, and acts on the codes the worker closes it with (worker/src/schemas/live.ts).

export const LIVE_PATH = '/api/live';

/**
 * `signed-out`: the session ended (decision 0047), so the channel never reconnects with it.
 * `elsewhere`: the member opened too many windows and this was the oldest; it reconnects when shown again.
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'signed-out' | 'elsewhere';

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
  private readonly keepAlive = new KeepAlive();
  /** While `elsewhere`: stops waiting for this window to be shown again. */
  private stopWaiting: (() => void) | undefined;
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

  /** The browser says the network is back: try now rather than wait out the backoff (never with an ended session). */
  retryNow(): void {
    if (this.listeners.size === 0 || !['reconnecting', 'idle'].includes(this.state)) return;
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
    this.keepAlive.stop();
    this.stopWaiting?.();
    this.stopWaiting = undefined;
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
      this.keepAlive.start(
        () => socket.send('ping'),
        () => this.lose(),
      );
      if (reconnected) for (const callback of [...this.catchUps]) callback();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket === socket) this.closed(event.code);
    };
    socket.onerror = () => {
      // Always followed by close, which retries.
    };
  }

  private receive(data: unknown): void {
    if (data === 'pong') {
      this.keepAlive.answered();
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

  /**
   * The channel closed the socket on purpose (worker/src/schemas/live.ts), or it dropped. An
   * ended session stops here for good; the oldest of too many windows waits to be shown again;
   * anything else ("reconnect", a drop) reconnects with the backoff, and catches up once back.
   */
  private closed(code: number): void {
    if (code === LIVE_CLOSE['signed-out'].code) return this.halt('signed-out');
    if (code === LIVE_CLOSE.replaced.code) {
      this.halt('elsewhere');
      return this.waitToBeShown();
    }
    this.lose();
  }

  /** Forgets the socket, and stops its ping. */
  private forgetSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.keepAlive.stop();
    if (!socket) return;
    socket.onclose = null;
    socket.onmessage = null;
    try {
      socket.close();
    } catch {
      // Already closed.
    }
  }

  /** The socket is gone: forget it, say so, and try again after the backoff. */
  private lose(): void {
    this.forgetSocket();
    // A socket that never opened (the first try failed) also counts: whatever the screen
    // loaded meanwhile may be stale by the time one opens.
    this.wasOpen = true;
    this.setState('reconnecting');
    this.scheduleRetry();
  }

  /** Stops without retrying, saying why. The next time it opens is a reconnect, which catches up. */
  private halt(state: 'signed-out' | 'elsewhere'): void {
    clearTimeout(this.retryTimer);
    this.forgetSocket();
    this.wasOpen = true;
    this.setState(state);
  }

  /** The window is shown (or focused) again: the member is looking at it, so it takes the live updates back. */
  private waitToBeShown(): void {
    this.stopWaiting = whenShown(() => {
      this.stopWaiting = undefined;
      this.attempt = 0;
      this.connect();
    });
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    if (this.listeners.size === 0) return;
    this.setState('reconnecting');
    const delay = this.backoff(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private setState(next: LiveStatus): void {
    if (this.state === next) return;
    this.state = next;
    for (const listener of [...this.statusListeners]) listener();
  }
}
