import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../src/index';
import { DISCARD_MAX_BYTES } from '../src/lib/unread-body';
import { createTestEnv } from './support/env';
import { signedIn } from './support/factories';

// A request refused before its body was read still has it read before the answer goes, so
// workerd can keep the connection for the client's next request (issue 52;
// security/keep-alive.test.ts shows it on the real server). Here, each body is a stream that
// notes whether it was read to its end.

let t: Awaited<ReturnType<typeof createTestEnv>>;
let memberCookie: string;
beforeAll(async () => {
  t = await createTestEnv();
  ({ cookie: memberCookie } = await signedIn(t.db));
});
afterAll(() => t.dispose());

const CHUNK = 16 * 1024;

/** `total` bytes in 16 KiB chunks, made as they are read; `finished()` once a reader reached the end. */
function watchedBody(total: number) {
  let sent = 0;
  let finished = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        finished = true;
        return controller.close();
      }
      const size = Math.min(CHUNK, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, finished: () => finished, sent: () => sent };
}

/** A POST whose body arrives as a browser sends it, with its Content-Length; the answer and whether the body was read whole. */
async function post(path: string, headers: Record<string, string>, total = 64 * 1024) {
  const body = watchedBody(total);
  const res = await app.request(
    `http://localhost${path}`,
    {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-length': String(total), ...headers },
      body: body.stream,
      duplex: 'half',
    } as RequestInit,
    t.env,
  );
  return { status: res.status, finished: body.finished(), sent: body.sent() };
}

describe('a refused request’s body is read before the answer goes', () => {
  it.each([
    { refusal: '401 signed out', path: '/api/community/posts', type: 'application/json', member: false, status: 401 },
    { refusal: '415 not JSON', path: '/api/community/posts', type: 'text/plain', member: true, status: 415 },
    { refusal: '403 a member at the CMS', path: '/api/cms/redirects', type: 'application/json', member: true, status: 403 },
    {
      refusal: '403 another site',
      path: '/api/community/posts',
      type: 'application/json',
      member: true,
      status: 403,
      origin: 'https://elsewhere.example',
    },
    { refusal: '404 no such route', path: '/api/no-such-thing', type: 'application/json', member: true, status: 404 },
  ])('$refusal', async ({ path, type, member, status, origin }) => {
    const headers: Record<string, string> = {
      'content-type': type,
      ...(member ? { cookie: memberCookie } : {}),
      ...(origin ? { origin } : {}),
    };
    expect(await post(path, headers)).toEqual({ status, finished: true, sent: 64 * 1024 });
  });

  it('but not a body larger than any JSON body: that one is refused unread, and its connection closes', async () => {
    const total = DISCARD_MAX_BYTES + CHUNK;
    const answer = await post('/api/community/posts', { 'content-type': 'text/plain' }, total);
    expect(answer.status).toBe(415);
    expect(answer.finished).toBe(false);
    expect(answer.sent).toBeLessThan(4 * CHUNK);
  });
});
