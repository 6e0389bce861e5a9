import { parseFeed } from 'podcast-partytime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeChapters } from '../src/db/schema';
import { transcriptKey } from '../src/content/services/timed-transcripts';
import { createTestEnv } from './support/env';
import { makeEpisode } from './support/factories';
import { call } from './support/request';

// Podcasting 2.0 in the public feed: each episode's chapters as JSON chapters and its timed
// transcript as WebVTT, read back with a real podcast parser (podcast-partytime, the Podcast
// Index's own) so what podcast apps see is what is tested.

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

const VTT = 'WEBVTT\n\n00:00.000 --> 00:04.000\n<v Maya>Welcome to CripChat.\n\n00:04.000 --> 00:09.500\nToday: housing.\n';

async function chaptered(title: string, status: 'published' | 'draft' = 'published') {
  const episode = await makeEpisode(t.db, { title, duration: 1800, status });
  await t.db.insert(episodeChapters).values([
    { itemId: episode.id, startSeconds: 0, title: 'Welcome' },
    { itemId: episode.id, startSeconds: 750, title: 'Getting support' },
  ]);
  await t.env.MEDIA.put(transcriptKey(episode.id), VTT, { httpMetadata: { contentType: 'text/vtt; charset=utf-8' } });
  return episode;
}

describe('chapters and timed transcripts in the feed', () => {
  it('lists podcast:chapters and a text/vtt podcast:transcript only for episodes that have them, as a podcast parser reads them', async () => {
    const withBoth = await chaptered('With chapters and a timed transcript');
    const plain = await makeEpisode(t.db, { title: 'Plain episode' });
    const xml = await (await call(t.env, '/podcasts/feed.xml')).text();
    const feed = parseFeed(xml);
    expect(feed).not.toBeNull();
    const item = (title: string) => feed!.items.find((i) => i.title === title)!;

    expect(item(withBoth.title).podcastChapters).toEqual({
      url: `http://localhost/podcasts/chapters/${withBoth.id}.json`,
      type: 'application/json+chapters',
    });
    expect(item(withBoth.title).podcastTranscripts).toContainEqual(
      expect.objectContaining({ url: `http://localhost/podcasts/transcripts/${withBoth.id}.vtt`, type: 'text/vtt' }),
    );
    expect(item(plain.title).podcastChapters).toBeUndefined();
    expect(item(plain.title).podcastTranscripts?.some((tr) => tr.type === 'text/vtt')).toBeFalsy();
  });

  it('serves the JSON chapters and the WebVTT file the feed points at, publicly and cacheably', async () => {
    const episode = await chaptered('Served');
    const chapters = await call(t.env, `/podcasts/chapters/${episode.id}.json`);
    expect(chapters.status).toBe(200);
    expect(chapters.headers.get('Content-Type')).toBe('application/json+chapters; charset=utf-8');
    expect(chapters.headers.get('Cache-Control')).toContain('public');
    expect(await chapters.json()).toEqual({
      version: '1.2.0',
      chapters: [
        { startTime: 0, title: 'Welcome' },
        { startTime: 750, title: 'Getting support' },
      ],
    });

    const vtt = await call(t.env, `/podcasts/transcripts/${episode.id}.vtt`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toBe(VTT);
    const again = await call(t.env, `/podcasts/transcripts/${episode.id}.vtt`, { headers: { 'If-None-Match': vtt.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a draft’s chapters and transcript, an episode without them, and impossible names', async () => {
    const draft = await chaptered('Draft', 'draft');
    const plain = await makeEpisode(t.db, { title: 'No chapters' });
    for (const path of [
      `chapters/${draft.id}.json`,
      `chapters/${plain.id}.json`,
      'chapters/0.json',
      'chapters/abc.json',
      `chapters/${plain.id}.xml`,
    ]) {
      const res = await call(t.env, `/podcasts/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Chapters not found' });
    }
    for (const path of [`transcripts/${draft.id}.vtt`, 'transcripts/999999999.vtt']) {
      const res = await call(t.env, `/podcasts/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: 'Episode not found' });
    }
    const none = await call(t.env, `/podcasts/transcripts/${plain.id}.vtt`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'Transcript not found' });
  });
});
