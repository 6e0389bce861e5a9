import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A refused submit: the form's error summary has focus, says "There is a problem", and links
 * each message (given as text or patterns) to its field.
 */
export async function expectErrorSummaryFocused(...messages: (string | RegExp)[]) {
  const heading = await screen.findByRole('heading', { name: 'There is a problem' });
  const summary = heading.closest('[tabindex="-1"]') as HTMLElement;
  await waitFor(() => expect(summary).toHaveFocus());
  for (const message of messages) expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
  return summary;
}
