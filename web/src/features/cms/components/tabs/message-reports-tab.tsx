import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import { SelectField } from '@/components/ui/select-field';
import { formatLongDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { refusalOr } from '@/lib/use-submit';
import {
  actOnMessageReport,
  useMessageReports,
  useMessagingSuspensions,
  type MessageReport,
  type MessageReportAction,
} from '../../api/use-message-reports';
import { MessagingSuspensions } from '../message-reports/messaging-suspensions';
import { ReportContext } from '../message-reports/report-context';
import { StatusBadge } from '../status-badge';
import { CmsList } from '../cms-list';
import { focusTabHeading, TAB_HEADING_ID, TabHeader } from '../tab-header';

type Status = Parameters<typeof useMessageReports>[0];

const STATUSES: { value: Status; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'dismissed', label: 'Dismissed' },
];

/** Each action's confirmation: what it does, in words an editor can check before it happens. */
const CONFIRM: Record<MessageReportAction, { title: string; text: (r: MessageReport) => string; label: string; done: string }> = {
  dismiss: {
    title: 'Dismiss this report?',
    text: () => 'The message stays as it is and the report leaves the open queue. This is recorded in the audit log.',
    label: 'Dismiss',
    done: 'Report dismissed',
  },
  remove: {
    title: 'Remove this message?',
    text: () =>
      'Everyone in the conversation will see "Message deleted" instead. Every open report of it is resolved. This cannot be undone.',
    label: 'Remove message',
    done: 'Message removed and report resolved',
  },
  'remove-and-suspend': {
    title: 'Remove this message and suspend messaging?',
    text: (r) =>
      `Everyone in the conversation will see "Message deleted" instead, and ${r.message.sender?.displayName ?? 'the sender'} will not be able to send messages until the suspension is lifted. They can still read their conversations.`,
    label: 'Remove and suspend',
    done: 'Message removed and messaging suspended',
  },
};

/** Members' reports of private messages: each shown in its conversation, dismissed, removed, or removed with the sender's messaging suspended. */
export default function MessageReportsTab() {
  const [status, setStatus] = useState<Status>('open');
  const result = useMessageReports(status);
  const suspensions = useMessagingSuspensions();
  const confirming = useDialog<{ report: MessageReport; action: MessageReportAction }>();

  return (
    <div>
      <TabHeader
        title="Message Reports"
        text="Private messages members have reported, each with the messages around it. Every action is recorded in the audit log."
      />
      <SelectField
        label="Show reports that are"
        value={status}
        onChange={(e) => setStatus(e.target.value as Status)}
        options={STATUSES}
        className="mt-4 max-w-xs"
      />
      <CmsList
        result={result}
        what="message reports"
        emptyTitle={status === 'open' ? 'No open message reports' : `No ${status} message reports`}
        emptyText="Reports of private messages from members appear here."
      >
        {(reports) => (
          <ol className="mt-4 space-y-4">
            {reports.map((r) => {
              const sender = r.message.sender;
              return (
                <li key={r.id} className="rounded-xl border border-slate-300 bg-white p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold text-slate-950">{r.reason}</h3>
                    <StatusBadge status={r.status} />
                    {r.senderSuspended && <span className="text-sm font-semibold text-slate-800">(sender's messaging suspended)</span>}
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    Reported by {r.reporter.displayName} (member #{r.reporter.id}) on {formatLongDateTime(r.createdAt)}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    Sent by{' '}
                    {sender ? (
                      <>
                        {sender.displayName} (member #{sender.id}),{' '}
                        <Link to={paths.member(sender.id)} className="text-violet-900 underline underline-offset-4">
                          their member page<span className="sr-only"> ({sender.displayName})</span>
                        </Link>
                      </>
                    ) : (
                      'a former member'
                    )}
                  </p>
                  {r.details && <p className="mt-2 whitespace-pre-wrap text-slate-900">{r.details}</p>}
                  <ReportContext report={r} />
                  {r.status === 'open' && (
                    <div className="mt-3">
                      <RowActions wrap>
                        <RowAction
                          item={`report by ${r.reporter.displayName}`}
                          onClick={() => confirming.open({ report: r, action: 'dismiss' })}
                        >
                          Dismiss
                        </RowAction>
                        {!r.message.deleted && (
                          <RowAction
                            item={`reported message from ${sender?.displayName ?? 'a former member'}`}
                            danger
                            onClick={() => confirming.open({ report: r, action: 'remove' })}
                          >
                            Remove message
                          </RowAction>
                        )}
                        {sender && !r.senderSuspended && (
                          <RowAction
                            item={`reported message from ${sender?.displayName ?? 'a former member'}`}
                            danger
                            onClick={() => confirming.open({ report: r, action: 'remove-and-suspend' })}
                          >
                            Remove and suspend messaging
                          </RowAction>
                        )}
                      </RowActions>
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </CmsList>
      {/* After the queue has loaded, so the tab says "Loading" once, not twice. */}
      {(result.data || result.error) && <MessagingSuspensions result={suspensions} />}
      <Suspense fallback={null}>
        {confirming.current && (
          <ConfirmDialog
            title={CONFIRM[confirming.current.action].title}
            text={CONFIRM[confirming.current.action].text(confirming.current.report)}
            confirmLabel={CONFIRM[confirming.current.action].label}
            onClose={confirming.close}
            // The report's row leaves the open queue, taking the button that opened this with it.
            fallbackFocus={TAB_HEADING_ID}
            action={(
              (chosen) => () =>
                actOnMessageReport(chosen.report.id, chosen.action)
            )(confirming.current)}
            refresh={() => Promise.all([result.mutate(), suspensions.mutate()])}
            success={CONFIRM[confirming.current.action].done}
            failure={refusalOr('That did not work. Please try again.')}
            onSuccess={focusTabHeading}
          />
        )}
      </Suspense>
    </div>
  );
}
