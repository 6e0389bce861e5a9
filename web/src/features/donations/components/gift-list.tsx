import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { focusAfterChange } from '@/lib/focus-after-change';
import { formatMoney, formatReceiptDate } from '@/lib/format';
import type { GiftLine } from '../api/use-giving';

/** Gifts shown before "Show all": a monthly donor's list grows by twelve a year. */
const FIRST_GIFTS = 10;

const STATUS_WORDS = { paid: 'Paid', pending: 'Waiting for payment', failed: 'Not paid', refunded: 'Refunded' } as const;

/** A donor's gifts, newest first, each with its receipt: on /account ("Your giving") and behind a manage link. */
export function GiftList({ gifts }: { gifts: GiftLine[] }) {
  const [showAll, setShowAll] = useState(false);
  // "Show all" leaves once pressed: focus moves to the first gift it added, where reading goes on.
  const firstAdded = useRef<HTMLLIElement>(null);
  const shown = showAll ? gifts : gifts.slice(0, FIRST_GIFTS);
  return (
    <>
      <ul className="mt-3 grid gap-3" aria-label="Your gifts, newest first">
        {shown.map((gift, index) => (
          <li
            key={gift.id}
            ref={index === FIRST_GIFTS ? firstAdded : undefined}
            tabIndex={index === FIRST_GIFTS ? -1 : undefined}
            className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-amber-400"
          >
            <p className="text-lg font-semibold wrap-anywhere text-slate-950">
              {formatMoney(gift.amount, true)} to {gift.campaign}
            </p>
            <p className="mt-1 text-slate-700">
              {formatReceiptDate(gift.at)} · {STATUS_WORDS[gift.status]}
              {gift.testMode && ' · Test gift: no money moved'}
              {gift.receiptNumber && ` · Receipt ${gift.receiptNumber}`}
            </p>
            {gift.receiptPath && (
              <TextLink to={gift.receiptPath} className="mt-1 inline-block py-1">
                View receipt{' '}
                <span className="sr-only">
                  for {formatMoney(gift.amount, true)} to {gift.campaign}
                </span>
              </TextLink>
            )}
          </li>
        ))}
      </ul>
      {!showAll && gifts.length > FIRST_GIFTS && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            focusAfterChange(
              () => setShowAll(true),
              () => firstAdded.current,
            );
          }}
        >
          Show all {gifts.length} gifts
        </Button>
      )}
    </>
  );
}
