// Audio range requests: time to first byte of random 64 KiB ranges of a 100 MB object, served
// by the worker from R2 (/media/*, worker/src/lib/media.ts), against reading the same ranges
// from the same bytes in a file on disk with Node's fs.
import { createReadStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { keepAlive, send } from './http';
import { median, ms, percentile, ratio, type Section } from './stats';

const RANGE = 64 * 1024;

/** Time to the first chunk of a file range, as a server reading from disk would see it. */
function readFirstChunk(file: string, start: number, end: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const stream = createReadStream(file, { start, end, highWaterMark: RANGE });
    stream.once('data', () => {
      resolve(performance.now() - started);
      stream.destroy();
    });
    stream.once('error', reject);
  });
}

export async function mediaSection({
  base,
  key,
  size,
  diskPath,
  samples,
}: {
  base: URL;
  key: string;
  size: number;
  diskPath: string;
  samples: number;
}): Promise<Section> {
  const starts = Array.from({ length: samples }, () => Math.floor(Math.random() * (size - RANGE)));
  const agent = keepAlive(1);
  const worker: number[] = [];
  const disk: number[] = [];
  try {
    for (const [i, start] of starts.entries()) {
      const end = start + RANGE - 1;
      const answer = await send(base, agent, { path: `/media/${key}`, headers: { Range: `bytes=${start}-${end}` } });
      if (answer.status !== 206 || answer.body.length !== RANGE)
        throw new Error(`/media/${key} bytes=${start}-${end} answered ${answer.status} with ${answer.body.length} bytes`);
      if (i > 0) worker.push(answer.ttfbMs); // the first opens the connection
      disk.push(await readFirstChunk(diskPath, start, end));
    }
  } finally {
    agent.destroy();
  }
  return {
    title: `Audio range requests: ${samples} random 64 KiB ranges of a ${Math.round(size / 2 ** 20)} MB R2 object, one at a time`,
    baseline: 'fs.createReadStream of the same ranges of the same bytes on disk, time to first chunk',
    rows: [
      {
        line: 'GET /media/* Range: time to first byte p50',
        ours: ms(median(worker)),
        baseline: ms(median(disk)),
        ratio: ratio(median(worker), median(disk)),
      },
      {
        line: 'GET /media/* Range: time to first byte p95',
        ours: ms(percentile(worker, 95)),
        baseline: ms(percentile(disk, 95)),
        ratio: ratio(percentile(worker, 95), percentile(disk, 95)),
      },
    ],
  };
}
