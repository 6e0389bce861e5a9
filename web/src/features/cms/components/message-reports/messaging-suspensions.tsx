import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { formatLongDateTime } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { liftMessagingSuspension, type useMessagingSuspensions } from '../../api/use-message-reports';
import { CmsList } from '../cms-list';

type Result = ReturnType<typeof useMessagingSuspensions>;
type Suspended = NonNullable<Result['data']>[number];

const HEADING_ID = 'messaging-suspensions-heading';

/**
 * Members whose messaging is suspended (from this queue), each with "Lift messaging suspension".
 * The tab reads the list (`result`), so its actions on reports refresh it too.
 */
export function MessagingSuspensions({ result }: { result: Result }) {
  const lifting = useDialog<Suspended>();
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h3 id={HEADING_ID} tabIndex={-1} className="text-xl font-bold text-slate-950 outline-none">
        Members whose messaging is suspended
      </h3>
      <p className="mt-1 text-slate-700">
        They can still read their conversations, but cannot send messages until the suspension is lifted.
      </p>
      <CmsList
        result={result}
        what="messaging suspensions"
        emptyTitle="No messaging suspensions"
        emptyText="Members suspended from messaging appear here."
      >
        {(rows) => (
          <ul className="mt-4 grid gap-3">
            {rows.map((s) => (
              <li
                key={s.member.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere text-slate-950">
                    {s.member.displayName} <span className="font-normal text-slate-700">(member #{s.member.id})</span>
                  </p>
                  <p className="text-sm text-slate-700">
                    Suspended {formatLongDateTime(s.suspendedAt)}
                    {s.suspendedBy && ` by ${s.suspendedBy}`}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => lifting.open(s)}>
                  Lift messaging suspension <span className="sr-only">of {s.member.displayName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CmsList>
      <Suspense fallback={null}>
        {lifting.current && (
          <ConfirmDialog
            title={`Lift the messaging suspension of ${lifting.current.member.displayName}?`}
            text="They will be able to send messages again. This is recorded in the audit log."
            confirmLabel="Lift suspension"
            onClose={lifting.close}
            fallbackFocus={HEADING_ID}
            action={() => liftMessagingSuspension(lifting.current!.member.id)}
            refresh={() => result.mutate()}
            success="Messaging suspension lifted"
            failure="That did not work. Please try again."
          />
        )}
      </Suspense>
    </section>
  );
}
