import { ROLE_NAMES } from '@schemas/auth';
import type { MemberAccount } from '@schemas/members-admin';
import { useCallback, useState } from 'react';
import { useDialog } from '@/lib/use-dialog';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { formatLongDate, formatLongDateTime } from '@/lib/format';
import { displayName } from '@/lib/people';
import { signOutMember, useMembers } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { TAB_HEADING_ID, TabHeader } from '../tab-header';
import { UndeliveredMail } from './undelivered-mail';

/**
 * Admins only: find a member and sign them out of every device (a lost phone, an account
 * someone else has got into). The worker records each sign-out in the audit log. Below the
 * list, the mail that could not be delivered to members.
 */
export default function MembersTab() {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const result = useMembers(page, q);
  const query = q.trim();
  const { current: target, open: ask, close } = useDialog<MemberAccount>();
  const search = useCallback((text: string) => {
    setQ(text);
    setPage(0);
  }, []);

  return (
    <div>
      <TabHeader
        title="Members"
        text="Find a member to see where they are signed in, and sign them out of every device if their account is at risk."
      />
      <div className="mt-4 max-w-xl">
        <SearchBox label="Search members by name or email" placeholder="Search members by name or email..." value={q} onSearch={search} />
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
              { header: 'Joined', cell: (m) => formatLongDate(m.joinedAt) },
              {
                header: 'Signed in on',
                cell: (m) =>
                  m.activeSessions === 0 ? 'No devices' : `${m.activeSessions} ${m.activeSessions === 1 ? 'device' : 'devices'}`,
              },
              { header: 'Last active', cell: (m) => (m.lastSeenAt ? formatLongDateTime(m.lastSeenAt) : 'Not signed in') },
              {
                header: 'Actions',
                cell: (m) => (
                  <Button variant="secondary" disabled={m.activeSessions === 0} onClick={() => ask(m)}>
                    Sign out everywhere<span className="sr-only">: {displayName(m)}</span>
                  </Button>
                ),
              },
            ]}
          />
        )}
      </CmsList>
      <Pager page={page} onPage={setPage} fullPage={result.data?.hasMore ?? false} label="Members" />
      <UndeliveredMail />
      {target && (
        <ConfirmDialog
          title={`Sign ${displayName(target)} out everywhere?`}
          text={`This ends all ${target.activeSessions} of their sessions. They can sign in again with their password.`}
          confirmLabel="Sign out everywhere"
          action={() => signOutMember(target.id)}
          refresh={() => result.mutate()}
          success={({ revoked }) => ({
            title: 'Signed out everywhere',
            description: `${displayName(target)}: ${revoked} ${revoked === 1 ? 'session' : 'sessions'} ended.`,
          })}
          failure="Something went wrong. Please try again."

          onClose={close}
          // After a sign-out the button that asked is disabled (nothing left to end); Cancel keeps it.
          fallbackFocus={TAB_HEADING_ID}
        />
      )}
    </div>
  );
}
