import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../platform/env';
import { currentUser, refuseSuspended, requireEditor, requireMember, requireVerified, siteOrigin } from '../../accounts/public';
import { sharedRead, sharesFromCache } from '../../lib/member-cache';
import { idParam } from '../../lib/params';
import { valid } from '../../lib/validate';
import {
  commentSchema,
  commentUpdateSchema,
  deletionQuerySchema,
  moderationSchema,
  POST_CATEGORIES,
  postSchema,
  postUpdateSchema,
  readSchema,
  reportSchema,
  reportsQuerySchema,
  reportUpdateSchema,
} from '../../schemas/community';
import { pageQuerySchema } from '../../schemas/paging';
import { getPost } from '../services/community';
import { listSharedPosts, postsForViewer } from '../services/community-list';
import { createComment, deleteComment, listComments, updateComment } from '../services/community-comments';
import { createReport, listReports, moderateComment, moderatePost, resolveReport } from '../services/community-moderation';
import { createPost, deletePost, setLike, updatePost } from '../services/community-posts';
import { communityStats } from '../services/community-stats';
import { markRead } from '../services/post-reads';
import { commentRevisions, postRevisions } from '../services/community-revisions';
import { deliverNotifications } from '../../notifications/public';

const listQuery = v.object({
  ...pageQuerySchema.entries,
  category: v.optional(v.picklist(POST_CATEGORIES, `category must be one of: ${POST_CATEGORIES.join(', ')}`)),
});

const postId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Post not found');
const commentId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'id', 'Comment not found');

// Every route needs a signed-in member; moderation and the report queue need an editor.
// Writing and rewriting posts and comments waits for a confirmed address and is refused while suspended.
// Routes validate and delegate: the rules live in the community services.
export const communityRoutes = new Hono<AppEnv>()
  .use(requireMember)
  .get('/posts', valid('query', listQuery), async (c) => {
    const query = c.req.valid('query');
    const shared = sharesFromCache(c, 'community')
      ? () => sharedRead(c, 'community', 'posts', query, (db) => listSharedPosts(db, query))
      : null;
    return c.json(await postsForViewer(c.var.db, query, currentUser(c), shared), 200);
  })
  .post('/posts', requireVerified, refuseSuspended, valid('json', postSchema), async (c) => {
    const { post, reached } = await createPost(c.var.db, currentUser(c), c.req.valid('json'));
    // Told after the post and its mentions are stored.
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(post, 201);
  })
  .get('/posts/:id', async (c) => c.json(await getPost(c.var.db, postId(c), currentUser(c)), 200))
  .patch('/posts/:id', refuseSuspended, valid('json', postUpdateSchema), async (c) => {
    const { post, reached } = await updatePost(c.var.db, currentUser(c), postId(c), c.req.valid('json'));
    // Only members the edit newly mentions are told.
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(post, 200);
  })
  .delete('/posts/:id', valid('query', deletionQuerySchema), async (c) => {
    const reached = await deletePost(c.var.db, currentUser(c), postId(c), c.req.valid('query').reason);
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json({ ok: true as const }, 200);
  })
  .put('/posts/:id/like', async (c) => {
    const { reached, ...like } = await setLike(c.var.db, currentUser(c), postId(c), true);
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(like, 200);
  })
  .delete('/posts/:id/like', async (c) => {
    const { reached: _none, ...like } = await setLike(c.var.db, currentUser(c), postId(c), false);
    return c.json(like, 200);
  })
  // Earlier versions of an edited item: readable by whoever may read the item (decision 0038).
  .get('/posts/:id/revisions', async (c) => c.json(await postRevisions(c.var.db, currentUser(c), postId(c)), 200))
  .get('/comments/:id/revisions', async (c) => c.json(await commentRevisions(c.var.db, currentUser(c), commentId(c)), 200))
  .get('/posts/:id/comments', async (c) => c.json(await listComments(c.var.db, currentUser(c), postId(c)), 200))
  .post('/posts/:id/comments', requireVerified, refuseSuspended, valid('json', commentSchema), async (c) => {
    const { comment, reached } = await createComment(c.var.db, currentUser(c), postId(c), c.req.valid('json'));
    // Told after the comment and its notifications are stored: live at once, and mailed.
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(comment, 201);
  })
  // Reading is not writing: a suspended member's place in a discussion still moves.
  .put('/posts/:id/read', valid('json', readSchema), async (c) =>
    c.json(await markRead(c.var.db, currentUser(c), postId(c), c.req.valid('json').lastReadCommentId), 200),
  )
  .patch('/comments/:id', refuseSuspended, valid('json', commentUpdateSchema), async (c) => {
    const { comment, reached } = await updateComment(c.var.db, currentUser(c), commentId(c), c.req.valid('json'));
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(comment, 200);
  })
  .delete('/comments/:id', valid('query', deletionQuerySchema), async (c) => {
    const reached = await deleteComment(c.var.db, currentUser(c), commentId(c), c.req.valid('query').reason);
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json({ ok: true as const }, 200);
  })
  .post('/posts/:id/report', valid('json', reportSchema), async (c) => {
    const { id, created, reached } = await createReport(c.var.db, currentUser(c), { postId: postId(c) }, c.req.valid('json'));
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json({ id }, created ? 201 : 200);
  })
  .post('/comments/:id/report', valid('json', reportSchema), async (c) => {
    const { id, created, reached } = await createReport(c.var.db, currentUser(c), { commentId: commentId(c) }, c.req.valid('json'));
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json({ id }, created ? 201 : 200);
  })
  .get('/reports', requireEditor, valid('query', reportsQuerySchema), async (c) =>
    c.json(await listReports(c.var.db, currentUser(c), c.req.valid('query').status), 200),
  )
  .patch('/reports/:id', requireEditor, valid('json', reportUpdateSchema), async (c) => {
    const { report, reached } = await resolveReport(
      c.var.db,
      currentUser(c),
      idParam(c, 'id', 'Report not found'),
      c.req.valid('json').status,
    );
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(report, 200);
  })
  // The author is told what was done, with the reason given (decision 0041).
  .patch('/posts/:id/moderation', requireEditor, valid('json', moderationSchema), async (c) => {
    const { result, reached } = await moderatePost(c.var.db, currentUser(c), postId(c), c.req.valid('json'));
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(result, 200);
  })
  .patch('/comments/:id/moderation', requireEditor, valid('json', moderationSchema), async (c) => {
    const { result, reached } = await moderateComment(c.var.db, currentUser(c), commentId(c), c.req.valid('json'));
    await deliverNotifications(c.env, c.var.db, reached, siteOrigin(c));
    return c.json(result, 200);
  })
  .get('/stats', async (c) => c.json(await communityStats(c.var.db), 200));
