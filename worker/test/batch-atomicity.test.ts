import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { createTestEnv } from './support/env';
import { makeCampaign, withTestMode } from './support/donation-factories';
import { makePost, signedIn } from './support/factories';
import { call } from './support/request';

/**
 * Writes that belong together are one batch, so a crash between them leaves nothing half-done. Each test lets the first statement of a
 * batch run and then fails the next one, with a trigger that aborts it, as a crash or a lost
 * connection between the two would; the first must be undone with it.
 */
let te: Awaited<ReturnType<typeof createTestEnv>>;
beforeAll(async () => {
  te = await createTestEnv();
  te.env = withTestMode(te.env);
});
afterAll(() => te.dispose());

const triggers: string[] = [];
/** Makes the statement after the first one fail, as a fault between them would. */
async function failAfterFirst(name: string, when: string) {
  await te.db.run(sql.raw(`create trigger ${name} ${when} begin select raise(abort, 'D1_ERROR: injected fault'); end`));
  triggers.push(name);
}
afterEach(async () => {
  for (const name of triggers.splice(0)) await te.db.run(sql.raw(`drop trigger ${name}`));
});

describe('a fault between writes that belong together leaves no half-write', () => {
  it('a comment and its post’s count', async () => {
    const member = await signedIn(te.db);
    const post = await makePost(te.db, member.user.id);
    await failAfterFirst('fail_comment_count', 'before update of comments_count on community_posts');
    const res = await call(te.env, `/api/community/posts/${post.id}/comments`, {
      method: 'POST',
      cookie: member.cookie,
      body: { content: 'Lost in a fault?' },
    });
    expect(res.status).toBe(503);
    const [comments] = await te.db.select({ n: count() }).from(t.postComments).where(eq(t.postComments.postId, post.id));
    expect(comments!.n).toBe(0);
    expect((await te.db.select().from(t.communityPosts).where(eq(t.communityPosts.id, post.id)).get())!.commentsCount).toBe(0);
  });

  it('a like and the post’s like count', async () => {
    const member = await signedIn(te.db);
    const post = await makePost(te.db, member.user.id);
    await failAfterFirst('fail_like_count', 'before update of likes_count on community_posts');
    expect((await call(te.env, `/api/community/posts/${post.id}/like`, { method: 'PUT', cookie: member.cookie })).status).toBe(503);
    const [likes] = await te.db.select({ n: count() }).from(t.postLikes).where(eq(t.postLikes.postId, post.id));
    expect(likes!.n).toBe(0);
  });

  it('a gift and its payment (which is what the campaign total counts)', async () => {
    const campaign = await makeCampaign(te.db);
    await failAfterFirst('fail_gift_paid', "before update of status on donations when new.status = 'paid'");
    const res = await call(te.env, `/api/donation-campaigns/${campaign.id}/donations`, {
      method: 'POST',
      body: { amount: '25', donorName: 'Alex', showName: true, email: 'alex@example.test' },
      headers: { 'cf-connecting-ip': '198.51.100.20' },
    });
    expect(res.status).toBe(503);
    expect(await te.db.select().from(t.donations).where(eq(t.donations.campaignId, campaign.id)).all()).toEqual([]);
    const stats = (await (await call(te.env, '/api/donation-campaigns')).json()) as { id: number; currentAmount: string }[];
    expect(stats.find((c) => c.id === campaign.id)!.currentAmount).toBe('0.00');
  });

  it('an admin’s sign-out of a member and its audit entry', async () => {
    const admin = await signedIn(te.db, { role: 'admin' });
    const member = await signedIn(te.db);
    await failAfterFirst('fail_audit', 'before insert on audit_log');
    expect((await call(te.env, `/api/cms/members/${member.user.id}/sessions`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(
      503,
    );
    expect((await call(te.env, '/api/auth/user', { cookie: member.cookie })).status).toBe(200);
  });
});
