import { beforeAll, describe, expect, it } from 'vitest';
import { CMS_PAGE_ROUTE, SCREEN_PATHS, WORKER_PATHS } from '../worker/src/schemas/site-routes';
import { latestMailTo } from '../e2e/support/mail';
import { api, base, DEMO, freshAddress, joinAndConfirm, mailURL, signIn } from './support/http';

// Issue 52's first takeover, against the running portal: an editor's redirect from a mailed
// link's page carried its token to another site. Generated from the route table, so a page
// added later is covered without editing this file (decision 0045).

const ATTACKER = 'https://attacker.example/collect';
/** A concrete address a route pattern answers. */
const sampleOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'sample-7').replace(/\*/g, 'sample-7');

let admin: string;
let editor: string;
beforeAll(async () => {
  admin = await signIn(DEMO.admin);
  editor = await signIn(DEMO.editor);
});

const createRedirect = (cookie: string, fromUrl: string, toUrl = ATTACKER) =>
  api('/api/cms/redirects', { method: 'POST', cookie, body: { fromUrl, toUrl, statusCode: 302 } });

describe('redirects never take over an address the site answers', () => {
  const patterns = [...SCREEN_PATHS, ...WORKER_PATHS].filter((p) => p !== CMS_PAGE_ROUTE);

  it(`refuses all ${patterns.length} routes of the route table, even to an administrator`, async () => {
    const accepted: string[] = [];
    for (const pattern of patterns) {
      const res = await createRedirect(admin, sampleOf(pattern));
      if (res.status !== 400) accepted.push(`${sampleOf(pattern)} answered ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it('a reset mail’s link opens the portal’s own page, never a redirect', async () => {
    const member = await joinAndConfirm('reset-link');
    const after = new Date();
    expect((await api('/api/auth/forgot-password', { method: 'POST', body: { email: member.email } })).status).toBe(202);
    const mail = await latestMailTo(mailURL, member.email, { subject: /Choose a new password/, after });
    const link = /https?:\/\/\S+\/reset-password\?token=[^\s<>"')\]]+/.exec(mail.text)![0];
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('another site is an administrator’s decision, and never receives the query', () => {
  it('refuses an editor’s redirect to another site with 403', async () => {
    const res = await createRedirect(editor, `/old-${freshAddress('x').split('@')[0]}`);
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/administrator/i);
  });

  it('an administrator’s off-site redirect drops the query string on the way out', async () => {
    const from = `/old-${freshAddress('off-site').split('@')[0]}`;
    expect((await createRedirect(admin, from)).status).toBe(201);
    const followed = await fetch(new URL(`${from}?token=secret-token&x=1`, base), { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(ATTACKER);
  });
});
