import { safeHref } from './content-link';

/** What a line of Markdown holds: text, emphasis, code, links and line breaks. Never HTML. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const BARE_URL = /https?:\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]*_]/iy;
const AUTOLINK = /<((?:https?:\/\/|mailto:|tel:)[^\s<>]+)>/iy;
// What is inside a link's (...), trimmed: an address, optionally followed by a title.
const LINK_DESTINATION = /^(?:<([^<>\n]*)>|(\S*))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?$/;
const LINK_TITLE = /^(?:"[^"]*"|'[^']*'|\([^)]*\))$/;
// Bounds on how far a delimiter looks for its partner, so a stray "[" or "*" in a long
// page cannot make rendering quadratic.
const MAX_SPAN = 2000;
const MAX_NESTING = 8;

// Asked for every delimiter an emphasis scan passes, so ASCII is answered without a regex.
const isSpace = (c: string | undefined) => c === undefined || (c < '\x80' ? c === ' ' || (c >= '\t' && c <= '\r') : /\s/.test(c));
const isWord = (c: string | undefined) =>
  c !== undefined && (c < '\x80' ? (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') : WORD_CHARACTER.test(c));
/** A sticky pattern tried at one position. */
function matchAt(pattern: RegExp, src: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(src);
}
const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

type CodeSpan = { text: string; end: number };
/** Finds the `code` span opening at a backtick, or null; made once per text by codeSpans. */
type CodeSpanAt = (start: number) => CodeSpan | null;

/** The first index in a sorted list holding a value above `after` (the list's length if none). */
function firstAbove(sorted: number[], after: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! > after) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * `code` spans: a run of n backticks up to the next run of exactly n. The runs are indexed
 * once per text, so finding an opener's partner is a lookup rather than a search of the
 * rest of the text (which made runs of 1, 2, 3... backticks quadratic).
 */
function codeSpans(src: string): CodeSpanAt {
  const runStarts: number[] = [];
  const runEnds: number[] = [];
  const startsByLength = new Map<number, number[]>();
  for (let j = src.indexOf('`'); j !== -1; j = src.indexOf('`', j)) {
    let end = j;
    while (src[end] === '`') end++;
    runStarts.push(j);
    runEnds.push(end);
    const starts = startsByLength.get(end - j);
    if (starts) starts.push(j);
    else startsByLength.set(end - j, [j]);
    j = end;
  }
  return (start) => {
    // The opener runs from start to the end of its run: start may be inside a run, after a "\`".
    const end = runEnds[firstAbove(runStarts, start) - 1];
    if (end === undefined || end <= start) return null;
    const starts = startsByLength.get(end - start) ?? [];
    const close = starts[firstAbove(starts, end)];
    if (close === undefined) return null;
    const text = src.slice(end, close).replace(/\n/g, ' ');
    // One space is taken from each end when both have one and there is more than spaces.
    const padded = text[0] === ' ' && text[text.length - 1] === ' ' && /[^ ]/.test(text);
    return { text: padded ? text.slice(1, -1) : text, end: close + end - start };
  };
}

/** Where the last run of `ch` that could close emphasis sits: no opener need look past it. */
function lastCloserOf(src: string, ch: '*' | '_'): number {
  for (let j = src.length - 1; j > 0; j--) {
    if (src[j] === ch && src[j + 1] !== ch && !isSpace(src[j - 1]) && !(ch === '_' && isWord(src[j + 1]))) return j;
  }
  return -1;
}

/**
 * *em*, _em_, **strong**, __strong__ and ***both***: finds the opening run's partner,
 * stepping over emphasis nested inside (a small stack of open runs).
 */
function emphasisAt(
  src: string,
  start: number,
  lastCloser: number,
  codeSpanAt: CodeSpanAt,
): { type: 'strong' | 'em' | 'both'; inner: string; end: number } | null {
  const ch = src[start]!;
  let run = 0;
  while (src[start + run] === ch) run++;
  const size = Math.min(run, 3);
  const from = start + size;
  // snake_case_words are not emphasis, and "2 * 3" is not either.
  if (isSpace(src[from]) || (ch === '_' && isWord(src[start - 1]))) return null;
  const open: number[] = [];
  const limit = Math.min(lastCloser + 1, from + MAX_SPAN);
  for (let j = from + 1; j < limit; j++) {
    const c = src[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '`') {
      const code = codeSpanAt(j);
      if (code) j = code.end - 1;
      continue;
    }
    if (c !== ch) continue;
    let length = 0;
    while (src[j + length] === ch) length++;
    const canClose = !isSpace(src[j - 1]) && !(ch === '_' && isWord(src[j + length]));
    const canOpen = !isSpace(src[j + length]) && !(ch === '_' && isWord(src[j - 1]));
    let left = length;
    if (canClose) {
      while (left > 0 && open.length > 0 && open[open.length - 1]! <= left) left -= open.pop()!;
      if (open.length === 0 && left >= size) {
        const innerEnd = j + length - left;
        return { type: size === 3 ? 'both' : size === 2 ? 'strong' : 'em', inner: src.slice(from, innerEnd), end: innerEnd + size };
      }
    }
    if (canOpen && left > 0) open.push(left);
    j += length - 1;
  }
  return null;
}

