// The test-mode clock for monthly gifts (issue 21, decision 0033): signs in to the local portal as
// an admin and asks it to let months pass, so every monthly test gift is charged once a month.
//   npm run donations:advance -- --months 1 [--fail]
// --fail declines those charges, as an expired card would. The worker refuses unless it runs in
// test mode, so this can never charge anyone. PORT (8787), ADMIN_EMAIL and ADMIN_PASSWORD
// override the demo admin of `npm start`.
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { months: { type: 'string', default: '1' }, fail: { type: 'boolean', default: false } } });
const origin = `http://localhost:${process.env.PORT ?? 8787}`;
const email = process.env.ADMIN_EMAIL ?? 'admin@example.org';
const password = process.env.ADMIN_PASSWORD ?? 'admin-demo-password';

const login = await fetch(`${origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email, password }),
});
if (!login.ok) throw new Error(`Signing in as ${email} failed (${login.status}): ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const res = await fetch(`${origin}/api/donations/test-clock`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin, cookie },
  body: JSON.stringify({ months: Number(values.months), fail: values.fail }),
});
const body = await res.text();
if (!res.ok) throw new Error(`The clock did not move (${res.status}): ${body}`);
const { charged, failed, closed } = JSON.parse(body) as { charged: number; failed: number; closed: number };
console.log(
  `${values.months} month(s) passed: ${charged} charge(s) paid, ${failed} declined, ${closed} gift(s) paused for a closed campaign.`,
);
