import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHOOSE_PHOTO_MESSAGE, type MemberProfile } from '@schemas/profile';
import { describe, expect, it, vi } from 'vitest';
import { PhotoForm } from '@/features/profile/components/photo-form';
import { renderWithApp } from '@/test/render';
import { heard, listen, saidTimes } from '@/test/screen-reader';

const profile: MemberProfile = {
  id: 7,
  firstName: 'Sam',
  lastName: 'Taylor',
  pronouns: null,
  bio: null,
  profileImageUrl: null,
  joinedAt: '2026-01-05T00:00:00.000Z',
};

describe('Choosing a profile photo, heard through a screen reader', () => {
  it('names the file field with its hint, and a photo not chosen is said once, with focus on the summary', async () => {
    const user = userEvent.setup();
    renderWithApp(<PhotoForm profile={profile} onSaved={vi.fn()} />, '/account');
    await listen();

    await user.tab();
    const field = screen.getByLabelText('Choose a photo');
    expect(field).toHaveFocus();
    const named = await heard();
    expect(named.some((p) => p.includes('Choose a photo') && p.includes('at most 5 MB'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    const said = await heard();
    // The summary takes focus and reads the message; never the page body.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.hasAttribute('data-error-summary')).toBe(true);
    expect(saidTimes(said, CHOOSE_PHOTO_MESSAGE)).toBe(1);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(CHOOSE_PHOTO_MESSAGE));
  }, 30_000);
});
