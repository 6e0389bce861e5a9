import { useState } from 'react';
import { Link } from 'react-router-dom';
import ModerationDialog from '@/components/moderation/moderation-dialog';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import { SelectField } from '@/components/ui/select-field';
import { MODERATION_REASON_MAX } from '@schemas/community';
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

/** The flags' reasons, as the author would read them: "Spam; Harassment: called me names". */
const reasonsOf = (flags: Report[]) =>
  [...new Set(flags.map((f) => (f.details ? `${f.reason}: ${f.details}` : f.reason)))].join('; ').slice(0, MODERATION_REASON_MAX);

/**
 * Hide or delete a flagged item, resolving its open flags, with the reason the author is told
 * (decision 0041), prefilled from the flags so the usual case is one press.
 */
function ActOnFlagsDialog({
  flags,
  action,
  target,
  resolve,
  onClose,
  refresh,
}: {
  flags: Report[];
  action: 'hide' | 'delete';
  target: Target;
  resolve: (r: Report, to: 'resolved') => Promise<unknown>;
  onClose: () => void;
  refresh: () => unknown;
}) {
  const what = target.kind === 'posts' ? 'post' : 'comment';
  const resolveOpen = async () => {
    for (const f of flags) if (f.status === 'open') await resolve(f, 'resolved');
  };
  return (
    <ModerationDialog
      title={action === 'hide' ? `Hide ${what}?` : `Delete ${what}?`}
      text={
        action === 'hide'
          ? `The flagged ${target.label} leaves the forum until you show it again. The author is told, with your reason.`
          : `The flagged ${target.label} will be deleted for everyone. This cannot be undone. The author is told, with your reason.`
      }
      confirmLabel={action === 'hide' ? 'Hide' : 'Delete'}
      destructive={action === 'delete'}
      defaultReason={reasonsOf(flags)}
      action={async (reason) => {
        if (action === 'hide') {
          await moderate(target.kind, target.id, 'hidden', reason);
          await resolveOpen();
        } else {
          await resolveOpen();
          await deleteCommunityItem(target.kind, target.id, reason);
        }
      }}
      refresh={refresh}
      success={action === 'hide' ? 'Hidden and resolved' : 'Deleted and resolved'}
      failure="That did not work. Please try again."
      onSuccess={focusTabHeading}
      onClose={onClose}
      // Focus goes to the tab's heading: the row that opened this has changed or gone.
      fallbackFocus={TAB_HEADING_ID}
    />
  );
}

/** The flags on one post or comment together (decision 0034), in the queue's order (newest first). */
function groupByItem(reports: Report[]): Report[][] {
  const groups = new Map<string, Report[]>();
  for (const r of reports) {
    const key = r.post ? `post:${r.post.id}` : r.comment ? `comment:${r.comment.id}` : `gone:${r.id}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()];
}

/**
 * Members' flags on posts and comments, grouped per item with each flagger's trust level: hide,
 * delete or dismiss, each recorded in the audit log.
 */
export default function ReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const result = useReports(status);
  // The flags of the item an editor is hiding or deleting, in the dialog that asks for the reason.
  const [acting, setActing] = useState<{ flags: Report[]; action: 'hide' | 'delete' } | null>(null);

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
      <TabHeader
        title="Reports"
        text="Posts and comments members have flagged, grouped per item with each flagger's trust level. Flags from three members of level 2 or above hide an item until you review it. Hidden items leave the forum but can be shown again."
      />
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
            {groupByItem(reports).map((flags) => {
              const r = flags[0]!;
              const target = targetOf(r);
              const visibility = r.post?.visibility ?? r.comment?.visibility;
              const postId = r.post?.id ?? r.comment?.postId;
              const open = flags.filter((f) => f.status === 'open');
              const resolveAll = async (to: Parameters<typeof resolveReport>[1]) => {
                for (const f of open) await resolve(f, to);
              };
              return (
                <li key={r.id} className="rounded-xl border border-slate-300 bg-white p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold wrap-anywhere text-slate-950">
                      {r.post ? `Post: ${r.post.title}` : r.comment ? 'Comment' : 'Deleted item'}
                    </h3>
                    <span className="text-sm font-semibold text-slate-800">
                      {flags.length} {flags.length === 1 ? 'flag' : 'flags'}
                    </span>
                    {visibility === 'hidden' && <span className="text-sm font-semibold text-slate-800">(hidden from the forum)</span>}
                  </div>
                  {(r.comment || !target || (postId && visibility !== 'hidden')) && (
                    <div className="mt-2 rounded-lg bg-slate-50 p-3 text-slate-900">
                      {r.comment && <p className="whitespace-pre-wrap wrap-anywhere">{r.comment.content}</p>}
                      {!target && <p>The flagged item has been deleted.</p>}
                      {postId && visibility !== 'hidden' && (
                        <Link to={paths.post(postId)} className="text-violet-900 underline underline-offset-4">
                          Open the post
                        </Link>
                      )}
                    </div>
                  )}
                  <ul className="mt-3 space-y-2" aria-label="Flags">
                    {flags.map((f) => (
                      <li key={f.id} className="border-l-4 border-slate-300 pl-3">
                        <p className="flex flex-wrap items-center gap-2">
                          <strong className="font-semibold text-slate-950">{f.reason}</strong>
                          <StatusBadge status={f.status} />
                        </p>
                        <p className="text-sm text-slate-700">
                          By {displayName(f.reporter)} (trust level {f.reporterLevel}) on {formatLongDateTime(f.createdAt)}
                        </p>
                        {f.details && <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-slate-900">{f.details}</p>}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-3">
                    <RowActions wrap>
                      {target && visibility !== 'hidden' && (
                        <RowAction item={target.label} onClick={() => setActing({ flags, action: 'hide' })}>
                          Hide
                        </RowAction>
                      )}
                      {target && visibility === 'hidden' && (
                        <RowAction item={target.label} onClick={() => void act(() => setVisibility(target, 'visible'), 'Shown again')}>
                          Show again
                        </RowAction>
                      )}
                      {target && (
                        <RowAction item={target.label} danger onClick={() => setActing({ flags, action: 'delete' })}>
                          Delete
                        </RowAction>
                      )}
                      {open.length > 0 && (
                        <RowAction
                          item={`flags on ${target?.label ?? 'a deleted item'}`}
                          onClick={() => void act(() => resolveAll('dismissed'), 'Flags dismissed')}
                        >
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
      {acting && targetOf(acting.flags[0]!) && (
        <ActOnFlagsDialog
          {...acting}
          target={targetOf(acting.flags[0]!)!}
          resolve={resolve}
          onClose={() => setActing(null)}
          refresh={() => result.mutate()}
        />
      )}
    </div>
  );
}
