import { eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRoomListeners, sessions } from '../src/db/schema';
import type { Env } from '../src/platform/env';
import { LIVE_MEMBER_HEADER, LIVE_SESSION_ENDS_HEADER, LIVE_SESSION_HEADER } from '../src/messaging/live/protocol';
import { liveStub, memberChannel, publishToMembers, publishToRoom, roomChannel } from '../src/messaging/live/publish';
import { LIVE_CLOSE } from '../src/schemas/live';
import { issueAccountToken } from '../src/accounts/services/account-tokens';
import { openLiveSocket } from '../src/messaging/live/live-sessions';
import { makeRoom } from './support/chat-factories';
import { createTestEnv } from './support/env';
import { makeUser, sessionOf, signedIn } from './support/factories';
import { openThroughRoute, type WatchedSocket } from './support/live-sockets';
import { makeConversation, send } from './support/message-factories';
import { call } from './support/request';

let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
});
afterAll(() => te.dispose());

const PASSWORD = 'correct horse battery';
const isMessage = (f: { type?: string }) => f.type === 'message';
/** Long enough for a frame already on its way to arrive: what is not heard by then never is. */
const settle = () => new Promise((r) => setTimeout(r, 300));

/** The sessions (public ids) with a socket open on a channel now, as the channel itself counts them. */
async function sessionsListening(env: Env, channel: string): Promise<(string | undefined)[]> {
  const res = await liveStub(env, channel)!.fetch('https://live.internal/listeners');
  return ((await res.json()) as { listeners: { session?: string }[] }).listeners.map((l) => l.session);
}

async function opened(path: string, cookie: string): Promise<WatchedSocket> {
  const { status, socket } = await openThroughRoute(te.env, path, cookie);
  expect(status).toBe(101);
  return socket!;
}

describe('a session that ends, ends its live sockets (decision 0047)', () => {
  it('a session revoked from another device hears nothing more, and its socket closes; the device that revoked it still hears', async () => {
    const sender = await signedIn(te.db, { firstName: 'Sam' });
    const member = await signedIn(te.db, { firstName: 'Mia' });
    const phone = await sessionOf(te.db, member.user.id);
    const conversation = await makeConversation(te.db, [sender.user.id, member.user.id]);

    const onPhone = await opened('/api/live', phone.cookie);
    const onLaptop = await opened('/api/live', member.cookie);
    expect((await send(te.env, sender.cookie, conversation.id, 'Before')).status).toBe(201);
    await onPhone.hear(isMessage);

    const revoked = await call(te.env, `/api/auth/sessions/${phone.publicId}`, { method: 'DELETE', cookie: member.cookie });
    expect(revoked.status).toBe(204);
    // By the time the revocation answers, the channel holds no socket of that session: zero time.
    expect(await sessionsListening(te.env, memberChannel(member.user.id))).not.toContain(phone.publicId);

    const heardBefore = onPhone.frames.length;
    expect((await send(te.env, sender.cookie, conversation.id, 'After')).status).toBe(201);
    await onLaptop.hear((f: { type?: string; message?: { body?: string } }) => isMessage(f) && f.message?.body === 'After');
    await settle();
    expect(onPhone.frames.length).toBe(heardBefore);
    // The phone's page is told why, in a code it acts on (it stops reconnecting).
    expect(await onPhone.closing()).toEqual(LIVE_CLOSE['signed-out']);
    expect(onLaptop.closed).toBeNull();
    onLaptop.close();
  });
});

type Member = Awaited<ReturnType<typeof signedIn>>;
type Ending = {
  /** What ends the session `ending` (and, unless `othersStay`, `staying` too). */
  act: (m: { member: Member; staying: string; ending: string; endingId: string }) => Response | Promise<Response>;
  othersStay: boolean;
  /** The account itself goes: the rooms its sockets were in are forgotten once they are closed. */
  accountGoes?: true;
};

const put = (path: string, cookie: string | undefined, body?: unknown, method = 'POST') => call(te.env, path, { method, cookie, body });

