import { useState } from 'react';
import { Link } from 'react-router-dom';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import { SelectField } from '@/components/ui/select-field';
import { formatLongDateTime } from '@/lib/format';
import { deleteCommunityItem, moderate, type CommunityKind, type Visibility } from '@/lib/moderation';
import { paths } from '@/lib/paths';
import { displayName } from '@/lib/people';
import { useSubmit } from '@/lib/use-submit';
import { resolveReport, useReports, type Report, type ReportStatus } from '../../api/use-reports';
import { CmsList } from '../cms-list';
import { StatusBadge } from '../status-badge';
import { focusTabHeading, TAB_HEADING_ID, TabHeader } from '../tab-header';

const STATUSES: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
];

type Target = { kind: CommunityKind; id: number; label: string };

const targetOf = (r: Report): Target | null =>
  r.post
    ? { kind: 'posts', id: r.post.id, label: `post "${r.post.title}"` }
    : r.comment
      ? { kind: 'comments', id: r.comment.id, label: 'comment' }
      : null;

/** Members' reports of posts and comments: hide, delete or dismiss, each recorded in the audit log. */
export default function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const result = useReports(status);
  const [deleting, setDeleting] = useState<Report | null>(null);

  // Each action removes or changes its own row, so focus goes to the tab's heading after.
  const { submit } = useSubmit({
    action: async ({ work, done }: { work: () => Promise<unknown>; done: string }) => (await work(), done),
    refresh: () => result.mutate(),
    success: (done) => done,
    failure: 'That did not work. Please try again.',
    onSuccess: focusTabHeading,
  });
  const act = (work: () => Promise<unknown>, done: string) => submit({ work, done });

  const resolve = (r: Report, to: Parameters<typeof resolveReport>[1]) => resolveReport(r.id, to);
  const setVisibility = (t: Target, visibility: Visibility) => moderate(t.kind, t.id, visibility);

  return (
    <div>
      <TabHeader title="Reports" text="Posts and comments members have reported. Hidden items leave the forum but can be shown again." />
      <SelectField
        label="Show reports that are"
        value={status}
        onChange={(e) => setStatus(e.target.value as ReportStatus)}
        options={STATUSES}
        className="mt-4 max-w-xs"
      />
      <CmsList
        result={result}
        what="reports"
        emptyTitle={status === 'open' ? 'No open reports' : `No ${status} reports`}
        emptyText="Reports from members appear here."
      >
        {(reports) => (
          <ol className="mt-4 space-y-4">
            {reports.map((r) => {
              const target = targetOf(r);
              const visibility = r.post?.visibility ?? r.comment?.visibility;
              const postId = r.post?.id ?? r.comment?.postId;
              return (
                <li key={r.id} className="rounded-xl border border-slate-300 bg-white p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold text-slate-950">{r.reason}</h3>
                    <StatusBadge status={r.status} />
                    {visibility === 'hidden' && <span className="text-sm font-semibold text-slate-800">(hidden from the forum)</span>}
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    Reported by {displayName(r.reporter)} on {formatLongDateTime(r.createdAt)}
                  </p>
                  {r.details && <p className="mt-2 whitespace-pre-wrap text-slate-900">{r.details}</p>}
                  <div className="mt-2 rounded-lg bg-slate-50 p-3 text-slate-900">
                    {r.post && <p>Post: {r.post.title}</p>}
                    {r.comment && <p className="whitespace-pre-wrap">Comment: {r.comment.content}</p>}
                    {!target && <p>The reported item has been deleted.</p>}
                    {postId && visibility !== 'hidden' && (
                      <Link to={paths.post(postId)} className="text-violet-900 underline underline-offset-4">
                        Open the post
                      </Link>
                    )}
                  </div>
                  <div className="mt-3">
                    <RowActions wrap>
                      {target && visibility !== 'hidden' && (
                        <RowAction
                          item={target.label}
                          onClick={() =>
                            void act(
                              async () => (await setVisibility(target, 'hidden'), await resolve(r, 'resolved')),
                              'Hidden and resolved',
                            )
                          }
                        >
                          Hide
                        </RowAction>
                      )}
                      {target && visibility === 'hidden' && (
                        <RowAction item={target.label} onClick={() => void act(() => setVisibility(target, 'visible'), 'Shown again')}>
                          Show again
                        </RowAction>
                      )}
                      {target && (
                        <RowAction item={target.label} danger onClick={() => setDeleting(r)}>
                          Delete
                        </RowAction>
                      )}
                      {r.status === 'open' && (
                        <RowAction item={`report: ${r.reason}`} onClick={() => void act(() => resolve(r, 'dismissed'), 'Report dismissed')}>
                          Dismiss
                        </RowAction>
                      )}
                    </RowActions>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CmsList>
      {deleting && targetOf(deleting) && (
        <ConfirmDialog
          title={`Delete ${targetOf(deleting)!.kind === 'posts' ? 'post' : 'comment'}?`}
          text={`The reported ${targetOf(deleting)!.label} will be deleted for everyone. This cannot be undone.`}
          confirmLabel="Delete"
          onClose={() => setDeleting(null)}
          // Its own focusTabHeading runs while this is still open, when the page is inert.
          fallbackFocus={TAB_HEADING_ID}
          action={async () => {
            const t = targetOf(deleting)!;
            if (deleting.status === 'open') await resolve(deleting, 'resolved');
            await deleteCommunityItem(t.kind, t.id);
          }}
          refresh={() => result.mutate()}
          success="Deleted and resolved"
          failure="That did not work. Please try again."
          onSuccess={focusTabHeading}
        />
      )}
    </div>
  );
}
