import type { EdgeCache } from '../../src/lib/edge-cache';

/** The Cache API as workerd has it, in memory: keyed by URL, bodies kept as bytes. */
export class FakeCache implements EdgeCache {
  readonly stored = new Map<string, { status: number; headers: [string, string][]; body: ArrayBuffer }>();
  readonly keys: Request[] = [];
  matches = 0;

  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    this.matches++;
    const entry = this.stored.get(key instanceof Request ? key.url : String(key));
    return entry && new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
  }

  async put(key: RequestInfo | URL, res: Response): Promise<void> {
    if (key instanceof Request) this.keys.push(key);
    this.stored.set(key instanceof Request ? key.url : String(key), {
      status: res.status,
      headers: [...res.headers],
      body: await res.arrayBuffer(),
    });
  }

  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.stored.delete(key instanceof Request ? key.url : String(key));
  }

  headersOf(url: string) {
    return new Headers(this.stored.get(url)?.headers);
  }
}
