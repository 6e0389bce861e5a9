import { describe, expect, it } from 'vitest';
import { api, joinAndConfirm } from './support/http';

// A limit is a condition of the write in the same batch (decision 0048): a new member who sends
// the same post six times at once, over six connections to the running portal, gets exactly 3.

describe('a new member’s limits hold under parallel requests', () => {
  it('six posts at once from a level-0 member: exactly three are stored, three refused with the reason', async () => {
    const member = await joinAndConfirm('race-posts');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api('/api/community/posts', {
          method: 'POST',
          cookie: member.cookie,
          body: {
            title: `Race post ${i + 1} of member ${member.id}`,
            content: 'Something worth saying today.',
            category: 'General Discussion',
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual([429, 429, 429]);
    for (const a of refused) expect(a.json.message).toMatch(/New members can write 3 posts a day/);
    // And the forum holds exactly three: nothing slipped in between the check and the insert.
    const newest = await api('/api/community/posts?category=General%20Discussion', { cookie: member.cookie });
    const titles = JSON.stringify(newest.json).match(new RegExp(`Race post \\d of member ${member.id}"`, 'g')) ?? [];
    expect(new Set(titles).size).toBe(3);
  });
});
