// What a signed-in list weighs on the wire (issue 27): each list as it is now beside the same
// items as the list carried them before (whole article bodies, episode transcripts), read from
// the item pages in the same run, so the difference is measured, not estimated.
import { keepAlive, send } from './http';
import type { Section } from './stats';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function getJson(base: URL, agent: ReturnType<typeof keepAlive>, path: string, cookie: string) {
  const answer = await send(base, agent, { path, headers: { Cookie: cookie } });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return { bytes: answer.body.length, value: JSON.parse(answer.body.toString('utf8')) as unknown };
}

export async function listBytesSection({ base, cookie }: { base: URL; cookie: string }): Promise<Section> {
  const agent = keepAlive(1);
  const rows: Section['rows'] = [];
  try {
    for (const [list, item] of [
      ['/api/news?limit=12', '/api/news/'],
      ['/api/podcasts?limit=12', '/api/podcasts/'],
    ] as const) {
      const now = await getJson(base, agent, list, cookie);
      const ids = (now.value as Array<{ id: number }>).map((r) => r.id);
      const whole = await Promise.all(ids.map(async (id) => (await getJson(base, agent, `${item}${id}`, cookie)).value));
      const before = Buffer.byteLength(JSON.stringify(whole));
      rows.push({
        line: `GET ${list} (${ids.length} items)`,
        ours: kib(now.bytes),
        baseline: kib(before),
        ratio: `${(now.bytes / before).toFixed(2)}x`,
      });
    }
    for (const list of ['/api/audiobooks?limit=12', '/api/community/posts']) {
      const now = await getJson(base, agent, list, cookie);
      rows.push({ line: `GET ${list} (unchanged shape)`, ours: kib(now.bytes), baseline: '-', ratio: '-' });
    }
  } finally {
    agent.destroy();
  }
  return {
    title: 'Bytes of a signed-in list (JSON, uncompressed)',
    baseline: 'the same items with whole bodies and transcripts, as the lists carried them before issue 27 (read from the item pages)',
    rows,
  };
}