/** Each "[" and its partner "]", in one pass (escapes and code spans skipped), so links cost O(n). */
function bracketPartners(src: string, codeSpanAt: CodeSpanAt): Map<number, number> {
  const partners = new Map<number, number>();
  const open: number[] = [];
  for (let j = 0; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '`') {
      let end = codeSpanAt(j)?.end ?? j;
      while (end === j && src[end] === '`') end++;
      j = end - 1;
    } else if (c === '[') open.push(j);
    else if (c === ']' && open.length > 0) partners.set(open.pop()!, j);
  }
  return partners;
}

/** Each "(" and its partner ")", escapes skipped (code spans are not: an address has no code). */
function parenPartners(src: string): Map<number, number> {
  const partners = new Map<number, number>();
  const open: number[] = [];
  for (let j = 0; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '(') open.push(j);
    else if (c === ')' && open.length > 0) partners.set(open.pop()!, j);
  }
  return partners;
}

type Partners = { brackets: Map<number, number>; parens: Map<number, number> };

/** [text](url "optional title"). */
function linkAt(src: string, start: number, partners: Partners): { text: string; url: string; end: number } | null {
  const close = partners.brackets.get(start);
  if (close === undefined || src[close + 1] !== '(') return null;
  // The "(" straight after a "]" is never escaped, so its partner is the ")" that closes the
  // address; found in one pass over the text rather than by a search from every "[".
  const end = partners.parens.get(close + 1);
  if (end === undefined || end >= close + 2 + MAX_SPAN) return null;
  // Trimmed first: "\s*" at either end of the pattern, next to "\s+", made it quadratic.
  const inside = src.slice(close + 2, end);
  const trimmed = inside.trim();
  const destination = LINK_DESTINATION.exec(trimmed);
  // ( "title") with white space before it has an empty address, as it did before trimming.
  if (!destination && !(trimmed !== inside.trimEnd() && LINK_TITLE.test(trimmed))) return null;
  return { text: src.slice(start + 1, close), url: unescape(destination?.[1] ?? destination?.[2] ?? ''), end: end + 1 };
}

/** Reads inline Markdown. Inside link text, no further links are made (no nested anchors). */
export function parseInline(src: string, links = true, nesting = 0): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  const push = (node: Inline) => {
    flush();
    out.push(node);
  };
  const nested = (inner: string, allowLinks = links) => parseInline(inner, allowLinks, nesting + 1);
  const lastCloser = { '*': lastCloserOf(src, '*'), _: lastCloserOf(src, '_') };
  const codeSpanAt = codeSpans(src);
  const partners: Partners = links
    ? { brackets: bracketPartners(src, codeSpanAt), parens: parenPartners(src) }
    : { brackets: new Map(), parens: new Map() };
  const linkTo = (url: string, children: Inline[]) => {
    const href = safeHref(url);
    // A refused address (javascript:, data:...) keeps its words and loses the link.
    if (!href) return children.forEach(push);
    push({ type: 'link', href, children: children.length ? children : [{ type: 'text', text: href }] });
  };

  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '\\' && src[i + 1] === '\n') {
      push({ type: 'break' });
      i += 2;
    } else if (ch === '\\' && ASCII_PUNCTUATION.test(src[i + 1] ?? '')) {
      text += src[i + 1];
      i += 2;
    } else if (ch === '\n') {
      push({ type: 'break' });
      i++;
    } else if (ch === '`') {
      const code = codeSpanAt(i);
      if (code) {
        push({ type: 'code', text: code.text });
        i = code.end;
      } else {
        while (src[i] === '`') text += src[i++];
      }
    } else if ((ch === '*' || ch === '_') && nesting < MAX_NESTING) {
      const em = emphasisAt(src, i, lastCloser[ch], codeSpanAt);
      if (!em) {
        while (src[i] === ch) text += src[i++];
        continue;
      }
      const children = nested(em.inner);
      push(em.type === 'both' ? { type: 'strong', children: [{ type: 'em', children }] } : { type: em.type, children });
      i = em.end;
    } else if ((ch === '[' || (ch === '!' && src[i + 1] === '[')) && links && nesting < MAX_NESTING) {
      // Images are not shown inline; ![alt](src) becomes a link to the image, named by its alt text.
      const link = linkAt(src, ch === '!' ? i + 1 : i, partners);
      if (link) {
        linkTo(link.url, nested(link.text, false));
        i = link.end;
      } else {
        text += ch;
        i++;
      }
    } else if (ch === '<' && links && matchAt(AUTOLINK, src, i)) {
      const url = matchAt(AUTOLINK, src, i)![1]!;
      linkTo(url, [{ type: 'text', text: url.replace(/^mailto:/i, '') }]);
      i += url.length + 2;
    } else if ((ch === 'h' || ch === 'H') && links && !isWord(src[i - 1]) && matchAt(BARE_URL, src, i)) {
      let url = matchAt(BARE_URL, src, i)![0];
      // "(see https://example.org/a_(b))": keep a closing bracket the address itself opened.
      if (src[i + url.length] === ')' && (url.match(/\(/g)?.length ?? 0) > (url.match(/\)/g)?.length ?? 0)) url += ')';
      linkTo(url, [{ type: 'text', text: url }]);
      i += url.length;
    } else {
      text += ch;
      i++;
    }
  }
  flush();
  return out;
}

/** The words of inline content, without markup: for comparing a heading with a title. */
export function plainText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === 'text' || n.type === 'code' ? n.text : n.type === 'break' ? ' ' : plainText(n.children))).join('');
}
