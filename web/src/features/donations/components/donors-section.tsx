import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ListStatus, listMessage } from '@/components/ui/list-status';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { formatCount, formatMoney, formatReceiptDate } from '@/lib/format';
import { PAYMENTS_PAGE_SIZE, useDonors, type DonorSummary } from '../api/use-payments';

const MONTHLY_WORDS = { active: 'Gives monthly', paused: 'Paused (campaign closed)', none: 'No' } as const;

/** Donation Management's donors, for editors and admins: one row per donor, most recent first. */
export default function DonorsSection() {
  const [page, setPage] = useState(0);
  const [q, setQ] = useState('');
  const { data, error } = useDonors(page, q);
  // The worker sends emails to admins only: the column follows what came.
  const withEmails = Boolean(data?.some((d) => d.email !== undefined));
  const columns = [
    { header: 'Donor', cell: (d: DonorSummary) => d.name },
    ...(withEmails ? [{ header: 'Email', cell: (d: DonorSummary) => d.email ?? '' }] : []),
    { header: 'Total given', cell: (d: DonorSummary) => formatMoney(d.total, true) },
    { header: 'Gifts', cell: (d: DonorSummary) => formatCount(d.gifts) },
    { header: 'Last gift', cell: (d: DonorSummary) => (d.lastGiftAt ? formatReceiptDate(d.lastGiftAt) : 'None counted') },
    { header: 'Monthly', cell: (d: DonorSummary) => MONTHLY_WORDS[d.monthly] },
  ];
  return (
    <section aria-labelledby="donors-heading" className="mt-10">
      <h2 id="donors-heading" className="text-2xl font-bold text-slate-950">
        Donors
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Everyone who has given, by the email address they gave with, most recent first. Totals count paid gifts, never refunded ones.
      </p>
      <div className="mt-4 max-w-xl">
        <SearchBox
          label="Search donors"
          placeholder="Donor name"
          value={q}
          onSearch={(text) => {
            setQ(text);
            setPage(0);
          }}
        />
      </div>
      <ListStatus message={listMessage({ count: data?.length, noun: ['donor', 'donors'], q, page })} />
      {error && <p className="mt-3 text-slate-900">The donors could not be loaded. Reload the page to try again.</p>}
      {data && data.length === 0 && <p className="mt-4 text-slate-800">{q ? `No donors match "${q}".` : 'No donors yet.'}</p>}
      {data && data.length > 0 && (
        <div className="mt-4">
          <DataTable caption="Donors, most recent first" rowKey={(d) => d.key} rows={data} columns={columns} />
        </div>
      )}
      {data && (page > 0 || data.length === PAYMENTS_PAGE_SIZE) && (
        <Pager label="Donors" page={page} fullPage={data.length === PAYMENTS_PAGE_SIZE} onPage={setPage} />
      )}
    </section>
  );
}
