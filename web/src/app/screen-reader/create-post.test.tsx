import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PostFormDialog from '@/features/community/components/post-form-dialog';
import { stubApi } from '@/test/render';
import { hears, listen, saidTimes } from '@/test/screen-reader';

afterEach(() => vi.unstubAllGlobals());

describe('Create Post with mistakes, heard through a screen reader', () => {
  it('says every problem at once from the summary, each field says its own, and a summary link takes focus to its field', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    render(<PostFormDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' }, { timeout: 5000 });
    await listen();

    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    // The summary's heading and every message, said once (the virtual reader joins their words).
    const everything =
      'assertive: There is a problemTitle must be at least 5 charactersContent must be at least 10 charactersPlease select a category';
    const said = await hears(everything);
    expect(said).toContain(everything);
    expect(saidTimes(said, 'There is a problem')).toBe(1);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Nothing is posted (the form only read the member's drafts, decision 0038).
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    // Each field starts its message with "Error:", as GOV.UK does and the Forms tip promises.
    const content = screen.getByLabelText('Content');
    expect(content).toHaveAccessibleDescription(expect.stringMatching(/Error: Content must be at least 10 characters/));
    await user.click(screen.getByRole('link', { name: 'Content must be at least 10 characters' }));
    expect(content).toHaveFocus();
  }, 30_000);
});
