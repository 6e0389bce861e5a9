import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, episodeChapters, podcastEpisodes } from '../src/db/schema';
import { parseClock } from '../src/schemas/chapters';
import { createTestEnv } from './support/env';
import { makeAudiobook, makeEpisode, signedIn } from './support/factories';
import { call } from './support/request';

// Chapters of an episode or a book: members read them, editors set the whole list at once,
// with the CMS form's rules (start times within the audio, ascending; titles 1-120 characters).

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const put = (cookie: string, path: string, body: unknown) => call(t.env, `/api/chapters/${path}`, { method: 'PUT', body, cookie });

describe('parseClock', () => {
  it('reads seconds, m:ss and h:mm:ss, and refuses anything else', () => {
    expect(parseClock('75')).toBe(75);
    expect(parseClock('12:30')).toBe(750);
    expect(parseClock(' 1:02:03 ')).toBe(3723);
    expect(parseClock('0:00')).toBe(0);
    for (const bad of ['', '1:75', '1:60:00', '12.5', '-1', '1:2:3:4', 'ten', '1::2']) expect(parseClock(bad), bad).toBeNull();
  });
});

describe('chapters', () => {
  it('lets an editor set an episode’s chapters from clock times, which members then read in order, and records it', async () => {
    const editor = await signedIn(t.db, { role: 'editor' });
    const member = await signedIn(t.db);
    const episode = await makeEpisode(t.db, { duration: 1800, title: 'Chaptered' });
    const saved = await put(editor.cookie, `episode/${episode.id}`, {
      chapters: [
        { title: ' Welcome ', start: '0:00' },
        { title: 'Getting support', start: '12:30' },
        { title: 'Questions', start: '25:00' },
      ],
    });
    expect(saved.status).toBe(200);
    const expected = [
      { title: 'Welcome', startSeconds: 0 },
      { title: 'Getting support', startSeconds: 750 },
      { title: 'Questions', startSeconds: 1500 },
    ];
    expect(await saved.json()).toEqual({ chapters: expected });
    const read = await call(t.env, `/api/chapters/episode/${episode.id}`, { cookie: member.cookie });
    expect(await read.json()).toEqual({ chapters: expected });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(episode.id)))
      .all();
    expect(audit.map((a) => a.summary)).toContain('Set 3 chapters of "Chaptered"');

    // The list replaces what was there; an empty list removes them all.
    await put(editor.cookie, `episode/${episode.id}`, { chapters: [{ title: 'Only one', start: '1:00' }] });
    expect(await (await call(t.env, `/api/chapters/episode/${episode.id}`, { cookie: member.cookie })).json()).toEqual({
      chapters: [{ title: 'Only one', startSeconds: 60 }],
    });
    expect((await put(editor.cookie, `episode/${episode.id}`, { chapters: [] })).status).toBe(200);
    expect(await t.db.select().from(episodeChapters).where(eq(episodeChapters.itemId, episode.id)).all()).toEqual([]);
  });

  it('refuses times past the audio’s end, out of order or unreadable, and titles empty or too long, with the form’s words and nothing changed', async () => {
    const editor = await signedIn(t.db, { role: 'admin' });
    const book = await makeAudiobook(t.db, { duration: 600 });
    await put(editor.cookie, `audiobook/${book.id}`, { chapters: [{ title: 'Kept', start: '0:00' }] });
    const cases: [unknown, string, string][] = [
      [[{ title: 'Late', start: '10:00' }], 'chapters.0.start', 'Chapter 1 must start before the audio ends'],
      [
        [
          { title: 'One', start: '2:00' },
          { title: 'Two', start: '2:00' },
        ],
        'chapters.1.start',
        'Chapter 2 must start after chapter 1',
      ],
      [
        [
          { title: 'One', start: '3:00' },
          { title: 'Two', start: '1:00' },
        ],
        'chapters.1.start',
        'Chapter 2 must start after chapter 1',
      ],
      [
        [{ title: 'Typo', start: '1:75' }],
        'chapters.0.start',
        'Write the start as minutes and seconds, like 12:30, or with hours, like 1:02:03',
      ],
      [[{ title: '   ', start: '0:00' }], 'chapters.0.title', 'Chapter title is required'],
      [[{ title: 'x'.repeat(121), start: '0:00' }], 'chapters.0.title', 'Chapter title must be less than 120 characters'],
    ];
    for (const [chapters, field, message] of cases) {
      const res = await put(editor.cookie, `audiobook/${book.id}`, { chapters });
      expect(res.status, message).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe(message);
      expect(body.errors[field]).toEqual([message]);
    }
    // A title of exactly 120 characters is fine.
    expect((await put(editor.cookie, `audiobook/${book.id}`, { chapters: [{ title: 'y'.repeat(120), start: '9:59' }] })).status).toBe(200);
  });

  it('answers 404 for a missing item, an unknown kind or a member reading a draft’s chapters, and 403 to a member writing', async () => {
    const member = await signedIn(t.db);
    const editor = await signedIn(t.db, { role: 'editor' });
    const draft = await makeEpisode(t.db, { status: 'draft', duration: 1800 });
    expect((await call(t.env, `/api/chapters/episode/999999`, { cookie: member.cookie })).status).toBe(404);
    expect((await call(t.env, `/api/chapters/article/${draft.id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await call(t.env, `/api/chapters/episode/${draft.id}`, { cookie: member.cookie })).status).toBe(404);
    expect((await call(t.env, `/api/chapters/episode/${draft.id}`, { cookie: editor.cookie })).status).toBe(200);
    expect((await put(member.cookie, `episode/${draft.id}`, { chapters: [] })).status).toBe(403);
    expect((await put(editor.cookie, `episode/999999`, { chapters: [] })).status).toBe(404);
  });

  it('goes with its episode when the episode is deleted', async () => {
    const editor = await signedIn(t.db, { role: 'editor' });
    const episode = await makeEpisode(t.db, { duration: 1800 });
    await put(editor.cookie, `episode/${episode.id}`, { chapters: [{ title: 'Start', start: '0' }] });
    await t.db.delete(podcastEpisodes).where(eq(podcastEpisodes.id, episode.id));
    expect(await t.db.select().from(episodeChapters).where(eq(episodeChapters.itemId, episode.id)).all()).toEqual([]);
  });
});
