import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireEditor, requireMember } from '../../accounts/public';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { transcriptSchema } from '../../schemas/webvtt';
import { deleteVtt, getCues, saveVtt } from '../services/timed-transcripts';

const episodeId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Episode not found');
const isStaff = (c: Parameters<typeof currentUser>[0]) => currentUser(c).role !== 'member';

/** An episode's timed transcript: members read its cues, editors upload (or paste) and remove the WebVTT file. */
export const timedTranscriptRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/:id', async (c) => c.json(await getCues(c.var.db, c.env.MEDIA, episodeId(c), isStaff(c)), 200))
  .put('/:id', requireEditor, valid('json', transcriptSchema), async (c) =>
    c.json(await saveVtt(c.var.db, c.env.MEDIA, currentUser(c), episodeId(c), c.req.valid('json').vtt), 200),
  )
  .delete('/:id', requireEditor, async (c) => {
    await deleteVtt(c.var.db, c.env.MEDIA, currentUser(c), episodeId(c));
    return c.json({ ok: true as const }, 200);
  });
