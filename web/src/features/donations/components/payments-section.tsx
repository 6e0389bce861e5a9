import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ListStatus, listMessage } from '@/components/ui/list-status';
import { Pager } from '@/components/ui/pager';
import { RowAction } from '@/components/ui/row-actions';
import { SearchBox } from '@/components/ui/search-box';
import { formatMoney, formatReceiptDate } from '@/lib/format';
import { PAYMENTS_PAGE_SIZE, usePayments, type DonationPayment } from '../api/use-payments';
import { DonationsExportForm } from './donations-export-form';
import { PAYMENTS_HEADING_ID, usePaymentRefund } from './use-payment-refund';

function statusOf(p: DonationPayment): string {
  if (p.dispute === 'lost') return `Dispute lost: returned to the card${p.refundedAt ? ` on ${formatReceiptDate(p.refundedAt)}` : ''}`;
  if (p.status === 'refunded' && p.refundedAt) return `Refunded on ${formatReceiptDate(p.refundedAt)}`;
  if (p.dispute === 'open') return 'Paid, disputed by the card holder: answer in Stripe';
  if (p.dispute === 'won') return 'Paid (dispute won)';
  return p.status === 'paid' ? 'Paid' : p.status;
}

/** Donation Management's payments, for admins: each paid gift, newest first, with Refund. */
export default function PaymentsSection() {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const { data, error } = usePayments(page, q);
  const refund = usePaymentRefund();
  return (
    <section aria-labelledby={PAYMENTS_HEADING_ID} className="mt-10">
      <h2 id={PAYMENTS_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-950 outline-none">
        Payments
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">Each payment received, newest first. Refund one here: the donor is emailed.</p>
      <DonationsExportForm />
      <div className="mt-4 max-w-xl">
        <SearchBox
          label="Search payments"
          placeholder="Donor name or receipt number"
          value={q}
          onSearch={(text) => {
            setQ(text);
            setPage(0);
          }}
        />
      </div>
      <ListStatus message={listMessage({ count: data?.length, noun: ['payment', 'payments'], q, page })} />
      {error && <p className="mt-3 text-slate-900">The payments could not be loaded. Reload the page to try again.</p>}
      {data && data.length === 0 && <p className="mt-4 text-slate-800">{q ? `No payments match "${q}".` : 'No payments yet.'}</p>}
      {data && data.length > 0 && (
        <div className="mt-4">
          <DataTable
            caption="Payments, newest first"
            rowKey={(p) => p.id}
            rows={data}
            columns={[
              { header: 'Date', cell: (p) => (p.paidAt ? formatReceiptDate(p.paidAt) : '') },
              { header: 'Receipt', cell: (p) => p.receiptNumber ?? '' },
              { header: 'Donor', cell: (p) => p.donorName },
              { header: 'Campaign', cell: (p) => p.campaign },
              { header: 'Amount', cell: (p) => `${formatMoney(p.amount, true)}${p.frequency === 'monthly' ? ' (monthly)' : ''}` },
              { header: 'Status', cell: (p) => `${statusOf(p)}${p.testMode ? ' (test)' : ''}` },
              {
                header: 'Actions',
                cell: (p) =>
                  // A disputed charge is answered in Stripe, which refuses to refund it (the worker refuses too).
                  p.status === 'paid' && p.dispute !== 'open' ? (
                    <RowAction item={`${formatMoney(p.amount, true)} from ${p.donorName}`} onClick={() => refund.ask(p)}>
                      Refund
                    </RowAction>
                  ) : null,
              },
            ]}
          />
        </div>
      )}
      {data && (page > 0 || data.length === PAYMENTS_PAGE_SIZE) && (
        <Pager label="Payments" page={page} fullPage={data.length === PAYMENTS_PAGE_SIZE} onPage={setPage} />
      )}
      {refund.dialog}
    </section>
  );
}
