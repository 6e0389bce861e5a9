import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp } from '@/test/render';
import ModerationDialog from './moderation-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const props = (action: (reason: string) => Promise<unknown>, onClose = vi.fn()) => ({
  title: 'Hide this post?',
  text: 'Members will no longer see it. The author is told, with your reason.',
  confirmLabel: 'Hide post',
  defaultReason: 'Spam',
  action,
  success: 'Post hidden',
  failure: 'Failed to hide post. Please try again.',
  onClose,
});

describe('The moderation dialog', () => {
  it('starts with the flags’ reason, sends what the editor wrote, says it worked and closes', async () => {
    const action = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderWithApp(<ModerationDialog {...props(action, onClose)} />);
    const reason = await screen.findByRole('textbox', { name: 'Reason for the author' });
    expect(reason).toHaveValue('Spam');
    expect(reason).toHaveAccessibleDescription(/The author is told this, not who you are/);
    await userEvent.clear(reason);
    await userEvent.type(reason, '  Selling is not allowed  ');
    await userEvent.click(screen.getByRole('button', { name: 'Hide post' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('Selling is not allowed'));
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Post hidden'));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a reason over 500 characters with the worker’s words, on the field, and calls nothing', async () => {
    const action = vi.fn(async () => undefined);
    renderWithApp(<ModerationDialog {...props(action)} />);
    const reason = await screen.findByRole('textbox', { name: 'Reason for the author' });
    // maxLength stops typing past 500; a paste through the DOM can still get there.
    reason.removeAttribute('maxLength');
    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Hide post' }));
    expect(await screen.findAllByText('The reason must be at most 500 characters')).not.toHaveLength(0);
    expect(action).not.toHaveBeenCalled();
  });
});
