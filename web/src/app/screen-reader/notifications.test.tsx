import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast, TOAST_DURATION_MS } from '@/lib/toast';
import { Toaster } from '@/components/ui/toast/toaster';
import { hears, listen } from '@/test/screen-reader';

describe('Notifications, heard through a screen reader', () => {
  it('says a notification once, F8 takes focus to it and holds it, and Dismiss gives focus back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => toast({ title: 'Campaign updated successfully' })}>
          Save
        </button>
        <Toaster />
      </>,
    );
    await listen();
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await hears('polite: Campaign updated successfully')).toContain('polite: Campaign updated successfully');

    await user.keyboard('{F8}');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveFocus();
    // Longer than a notification lasts: it is being read, so it stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 1500)));
    expect(screen.getByText('Campaign updated successfully')).toBeVisible();

    await user.tab();
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(dismiss).toHaveFocus();
    await user.click(dismiss);
    expect(save).toHaveFocus();
  }, 30_000);

  it('says a title and its description as two phrases, not run together', async () => {
    render(<Toaster />);
    await listen();
    act(() => void toast({ title: 'Passkey added', description: 'You can sign in with it next time.' }));
    expect(await hears('polite: Passkey added You can sign in with it next time.')).toContain(
      'polite: Passkey added You can sign in with it next time.',
    );
  });
});
