import type { MemberAccount } from '@schemas/members-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@/lib/toast';
import type { MailFailure } from '../../api/use-cms';
import { emulateModalInert } from '@/test/modal-inert';
import { renderWithApp } from '@/test/render';
import { currentUser } from '@/test/auth-factories';
import MembersTab from './members-tab';

const admin = currentUser({ id: 1, role: 'admin', firstName: 'Ada', email: 'ada@example.org' });
const editor = currentUser({ id: 2, role: 'editor', firstName: 'Eddie', email: 'eddie@example.org' });

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

/** Answers for the role, level and suspension calls, by "METHOD url"; their bodies land in `bodies`. */
let answers: Record<string, [number, unknown]> = {};
let bodies: unknown[] = [];
afterEach(() => {
  answers = {};
  bodies = [];
});

function stubMembers(members: MemberAccount[], failures: MailFailure[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/cms/mail-failures') return new Response(JSON.stringify(failures), { status: 200 });
      if (url === '/api/cms/membership-levels')
        return new Response(
          JSON.stringify([
            { id: null, name: 'Free', members: 2 },
            { id: 4, name: 'Supporter', members: 0 },
          ]),
          { status: 200 },
        );
      const answer = answers[`${init.method ?? 'GET'} ${url}`];
      if (answer) {
        bodies.push(JSON.parse(String(init.body ?? 'null')));
        return new Response(JSON.stringify(answer[1]), { status: answer[0] });
      }
      if (init.method === 'DELETE') {
        members = members.map((m) => (url.includes(`/${m.id}/`) ? { ...m, activeSessions: 0, lastSeenAt: null } : m));
        return new Response(JSON.stringify({ revoked: 2 }), { status: 200 });
      }
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      return new Response(JSON.stringify({ members: members.filter((m) => !q || m.email?.includes(q)), hasMore: false }), { status: 200 });
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
    renderWithApp(<MembersTab viewer={admin} />);
    const table = await screen.findByRole('table', { name: 'Members, page 1' });
    expect(within(table).getByRole('rowheader', { name: /Sam Taylor/ })).toBeInTheDocument();
    expect(within(table).getByText('2 devices')).toBeInTheDocument();
    expect(within(table).getByText('Not signed in')).toBeInTheDocument();
    // Nothing to end for someone signed in nowhere.
    expect(within(table).getByRole('button', { name: 'Sign out everywhere kim@example.org' })).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search members by name or email' }), 'kim{Enter}');
    await waitFor(() => expect(calls.at(-1)).toBe('GET /api/cms/members?limit=25&offset=0&q=kim'));
  });

  it('asks, then signs a member out everywhere and says how many sessions ended', async () => {
    emulateModalInert();
    const calls = stubMembers([member({})]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab viewer={admin} />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere Sam Taylor' }));
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
    renderWithApp(<MembersTab viewer={admin} />);
    const opener = await screen.findByRole('button', { name: 'Sign out everywhere Sam Taylor' });
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
    renderWithApp(<MembersTab viewer={admin} />);
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
    renderWithApp(<MembersTab viewer={admin} />);
    const section = await screen.findByRole('region', { name: 'Undelivered mail' });
    expect(await within(section).findByText('No undelivered mail.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('editors see no addresses, search by name, and may suspend members only (not editors, admins or themselves)', async () => {
    stubMembers([
      member({ email: null }),
      member({ id: 9, firstName: 'Riley', lastName: 'Okafor', email: null, role: 'editor' }),
      member({ id: 2, firstName: 'Eddie', lastName: 'Editor', email: null, role: 'editor' }),
    ]);
    renderWithApp(<MembersTab viewer={editor} />);
    const table = await screen.findByRole('table', { name: 'Members, page 1' });
    expect(screen.getByRole('searchbox', { name: 'Search members by name' })).toBeInTheDocument();
    expect(within(table).queryByText(/@/)).toBeNull();
    expect(within(table).getByRole('button', { name: 'Suspend Sam Taylor' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Riley Okafor|Eddie Editor/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Change role|Change level|Sign out everywhere/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Undelivered mail' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Membership levels' })).toBeNull();
  });

  it("suspends with a reason (required) and an optional last day, in the worker's words, and shows the standing", async () => {
    emulateModalInert();
    answers['PUT /api/cms/members/7/suspension'] = [200, { id: 7, suspension: { reason: 'Spam', until: '2099-12-04' } }];
    stubMembers([member({})]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab viewer={editor} />);
    await user.click(await screen.findByRole('button', { name: 'Suspend Sam Taylor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Taylor' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    // The shared schema refuses an empty reason before anything is sent.
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(expect.stringContaining('Error: Give the reason for the suspension')));
    expect(bodies).toEqual([]);
    await user.type(reason, 'Spam');
    await user.type(within(dialog).getByLabelText('Last day (optional)'), '2099-12-04');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Spam', until: '2099-12-04' }]));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Member suspended', description: 'Sam Taylor has been told by email.' }),
    );
  });

  it("shows a suspended member's standing, and lifts it after asking", async () => {
    emulateModalInert();
    answers['DELETE /api/cms/members/7/suspension'] = [200, { id: 7 }];
    const calls = stubMembers([member({ suspension: { reason: 'Spam', until: null } })]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab viewer={admin} />);
    const table = await screen.findByRole('table', { name: 'Members, page 1' });
    expect(within(table).getByText('until further notice', { exact: false })).toHaveTextContent('Suspended until further notice');
    await user.click(within(table).getByRole('button', { name: 'Lift suspension Sam Taylor' }));
    const dialog = await screen.findByRole('dialog', { name: "Lift Sam Taylor's suspension?" });
    await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/cms/members/7/suspension'));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Suspension lifted' }));
  });

  it("admins change a role; the worker's refusal (the last admin) is shown on the Role field", async () => {
    emulateModalInert();
    const LAST = 'This is the last administrator. Make someone else an administrator first.';
    answers['PATCH /api/cms/members/9/role'] = [400, { message: LAST, errors: { role: [LAST] } }];
    stubMembers([
      member({ id: 9, firstName: 'Riley', lastName: 'Okafor', role: 'admin' }),
      member({ id: 1, firstName: 'Ada', lastName: 'Admin', role: 'admin' }),
    ]);
    const user = userEvent.setup();
    renderWithApp(<MembersTab viewer={admin} />);
    const table = await screen.findByRole('table', { name: 'Members, page 1' });
    // Never their own role.
    expect(within(table).queryByRole('button', { name: 'Change role Ada Admin' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Change role Riley Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: "Change Riley Okafor's role" });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Member');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(bodies).toEqual([{ role: 'member' }]));
    await waitFor(() => expect(within(dialog).getByLabelText('Role')).toHaveAccessibleDescription(`Error: ${LAST}`));
  });

  it('admins see the membership levels: "Free" always there, a level in use cannot be removed', async () => {
    stubMembers([member({})]);
    renderWithApp(<MembersTab viewer={admin} />);
    const section = await screen.findByRole('region', { name: 'Membership levels' });
    const table = await within(section).findByRole('table', { name: 'Membership levels' });
    const [free, supporter] = within(table).getAllByRole('row').slice(1);
    expect(free).toHaveTextContent(/Free\s*2\s*Always there/);
    expect(within(supporter!).getByRole('button', { name: 'Rename Supporter' })).toBeEnabled();
    expect(within(supporter!).getByRole('button', { name: 'Remove Supporter' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Add level' })).toBeInTheDocument();
  });
});
