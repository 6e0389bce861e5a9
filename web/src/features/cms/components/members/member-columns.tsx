import { ROLE_NAMES } from '@schemas/auth';
import { suspensionEnd } from '@schemas/standing';
import type { ComponentProps } from 'react';
import type { DataTable } from '@/components/ui/data-table';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import type { CurrentUser } from '@/lib/api-types';
import { formatLongDate, formatLongDateTime } from '@/lib/format';
import { displayName } from '@/lib/people';
import type { MemberAccount } from '../../api/use-cms';

/** What the Members tab opens on a member. */
export type Open = { kind: 'sign-out' | 'role' | 'level' | 'trust' | 'suspend' | 'lift'; member: MemberAccount };

type Column = ComponentProps<typeof DataTable<MemberAccount>>['columns'][number];

/** The worker's rule, so nobody is offered a button it would refuse: never yourself; editors act on members only. */
const maySuspend = (viewer: CurrentUser, m: MemberAccount) => m.id !== viewer.id && (viewer.role === 'admin' || m.role === 'member');

/** The Members tab's table: who, role, level, standing, when they joined and were last active, and what the viewer may do. */
export function memberColumns(viewer: CurrentUser, open: (what: Open) => void): Column[] {
  const isAdmin = viewer.role === 'admin';
  return [
    {
      header: 'Name',
      cell: (m) => (
        <>
          {displayName(m)}
          {m.email && <span className="block text-sm font-normal break-all text-slate-700">{m.email}</span>}
        </>
      ),
    },
    { header: 'Role', cell: (m) => ROLE_NAMES[m.role] },
    { header: 'Level', cell: (m) => m.membershipLevel },
    {
      header: 'Standing',
      cell: (m) =>
        m.suspension ? (
          <>
            <strong className="font-semibold text-red-800">Suspended</strong> {suspensionEnd(m.suspension)}
          </>
        ) : (
          'Active'
        ),
    },
    { header: 'Joined', cell: (m) => formatLongDate(m.joinedAt) },
    {
      header: 'Signed in on',
      cell: (m) => (m.activeSessions === 0 ? 'No devices' : `${m.activeSessions} ${m.activeSessions === 1 ? 'device' : 'devices'}`),
    },
    { header: 'Last active', cell: (m) => (m.lastSeenAt ? formatLongDateTime(m.lastSeenAt) : 'Not signed in') },
    {
      header: 'Actions',
      cell: (m) => {
        const item = displayName(m);
        return (
          <RowActions>
            {isAdmin && m.id !== viewer.id && (
              <RowAction item={item} onClick={() => open({ kind: 'role', member: m })}>
                Change role
              </RowAction>
            )}
            {isAdmin && (
              <RowAction item={item} onClick={() => open({ kind: 'level', member: m })}>
                Change level
              </RowAction>
            )}
            {m.role === 'member' && (
              <RowAction item={item} onClick={() => open({ kind: 'trust', member: m })}>
                Trust level
              </RowAction>
            )}
            {maySuspend(viewer, m) && (
              <RowAction item={item} onClick={() => open({ kind: 'suspend', member: m })}>
                {m.suspension ? 'Change suspension' : 'Suspend'}
              </RowAction>
            )}
            {maySuspend(viewer, m) && m.suspension && (
              <RowAction item={item} onClick={() => open({ kind: 'lift', member: m })}>
                Lift suspension
              </RowAction>
            )}
            {isAdmin && (
              <RowAction item={item} danger disabled={m.activeSessions === 0} onClick={() => open({ kind: 'sign-out', member: m })}>
                Sign out everywhere
              </RowAction>
            )}
          </RowActions>
        );
      },
    },
  ];
}
