import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioCards } from './radio-cards';

const OPTIONS = [
  { value: 'once', label: 'Give once' },
  { value: 'monthly', label: 'Give monthly' },
] as const;

function Controlled() {
  const [value, setValue] = useState<'once' | 'monthly'>('once');
  return (
    <>
      <RadioCards legend="How often" name="frequency" options={OPTIONS} value={value} onChange={setValue} layout="9em" />
      <p>Chosen: {value}</p>
    </>
  );
}

describe('RadioCards', () => {
  it('is one named group whose arrow keys move the choice, as native radios do', async () => {
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'How often' });
    expect(group).toBeInTheDocument();
    const once = screen.getByRole('radio', { name: 'Give once' });
    expect(once).toBeChecked();
    once.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Give monthly' })).toBeChecked();
    expect(screen.getByText('Chosen: monthly')).toBeInTheDocument();
  });

  it('names each option by its words and describes it by its hint; nothing is chosen unless a default is given', () => {
    render(
      <RadioCards
        legend="What happens to your posts?"
        name="posts"
        options={[
          { value: 'keep', label: 'Keep them', hint: 'Shown as written by "Former member".' },
          { value: 'delete', label: 'Delete them', hint: 'They go for good.' },
        ]}
      />,
    );
    const keep = screen.getByRole('radio', { name: 'Keep them' });
    expect(keep).toHaveAccessibleDescription('Shown as written by "Former member".');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('ties an error to the group and marks the radios invalid, and gives the first radio the id an error summary links to', () => {
    render(
      <RadioCards
        legend="For how long?"
        name="minutes"
        options={[
          { value: 10, label: '10 minutes' },
          { value: 60, label: '1 hour' },
        ]}
        defaultValue={60}
        firstId="minutes"
        error="Choose how long"
        errorId="minutes-error"
      />,
    );
    expect(screen.getByRole('group', { name: 'For how long?' })).toHaveAccessibleDescription('Error: Choose how long');
    expect(screen.getByRole('radio', { name: '10 minutes' })).toHaveAttribute('id', 'minutes');
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });
});
