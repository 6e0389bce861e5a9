import { Fragment } from 'react';
import { splitMentions } from '@/lib/mentions';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/**
 * Text a member wrote, shown as text: React escapes it, line breaks are kept by CSS, and
 * web addresses become links. Only http(s) addresses match, so no "javascript:" link can
 * be made; links are marked as user content for search engines. In a chat room, "@Display Name"
 * of a member in `mentions` is marked (bold and underlined, not by colour alone).
 */
export function UserText({ text, className = '', mentions = [] }: { text: string; className?: string; mentions?: string[] }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index), { url: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <div className={`whitespace-pre-line break-words ${className}`}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{withMentions(part, mentions)}</Fragment>
        ) : (
          <a
            key={i}
            href={part.url}
            rel="noopener noreferrer nofollow ugc"
            className="font-semibold text-violet-900 underline underline-offset-2"
          >
            {part.url}
          </a>
        ),
      )}
    </div>
  );
}

function withMentions(text: string, names: string[]) {
  if (names.length === 0) return text;
  return splitMentions(text, names).map((part, i) =>
    typeof part === 'string' ? (
      <Fragment key={i}>{part}</Fragment>
    ) : (
      <mark key={i} className="rounded bg-amber-100 px-0.5 font-bold text-slate-950 underline decoration-2 underline-offset-2">
        {part.mention}
      </mark>
    ),
  );
}
