import { useCallback, useState } from 'react';
import { useDialog } from '@/lib/use-dialog';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { useMembers, type MemberAccount } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { memberColumns, type Open } from '../members/member-columns';
import { MemberDialog } from '../members/member-dialog';
import { MembershipLevels } from '../members/membership-levels';
import { TabHeader } from '../tab-header';
import type { ViewerProps } from '../tabs';
import { UndeliveredMail } from './undelivered-mail';

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
            columns={memberColumns(viewer, open)}
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
