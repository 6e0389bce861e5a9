import { confirmEmailMessage } from '@schemas/auth';
import type { MemberProfile } from '@schemas/profile';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubFetch, type Answer } from '@/test/render';
import { ProfileSection } from './profile-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

const me = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 42,
  firstName: 'Sam',
  lastName: 'Rivera',
  pronouns: 'they/them',
  bio: null,
  profileImageUrl: '/media/avatars/0123456789abcdef0123456789abcdef.png',
  joinedAt: '2026-03-04T01:00:00.000Z',
  ...overrides,
});

/** A little worker: GET answers the profile as it is now, PATCH answers `patch`, DELETE of the photo removes it. */
function stubProfile(initial: MemberProfile, patch?: Answer) {
  let profile = initial;
  return stubFetch(({ method, url }) => {
    if (method === 'DELETE' && url === '/api/profile/avatar') {
      profile = { ...profile, profileImageUrl: null };
      return [200, profile];
    }
    if (method === 'PATCH' && patch) return patch;
    if (method === 'GET' && url === '/api/profile') return [200, profile];
    return [404, { message: 'Not found' }];
  });
}

describe('ProfileSection', () => {
  it('shows the photo with the member’s name as its alt text, and the form filled in', async () => {
    stubProfile(me());
    renderWithApp(<ProfileSection />);
    expect(await screen.findByRole('img', { name: 'Photo of Sam Rivera' })).toHaveAttribute('width', '108');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    expect(screen.getByRole('textbox', { name: /^Pronouns/ })).toHaveValue('they/them');
    expect(screen.getByRole('link', { name: 'See your member page' })).toHaveAttribute('href', '/members/42');
  });

  it('refuses a blank name and too-long pronouns and bio in the worker’s words, before sending anything', async () => {
    const calls = stubProfile(me());
    const user = userEvent.setup();
    renderWithApp(<ProfileSection />);
    await user.clear(await screen.findByRole('textbox', { name: 'First name' }));
    await user.clear(screen.getByRole('textbox', { name: /^Pronouns/ }));
    await user.type(screen.getByRole('textbox', { name: /^Pronouns/ }), 'p'.repeat(41));
    await user.click(screen.getByRole('textbox', { name: /^Bio/ }));
    await user.paste('b'.repeat(301));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    const box = summary.closest('[data-error-summary]') as HTMLElement;
    expect(box).toHaveFocus();
    expect(within(box).getByRole('link', { name: 'Enter your first name' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Pronouns must be at most 40 characters' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Bio must be at most 300 characters' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Error: Enter your first name');
    expect(calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('puts the worker’s field messages on the fields', async () => {
    stubProfile(me(), [
      400,
      { message: 'Last name must be at most 80 characters', errors: { lastName: ['Last name must be at most 80 characters'] } },
    ]);
    const user = userEvent.setup();
    renderWithApp(<ProfileSection />);
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
        'Error: Last name must be at most 80 characters',
      ),
    );
  });

  it('says the profile was saved', async () => {
    const calls = stubProfile(me(), [200, me({ bio: 'Hello' })]);
    const user = userEvent.setup();
    renderWithApp(<ProfileSection />);
    await user.type(await screen.findByRole('textbox', { name: /^Bio/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Your profile has been saved.' }));
    expect(calls).toContain('PATCH /api/profile');
  });

  it('before the address is confirmed, says so above the forms, and a save is refused in the same words', async () => {
    const note = confirmEmailMessage('change your profile');
    stubProfile(me(), [403, { message: note }]);
    const user = userEvent.setup();
    renderWithApp(<ProfileSection mustConfirm />);
    expect(await screen.findByText(note)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Bio/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ description: note, variant: 'destructive' }));
  });

  it('refuses a file that is not a PNG, JPEG or WebP before uploading it', async () => {
    stubProfile(me());
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<ProfileSection />);
    await user.upload(await screen.findByLabelText('Choose a photo'), new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('link', { name: 'Choose a PNG, JPEG or WebP image' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a photo')).toHaveAccessibleDescription(
      'A PNG, JPEG or WebP image of at most 5 MB. It is made smaller before it is sent, which also leaves out any place or camera details saved in it. Error: Choose a PNG, JPEG or WebP image',
    );
  });

  it('asks for a file when none was chosen', async () => {
    stubProfile(me());
    const user = userEvent.setup();
    renderWithApp(<ProfileSection />);
    await user.click(await screen.findByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('link', { name: 'Choose a photo to upload' })).toBeInTheDocument();
  });

  it('removes the photo: initials come back, it says so, and focus goes to the file field', async () => {
    const calls = stubProfile(me());
    const user = userEvent.setup();
    renderWithApp(<ProfileSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo of Sam Rivera' })).toBeNull());
    expect(screen.getByText('SR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    expect(calls).toContain('DELETE /api/profile/avatar');
    expect(getToasts()[0]).toMatchObject({ title: 'Your photo has been removed. Your initials are shown instead.' });
    expect(screen.getByLabelText('Choose a photo')).toHaveFocus();
  });

  it('offers no "Remove photo" when there is no photo', async () => {
    stubProfile(me({ profileImageUrl: null }));
    renderWithApp(<ProfileSection />);
    expect(await screen.findByText(/other members see your initials/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });
});
