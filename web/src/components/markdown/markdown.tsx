import { useMemo, type ReactNode } from 'react';
import { ContentLink } from './content-link';
import { plainText, type Inline } from './parse-inline';
import { parseMarkdown, type Block } from './parse-markdown';

type Props = {
  source: string;
  /** Added to every heading level (clamped at h6): 1 turns "# Title" into an h2 under the page's h1. */
  headingOffset?: number;
  /** Drops a first "# heading" that repeats this text (the page title), so it is not read twice. */
  omitLeadingHeading?: string;
  className?: string;
};

const sameWords = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

function bodyBlocks(source: string, omitLeadingHeading?: string): Block[] {
  const blocks = parseMarkdown(source);
  const first = blocks[0];
  const repeatsTitle =
    omitLeadingHeading !== undefined &&
    first?.type === 'heading' &&
    first.level === 1 &&
    sameWords(plainText(first.children), omitLeadingHeading);
  return repeatsTitle ? blocks.slice(1) : blocks;
}

/** The highest heading level the body uses (1 for "#"), after the omitted title; undefined without headings. */
export function topHeadingLevel(source: string, omitLeadingHeading?: string): number | undefined {
  const levels = bodyBlocks(source, omitLeadingHeading).flatMap((b) => (b.type === 'heading' ? [b.level] : []));
  return levels.length ? Math.min(...levels) : undefined;
}

const linkClass = 'font-semibold text-violet-800 underline decoration-2 underline-offset-4 hover:text-violet-950 hover:decoration-4';
const headingClass: Record<number, string> = {
  1: 'mt-10 text-3xl font-bold text-slate-950 first:mt-0',
  2: 'mt-10 text-2xl font-bold text-slate-950 first:mt-0',
  3: 'mt-8 text-xl font-bold text-slate-950 first:mt-0',
};

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <code key={i} className="rounded bg-slate-200 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-950">
            {node.text}
          </code>
        );
      case 'break':
        return <br key={i} />;
      case 'link':
        return (
          <ContentLink key={i} href={node.href} className={linkClass}>
            {renderInline(node.children)}
          </ContentLink>
        );
    }
  });
}

function renderBlocks(blocks: Block[], headingOffset: number): ReactNode[] {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading': {
        const level = Math.min(6, Math.max(1, block.level + headingOffset));
        const Heading = `h${level}` as 'h1';
        return (
          <Heading key={i} className={headingClass[level] ?? 'mt-6 text-lg font-bold text-slate-950 first:mt-0'}>
            {renderInline(block.children)}
          </Heading>
        );
      }
      case 'paragraph':
        return <p key={i}>{renderInline(block.children)}</p>;
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={i}
            start={block.ordered && block.start !== 1 ? block.start : undefined}
            className={`space-y-2 pl-7 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-slate-700`}
          >
            {block.items.map((item, j) => (
              <li key={j} className="space-y-2 pl-1">
                {renderBlocks(item, headingOffset)}
              </li>
            ))}
          </List>
        );
      }
      case 'quote':
        return (
          <blockquote key={i} className="space-y-3 border-l-4 border-violet-700 bg-violet-50 py-3 pr-4 pl-5 text-slate-900">
            {renderBlocks(block.children, headingOffset)}
          </blockquote>
        );
      case 'code':
        // Wrapped rather than scrolled sideways: nothing to reach by keyboard, and it reflows when zoomed.
        return (
          <pre key={i} className="rounded-lg bg-slate-900 p-4 font-mono text-base break-words whitespace-pre-wrap text-slate-50">
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={i} className="border-t-2 border-slate-300" />;
    }
  });
}

/**
 * CMS Markdown as React elements. There is no HTML path at all: React escapes every piece
 * of text, so "<script>" in a page is shown as those characters, and links are made only
 * to the addresses ContentLink allows.
 */
export function Markdown({ source, headingOffset = 0, omitLeadingHeading, className = '' }: Props) {
  const blocks = useMemo(() => bodyBlocks(source, omitLeadingHeading), [source, omitLeadingHeading]);
  return <div className={`space-y-5 break-words ${className}`}>{renderBlocks(blocks, headingOffset)}</div>;
}
