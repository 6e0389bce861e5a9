import type { MemberAccount } from '@schemas/members-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/components/ui/toast/toast-store';
import type { MailFailure } from '../../api/use-cms';
import { emulateModalInert } from '@/test/modal-inert';
import { renderWithApp } from '@/test/render';
import MembersTab from './members-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

const member = (overrides: Partial<MemberAccount>): MemberAccount => ({
  id: 7,
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'sam@example.org',
  role: 'member',
  membershipLevel: 'Free',
  suspension: null,
  joinedAt: '2026-01-10T00:00:00.000Z',
  activeSessions: 2,
  lastSeenAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

const failure = (overrides: Partial<MailFailure> = {}): MailFailure => ({
  id: 1,
  kind: 'verify-email',
  toAddress: 'kim@example.org',
  subject: 'Confirm your email address',
  attempts: 5,
  error: '550 5.1.1 Mailbox unavailable',
  queuedAt: '2026-11-20T02:00:00.000Z',
  failedAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

function stubMembers(members: MemberAccount[], failures: MailFailure[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/cms/mail-failures') return new Response(JSON.stringify(failures), { status: 200 });
      if (init.method === 'DELETE') {
        members = members.map((m) => (url.includes(`/${m.id}/`) ? { ...m, activeSessions: 0, lastSeenAt: null } : m));
        return new Response(JSON.stringify({ revoked: 2 }), { status: 200 });
      }
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      return new Response(JSON.stringify({ members: members.filter((m) => m.email?.includes(q)), hasMore: false }), { status: 200 });
    }),
  );
  return calls;
}

describe('MembersTab', () => {
  it('lists members with where they are signed in, and searches', async () => {
    const calls = stubMembers([
      member({}),
      member({ id: 8, firstName: null, lastName: null, email: 'kim@example.org', activeSessions: 0, lastSeenAt: null }),
    ]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab />);
    const table = await screen.findByRole('table', { name: 'Members, page 1' });
    expect(within(table).getByRole('rowheader', { name: /Sam Taylor/ })).toBeInTheDocument();
    expect(within(table).getByText('2 devices')).toBeInTheDocument();
    expect(within(table).getByText('Not signed in')).toBeInTheDocument();
    // Nothing to end for someone signed in nowhere.
    expect(within(table).getByRole('button', { name: 'Sign out everywhere: kim@example.org' })).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search members by name or email' }), 'kim{Enter}');
    await waitFor(() => expect(calls.at(-1)).toBe('GET /api/cms/members?limit=25&offset=0&q=kim'));
  });

  it('asks, then signs a member out everywhere and says how many sessions ended', async () => {
    emulateModalInert();
    const calls = stubMembers([member({})]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: Sam Taylor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Sam Taylor out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/cms/members/7/sessions'));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Signed out everywhere', description: 'Sam Taylor: 2 sessions ended.' }),
    );
    expect(await screen.findByText('No devices')).toBeInTheDocument();
    // The button that asked is disabled now (nothing left to end): focus lands on the tab's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Members' })).toHaveFocus());
  });

  it('hands focus back to the button that asked when the question is cancelled', async () => {
    emulateModalInert();
    const calls = stubMembers([member({})]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab />);
    const opener = await screen.findByRole('button', { name: 'Sign out everywhere: Sam Taylor' });
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Give any late focus move (a timer, an animation frame) its chance before checking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opener).toHaveFocus();
    expect(calls).not.toContain('DELETE /api/cms/members/7/sessions');
  });

  it('lists the mail that could not be delivered under the members, newest first as the worker sends it', async () => {
    const calls = stubMembers([member({})], [failure({}), failure({ id: 2, kind: 'reset-password', subject: 'Your password link' })]);
    renderWithApp(<MembersTab />);
    const section = await screen.findByRole('region', { name: 'Undelivered mail' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Undelivered mail' })).toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Undelivered mail' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Failed', 'To', 'Subject', 'Kind', 'Tries', 'Error']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByText('kim@example.org')).toBeInTheDocument();
    expect(within(first!).getByText('Confirm email address')).toBeInTheDocument();
    expect(within(first!).getByText('5')).toBeInTheDocument();
    expect(within(first!).getByText('550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(second).toHaveTextContent(/Your password link\s*Choose a new password/);
    expect(calls).toContain('GET /api/cms/mail-failures');
  });

  it('says "No undelivered mail." when there is none', async () => {
    stubMembers([member({})]);
    renderWithApp(<MembersTab />);
    const section = await screen.findByRole('region', { name: 'Undelivered mail' });
    expect(await within(section).findByText('No undelivered mail.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });
});
