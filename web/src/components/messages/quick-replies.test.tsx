import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComposeBox } from './compose-box';
import { QuickReplies } from './quick-replies';

function Harness({ onSend }: { onSend: (body: string) => void }) {
  const [draft, setDraft] = useState('');
  const compose = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <QuickReplies phrases={['Thank you', 'On my way']} onChoose={setDraft} compose={compose} />
      <ComposeBox ref={compose} value={draft} onChange={setDraft} onSend={onSend} />
    </>
  );
}

describe('quick replies', () => {
  it('one activation puts the phrase in the box and moves to Send; a second press sends it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const group = screen.getByRole('group', { name: 'Quick replies' });
    expect(group).toHaveAccessibleDescription('Choosing one puts it in the message box and moves to Send.');

    await user.click(within(group).getByRole('button', { name: 'On my way' }));
    expect(screen.getByRole('textbox', { name: 'Write a message…' })).toHaveValue('On my way');
    // At once, not a frame later: a switch user's next press goes to Send.
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('On my way');
  });

  it('shows nothing when the member has no phrases', () => {
    const compose = { current: null };
    const { container } = render(<QuickReplies phrases={[]} onChoose={() => {}} compose={compose} />);
    expect(container).toBeEmptyDOMElement();
  });
});
