import type { Context } from 'hono';
import { workerPage } from '../lib/worker-page';

/**
 * What GET /api/logout answers a signed-in member: a page with the Sign Out button. Ending a
 * session is a change, and a GET can be sent by anything (an <img> in an article, a link on
 * another site), so only the button's POST, which the same-origin check guards, signs out.
 * Members reach this page from an old link or bookmark; the header's button posts directly.
 */
export const signOutPage = (c: Context) =>
  workerPage(c, {
    title: 'Sign out',
    main: `<h1>Sign out of Equal Ground?</h1>
<p>You are signed in on this device. Signing out ends this session here; you stay signed in on your other devices.</p>
<form method="post" action="/api/logout">
<button type="submit">Sign Out</button>
</form>
<p><a href="/">Stay signed in and go back to Equal Ground</a></p>`,
  });

/**
 * What an OpenID sign-in answers when its email already belongs to an account here that it
 * will not link (decision 0016): the person is told why, in plain words, and where to go
 * instead. Nothing about the account is shown beyond what they just typed at their provider.
 */
export const linkRefusedPage = (c: Context) =>
  workerPage(c, {
    title: 'Sign-in not completed',
    status: 409,
    main: `<h1>This email address already has an account here</h1>
<p>Your sign-in service confirmed who you are, but an account with the same email address was already made here with a password, and that address has not been confirmed as belonging to its owner. To keep accounts safe, we join the two only when both sides have confirmed the address, so you are not signed in.</p>
<p>If the account is yours, sign in with its email address and password. If you did not make it, contact us so we can look into it.</p>
<p><a href="/login">Go to Sign In</a></p>`,
  });
