import { CONVERSATION_MAX_MEMBERS, type MessagingPerson } from '@schemas/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemberPicker } from './member-picker';
import { stubResizeObserver } from '@/test/resize-observer';

const person = (id: number, displayName: string): MessagingPerson => ({
  id,
  displayName,
  initials: displayName.slice(0, 2).toUpperCase(),
  profileImageUrl: null,
});

function Picker({ initial }: { initial: MessagingPerson[] }) {
  const [chosen, setChosen] = useState(initial);
  return <MemberPicker chosen={chosen} onChange={setChosen} />;
}

describe('MemberPicker', () => {
  it('after Remove, focus goes to the next Remove button, then the one before, then the search box', async () => {
    const user = userEvent.setup();
    render(<Picker initial={[person(2, 'Alex Chen'), person(3, 'Bea Nguyen'), person(4, 'Cam Lee')]} />);
    await user.click(screen.getByRole('button', { name: 'Remove Bea Nguyen' }));
    expect(screen.getByRole('button', { name: 'Remove Cam Lee' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Cam Lee' }));
    expect(screen.getByRole('button', { name: 'Remove Alex Chen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Alex Chen' }));
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Chosen members' })).not.toBeInTheDocument();
  });

  it('at the limit the search box is off and the limit is said, and removing one turns it on again', async () => {
    const user = userEvent.setup();
    const others = Array.from({ length: CONVERSATION_MAX_MEMBERS - 1 }, (_, i) => person(i + 2, `Member ${i + 2}`));
    render(<Picker initial={others} />);
    const limit = `A conversation can have at most ${CONVERSATION_MAX_MEMBERS} members.`;
    expect(screen.getByRole('combobox', { name: 'To' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(limit);
    await user.click(screen.getByRole('button', { name: `Remove Member ${CONVERSATION_MAX_MEMBERS}` }));
    expect(screen.getByRole('button', { name: `Remove Member ${CONVERSATION_MAX_MEMBERS - 1}` })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'To' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says who was added, and forgets it once a member is removed', async () => {
    stubResizeObserver();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ members: [person(5, 'Jordan Nguyen')] })),
    );
    const user = userEvent.setup();
    render(<Picker initial={[person(2, 'Alex Chen')]} />);
    await user.type(screen.getByRole('combobox', { name: 'To' }), 'Jor');
    await user.click(await screen.findByRole('option', { name: 'Jordan Nguyen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Jordan Nguyen added');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Alex Chen' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.unstubAllGlobals();
  });
});
