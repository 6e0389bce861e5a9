// Every mail the portal sends is built here, from words, never from markup: a plain-text part
// always (what many screen-reader and braille users read first), and simple semantic HTML
// beside it: one heading, paragraphs in 18 px type, and one clear button that is also a plain
// link. Nothing is said by an image or by colour alone, and each mail says why it was sent.

import { safeName } from '../schemas/names';

export const SITE_NAME = 'Equal Ground';

export type MailContent = {
  subject: string;
  /** The one heading, in the words of the subject or close to them. */
  heading: string;
  /** Plain sentences, one paragraph each; a greeting first. */
  paragraphs: string[];
  /** The one thing to do, if any: a button in HTML, a line with the address in the text part. */
  action?: { label: string; url: string };
  /** Groups of links under their own heading (a digest): each a line of words leading somewhere. */
  sections?: { heading: string; items: { text: string; url: string }[]; footnote?: string }[];
  /** Said after the action (how long a link works, what to do if it was not you). */
  after?: string[];
  /** Why the member got this mail, said at the foot. */
  reason: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

/** Whom a mail about an account greets: the member's first name and whether their address is confirmed. */
export type Addressee = { firstName: string | null; emailVerifiedAt: string | null };

/**
 * "Hello Sam," only to an address shown to be the member's. Until it is, the name is whatever
 * the person who made the account typed, and the mail may be going to someone else's inbox: it
 * must not carry their words (issue 52: "Hello your donation failed. Pay again at https://…").
 * `null`: an address nobody has confirmed yet (a new account's, a new address for an account).
 */
export function greeting(to: Addressee | null): string {
  // A name kept from before names refused links is left out as well.
  const name = to?.emailVerifiedAt ? safeName(to.firstName) : null;
  return name ? `Hello ${name},` : 'Hello,';
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

export function renderMail(content: MailContent, organisation: string): RenderedMail {
  const { subject, heading, paragraphs, action, sections = [], after = [], reason } = content;
  const footer = `${reason} ${SITE_NAME} is run by ${organisation.replace(/\.+$/, '')}.`;

  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...sections.flatMap((s) => [s.heading, ...s.items.map((i) => `- ${i.text}\n  ${i.url}`), ...(s.footnote ? [s.footnote] : []), '']),
    ...(action ? [`${action.label}:`, action.url, ''] : []),
    ...after.flatMap((p) => [p, '']),
    '--',
    footer,
    '',
  ].join('\n');

  const p = (words: string) => `<p style="margin:0 0 16px;font-size:18px;line-height:1.5">${escapeHtml(words)}</p>`;
  // The button is a link with padding (mail clients drop <button> and most CSS); its colours
  // pass WCAG AA (white on #4c1d95 is 10.6:1), and the address is repeated in words below it.
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4c1d95;color:#ffffff;font-size:18px;font-weight:bold;text-decoration:underline;padding:14px 22px;border-radius:6px">${escapeHtml(action.label)}</a></p>
${p('If the button does not work, copy this address into your browser:')}
<p style="margin:0 0 16px;font-size:18px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(action.url)}" style="color:#4c1d95">${escapeHtml(action.url)}</a></p>`
    : '';

  // A heading per group and a real list, so a screen reader can move by heading and hear the count.
  const section = (s: NonNullable<MailContent['sections']>[number]) =>
    `<h2 style="margin:24px 0 8px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(s.heading)}</h2>
<ul style="margin:0 0 16px;padding-left:24px">${s.items
      .map(
        (i) =>
          `<li style="margin:0 0 8px;font-size:18px;line-height:1.5"><a href="${escapeHtml(i.url)}" style="color:#4c1d95">${escapeHtml(i.text)}</a></li>`,
      )
      .join('')}</ul>${s.footnote ? `\n${p(s.footnote)}` : ''}`;

  const html = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:#1e293b;font-family:Arial,Helvetica,sans-serif">
<main style="max-width:600px;margin:0 auto;padding:24px">
<p style="margin:0 0 8px;font-size:18px;font-weight:bold">${SITE_NAME}</p>
<h1 style="margin:0 0 24px;font-size:28px;line-height:1.25;color:#0f172a">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
${sections.map(section).join('\n')}
${button}
${after.map(p).join('\n')}
<hr style="border:0;border-top:1px solid #94a3b8;margin:32px 0 16px">
<footer><p style="margin:0;font-size:16px;line-height:1.5;color:#334155">${escapeHtml(footer)}</p></footer>
</main>
</body>
</html>
`;
  return { subject, text, html };
}
