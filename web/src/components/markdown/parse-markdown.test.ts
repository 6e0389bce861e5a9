import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown';

/** The longest page body the CMS accepts. */
const LIMIT = 100_000;
/** unit repeated, cut so that the text, with tail at its end, is exactly LIMIT characters. */
const fill = (unit: string, tail = '') => unit.repeat(Math.ceil(LIMIT / unit.length)).slice(0, LIMIT - tail.length) + tail;

function backtickRuns(): string {
  let text = '';
  for (let n = 1; text.length + n + 1 <= LIMIT; n++) text += '`'.repeat(n) + ' ';
  return text.padEnd(LIMIT, 'a');
}

// Bodies that took seconds when a pattern or a search was quadratic. A linear parse takes
// well under 100 ms for each; the bound is generous so a slow, busy machine cannot fail it.
const adversarial: [string, () => string][] = [
  ['runs of 1, 2, 3... backticks', backtickRuns],
  ['a heading line of spaces', () => '# a' + ' '.repeat(LIMIT - 4) + 'b'],
  ['a heading line of spaces ending in a line separator', () => '# a' + ' '.repeat(LIMIT - 4) + '\u2028'],
  ['a fence line of spaces', () => '```' + ' '.repeat(LIMIT - 4) + '`'],
  ['a code span of words', () => '` ' + fill('a ', 'a`').slice(2)],
  ['a list item, blank lines, then its indented text', () => '- a' + '\n'.repeat(LIMIT - 6) + '  b'],
  ['link addresses of spaces', () => fill('[a](' + ' '.repeat(1990) + 'a b)')],
  ['links that never close', () => fill('[](')],
];

describe('parseMarkdown', () => {
  it.each(adversarial)('parses %s (100,000 characters) in linear time', (_name, make) => {
    const source = make();
    expect(source).toHaveLength(LIMIT);
    const started = performance.now();
    const blocks = parseMarkdown(source);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('reads headings with and without a closing sequence', () => {
    const blocks = parseMarkdown(['# Title ##', '## C#', '#### a # #\t', '#\tTab', '    # not a heading', '####### nor this'].join('\n'));
    expect(blocks.slice(0, 4)).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'C#' }] },
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'a #' }] },
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Tab' }] },
    ]);
    expect(blocks[4]).toMatchObject({ type: 'paragraph' });
  });

  it('opens a fence only when no backtick follows it, and names its language', () => {
    expect(parseMarkdown('```ts extra  \ncode\n```')).toEqual([{ type: 'code', text: 'code', language: 'ts' }]);
    expect(parseMarkdown('~~~\ncode')).toEqual([{ type: 'code', text: 'code', language: '' }]);
    expect(parseMarkdown('``` a`')[0]).toMatchObject({ type: 'paragraph' });
  });

  it('pairs code spans by run length and trims one space from each padded end', () => {
    expect(parseMarkdown('``a ` b`` `` c `` ` `')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'code', text: 'a ` b' },
          { type: 'text', text: ' ' },
          { type: 'code', text: 'c' },
          { type: 'text', text: ' ' },
          { type: 'code', text: ' ' },
        ],
      },
    ]);
  });

  it('reads link addresses with titles and white space around them', () => {
    const [paragraph] = parseMarkdown('[a]( /one "Title" ) [b](  </two>  ) [c](/three (t)) [d](/four x y) [e]( "only a title")');
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'link', href: '/one', children: [{ type: 'text', text: 'a' }] },
        { type: 'text', text: ' ' },
        { type: 'link', href: '/two', children: [{ type: 'text', text: 'b' }] },
        { type: 'text', text: ' ' },
        { type: 'link', href: '/three', children: [{ type: 'text', text: 'c' }] },
        { type: 'text', text: ' [d](/four x y) ' },
        { type: 'text', text: 'e' },
      ],
    });
  });
});
