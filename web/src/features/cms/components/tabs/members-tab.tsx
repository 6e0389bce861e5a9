import { ROLE_NAMES } from '@schemas/auth';
import { suspensionEnd } from '@schemas/standing';
import { useCallback, useState } from 'react';
import { useDialog } from '@/lib/use-dialog';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { formatLongDate, formatLongDateTime } from '@/lib/format';
import { displayName } from '@/lib/people';
import { refusalOr } from '@/lib/use-submit';
import { signOutMember, useMembers, type MemberAccount } from '../../api/use-cms';
import { liftSuspension } from '../../api/use-members';
import { CmsList } from '../cms-list';
import LevelDialog from '../members/level-dialog';
import { MembershipLevels } from '../members/membership-levels';
import RoleDialog from '../members/role-dialog';
import SuspendDialog from '../members/suspend-dialog';
import TrustLevelDialog from '../members/trust-level-dialog';
import { TAB_HEADING_ID, TabHeader } from '../tab-header';
import type { ViewerProps } from '../tabs';
import { UndeliveredMail } from './undelivered-mail';
import type { CurrentUser } from '@/lib/api-types';

type Open = { kind: 'sign-out' | 'role' | 'level' | 'trust' | 'suspend' | 'lift'; member: MemberAccount };

/** The worker's rule, so nobody is offered a button it would refuse: never yourself; editors act on members only. */
const maySuspend = (viewer: CurrentUser, m: MemberAccount) => m.id !== viewer.id && (viewer.role === 'admin' || m.role === 'member');

/**
 * Editors and admins: find a member and suspend them (or lift it). Editors see no email
 * addresses (decision 0020). Admins also change roles and levels, sign a member out of every
 * device, manage the levels and see the mail that could not be delivered. The worker records
 * each change in the audit log and tells the member by email.
 */
export default function MembersTab({ viewer }: ViewerProps) {
  const isAdmin = viewer.role === 'admin';
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const result = useMembers(page, q);
  const query = q.trim();
  const { current, open, close } = useDialog<Open>();
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);
  const refresh = () => result.mutate();

  return (
    <div>
      <TabHeader
        title="Members"
        text={
          isAdmin
            ? 'Find a member to change their role or level, suspend them, or sign them out of every device if their account is at risk.'
            : 'Find a member by name to suspend them, or to lift a suspension. Editors can suspend members only.'
        }
      />
      <div className="mt-4 max-w-xl">
        <SearchBox
          label={isAdmin ? 'Search members by name or email' : 'Search members by name'}
          placeholder={isAdmin ? 'Search members by name or email...' : 'Search members by name...'}
          value={q}
          onSearch={search}
        />
      </div>
      <CmsList<MemberAccount>
        result={{ data: result.data?.members, error: result.error }}
        what="members"
        emptyTitle={query ? 'No members found' : 'No members yet'}
        emptyText={query ? `No members match your search for "${query}"` : 'Members appear here when they join.'}
      >
        {(members) => (
          <DataTable
            caption={query ? `Members matching "${query}", page ${page + 1}` : `Members, page ${page + 1}`}
            rows={members}
            rowKey={(m) => m.id}
            columns={[
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
                cell: (m) =>
                  m.activeSessions === 0 ? 'No devices' : `${m.activeSessions} ${m.activeSessions === 1 ? 'device' : 'devices'}`,
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
                        <RowAction
                          item={item}
                          danger
                          disabled={m.activeSessions === 0}
                          onClick={() => open({ kind: 'sign-out', member: m })}
                        >
                          Sign out everywhere
                        </RowAction>
                      )}
                    </RowActions>
                  );
                },
              },
            ]}
          />
        )}
      </CmsList>
      <Pager page={page} onPage={setPage} fullPage={result.data?.hasMore ?? false} label="Members" />
      {isAdmin && <MembershipLevels onChange={refresh} />}
      {isAdmin && <UndeliveredMail />}
      {current && <MemberDialog open={current} refresh={refresh} onClose={close} />}
    </div>
  );
}

function MemberDialog({ open: { kind, member }, refresh, onClose }: { open: Open; refresh: () => unknown; onClose: () => void }) {
  const name = displayName(member);
  switch (kind) {
    case 'role':
      return <RoleDialog member={member} onDone={refresh} onClose={onClose} />;
    case 'level':
      return <LevelDialog member={member} onDone={refresh} onClose={onClose} />;
    case 'trust':
      return <TrustLevelDialog member={member} onClose={onClose} />;
    case 'suspend':
      return <SuspendDialog member={member} onDone={refresh} onClose={onClose} />;
    case 'lift':
      return (
        <ConfirmDialog
          title={`Lift ${name}'s suspension?`}
          text="They can post, comment, send feedback and donate again at once, and are told by email."
          confirmLabel="Lift suspension"
          action={() => liftSuspension(member.id)}
          refresh={refresh}
          success={{ title: 'Suspension lifted', description: `${name} has been told by email.` }}
          failure={refusalOr('Could not lift the suspension. Please try again.')}
          onClose={onClose}
          fallbackFocus={TAB_HEADING_ID}
        />
      );
    case 'sign-out':
      return (
        <ConfirmDialog
          title={`Sign ${name} out everywhere?`}
          text={`This ends all ${member.activeSessions} of their sessions. They can sign in again with their password.`}
          confirmLabel="Sign out everywhere"
          action={() => signOutMember(member.id)}
          refresh={refresh}
          success={({ revoked }) => ({
            title: 'Signed out everywhere',
            description: `${name}: ${revoked} ${revoked === 1 ? 'session' : 'sessions'} ended.`,
          })}
          failure="Something went wrong. Please try again."
          onClose={onClose}
          // After a sign-out the button that asked is disabled (nothing left to end); Cancel keeps it.
          fallbackFocus={TAB_HEADING_ID}
        />
      );
  }
}
