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
// Bounds on how far a delimiter looks for its partner, so a stray "[" or "*" in a long
// page cannot make rendering quadratic.
const MAX_SPAN = 2000;
const MAX_NESTING = 8;

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
/** A sticky pattern tried at one position. */
function matchAt(pattern: RegExp, src: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(src);
}
const unescape = (text: string) => text.replace(/\\([!-/:-@[-`{-~])/g, '$1');

/** `code` spans: a run of n backticks up to the next run of exactly n. */
function codeSpanAt(src: string, start: number): { text: string; end: number } | null {
  let n = 0;
  while (src[start + n] === '`') n++;
  const fence = '`'.repeat(n);
  for (let j = src.indexOf(fence, start + n); j !== -1; j = src.indexOf(fence, j)) {
    let end = j;
    while (src[end] === '`') end++;
    if (end - j === n) {
      const text = src.slice(start + n, j).replace(/\n/g, ' ');
      return { text: /^ .*[^ ].* $/.test(text) ? text.slice(1, -1) : text, end };
    }
    j = end;
  }
  return null;
}

/** Where the last run of `ch` that could close emphasis sits: no opener need look past it. */
function lastCloserOf(src: string, ch: '*' | '_'): number {
  for (let j = src.length - 1; j > 0; j--) {
    if (src[j] === ch && src[j + 1] !== ch && !isSpace(src[j - 1]) && !(ch === '_' && WORD_CHARACTER.test(src[j + 1] ?? ''))) return j;
  }
  return -1;
}

/**
 * *em*, _em_, **strong**, __strong__ and ***both***: finds the opening run's partner,
 * stepping over emphasis nested inside (a small stack of open runs).
 */
function emphasisAt(src: string, start: number, lastCloser: number): { type: 'strong' | 'em' | 'both'; inner: string; end: number } | null {
  const ch = src[start]!;
  let run = 0;
  while (src[start + run] === ch) run++;
  const size = Math.min(run, 3);
  const from = start + size;
  // snake_case_words are not emphasis, and "2 * 3" is not either.
  if (isSpace(src[from]) || (ch === '_' && WORD_CHARACTER.test(src[start - 1] ?? ''))) return null;
  const open: number[] = [];
  const limit = Math.min(lastCloser + 1, from + MAX_SPAN);
  for (let j = from + 1; j < limit; j++) {
    const c = src[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '`') {
      const code = codeSpanAt(src, j);
      if (code) j = code.end - 1;
      continue;
    }
    if (c !== ch) continue;
    let length = 0;
    while (src[j + length] === ch) length++;
    const canClose = !isSpace(src[j - 1]) && !(ch === '_' && WORD_CHARACTER.test(src[j + length] ?? ''));
    const canOpen = !isSpace(src[j + length]) && !(ch === '_' && WORD_CHARACTER.test(src[j - 1] ?? ''));
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
function bracketPartners(src: string): Map<number, number> {
  const partners = new Map<number, number>();
  const open: number[] = [];
  for (let j = 0; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') j++;
    else if (c === '`') {
      let end = codeSpanAt(src, j)?.end ?? j;
      while (end === j && src[end] === '`') end++;
      j = end - 1;
    } else if (c === '[') open.push(j);
    else if (c === ']' && open.length > 0) partners.set(open.pop()!, j);
  }
  return partners;
}

/** [text](url "optional title"). */
function linkAt(src: string, start: number, partners: Map<number, number>): { text: string; url: string; end: number } | null {
  const close = partners.get(start);
  if (close === undefined || src[close + 1] !== '(') return null;
  let parens = 1;
  let end = -1;
  for (let k = close + 2; k < Math.min(src.length, close + 2 + MAX_SPAN) && end < 0; k++) {
    const c = src[k];
    if (c === '\\') k++;
    else if (c === '(') parens++;
    else if (c === ')' && --parens === 0) end = k;
  }
  if (end < 0) return null;
  const destination = /^\s*(?:<([^<>\n]*)>|(\S*))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$/.exec(src.slice(close + 2, end));
  if (!destination) return null;
  return { text: src.slice(start + 1, close), url: unescape(destination[1] ?? destination[2] ?? ''), end: end + 1 };
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
  const partners = links ? bracketPartners(src) : new Map<number, number>();
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
      const code = codeSpanAt(src, i);
      if (code) {
        push({ type: 'code', text: code.text });
        i = code.end;
      } else {
        while (src[i] === '`') text += src[i++];
      }
    } else if ((ch === '*' || ch === '_') && nesting < MAX_NESTING) {
      const em = emphasisAt(src, i, lastCloser[ch]);
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
    } else if ((ch === 'h' || ch === 'H') && links && !WORD_CHARACTER.test(src[i - 1] ?? '') && matchAt(BARE_URL, src, i)) {
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
