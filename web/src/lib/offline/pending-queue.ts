// Changes a member made with no connection, kept on this device until it returns (decision 0039):
// listening positions and bookmarks. Each queue is a list in localStorage under the member's id,
// so one member's changes are never sent as another's; changes are sent in the order made.
// The one sending flow besides useSubmit (and the thread's optimistic send): a replay has no form
// or button on screen to show busy on, sends many changes in turn, and keeps what could not go.

export type PendingQueue<T> = {
  load(memberId: number): T[];
  /** Replaces the member's list with `change(list)`; an empty list leaves nothing behind. */
  update(memberId: number, change: (pending: T[]) => T[]): void;
  /**
   * Sends every queued change; each one the server answered (saved, or refused for good, told to
   * `refused`) leaves the queue, those that failed for want of a connection stay for next time,
   * and any queued while these were on their way are kept. One sending at a time per member.
   */
  send(
    memberId: number,
    send: (change: T) => Promise<unknown>,
    isConnectionError: (error: unknown) => boolean,
    refused: (change: T, error: unknown) => void,
  ): Promise<void>;
  /** For useSyncExternalStore: the stored text changes exactly when the list does. */
  snapshot(memberId: number): string | null;
  subscribe(onChange: () => void): () => void;
};

export function pendingQueue<T>(name: string, same: (a: T, b: T) => boolean): PendingQueue<T> {
  const keyFor = (memberId: number) => `${name}-pending:${memberId}`;
  const changed = `${name}-pending-changed`;
  const sending = new Map<number, Promise<void>>();

  const snapshot = (memberId: number) => {
    try {
      return localStorage.getItem(keyFor(memberId));
    } catch {
      return null;
    }
  };
  const load = (memberId: number): T[] => {
    try {
      const parsed: unknown = JSON.parse(snapshot(memberId) ?? '[]');
      return Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      return [];
    }
  };
  const update = (memberId: number, change: (pending: T[]) => T[]) => {
    const next = change(load(memberId));
    try {
      if (next.length === 0) localStorage.removeItem(keyFor(memberId));
      else localStorage.setItem(keyFor(memberId), JSON.stringify(next));
    } catch {
      // Storage full or blocked: the change goes the way an unsaved one would.
    }
    window.dispatchEvent(new Event(changed));
  };

  async function sendAll(...[memberId, send, isConnectionError, refused]: Parameters<PendingQueue<T>['send']>) {
    const done: T[] = [];
    for (const change of load(memberId)) {
      try {
        await send(change);
        done.push(change);
      } catch (error) {
        if (isConnectionError(error)) continue;
        refused(change, error);
        done.push(change);
      }
    }
    update(memberId, (pending) => pending.filter((p) => !done.some((d) => same(d, p))));
  }

  return {
    load,
    update,
    snapshot,
    send: (memberId, ...rest) => {
      const running = sending.get(memberId);
      if (running) return running;
      const run = sendAll(memberId, ...rest).finally(() => sending.delete(memberId));
      sending.set(memberId, run);
      return run;
    },
    subscribe: (onChange) => {
      // Another tab's changes arrive as storage events.
      const onStorage = (event: StorageEvent) => event.key?.startsWith(`${name}-pending:`) && onChange();
      window.addEventListener(changed, onChange);
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener(changed, onChange);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
