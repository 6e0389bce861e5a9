import type { MessagingPerson } from '@schemas/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComposeBox } from './compose-box';
import type { MentionSearch } from './use-mention-autocomplete';

const people: MessagingPerson[] = [
  { id: 5, displayName: 'Maria Santos', initials: 'MS', profileImageUrl: null },
  { id: 6, displayName: 'Mark Lee', initials: 'ML', profileImageUrl: null },
];

function Harness({ onSend, search, notice }: { onSend: (body: string) => void; search: MentionSearch; notice?: string }) {
  const [value, setValue] = useState('');
  return <ComposeBox value={value} onChange={setValue} onSend={onSend} mentions={search} notice={notice} />;
}

describe('@mentions in the compose box', () => {
  it('offers the members matching what follows "@", says them, and inserts the chosen "@Display Name" by keyboard alone', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const search = vi.fn(async (q: string) => people.filter((p) => p.displayName.toLowerCase().startsWith(q.toLowerCase())));
    render(<Harness onSend={onSend} search={search} />);
    const box = screen.getByRole('textbox', { name: 'Write a message…' });
    expect(box).toHaveAccessibleDescription(/Type @ and a name to mention a member/);
    await user.type(box, 'Hi @Ma');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(search).toHaveBeenLastCalledWith('Ma');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['▸Maria Santos', 'Mark Lee']);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByText(/2 members match\. Maria Santos, 1 of 2/)).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Mark Lee, 2 of 2/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hi @Mark Lee ');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('see you{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi @Mark Lee see you');
  });

  it('closes on Escape and then lets Enter send', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} search={async () => people} />);
    const box = screen.getByRole('textbox', { name: 'Write a message…' });
    await user.type(box, 'mail @M');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('mail @M');
  });

  it('never opens for an "@" inside a word, and says a notice (slow mode) with the box', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async () => people);
    render(
      <Harness onSend={() => {}} search={search} notice="Slow mode is on in this room. You can send your next message in 20 seconds." />,
    );
    const box = screen.getByRole('textbox', { name: 'Write a message…' });
    expect(box).toHaveAccessibleDescription(/Slow mode is on in this room\. You can send your next message in 20 seconds\./);
    await user.type(box, 'sam@example.org');
    await new Promise((r) => setTimeout(r, 250));
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
