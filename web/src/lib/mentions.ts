/**
 * The @mention being typed just before the caret ("@Mar" → "Mar"), up to two words so a full
 * name can be typed, or null when the caret is not in one. An "@" inside a word (an email
 * address) is not a mention.
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30}(?: [^\s@]{1,30})?)$/.exec(before);
  if (!match) return null;
  return { start: before.length - match[2]!.length - 1, query: match[2]! };
}

/** Puts "@Display Name " in place of the typed mention; answers the new text and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, displayName: string): { text: string; caret: number } {
  const inserted = `@${displayName} `;
  const after = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + after, caret: start + inserted.length };
}

/**
 * The text split into plain parts and mentions of the given names ("@Maria Santos"), longest
 * name first so "@Sam Lee" is not taken as "@Sam". A name only counts as a whole word.
 */
export function splitMentions(text: string, names: string[]): (string | { mention: string })[] {
  const known = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (known.length === 0 || !text.includes('@')) return [text];
  const escaped = known.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(^|[^\\w@])@(${escaped.join('|')})(?![\\w])`, 'g');
  const parts: (string | { mention: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index + match[1]!.length;
    parts.push(text.slice(last, at), { mention: `@${match[2]}` });
    last = at + match[2]!.length + 1;
  }
  parts.push(text.slice(last));
  return parts.filter((p) => p !== '');
}

/** Whether the text mentions this name. */
export const mentions = (text: string, name: string) => splitMentions(text, [name]).some((p) => typeof p !== 'string');
