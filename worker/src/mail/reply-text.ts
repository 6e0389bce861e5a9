/**
 * The new words of an emailed reply: everything above the quoted message and the signature.
 * Mail programs mark the quote in different ways, so the first of these ends the reply:
 * "On Tue, 3 Nov 2026, Ada <ada@example.org> wrote:" (Gmail, Apple Mail, Thunderbird, on one or
 * two lines), Outlook's "-----Original Message-----" or "From: …" header block, a line of
 * underscores, a ">" quote, and the signature separator "-- ". "Sent from my iPhone" goes too.
 */
const ENDS_REPLY = [
  /^On\b.{0,200}\bwrote:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{5,}\s*$/,
  /^From:\s.+$/i,
  /^>/,
  /^-- ?$/,
  /^Sent from my \w+/i,
  /^Get Outlook for /i,
];

export function replyText(body: string): string {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const wrappedOn = /^On\b/i.test(line) && !/wrote:\s*$/i.test(line) && /wrote:\s*$/i.test(lines[i + 1]?.trim() ?? '');
    if (wrappedOn || ENDS_REPLY.some((re) => re.test(line))) {
      end = i;
      break;
    }
  }
  return lines
    .slice(0, end)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
