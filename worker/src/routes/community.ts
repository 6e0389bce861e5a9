import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { currentUser, requireMember } from '../lib/auth';
import { idParam } from '../lib/params';
import { valid } from '../lib/validate';
import { POST_CATEGORIES } from '../schemas/community';
import { pageQuerySchema } from '../schemas/paging';
import { getPost, listPosts } from '../services/community';

const listQuery = v.object({
  ...pageQuerySchema.entries,
  category: v.optional(v.picklist(POST_CATEGORIES, `category must be one of: ${POST_CATEGORIES.join(', ')}`)),
});

export const communityRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/posts', valid('query', listQuery), async (c) => c.json(await listPosts(c.var.db, c.req.valid('query'), currentUser(c).id), 200))
  .get('/posts/:id', async (c) => c.json(await getPost(c.var.db, idParam(c, 'id', 'Post not found'), currentUser(c).id), 200));
