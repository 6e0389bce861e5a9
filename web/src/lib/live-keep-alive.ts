/** Keeps proxies from closing an idle socket; the runtime answers "pong" without waking the object. */
export const PING_INTERVAL_MS = 30_000;
/** A ping unanswered this long means the socket is dead though it never said so (a laptop lid). */
export const PONG_TIMEOUT_MS = 10_000;

/** The live channel's ping every 30 seconds, and its verdict when no pong comes (lib/live-channel.ts). */
export class KeepAlive {
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  /** `ping` sends one (and throws when it cannot); `dead` is called when a ping goes unanswered or cannot be sent. */
  start(ping: () => void, dead: () => void): void {
    this.stop();
    this.pingTimer = setInterval(() => {
      try {
        ping();
      } catch {
        dead();
        return;
      }
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(dead, PONG_TIMEOUT_MS);
    }, PING_INTERVAL_MS);
  }

  /** A pong arrived: the socket is alive. */
  answered(): void {
    clearTimeout(this.pongTimer);
  }

  stop(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }
}
