import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeed, escapeXml, type FeedEpisode } from '../src/content/services/feed';
import { createTestEnv } from './support/env';
import { makeEpisode } from './support/factories';
import { call } from './support/request';

const ORIGIN = 'http://localhost';
const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const PODCAST = 'https://podcastindex.org/namespace/1.0';
const ATOM = 'http://www.w3.org/2005/Atom';

// jsdom ships no types and the worker tests have no DOM lib, so the little of the DOM used here is typed locally.
type XmlNode = {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  children: ArrayLike<XmlNode>;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<XmlNode>;
};
type XmlDocument = XmlNode & { documentElement: XmlNode };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (xml: string, options: { contentType: string }) => { window: { document: XmlDocument } };
};

let t: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  t = await createTestEnv();
});
afterAll(() => t.dispose());

let serial = 0;
const day = (n: number) => new Date(Date.UTC(2030, 0, 1) - n * 86_400_000).toISOString();

/** Every episode gets real audio in R2, so every enclosure in the feed can be fetched. */
async function episode(overrides: Parameters<typeof makeEpisode>[1] = {}, size = 1000) {
  // A space in the key checks that enclosure URLs are encoded the way /media decodes them.
  const audioKey = `feed test/${Date.now()}-${++serial}.mp3`;
  await t.env.MEDIA.put(audioKey, new Uint8Array(size).fill(serial % 256), { httpMetadata: { contentType: 'audio/mpeg' } });
  return makeEpisode(t.db, { audioKey, audioMimeType: 'audio/mpeg', audioSize: size, ...overrides });
}