/** Every path that ends a session (decision 0047 lists them); each must close its sockets everywhere. */
const ENDINGS: Record<string, Ending> = {
  'signing out': { othersStay: true, act: ({ ending }) => put('/api/logout', ending) },
  'signing in again in the same browser': {
    othersStay: true,
    act: ({ member, ending }) => put('/api/auth/login', ending, { email: member.user.email, password: PASSWORD }),
  },
  "revoking it from the account's device list": {
    othersStay: true,
    act: ({ staying, endingId }) => put(`/api/auth/sessions/${endingId}`, staying, undefined, 'DELETE'),
  },
  '"sign out everywhere else"': { othersStay: true, act: ({ staying }) => put('/api/auth/sessions', staying, undefined, 'DELETE') },
  'a new password': {
    othersStay: true,
    act: ({ staying }) => put('/api/auth/password', staying, { currentPassword: PASSWORD, newPassword: 'a brand new pass phrase' }, 'PUT'),
  },
  'a password reset from the mailed link': {
    othersStay: false,
    act: async ({ member }) =>
      put('/api/auth/reset-password', undefined, {
        token: await issueAccountToken(te.db, member.user.id, 'reset-password', 1),
        password: 'a brand new pass phrase',
      }),
  },
  'an administrator signing the member out': {
    othersStay: false,
    act: async ({ member }) =>
      put(`/api/cms/members/${member.user.id}/sessions`, (await signedIn(te.db, { role: 'admin' })).cookie, undefined, 'DELETE'),
  },
  'deleting the account': {
    othersStay: false,
    accountGoes: true,
    act: ({ staying }) => put('/api/account/delete', staying, { password: PASSWORD, posts: 'keep' }),
  },
  'deleting the account from the mailed link': {
    othersStay: false,
    accountGoes: true,
    act: async ({ member }) =>
      put('/api/account/delete/confirm', undefined, {
        token: await issueAccountToken(te.db, member.user.id, 'delete-account', 1),
        posts: 'keep',
      }),
  },
};

describe('every path that ends a session closes its sockets on the member channel and on every room it opened', () => {
  for (const [name, { act, othersStay, accountGoes }] of Object.entries(ENDINGS)) {
    it(name, async () => {
      const member = await signedIn(te.db);
      const ending = await sessionOf(te.db, member.user.id);
      const room = await makeRoom(te.db);
      const sockets = {
        own: await opened('/api/live', ending.cookie),
        room: await opened(`/api/live/rooms/${room.id}`, ending.cookie),
        othersOwn: await opened('/api/live', member.cookie),
        othersRoom: await opened(`/api/live/rooms/${room.id}`, member.cookie),
      };

      const res = await act({ member, staying: member.cookie, ending: ending.cookie, endingId: ending.publicId });
      expect(res.status).toBeLessThan(400);

      for (const channel of [memberChannel(member.user.id), roomChannel(room.id)]) {
        const listening = await sessionsListening(te.env, channel);
        expect(listening).not.toContain(ending.publicId);
        expect(listening.length).toBe(othersStay ? 1 : 0);
      }
      const heard = { own: sockets.own.frames.length, room: sockets.room.frames.length };
      await publishToMembers(te.env, [{ memberId: member.user.id, event: { type: 'conversation', conversationId: 1 } }]);
      const someone = { id: 1, displayName: 'Someone', initials: 'S', profileImageUrl: null };
      await publishToRoom(te.env, room.id, [{ type: 'room-typing', roomId: room.id, member: someone }]);
      if (othersStay) {
        await sockets.othersOwn.hear((f: { type?: string }) => f.type === 'conversation');
        await sockets.othersRoom.hear((f: { type?: string }) => f.type === 'room-typing');
      }
      await settle();
      expect({ own: sockets.own.frames.length, room: sockets.room.frames.length }).toEqual(heard);
      const rooms = await te.db.select().from(liveRoomListeners).where(eq(liveRoomListeners.userId, member.user.id));
      expect(rooms.map((r) => r.roomId)).toEqual(accountGoes ? [] : [room.id]);
      for (const s of Object.values(sockets)) s.close();
    });
  }
});

