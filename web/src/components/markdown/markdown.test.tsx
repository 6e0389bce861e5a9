import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Markdown, topHeadingLevel } from './markdown';

const md = (...lines: string[]) => lines.join('\n');

function renderMarkdown(source: string, props: { headingOffset?: number; omitLeadingHeading?: string } = {}) {
  return render(
    <MemoryRouter>
      <Markdown source={source} {...props} />
    </MemoryRouter>,
  ).container;
}

describe('Markdown', () => {
  it('renders ATX headings at their level, shifted by headingOffset and clamped at h6', () => {
    renderMarkdown(md('# One', '## Two', '###### Six', '#not a heading'), { headingOffset: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Six' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('#not a heading').tagName).toBe('P');
  });

  it('drops a leading "# heading" that repeats the title, and only that one', () => {
    renderMarkdown(md('# About  us', '', 'Body text.', '', '# About Us'), { omitLeadingHeading: 'About Us' });
    expect(screen.getAllByRole('heading', { name: 'About Us' })).toHaveLength(1);
    expect(screen.getByText('Body text.')).toBeInTheDocument();
    expect(topHeadingLevel(md('# About Us', '## What we do', '### Detail'), 'About Us')).toBe(2);
    expect(topHeadingLevel('No headings here.')).toBeUndefined();
  });

  it('keeps paragraphs apart and each typed new line as a line break', () => {
    const container = renderMarkdown(md('**When:** Friday', '**Where:** Online', '', 'Second paragraph.'));
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(paragraphs[0]!.innerHTML).toBe('<strong>When:</strong> Friday<br><strong>Where:</strong> Online');
  });

  it('renders bulleted and numbered lists, with a nested level', () => {
    renderMarkdown(md('- Apples', '* Pears', '  - Nashi', '  - Bosc', '', '3. Third', '4. Fourth'));
    const [outer, nested, numbered] = screen.getAllByRole('list');
    expect(outer!.tagName).toBe('UL');
    expect(outer!.children).toHaveLength(2);
    expect(nested!.parentElement!.parentElement).toBe(outer);
    expect(
      within(nested!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nashi', 'Bosc']);
    expect(numbered!.tagName).toBe('OL');
    expect(numbered).toHaveAttribute('start', '3');
  });

  it('renders emphasis, strong, both together, and leaves snake_case and lone asterisks alone', () => {
    const container = renderMarkdown('*it* _also it_ **bold** __also bold__ ***both*** snake_case_name 2 * 3 * 4 \\*escaped\\*');
    expect(container.querySelectorAll('em')).toHaveLength(3);
    expect(container.querySelectorAll('strong')).toHaveLength(3);
    expect(container.querySelector('strong > em')).toHaveTextContent('both');
    expect(container.querySelector('p')).toHaveTextContent('snake_case_name 2 * 3 * 4 *escaped*');
  });

  it('makes internal links router links and external links same-tab links without the referrer', () => {
    renderMarkdown(
      'Read [the news](/news), the [WCAG](https://www.w3.org/TR/WCAG22/), https://example.org/guide. or [email](mailto:hello@example.org) and [call](tel:+61355504321).',
    );
    expect(screen.getByRole('link', { name: 'the news' })).toHaveAttribute('href', '/news');
    const external = screen.getByRole('link', { name: 'WCAG' });
    expect(external).toHaveAttribute('href', 'https://www.w3.org/TR/WCAG22/');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'https://example.org/guide' })).toHaveAttribute('href', 'https://example.org/guide');
    expect(screen.getByRole('link', { name: 'email' })).toHaveAttribute('href', 'mailto:hello@example.org');
    expect(screen.getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:+61355504321');
  });

  it('refuses javascript:, data:, vbscript: and other-site // addresses, keeping only the words', () => {
    const container = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,hi) [vb](VBScript:msgbox) [away](//evil.example) [sneaky](/\\evil.example) javascript:alert(2)',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.querySelector('p')).toHaveTextContent('click data vb away sneaky javascript:alert(2)');
  });

  it('shows raw HTML as text instead of running it', () => {
    const container = renderMarkdown(md('<script>alert(1)</script>', '', 'Hi <img src=x onerror=alert(1)> <b>there</b>'));
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('Hi <img src=x onerror=alert(1)> <b>there</b>')).toBeInTheDocument();
  });

  it('shows fenced code exactly as written and inline code without markup', () => {
    const container = renderMarkdown(md('Run `npm **test**` now.', '', '```html', '<p>**not bold**</p>', '  # not a heading', '```'));
    expect(container.querySelector('p > code')).toHaveTextContent('npm **test**');
    expect(container.querySelector('pre > code')!.textContent).toBe('<p>**not bold**</p>\n  # not a heading');
    expect(container.querySelector('strong, h1')).toBeNull();
  });

  it('renders blockquotes and horizontal rules', () => {
    const container = renderMarkdown(md('> Nothing about us', '> without us.', '', '---', '', 'After.'));
    expect(container.querySelector('blockquote > p')!.innerHTML).toBe('Nothing about us<br>without us.');
    expect(container.querySelectorAll('hr')).toHaveLength(1);
  });
});