/** Parses as XML the way a podcast app would; a well-formedness error fails the test. */
function parse(xml: string): XmlDocument {
  const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

async function fetchFeed() {
  const res = await call(t.env, '/podcasts/feed.xml'); // no cookie: the feed is public
  expect(res.status).toBe(200);
  const xml = await res.text();
  return { res, xml, doc: parse(xml) };
}

const child = (parent: XmlNode, ns: string | null, name: string) =>
  (ns ? parent.getElementsByTagNameNS(ns, name) : parent.getElementsByTagName(name))[0];
const text = (parent: XmlNode, name: string, ns: string | null = null) => child(parent, ns, name)?.textContent ?? null;
const items = (doc: XmlDocument) => Array.from(doc.getElementsByTagName('item'));
const guidOf = (id: number) => `cripchat-episode-${id}`;
const itemFor = (doc: XmlDocument, id: number) => items(doc).find((i) => text(i, 'guid') === guidOf(id));

describe('GET /podcasts/feed.xml', () => {
  it('is well-formed RSS 2.0 with the podcast namespaces and channel details', async () => {
    await episode();
    const { res, doc } = await fetchFeed();
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = doc.documentElement;
    expect(rss.localName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    expect(rss.getAttribute('xmlns:itunes')).toBe(ITUNES);
    expect(rss.getAttribute('xmlns:podcast')).toBe(PODCAST);
    expect(rss.getAttribute('xmlns:atom')).toBe(ATOM);

    const channel = child(rss, null, 'channel')!;
    const own = (name: string, ns: string | null = null) =>
      Array.from(channel.children).find((el) => el.localName === name && el.namespaceURI === ns);
    expect(own('title')?.textContent).toBe('CripChat');
    expect(own('link')?.textContent).toBe(ORIGIN);
    expect(own('description')?.textContent).toMatch(/disability/);
    expect(own('language')?.textContent).toBe('en-AU');
    expect(own('link', ATOM)?.getAttribute('href')).toBe(`${ORIGIN}/podcasts/feed.xml`);
    expect(own('link', ATOM)?.getAttribute('rel')).toBe('self');
    expect(own('author', ITUNES)?.textContent).toBe('Equal Ground');
    expect(text(own('owner', ITUNES)!, 'name', ITUNES)).toBe('Equal Ground');
    expect(text(own('owner', ITUNES)!, 'email', ITUNES)).toMatch(/^podcast@equalground\.org\.au$/);
    expect(own('image', ITUNES)?.getAttribute('href')).toMatch(new RegExp(`^${ORIGIN}/`));
    expect(own('category', ITUNES)?.getAttribute('text')).toBe('Society & Culture');
    expect(own('explicit', ITUNES)?.textContent).toBe('false');
    expect(own('type', ITUNES)?.textContent).toBe('episodic');
  });

  it('has one item per published episode, newest first, with exact enclosures; drafts are left out', async () => {
    const older = await episode({ publishedAt: day(14), episodeNumber: 7, duration: 1805, transcript: 'Hello and welcome.' }, 1234);
    const newer = await episode({ publishedAt: day(7), episodeNumber: 8, duration: 3600, thumbnailKey: 'podcasts/ep8.jpg' }, 4321);
    const draft = await episode({ publishedAt: day(1), status: 'draft', transcript: 'Not yet' });
    const blank = await episode({ publishedAt: day(21), transcript: '   ' });
    const { doc } = await fetchFeed();

    const mine = new Set([older, newer, draft, blank].map((e) => guidOf(e.id)));
    expect(
      items(doc)
        .map((i) => text(i, 'guid'))
        .filter((g) => mine.has(g!)),
    ).toEqual([newer, older, blank].map((e) => guidOf(e.id)));
    const all = items(doc).map((i) => Date.parse(text(i, 'pubDate')!));
    expect(all).toEqual([...all].sort((a, b) => b - a));

    for (const ep of [older, newer]) {
      const item = itemFor(doc, ep.id)!;
      expect(text(item, 'title')).toBe(ep.title);
      expect(child(item, null, 'guid')!.getAttribute('isPermaLink')).toBe('false');
      expect(text(item, 'link')).toBe(`${ORIGIN}/podcasts/${ep.id}`);
      expect(text(item, 'pubDate')).toBe(new Date(ep.publishedAt).toUTCString());
      const enclosure = child(item, null, 'enclosure')!;
      expect(enclosure.getAttribute('length')).toBe(String(ep.audioSize));
      expect(enclosure.getAttribute('type')).toBe('audio/mpeg');
      expect(enclosure.getAttribute('url')).toBe(`${ORIGIN}/media/feed%20test/${ep.audioKey.split('/')[1]}`);
      expect(text(item, 'episode', ITUNES)).toBe(String(ep.episodeNumber));
      expect(text(item, 'duration', ITUNES)).toBe(String(ep.duration));
      expect(text(item, 'explicit', ITUNES)).toBe('false');
    }
    expect(child(itemFor(doc, newer.id)!, ITUNES, 'image')!.getAttribute('href')).toBe(`${ORIGIN}/media/podcasts/ep8.jpg`);
    expect(child(itemFor(doc, older.id)!, ITUNES, 'image')).toBeUndefined();

    const transcript = child(itemFor(doc, older.id)!, PODCAST, 'transcript')!;
    expect(transcript.getAttribute('url')).toBe(`${ORIGIN}/podcasts/transcripts/${older.id}.txt`);
    expect(transcript.getAttribute('type')).toBe('text/plain');
    expect(transcript.getAttribute('language')).toBe('en-AU');
    expect(child(itemFor(doc, newer.id)!, PODCAST, 'transcript')).toBeUndefined();
    expect(child(itemFor(doc, blank.id)!, PODCAST, 'transcript')).toBeUndefined();
  });

  it('points every enclosure at audio that answers byte ranges with the advertised length', async () => {
    await episode({}, 2048);
    const { doc } = await fetchFeed();
    const enclosures = Array.from(doc.getElementsByTagName('enclosure'));
    expect(enclosures.length).toBeGreaterThan(0);
    for (const enclosure of enclosures) {
      const url = new URL(enclosure.getAttribute('url')!);
      expect(url.origin).toBe(ORIGIN);
      const res = await call(t.env, url.pathname, { headers: { range: 'bytes=0-99' } });
      expect(res.status, url.pathname).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes 0-99/${enclosure.getAttribute('length')}`);
      expect((await res.arrayBuffer()).byteLength).toBe(100);
    }
  });

  it('stays well-formed when titles and descriptions hold markup, quotes and control characters', async () => {
    const title = `Tom & Jerry <b>live</b> "quoted" 'single' \u0007bell ]]>`;
    const ep = await episode({ title, description: 'Less < more & \u0000nul \u001Fus \u000Bvt\ttab\nline' });
    const { xml, doc } = await fetchFeed();
    expect([...xml].filter((ch) => ch < ' ' && !'\t\n\r'.includes(ch))).toEqual([]);
    const item = itemFor(doc, ep.id)!;
    expect(text(item, 'title')).toBe(`Tom & Jerry <b>live</b> "quoted" 'single' bell ]]>`);
    expect(text(item, 'description')).toBe('Less < more & nul us vt\ttab\nline');
  });

  it('sends a strong ETag of the body and answers a matching If-None-Match with 304 and no body', async () => {
    await episode();
    const { res, xml } = await fetchFeed();
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    const etag = res.headers.get('etag')!;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(xml)));
    expect(etag).toBe(`"${Buffer.from(digest).toString('hex')}"`);

    const again = await call(t.env, '/podcasts/feed.xml', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    expect(await again.text()).toBe('');
    expect((await call(t.env, '/podcasts/feed.xml', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);

    await episode();
    const changed = await call(t.env, '/podcasts/feed.xml', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('GET /podcasts/transcripts/{id}.txt', () => {
  it('serves a published transcript as cacheable plain text', async () => {
    const ep = await episode({ transcript: 'Welcome to CripChat & friends.\nLine two.' });
    const res = await call(t.env, `/podcasts/transcripts/${ep.id}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    expect(await res.text()).toBe('Welcome to CripChat & friends.\nLine two.');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await call(t.env, `/podcasts/transcripts/${ep.id}.txt`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 404 JSON for drafts, missing transcripts, unknown and impossible ids', async () => {
    const draft = await episode({ status: 'draft', transcript: 'Secret' });
    const none = await episode({ transcript: null });
    for (const file of [
      `${draft.id}.txt`,
      `${none.id}.txt`,
      '999999999.txt',
      'abc.txt',
      '0.txt',
      '-1.txt',
      '01.txt',
      `${draft.id}`,
      `${draft.id}.json`,
    ]) {
      const res = await call(t.env, `/podcasts/transcripts/${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.json()).toEqual({ message: 'Transcript not found' });
    }
  });
});

describe('buildFeed', () => {
  const row = (over: Partial<FeedEpisode> = {}): FeedEpisode => ({
    id: 1,
    title: 'One',
    description: 'About one',
    audioKey: 'podcasts/one.mp3',
    audioMimeType: 'audio/mpeg',
    audioSize: 10,
    thumbnailKey: null,
    episodeNumber: 1,
    publishedAt: '2026-01-05T10:00:00.000Z',
    duration: 60,
    hasTranscript: false,
    hasChapters: false,
    ...over,
  });
  const channelImage = (xml: string) => parse(xml).getElementsByTagNameNS(ITUNES, 'image')[0]!.getAttribute('href');

  it('falls back to the site icon for artwork and is valid with no episodes', () => {
    const xml = buildFeed([], 'https://example.org');
    expect(parse(xml).getElementsByTagName('item')).toHaveLength(0);
    expect(channelImage(xml)).toBe('https://example.org/favicon.svg');
    expect(channelImage(buildFeed([row()], 'https://example.org'))).toBe('https://example.org/favicon.svg');
  });

  it('uses the newest episode artwork for the show', () => {
    const xml = buildFeed(
      [row({ id: 2, thumbnailKey: 'podcasts/new art.jpg' }), row({ thumbnailKey: 'podcasts/old.jpg' })],
      'https://example.org',
    );
    expect(channelImage(xml)).toBe('https://example.org/media/podcasts/new%20art.jpg');
  });

  it('escapes the five XML specials and drops characters XML 1.0 forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('x\u0000\u0008\u000C\uFFFE\uFFFF\uD800y\t\n\r😀é')).toBe('xy\t\n\r😀é');
  });
});
