/**
 * Replies to a notification email on the local portal, as Cloudflare Email Routing would
 * deliver it to the worker's `email` handler (decision 0036):
 *
 *   npm run email:reply -- --to 'reply+12-AbC…@reply.localhost' --from member@example.org "Thanks, that helps."
 *   npm run email:reply -- --to 'reply+12-AbC…@reply.localhost' --from member@example.org --file reply.eml
 *
 * The address is the notification email's Reply-To (open the mail in the local inbox). With
 * words, a plain message is made; with --file, the raw message is sent as it is.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { to: { type: 'string' }, from: { type: 'string' }, file: { type: 'string' }, port: { type: 'string' } },
  allowPositionals: true,
});
if (!values.to || !values.from || (!values.file && positionals.length === 0)) {
  console.error('Usage: npm run email:reply -- --to <Reply-To address> --from <member address> ("words" | --file message.eml)');
  process.exit(2);
}
const port = values.port ?? process.env.PORT ?? '8787';
const raw = values.file
  ? readFileSync(values.file, 'utf8')
  : [
      `From: ${values.from}`,
      `To: ${values.to}`,
      'Subject: Re: your notification',
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${Date.now()}@local.test>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      positionals.join(' '),
      '',
    ].join('\r\n');

const url = new URL(`http://localhost:${port}/cdn-cgi/handler/email`);
url.searchParams.set('from', values.from);
url.searchParams.set('to', values.to);
const res = await fetch(url, { method: 'POST', body: raw });
const said = await res.text();
if (!res.ok) {
  console.error(`Not posted (${res.status}): ${said}`);
  process.exit(1);
}
console.log(said.trim() || 'Delivered to the email handler.');
