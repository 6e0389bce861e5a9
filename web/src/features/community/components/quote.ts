import { useEffect } from 'react';

/**
 * Quoting into a reply (decision 0031). Comments are plain text, so a quote is the words with
 * "> " before each line, as in an email: it reads the same aloud and on screen.
 */
export const asQuote = (text: string) =>
  `${text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')}\n\n`;

/** The text the member selected inside `container`, or null when the selection is elsewhere or empty. */
export function selectedWithin(container: HTMLElement | null): string | null {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  if (!container || !selection || selection.isCollapsed) return null;
  const text = selection.toString().trim();
  return text && container.contains(selection.anchorNode) && container.contains(selection.focusNode) ? text : null;
}

/** Words to quote; `count` goes up each time Quote is pressed, so the same words can be quoted twice. */
export type Quoting = { text: string; count: number };

/**
 * Puts a quote at the end of what is written in the field `fieldId`, then focus there with the
 * caret after it, ready to answer it.
 */
export function useQuoteInto(fieldId: string, quote: Quoting | undefined) {
  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLTextAreaElement) || !quote) return;
    field.value = `${field.value.trim() ? `${field.value.trimEnd()}\n\n` : ''}${asQuote(quote.text)}`;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [fieldId, quote]);
}
