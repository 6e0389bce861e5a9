import { parseInline, type Inline } from './parse-inline';

/** A page body as blocks. Raw HTML has no block of its own: it stays paragraph text. */
export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string; language: string }
  | { type: 'rule' };

// No pattern here puts two unbounded repeats that can match the same characters side by
// side (as `[ \t]*` then `[^`]*` would): a long line must not make a match quadratic.
// What those patterns used to do at the end of a line is done with string operations.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const FENCE_LANGUAGE = /^[ \t]*([^`\s]*)/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})[.)])[ \t]+(\S.*)$/;
// Lists and quotes inside each other stop here; deeper lines read as paragraphs.
const MAX_DEPTH = 6;

const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

const isSpaceOrTab = (c: string | undefined) => c === ' ' || c === '\t';
/** Without the spaces and tabs at the end (trimEnd() would take other white space as well). */
function trimEndSpaceTab(text: string): string {
  let end = text.length;
  while (end > 0 && isSpaceOrTab(text[end - 1])) end--;
  return text.slice(0, end);
}

/** An opening code fence: its run of backticks or tildes, and the first word after it. */
function fenceOf(line: string): { marker: string; language: string } | null {
  const fence = FENCE.exec(line);
  if (!fence) return null;
  const rest = line.slice(fence[0].length);
  return rest.includes('`') ? null : { marker: fence[1]!, language: FENCE_LANGUAGE.exec(rest)![1]! };
}

/** "## Title ##": the level, and the text without the optional closing #'s. */
function headingOf(line: string): { level: number; text: string } | null {
  const heading = HEADING.exec(trimEndSpaceTab(line));
  if (!heading) return null;
  const text = heading[2]?.replace(/^[ \t]+/, '') ?? '';
  let hashes = text.length;
  while (hashes > 0 && text[hashes - 1] === '#') hashes--;
  // A closing sequence is a run of #'s after a space or tab: "# C#" keeps its "#".
  const closed = hashes < text.length && isSpaceOrTab(text[hashes - 1]);
  return { level: heading[1]!.length, text: closed ? trimEndSpaceTab(text.slice(0, hashes)) : text };
}

/** Whether a line ends the paragraph above it (an ordered list must start at 1 to do so). */
function startsBlock(line: string): boolean {
  if (fenceOf(line) || headingOf(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const item = LIST_ITEM.exec(line);
  return Boolean(item && (item[3] === undefined || item[3] === '1'));
}

/** Bulleted or numbered. Mixing "-" and "*" stays one list: two lists side by side would only confuse. */
const markerKind = (item: RegExpExecArray) => (item[3] === undefined ? 'bullet' : 'number');

function parseList(lines: string[], first: number, depth: number): { list: Block; next: number } {
  const head = LIST_ITEM.exec(lines[first]!)!;
  const kind = markerKind(head);
  const items: Block[][] = [];
  let i = first;
  for (let item = head; ;) {
    // Lines indented past the marker belong to the item; two spaces are enough for
    // a nested list, even under "1.", because that is how people type them.
    const nestAt = item[1]!.length + 2;
    const contentAt = item[1]!.length + item[2]!.length + 1;
    const body = [item[4]!];
    for (i++; i < lines.length; i++) {
      const line = lines[i]!;
      if (isBlank(line)) {
        let k = i;
        while (k < lines.length && isBlank(lines[k]!)) k++;
        if (k === lines.length || indentOf(lines[k]!) < nestAt) break;
        // All the blank lines at once: looking ahead again from each one would be quadratic.
        for (; i < k; i++) body.push('');
        i--;
        continue;
      }
      if (indentOf(line) >= nestAt) body.push(line.slice(Math.min(indentOf(line), contentAt)));
      else if (startsBlock(line) || LIST_ITEM.test(line)) break;
      else body.push(line.trim()); // a wrapped line of the item's text
    }
    items.push(parseBlocks(body, depth + 1));
    let k = i;
    while (k < lines.length && isBlank(lines[k]!)) k++;
    const next = k < lines.length ? LIST_ITEM.exec(lines[k]!) : null;
    if (!next || markerKind(next) !== kind) break;
    item = next;
    i = k;
  }
  return { list: { type: 'list', ordered: head[3] !== undefined, start: Number(head[3] ?? 1), items }, next: i };
}

function parseBlocks(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = fenceOf(line);
    if (fence) {
      // Everything up to the closing fence (or the end) is shown exactly as written.
      const closing = new RegExp(`^ {0,3}${fence.marker[0]}{${fence.marker.length},}[ \\t]*$`);
      const code: string[] = [];
      for (i++; i < lines.length && !closing.test(lines[i]!); i++) code.push(lines[i]!);
      blocks.push({ type: 'code', text: code.join('\n'), language: fence.language });
      i++;
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      const children = parseInline(heading.text.trim());
      if (children.length) blocks.push({ type: 'heading', level: heading.level, children });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (depth < MAX_DEPTH && QUOTE.test(line)) {
      const quoted: string[] = [];
      for (; i < lines.length; i++) {
        const q = QUOTE.exec(lines[i]!);
        if (q) quoted.push(q[1]!);
        else if (!isBlank(lines[i]!) && !isBlank(quoted[quoted.length - 1]!) && !startsBlock(lines[i]!)) quoted.push(lines[i]!);
        else break;
      }
      blocks.push({ type: 'quote', children: parseBlocks(quoted, depth + 1) });
      continue;
    }
    if (depth < MAX_DEPTH && LIST_ITEM.test(line)) {
      const { list, next } = parseList(lines, i, depth);
      blocks.push(list);
      i = next;
      continue;
    }
    // A paragraph: its lines until a blank line or another block. Each new line the
    // editor typed is kept as a line break, the way a CMS text box is expected to work.
    const text = [line.trim()];
    for (i++; i < lines.length && !isBlank(lines[i]!) && !startsBlock(lines[i]!); i++) text.push(lines[i]!.trim());
    blocks.push({ type: 'paragraph', children: parseInline(text.join('\n')) });
  }
  return blocks;
}

/** Markdown source to blocks. Tabs at the start of a line count as four spaces. */
export function parseMarkdown(source: string): Block[] {
  const lines = source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/^\t+/, (tabs) => '    '.repeat(tabs.length)));
  return parseBlocks(lines, 0);
}
