import type { Context } from 'hono';
import { sha256Base64 } from './crypto';

/**
 * What GET /api/logout answers a signed-in member: a page with the Sign Out button. Ending a
 * session is a change, and a GET can be sent by anything (an <img> in an article, a link on
 * another site), so only the button's POST, which the same-origin check guards, signs out.
 * Members reach this page from an old link or bookmark; the header's button posts directly.
 *
 * Plain HTML with its own small stylesheet: the SPA is not involved, and the page has no
 * script. The colours are the header's (violet 950 on white, amber focus ring), each pair
 * above 7:1; the button is 44 px tall, as the SPA's are.
 */
const STYLE = `
body { margin: 0; font: 1.125rem/1.5 system-ui, sans-serif; color: #0f172a; background: #f8fafc; }
header { background: #2e1065; color: #fff; padding: 1rem; font-weight: 700; font-size: 1.25rem; }
main { max-width: 36rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 1rem; }
form { margin: 1.5rem 0; }
button { min-height: 2.75rem; padding: 0.5rem 1.25rem; border: 2px solid #2e1065; border-radius: 0.5rem; background: #2e1065; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
button:hover { background: #4c1d95; }
a { color: #4c1d95; }
button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

const PAGE = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out – Equal Ground</title>
<style>${STYLE}</style>
</head>
<body>
<header>Equal Ground</header>
<main>
<h1>Sign out of Equal Ground?</h1>
<p>You are signed in on this device. Signing out ends this session here; you stay signed in on your other devices.</p>
<form method="post" action="/api/logout">
<button type="submit">Sign Out</button>
</form>
<p><a href="/">Stay signed in and go back to Equal Ground</a></p>
</main>
</body>
</html>
`;

let styleSource: Promise<string> | undefined;

export async function signOutPage(c: Context): Promise<Response> {
  styleSource ??= sha256Base64(STYLE).then((hash) => `'sha256-${hash}'`);
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${await styleSource}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('Cache-Control', 'private, no-store');
  return c.html(PAGE, 200);
}
