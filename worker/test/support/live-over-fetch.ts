import { buildSync } from 'esbuild';
import type { Miniflare } from 'miniflare';
import path from 'node:path';
import { D1_RUNNER_HANDLER } from '../../../scripts/lib/d1-over-fetch';

// Bundled once per process, not per file: the worker tests share their processes (see
// scripts/lib/fresh-modules.ts), and the bundle does not change while they run.
const kept = globalThis as { liveHubSource?: string };

/**
 * The test runner worker: the real LiveHub Durable Object class (worker/src/messaging/live/live-hub.ts,
 * bundled by esbuild) beside the D1 runner. Requests to http://live.test/{channel}/{path} go to
 * that channel's object; everything else is a D1 call (d1-over-fetch.ts).
 */
export function liveRunnerScript(): string {
  const hubSource = (kept.liveHubSource ??= buildSync({
    entryPoints: [path.resolve(import.meta.dirname, '../../src/messaging/live/live-hub.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
  }).outputFiles[0]!.text);
  return `${hubSource}
const d1Runner = ${D1_RUNNER_HANDLER};
export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (url.hostname !== 'live.test') return d1Runner.fetch(request, env);
    const [, channel, ...rest] = url.pathname.split('/');
    const stub = env.LIVE.get(env.LIVE.idFromName(decodeURIComponent(channel)));
    return stub.fetch(new Request('https://live.internal/' + rest.join('/') + url.search, request));
  },
};
`;
}

/** Miniflare's options for the live channels, as in wrangler.toml. */
export const liveObjects = { LIVE: { className: 'LiveHub', useSQLite: true } };

/**
 * A DurableObjectNamespace for code running in Node (the worker tests): each stub's fetch is
 * one asynchronous dispatchFetch to the runner, which hands it to the real object in workerd.
 * Only what the worker uses (idFromName, get, stub.fetch) is here. A WebSocket upgrade comes
 * back as Miniflare's Response, with `webSocket` to accept.
 */
export function liveOverFetch(mf: Miniflare): DurableObjectNamespace {
  const get = (id: { name: string }) => ({
    fetch: (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      return mf.dispatchFetch(`http://live.test/${encodeURIComponent(id.name)}${url.pathname}${url.search}`, init as never);
    },
  });
  return { idFromName: (name: string) => ({ name, toString: () => name }), get } as unknown as DurableObjectNamespace;
}
