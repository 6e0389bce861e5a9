import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useSubmit } from '@/lib/use-submit';
import type { MonthlyActions } from '../api/use-monthly';
import type { MonthlyGiftLine, MonthlyStatus } from '../api/use-giving';

const MonthlyChangeDialog = lazy(() => import('./monthly-change-dialog'));

export const MONTHLY_HEADING_ID = 'monthly-gifts-heading';

const STATUS_WORDS: Record<MonthlyStatus, string> = {
  pending: 'Waiting for the first payment',
  active: 'Active: charged each month',
  past_due: 'The last payment did not go through: please update your card',
  campaign_closed: 'Paused: its campaign has closed. Move it to another campaign or stop it',
  stopped: 'Stopped',
};

type Props = { gifts: MonthlyGiftLine[]; actions: MonthlyActions; level: 2 | 3 };

/** A donor's monthly gifts (behind their manage link, or on /account), each with its actions; a stopped gift has none. */
export function MonthlyGiftList({ gifts, actions, level }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const [stopping, setStopping] = useState<MonthlyGiftLine | null>(null);
  const [changing, setChanging] = useState<MonthlyGiftLine | null>(null);
  const card = useSubmit<MonthlyGiftLine, { url: string }>({
    action: (gift) => actions.card(gift.id),
    failure: 'We could not open the card page. Nothing was changed. Please try again.',
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <section aria-labelledby={MONTHLY_HEADING_ID} className="mt-6">
      <Heading
        id={MONTHLY_HEADING_ID}
        tabIndex={-1}
        className={`${level === 2 ? 'text-2xl' : 'text-xl'} font-bold text-slate-950 outline-none`}
      >
        Monthly gifts
      </Heading>
      <ul className="mt-3 grid gap-3" aria-label="Your monthly gifts">
        {gifts.map((gift) => {
          const what = `${formatMoney(gift.amount, true)} a month to ${gift.campaign.title}`;
          return (
            <li key={gift.id} className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
              <p className="text-lg font-semibold wrap-anywhere text-slate-950">{what}</p>
              <p className="mt-1 text-slate-700">
                {STATUS_WORDS[gift.status]} · {gift.payments} {gift.payments === 1 ? 'payment' : 'payments'} so far
                {gift.testMode && ' · Test gift: no money moves'}
              </p>
              {gift.status !== 'stopped' && (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setChanging(gift)}>
                    Change amount or campaign<span className="sr-only"> of {what}</span>
                  </Button>
                  {gift.status !== 'pending' && (
                    <Button variant="secondary" busy={card.busy} onClick={() => void card.submit(gift)}>
                      Update card<span className="sr-only"> for {what}</span>
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setStopping(gift)}>
                    Stop<span className="sr-only"> {what}</span>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {stopping && (
        <ConfirmDialog
          title="Stop this monthly gift?"
          text={`${formatMoney(stopping.amount, true)} a month to ${stopping.campaign.title} will stop now. Nothing more will be charged. Your receipts stay here.`}
          confirmLabel="Stop monthly gift"
          action={() => actions.stop(stopping.id)}
          refresh={actions.refresh}
          success="Monthly gift stopped. Nothing more will be charged."
          failure="We could not stop the gift. Nothing was changed. Please try again."
          onClose={() => setStopping(null)}
          fallbackFocus={MONTHLY_HEADING_ID}
        />
      )}
      {changing && (
        <Suspense fallback={null}>
          <MonthlyChangeDialog actions={actions} gift={changing} onClose={() => setChanging(null)} />
        </Suspense>
      )}
    </section>
  );
}
