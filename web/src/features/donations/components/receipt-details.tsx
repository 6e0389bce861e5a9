import { formatMoney, formatReceiptDate } from '@/lib/format';
import type { DonationReceipt } from '../api/use-donations';

export const GIFT_STATEMENT =
  'This donation is a gift. No goods or services were received in return. Donations of $2 or more are tax deductible.';

/**
 * What the ATO asks a deductible gift receipt to show: the recipient's name and ABN, that
 * it is a gift, the amount and the date. Set out as a list of terms so it reads in order.
 */
export function ReceiptDetails({ receipt: r }: { receipt: DonationReceipt }) {
  const rows = [
    r.receiptNumber && { term: 'Receipt number', value: r.receiptNumber },
    { term: 'Campaign', value: r.campaign.title },
    { term: 'Amount', value: formatMoney(r.amount, true) },
    r.paidAt && { term: 'Date', value: formatReceiptDate(r.paidAt) },
    { term: 'Donor', value: r.donorName },
    r.refundedAt && { term: 'Refunded', value: formatReceiptDate(r.refundedAt) },
  ].filter((row): row is { term: string; value: string } => Boolean(row));

  return (
    <>
      <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-300 bg-white print:border-slate-500">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1 px-5 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold text-slate-700">{row.term}</dt>
            <dd className="break-words text-slate-950 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
      {r.organisation && r.status === 'paid' && (
        <section
          aria-labelledby="receipt-organisation"
          className="mt-6 rounded-xl border border-slate-300 bg-white p-5 print:border-slate-500"
        >
          <h2 id="receipt-organisation" className="text-xl font-bold text-slate-950">
            {r.organisation.name}
          </h2>
          <p className="mt-1 text-slate-800">ABN {r.organisation.abn}</p>
          <p className="text-slate-800">{r.organisation.fundName}</p>
          <p className="mt-3 text-slate-900">{GIFT_STATEMENT}</p>
        </section>
      )}
    </>
  );
}
