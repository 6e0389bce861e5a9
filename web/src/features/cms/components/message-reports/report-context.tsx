import { MESSAGE_DELETED_LABEL } from '@schemas/messages';
import { UserText } from '@/components/ui/user-text';
import { formatLongDateTime } from '@/lib/format';
import type { MessageReport } from '../../api/use-message-reports';

type ContextMessage = MessageReport['context'][number];

const senderName = (m: ContextMessage) => m.sender?.displayName ?? 'Former member';

/**
 * The reported message among the messages around it (up to 3 either side), oldest first. The
 * reported one is marked in words ("Reported message"), with a thick border, never by colour
 * alone; each message names its sender and time.
 */
export function ReportContext({ report }: { report: MessageReport }) {
  return (
    <div className="mt-3">
      <h4 className="font-semibold text-slate-950">The conversation around it</h4>
      <ol
        className="mt-2 grid gap-2"
        aria-label={`Messages around the reported message, oldest first (conversation ${report.conversationId})`}
      >
        {report.context.map((m) => (
          <li
            key={m.id}
            aria-current={m.reported ? 'true' : undefined}
            className={
              m.reported ? 'rounded-lg border-4 border-amber-700 bg-amber-50 p-3' : 'rounded-lg border border-slate-300 bg-slate-50 p-3'
            }
          >
            {m.reported && <p className="mb-1 text-sm font-bold tracking-wide text-amber-950 uppercase">Reported message</p>}
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-950">{senderName(m)}</span>
              {m.sender && <span> (member #{m.sender.id})</span>} · <time dateTime={m.createdAt}>{formatLongDateTime(m.createdAt)}</time>
            </p>
            {m.deleted ? (
              <p className="mt-1 text-slate-700 italic">{MESSAGE_DELETED_LABEL}</p>
            ) : (
              <UserText text={m.body} className="mt-1 text-slate-900" />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
