import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_CLOSE } from '../worker/src/schemas/live';
import { api, base, DEMO, joinAndConfirm, PASSWORD, signIn } from './support/http';

// Decision 0047, against the running portal over a real socket: a session revoked from another
// device hears nothing more, at once, and its socket closes with "Signed out".

type Heard = { frames: { type?: string }[]; closed: Promise<{ code: number; reason: string }>; opened: Promise<void> };

function listen(cookie: string): Heard & { socket: WebSocket } {
  const url = new URL('/api/live', base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url, { headers: { Cookie: cookie, Origin: base.origin } });
  const frames: { type?: string }[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`the live channel answered ${res.statusCode}`)));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return { socket, frames, opened, closed };
}

const settle = () => new Promise((r) => setTimeout(r, 500));
const message = (cookie: string, memberId: number, body: string) =>
  api('/api/messages/conversations', { method: 'POST', cookie, body: { memberIds: [memberId], body, clientId: randomUUID() } });

describe('a session that ends ends its live socket', () => {
  it('revoked from another device: nothing more arrives, the socket closes with 4401, and the cookie no longer opens one', async () => {
    const member = await joinAndConfirm('live-revoke');
    const laptop = await signIn({ email: member.email, password: PASSWORD });
    const admin = await signIn(DEMO.admin);

    const phone = listen(member.cookie);
    await phone.opened;
    expect((await message(admin, member.id, 'Before the revocation')).status).toBe(201);
    await expect.poll(() => phone.frames.some((f) => f.type === 'message')).toBe(true);

    // "Sign out everywhere else" from the laptop ends the phone's session.
    expect((await api('/api/auth/sessions', { method: 'DELETE', cookie: laptop })).status).toBe(200);
    const heard = phone.frames.length;
    expect((await message(admin, member.id, 'After the revocation')).status).toBe(201);
    await settle();
    expect(phone.frames.slice(heard).filter((f) => f.type === 'message')).toEqual([]);

    // workerd ends the connection when the channel next hibernates (about 10 s), after the close frame.
    const { code, reason } = await phone.closed;
    expect({ code, reason }).toEqual({ code: LIVE_CLOSE['signed-out'].code, reason: LIVE_CLOSE['signed-out'].reason });

    const again = listen(member.cookie);
    await expect(again.opened).rejects.toThrow(/answered 401/);
  }, 60_000);
});
