// npm run site-images -- --remote: puts the landing page's pictures in the production R2
// bucket (once per deployment of a new picture; the keys carry a version). `npm start` puts
// them in the local bucket itself, so this is for production (or `--local` to try it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteImageFiles } from '../worker/seed/site-images';
import { bin, fromToml, persistDir, run } from './lib/local';

const where = process.argv.includes('--remote') ? '--remote' : process.argv.includes('--local') ? '--local' : null;
if (!where) {
  console.error('Say where: npm run site-images -- --remote (production) or -- --local');
  process.exit(1);
}
const bucket = fromToml('bucket_name');
const dir = mkdtempSync(path.join(tmpdir(), 'site-images-'));
try {
  for (const file of siteImageFiles()) {
    const local = path.join(dir, path.basename(file.key));
    writeFileSync(local, file.bytes);
    const args = ['r2', 'object', 'put', `${bucket}/${file.key}`, '--file', local, '--content-type', file.contentType, where];
    if (where === '--local') args.push('--persist-to', persistDir);
    await run(bin('wrangler'), args);
  }
  console.log(`Put ${siteImageFiles().length} site images in ${bucket} (${where.slice(2)}).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
