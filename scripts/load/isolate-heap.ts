// The JavaScript heap of every isolate workerd runs (the portal worker and Miniflare's own
// workers for D1, R2, assets and the cache), read through workerd's inspector with the
// DevTools protocol's Runtime.getHeapUsage. Beside each process's RSS this tells a leak in
// JavaScript (the heap grows with RSS) from native growth (RSS grows, the heaps do not).

export type IsolateHeap = { name: string; usedKiB: number; totalKiB: number };

type Target = { title?: string; id: string; webSocketDebuggerUrl?: string };

function heapOf(url: string, collectGarbage: boolean): Promise<{ usedSize: number; totalSize: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no answer from ${url}`));
    }, 10_000);
    socket.onopen = () => {
      // A collection first (answered in order, before the reading): what is still held, not garbage not yet swept.
      if (collectGarbage) socket.send(JSON.stringify({ id: 0, method: 'HeapProfiler.collectGarbage' }));
      socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }));
    };
    socket.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`cannot reach ${url}`));
    };
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize: number; totalSize: number } };
      if (message.id !== 1 || !message.result) return;
      clearTimeout(timer);
      socket.close();
      resolve(message.result);
    };
  });
}

/** One reading of every isolate's heap; isolates the inspector cannot reach are left out. */
export async function isolateHeaps(inspectorPort: number, { collectGarbage = false } = {}): Promise<IsolateHeap[]> {
  if (typeof WebSocket === 'undefined')
    throw new Error('Reading isolate heaps needs WebSocket: Node 22, or Node 20 with --experimental-websocket');
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Target[];
  const heaps = await Promise.all(
    targets.map(async (t) => {
      if (!t.webSocketDebuggerUrl) return null;
      const url = t.webSocketDebuggerUrl.startsWith('ws') ? t.webSocketDebuggerUrl : `ws://${t.webSocketDebuggerUrl}`;
      try {
        const { usedSize, totalSize } = await heapOf(url, collectGarbage);
        return { name: t.title ?? t.id, usedKiB: usedSize / 1024, totalKiB: totalSize / 1024 };
      } catch {
        return null;
      }
    }),
  );
  return heaps.filter((h): h is IsolateHeap => h !== null);
}
