import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { transcriptKey } from '../src/content/services/timed-transcripts';
import { createTestEnv } from './support/env';
import { makeEpisode, signedIn } from './support/factories';
import { DEMO_VTT } from './support/listening-factories';
import { call } from './support/request';

// An episode's timed transcript: an editor uploads (or pastes) a WebVTT file, checked with the
// line and reason of any problem; members read its cues.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const put = (cookie: string, id: number, vtt: unknown) => call(t.env, `/api/transcripts/${id}`, { method: 'PUT', body: { vtt }, cookie });

describe('timed transcripts', () => {
  it('stores an editor’s WebVTT file in R2 and gives members its cues, and removes it', async () => {
    const editor = await signedIn(t.db, { role: 'editor' });
    const member = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { title: 'Timed' });
    expect((await call(t.env, `/api/transcripts/${episode.id}`, { cookie: member.cookie })).status).toBe(404);

    const saved = await put(editor.cookie, episode.id, DEMO_VTT);
    expect(saved.status).toBe(200);
    const cues = [
      { start: 0, end: 5, text: 'Hello and welcome.', speaker: 'Maya' },
      { start: 5, end: 9.5, text: 'Thanks for listening.', speaker: null },
    ];
    expect(await saved.json()).toEqual({ cues });
    expect(await (await t.env.MEDIA.get(transcriptKey(episode.id)))!.text()).toBe(DEMO_VTT);
    expect(await (await call(t.env, `/api/transcripts/${episode.id}`, { cookie: member.cookie })).json()).toEqual({ cues });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(episode.id)))
      .all();
    expect(audit.map((a) => a.summary)).toContain('Set the timed transcript of "Timed" (2 cues)');

    expect((await call(t.env, `/api/transcripts/${episode.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(200);
    expect(await t.env.MEDIA.head(transcriptKey(episode.id))).toBeNull();
    expect((await call(t.env, `/api/transcripts/${episode.id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await call(t.env, `/api/transcripts/${episode.id}`, { method: 'DELETE', cookie: editor.cookie })).status).toBe(404);
  });

  it('refuses a broken file with its line and reason, and keeps what was stored', async () => {
    const editor = await signedIn(t.db, { role: 'admin' });
    const episode = await makeEpisode(t.db);
    await put(editor.cookie, episode.id, DEMO_VTT);
    const cases: [unknown, string][] = [
      ['00:00.000 --> 00:01.000\nHi', 'Line 1: A WebVTT file starts with the word WEBVTT on its first line'],
      ['WEBVTT\n\n00:02.000 --> 00:01.000\nHi', 'Line 3: A cue must end after it starts'],
      ['WEBVTT\n\nHello there', 'Line 3: Expected a cue timing like 00:00:05.000 --> 00:00:09.000'],
      ['', 'Paste or choose a WebVTT or SRT file'],
      [42, 'Paste or choose a WebVTT or SRT file'],
      // SRT: the line numbers are the SRT file's own.
      ['1\n00:00:02,000 --> 00:00:01,000\nHi', 'Line 2: A cue must end after it starts'],
      ['1\n00:00:01,000 --> 00:00:02,000\nHi\n\n2\nno timing here', 'Line 6: Expected a cue timing like 00:00:05.000 --> 00:00:09.000'],
      [
        '1\n00:00:01.000 -> 00:00:02.000\nHi',
        'Line 2: An SRT cue starts with its number, then a timing like 00:00:05,000 --> 00:00:09,000',
      ],
      [`WEBVTT\n\n00:00.000 --> 00:01.000\n${'x'.repeat(500_001)}`, 'A transcript file can be at most 500 KB'],
    ];
    for (const [vtt, message] of cases) {
      const res = await put(editor.cookie, episode.id, vtt);
      expect(res.status, message).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe(message);
      expect(body.errors.vtt).toEqual([message]);
    }
    expect(await (await t.env.MEDIA.get(transcriptKey(episode.id)))!.text()).toBe(DEMO_VTT);
  });

  it('takes an SRT file and keeps it as WebVTT, with the same cues', async () => {
    const editor = await signedIn(t.db, { role: 'editor' });
    const episode = await makeEpisode(t.db);
    const srt =
      '\uFEFF1\r\n00:00:00,000 --> 00:00:04,500\r\nWelcome to CripChat.\r\n\r\n2\r\n0:00:04,500 --> 00:01:02,250\r\n<i>Today</i>: housing &amp; work.\r\n';
    const res = await put(editor.cookie, episode.id, srt);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cues: unknown[] }).cues).toEqual([
      { start: 0, end: 4.5, text: 'Welcome to CripChat.', speaker: null },
      { start: 4.5, end: 62.25, text: 'Today: housing & work.', speaker: null },
    ]);
    const stored = await (await t.env.MEDIA.get(transcriptKey(episode.id)))!.text();
    expect(stored.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\n')).toBe(true);
    expect(stored).toContain('00:00:04.500 --> 00:01:02.250');
  });

  it('keeps a draft’s transcript from members, and writing from members', async () => {
    const member = await signedIn(t.db);
    const editor = await signedIn(t.db, { role: 'editor' });
    const draft = await makeEpisode(t.db, { status: 'draft' });
    await put(editor.cookie, draft.id, DEMO_VTT);
    expect((await call(t.env, `/api/transcripts/${draft.id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await call(t.env, `/api/transcripts/${draft.id}`, { cookie: editor.cookie })).status).toBe(200);
    expect((await put(member.cookie, draft.id, DEMO_VTT)).status).toBe(403);
    expect((await put(editor.cookie, 999999, DEMO_VTT)).status).toBe(404);
  });
});
