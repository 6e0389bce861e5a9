import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComposeBox } from './compose-box';

function Harness({ onSend }: { onSend: (body: string) => void }) {
  const [value, setValue] = useState('');
  return <ComposeBox value={value} onChange={setValue} onSend={onSend} />;
}

describe('the compose box', () => {
  it('sends on Enter, keeps Shift+Enter as a new line, and empties itself', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Write a message…' });
    await user.type(box, '  First line{Shift>}{Enter}{/Shift}second line  {Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('refuses an empty or too long message with the shared schema’s words, tied to the box', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Write a message…' });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Message cannot be empty');
    expect(box).toHaveAccessibleDescription(/Message cannot be empty/);
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be less than 2000 characters');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says why the member cannot send instead of offering a box that refuses', () => {
    render(<ComposeBox value="" onChange={() => {}} onSend={() => {}} disabled disabledReason="Accept this message request to reply." />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Accept this message request to reply.')).toBeVisible();
  });

  it('hands its box to the screen once sending is allowed (the C key focuses it)', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { rerender } = render(<ComposeBox ref={ref} value="" onChange={() => {}} onSend={() => {}} disabled disabledReason="Loading…" />);
    expect(ref.current).toBeNull();
    rerender(<ComposeBox ref={ref} value="" onChange={() => {}} onSend={() => {}} />);
    ref.current!.focus();
    expect(screen.getByRole('textbox', { name: 'Write a message…' })).toHaveFocus();
  });
});
