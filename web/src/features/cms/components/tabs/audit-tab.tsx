import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { formatLongDateTime } from '@/lib/format';
import { useAudit, type AuditEntry } from '../../api/use-cms';
import { CmsList } from '../cms-list';
import { TabHeader } from '../tab-header';

const PAGE = 25;

/** Admins only: who changed what, and when, newest first. */
export default function AuditTab() {
  const [page, setPage] = useState(0);
  const result = useAudit(page);
  return (
    <div>
      <TabHeader title="Audit Log" text="Every change made in the CMS and in moderation: who, what and when." />
      <CmsList<AuditEntry>
        result={result}
        what="audit log"
        emptyTitle="No changes yet"
        emptyText="Changes appear here as editors make them."
      >
        {(entries) => (
          <>
            <DataTable
              caption="Audit log"
              rows={entries}
              rowKey={(e) => e.id}
              columns={[
                { header: 'When', cell: (e) => formatLongDateTime(e.createdAt) },
                {
                  header: 'Who',
                  cell: (e) => (
                    <>
                      {e.actor.name}
                      <span className="block text-sm font-normal text-slate-700">{e.actor.email}</span>
                    </>
                  ),
                },
                { header: 'Action', cell: (e) => <span className="capitalize">{e.action}</span> },
                { header: 'What', cell: (e) => <span className="capitalize">{e.entity.replace(/_/g, ' ')}</span> },
                { header: 'Details', cell: (e) => e.summary },
              ]}
            />
          </>
        )}
      </CmsList>
      <Pager page={page} onPage={setPage} fullPage={(result.data?.length ?? 0) === PAGE} label="Audit log" />
    </div>
  );
}