describe('a session that ends while its socket is being opened', () => {
  it('is found ended after the channel accepted it: the socket closes before its client has it, and the answer is 401', async () => {
    const member = await makeUser(te.db);
    const { publicId } = await sessionOf(te.db, member.id);
    const room = await makeRoom(te.db);
    // The request's lookup found the session live; it ended (and its sweep passed) before the object accepted the socket.
    await te.db.delete(sessions).where(eq(sessions.publicId, publicId));
    for (const roomId of [undefined, room.id]) {
      const opening = openLiveSocket(te.db, te.env, {
        member: { id: member.id, displayName: 'Mia' },
        session: { id: publicId, ends: new Date(Date.now() + 60_000) },
        roomId,
      });
      await expect(opening).rejects.toMatchObject({ status: 401 });
      expect(await sessionsListening(te.env, roomId === undefined ? memberChannel(member.id) : roomChannel(roomId))).toEqual([]);
    }
  });
});

describe("a socket whose session's end has passed", () => {
  it('hears nothing more and is closed to reconnect (a session used since then reconnects with its new end)', async () => {
    const member = await signedIn(te.db);
    const { socket } = await openThroughRoute(te.env, '/api/live', member.cookie);
    // Sessions slide (decision 0004): the socket knows the end its session had when it opened.
    const stale = await liveStub(te.env, memberChannel(member.user.id))!.fetch('https://live.internal/connect', {
      headers: {
        Upgrade: 'websocket',
        [LIVE_MEMBER_HEADER]: String(member.user.id),
        [LIVE_SESSION_HEADER]: 'old',
        [LIVE_SESSION_ENDS_HEADER]: String(Date.now() - 1),
      },
    });
    const old = stale.webSocket!;
    const oldFrames: unknown[] = [];
    old.addEventListener('message', (e) => oldFrames.push(e.data));
    old.accept();
    await publishToMembers(te.env, [{ memberId: member.user.id, event: { type: 'conversation', conversationId: 1 } }]);
    await socket!.hear((f: { type?: string }) => f.type === 'conversation');
    await settle();
    expect(oldFrames).toEqual([]);
    expect(await sessionsListening(te.env, memberChannel(member.user.id))).not.toContain('old');
    socket!.close();
  });
});

describe("a change of the member's standing", () => {
  it('a suspension, and its lifting, close their sockets to reconnect (a suspended member still reads, so the new ones open)', async () => {
    const member = await signedIn(te.db);
    const admin = await signedIn(te.db, { role: 'admin' });
    const room = await makeRoom(te.db);
    for (const method of ['PUT', 'DELETE']) {
      const sockets = [await opened('/api/live', member.cookie), await opened(`/api/live/rooms/${room.id}`, member.cookie)];
      const body = method === 'PUT' ? { reason: 'Spam in the forum', until: null } : undefined;
      expect((await put(`/api/cms/members/${member.user.id}/suspension`, admin.cookie, body, method)).status).toBe(200);
      for (const channel of [memberChannel(member.user.id), roomChannel(room.id)])
        expect(await sessionsListening(te.env, channel)).toEqual([]);
      for (const s of sockets) s.close();
    }
    const again = await opened('/api/live', member.cookie);
    again.close();
  });
});

describe('the class: nothing ends a session without closing what it could hear', () => {
  /**
   * A tripwire for new paths (the behaviour of each known one is tested above): session rows are
   * deleted only by the sessions module, whose own endings close their sockets, and a module that
   * batches its ending with another change (endSessionsStatement) closes them after the batch.
   */
  it('only the sessions module deletes session rows, and every batched ending is followed by closeEndedSessions', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const offenders: string[] = [];
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      if (file.endsWith(`${path.sep}sessions.ts`)) continue;
      const text = readFileSync(path.join(src, file), 'utf8');
      if (/\.delete\(\s*sessions\s*\)/.test(text)) offenders.push(`${file}: deletes sessions itself`);
      if (/endSessionsStatement\(/.test(text) && !/closeEndedSessions\(/.test(text)) offenders.push(`${file}: never closes their sockets`);
    }
    expect(offenders).toEqual([]);
  });
});
