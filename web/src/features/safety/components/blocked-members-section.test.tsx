import type { MessagingPerson } from '@schemas/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import { renderWithApp, stubApi, stubFetch } from '@/test/render';
import { BlockedMembersSection } from './blocked-members-section';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const person = (id: number, displayName: string): MessagingPerson => ({
  id,
  displayName,
  initials: displayName[0]!,
  profileImageUrl: null,
});

/** The worker's blocks as the routes answer: the list, and unblocking one takes it out. */
function stubBlocks(initial: MessagingPerson[]) {
  let list = [...initial];
  return stubFetch(({ method, url }) => {
    if (method === 'GET' && url === '/api/messages/blocks') return [200, list];
    const id = Number(url.split('/').pop());
    if (method === 'DELETE') {
      const gone = list.find((p) => p.id === id)!;
      list = list.filter((p) => p.id !== id);
      return [200, gone];
    }
    return [404, { message: 'Not found' }];
  });
}

describe('BlockedMembersSection', () => {
  it('says when nobody is blocked', async () => {
    stubBlocks([]);
    renderWithApp(<BlockedMembersSection />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Blocked Members' })).toBeInTheDocument();
  });

  it('lists blocked members with links to their pages, and unblocks one after asking', async () => {
    const calls = stubBlocks([person(5, 'Sam Rivera'), person(6, 'Jo')]);
    renderWithApp(<BlockedMembersSection />);
    const list = await screen.findByRole('list', { name: 'Members you blocked' });
    expect(within(list).getByRole('link', { name: 'Sam Rivera' })).toHaveAttribute('href', '/members/5');
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Sam Rivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Sam Rivera?' });
    // Cancel first and focused: Enter on arrival changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sam Rivera' })).toBeNull());
    expect(calls).toContain('DELETE /api/messages/blocks/5');
    expect(screen.getByRole('link', { name: 'Jo' })).toBeInTheDocument();
    expect(getToasts().map((t) => t.title)).toContain('Sam Rivera is unblocked');
  });

  it('changes nothing when the member cancels', async () => {
    const calls = stubBlocks([person(5, 'Sam Rivera')]);
    renderWithApp(<BlockedMembersSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Sam Rivera' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Sam Rivera' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubApi({ '/api/messages/blocks': [503, { message: 'Briefly unavailable.' }] });
    renderWithApp(<BlockedMembersSection />);
    expect(await screen.findByRole('heading', { name: 'Unable to Load Blocked Members' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
