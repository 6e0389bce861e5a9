import type { MessagingPerson } from '@schemas/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { MemberSafetyActions } from './member-safety-actions';

afterEach(() => vi.unstubAllGlobals());

const ari = { id: 7, firstName: 'Ari', lastName: 'Lee' };

/** Blocks as the worker keeps them: PUT adds, DELETE removes, GET lists. */
function stubBlocks(initial: number[]) {
  const blocked = new Set(initial);
  const person = (id: number): MessagingPerson => ({ id, displayName: 'Ari Lee', initials: 'AL', profileImageUrl: null });
  return stubFetch(({ method, url }) => {
    if (method === 'GET') return [200, [...blocked].map(person)];
    const id = Number(url.split('/').pop());
    if (method === 'PUT') blocked.add(id);
    if (method === 'DELETE') blocked.delete(id);
    return [200, person(id)];
  });
}

describe('MemberSafetyActions', () => {
  it('offers Message (to the new-message page) and Block, and blocks after asking', async () => {
    const calls = stubBlocks([]);
    renderWithApp(<MemberSafetyActions member={ari} messageHref="/messages/new?to=7" />);
    expect(await screen.findByRole('link', { name: 'Message Ari Lee' })).toHaveAttribute('href', '/messages/new?to=7');
    await userEvent.click(screen.getByRole('button', { name: 'Block Ari Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ari Lee?' });
    expect(dialog).toHaveTextContent('They are not told.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock Ari Lee' })).toBeInTheDocument();
    expect(calls).toContain('PUT /api/messages/blocks/7');
    // Blocked: no Message link, and the page says what the block does.
    expect(screen.queryByRole('link', { name: 'Message Ari Lee' })).toBeNull();
    expect(
      screen.getByText('You blocked Ari Lee. They cannot message you or see your profile, and they are not told.'),
    ).toBeInTheDocument();
  });

  it('unblocks a blocked member after asking', async () => {
    const calls = stubBlocks([7]);
    renderWithApp(<MemberSafetyActions member={ari} messageHref="/messages/new?to=7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Ari Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Ari Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/messages/blocks/7'));
    expect(await screen.findByRole('button', { name: 'Block Ari Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Ari Lee' })).toBeInTheDocument();
  });
});
