import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuickPhrasesEditor } from './quick-phrases-editor';

function Harness() {
  const [phrases, setPhrases] = useState(['Yes', 'No', 'Thank you']);
  return (
    <>
      <QuickPhrasesEditor phrases={phrases} onChange={setPhrases} errors={{}} />
      <output data-testid="phrases">{phrases.join('|')}</output>
    </>
  );
}

describe('the quick replies editor', () => {
  it('reorders with buttons (focus follows the phrase), adds and removes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const phrases = () => screen.getByTestId('phrases').textContent;
    await user.click(screen.getByRole('button', { name: 'Move down Yes' }));
    expect(phrases()).toBe('No|Yes|Thank you');
    expect(screen.getByRole('button', { name: 'Move down Yes' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move up No' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Add a phrase' }));
    expect(screen.getByRole('textbox', { name: 'Phrase 4' })).toHaveFocus();
    await user.keyboard('See you soon');
    expect(phrases()).toBe('No|Yes|Thank you|See you soon');

    await user.click(screen.getByRole('button', { name: 'Remove Yes' }));
    expect(phrases()).toBe('No|Thank you|See you soon');
  });
});
