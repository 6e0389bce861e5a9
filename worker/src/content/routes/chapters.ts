import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env';
import { currentUser, requireEditor, requireMember } from '../../accounts/public';
import { idParam, listenableKindParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import { chaptersSchema } from '../../schemas/chapters';
import { getChapters, saveChapters } from '../services/chapters';

/** An episode's or a book's chapters: members read them, editors set them (the whole list at once). */
export const chapterRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/:kind/:id', async (c) =>
    c.json(await getChapters(c.var.db, listenableKindParam(c), idParam(c), currentUser(c).role !== 'member'), 200),
  )
  .put('/:kind/:id', requireEditor, valid('json', chaptersSchema), async (c) =>
    c.json(await saveChapters(c.var.db, currentUser(c), listenableKindParam(c), idParam(c), c.req.valid('json')), 200),
  );
