import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sha256Base64 } from './crypto';

/**
 * The few pages the worker itself answers to a full-page navigation (/api/logout, an OpenID
 * sign-in it will not complete): plain HTML with no script and one small stylesheet, allowed
 * by its hash. The colours are the site header's (violet 950 on white, an amber focus ring),
 * each pair above 7:1; buttons are 44 px tall, as the SPA's are.
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

let styleSource: Promise<string> | undefined;

/** `main` is trusted HTML written here, never a visitor's words. */
export async function workerPage(
  c: Context,
  { title, main, status = 200 }: { title: string; main: string; status?: ContentfulStatusCode },
): Promise<Response> {
  styleSource ??= sha256Base64(STYLE).then((hash) => `'sha256-${hash}'`);
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src ${await styleSource}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  c.header('Cache-Control', 'private, no-store');
  return c.html(
    `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Equal Ground</title>
<style>${STYLE}</style>
</head>
<body>
<header>Equal Ground</header>
<main>
${main}
</main>
</body>
</html>
`,
    status,
  );
}
