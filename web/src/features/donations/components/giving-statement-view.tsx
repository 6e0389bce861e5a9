import { useId } from 'react';
import { useOverflowsSideways } from '@/components/ui/data-table';
import { formatMoney, formatReceiptDate } from '@/lib/format';
import { GIFT_STATEMENT } from './receipt-details';
import type { GivingStatement } from '../api/use-giving';

/**
 * A financial year's gifts as one statement: who gave, to whom, each gift with its receipt
 * number and date (Sydney time decides the year), and the deductible total. A plain table, so a
 * screen reader reads each gift's date, campaign and amount by column name; at 320 px and
 * 200 % text it scrolls sideways in its own region.
 */
export function GivingStatementView({ statement: s }: { statement: GivingStatement }) {
  const hasTestGifts = s.gifts.some((g) => g.testMode);
  const { ref, overflows } = useOverflowsSideways();
  const hintId = useId();
  return (
    <>
      <dl className="mt-6 grid gap-2 rounded-xl border border-slate-300 bg-white p-5 text-lg sm:grid-cols-[auto_1fr] sm:gap-x-6 print:border-slate-500">
        <dt className="font-semibold text-slate-950">Donor</dt>
        <dd className="wrap-anywhere text-slate-800">
          {/* A donor who gave no name is named by their address (services/giving.ts), said once. */}
          {s.donor.name === s.donor.email ? s.donor.email : `${s.donor.name} (${s.donor.email})`}
        </dd>
        <dt className="font-semibold text-slate-950">Financial year</dt>
        <dd className="text-slate-800">
          {s.from} to {s.to}
        </dd>
        <dt className="font-semibold text-slate-950">Issued</dt>
        <dd className="text-slate-800">{formatReceiptDate(s.issuedAt)}</dd>
      </dl>
      {overflows && (
        <p id={hintId} className="mt-6 flex items-center gap-2 text-sm font-semibold text-slate-800 print:hidden">
          Scroll sideways to see every column
          <span aria-hidden="true">→</span>
        </p>
      )}
      {/* At 320 px and 200 % text three columns cannot fit: the table scrolls in its own focusable region (WCAG 1.4.10's data-table case), never the page. */}
      <div
        ref={ref}
        role="region"
        aria-label={`Gifts paid in ${s.label}`}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={0}
        className={`relative overflow-x-auto focus-visible:outline-3 print:overflow-visible ${overflows ? 'scroll-shadows mt-2' : 'mt-6'}`}
      >
        <table className="w-full border-collapse text-left text-base sm:text-lg">
          <caption className="text-left text-xl font-bold text-slate-950">Gifts paid in {s.label}</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className="py-2 pr-3">
                Date
              </th>
              <th scope="col" className="py-2 pr-3">
                Campaign
              </th>
              <th scope="col" className="py-2 text-right">
                Amount (AUD)
              </th>
            </tr>
          </thead>
          <tbody>
            {s.gifts.map((gift) => (
              <tr key={gift.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3">{formatReceiptDate(gift.at)}</td>
                <td className="py-2 pr-3 break-words">
                  {gift.campaign}
                  {gift.receiptNumber && <span className="block text-base text-slate-700">Receipt {gift.receiptNumber}</span>}
                </td>
                <td className="py-2 text-right font-semibold">
                  {formatMoney(gift.amount)}
                  {gift.testMode && <span className="block text-base font-normal text-slate-700">Test gift: not counted</span>}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-400">
              <th scope="row" colSpan={2} className="pt-3 pr-3">
                Total deductible gifts
              </th>
              <td className="pt-3 text-right text-xl font-bold">{formatMoney(s.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {hasTestGifts && (
        <p className="mt-4 text-slate-700">
          Test gifts ({formatMoney(s.testTotal, true)}) were made while the portal was in test mode: no money moved, so they are not
          counted.
        </p>
      )}
      {s.organisation ? (
        <section
          aria-labelledby="statement-organisation"
          className="mt-6 rounded-xl border border-slate-300 bg-white p-5 print:border-slate-500"
        >
          <h2 id="statement-organisation" className="text-xl font-bold text-slate-950">
            {s.organisation.name}
          </h2>
          <p className="mt-1 text-slate-800">ABN {s.organisation.abn}</p>
          <p className="text-slate-800">{s.organisation.fundName}</p>
          <p className="mt-3 text-slate-900">{GIFT_STATEMENT}</p>
        </section>
      ) : (
        <p className="mt-6 text-slate-700">
          This statement lists your gifts. It is not a tax receipt: the organisation&apos;s details for deductible gifts are not set up.
        </p>
      )}
    </>
  );
}
