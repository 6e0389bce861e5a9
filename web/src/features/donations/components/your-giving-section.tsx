import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { TextLink } from '@/components/ui/text-link';
import { formatMoney, formatReceiptDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useGiving } from '../api/use-giving';

const HEADING_ID = 'your-giving-heading';

/** Gifts shown before "Show all": a monthly donor's list grows by twelve a year. */
const FIRST_GIFTS = 10;

const STATUS_WORDS = { paid: 'Paid', pending: 'Waiting for payment', failed: 'Not paid' } as const;

/**
 * "Your giving" on the account page: every gift the member made (signed in, or to their
 * confirmed address), each with its receipt, and a statement for each financial year they gave in.
 */
export function YourGivingSection() {
  const { data, error, isLoading } = useGiving();
  const [showAll, setShowAll] = useState(false);
  // "Show all" leaves once pressed: focus moves to the first gift it added, where reading goes on.
  const firstAdded = useRef<HTMLLIElement>(null);
  const shown = data ? (showAll ? data.gifts : data.gifts.slice(0, FIRST_GIFTS)) : [];
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-950">
        Your giving
      </h2>
      <p className="mt-2 text-slate-700">
        Gifts you made while signed in, or with a receipt to your confirmed email address. Each has its receipt; each financial year (1 July
        to 30 June) has one statement for your tax return.
      </p>
      {isLoading && (
        <p role="status" className="mt-6 text-slate-700">
          Loading your gifts…
        </p>
      )}
      {error && (
        <div className="mt-6">
          <ErrorState level={3} title="Unable to Load Your Giving" text="We couldn't load your gifts. Please try again." />
        </div>
      )}
      {data && data.gifts.length === 0 && (
        <p className="mt-6 text-slate-700">
          You have not given yet. <TextLink to={paths.donations}>See the campaigns</TextLink>
        </p>
      )}
      {data && data.years.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-bold text-slate-950">Statements</h3>
          <ul className="mt-3 grid gap-2">
            {data.years.map((year) => (
              <li key={year.year}>
                <TextLink to={paths.givingStatement(year.year)} className="inline-block py-1 text-lg">
                  Statement for {year.label}
                </TextLink>{' '}
                <span className="text-slate-700">
                  ({year.gifts === 1 ? '1 gift' : `${year.gifts} gifts`}, {formatMoney(year.total, true)} deductible)
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && data.gifts.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-bold text-slate-950">Gifts</h3>
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
          {!showAll && data.gifts.length > FIRST_GIFTS && (
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setShowAll(true);
                requestAnimationFrame(() => firstAdded.current?.focus());
              }}
            >
              Show all {data.gifts.length} gifts
            </Button>
          )}
        </>
      )}
    </section>
  );
}
