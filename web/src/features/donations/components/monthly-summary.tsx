import { DataTable } from '@/components/ui/data-table';
import { formatCount, formatMoney } from '@/lib/format';
import { useMonthlySummary } from '../api/use-monthly';

/** Donation Management's monthly figures, for editors and admins: donors and the amount a month, in total and per campaign. */
export function MonthlySummary() {
  const { data, error } = useMonthlySummary();
  return (
    <section aria-labelledby="monthly-summary-heading" className="mt-10">
      <h2 id="monthly-summary-heading" className="text-2xl font-bold text-slate-950">
        Monthly giving
      </h2>
      {error && <p className="mt-3 text-slate-900">The monthly figures could not be loaded. Reload the page to try again.</p>}
      {data && (
        <>
          <p className="mt-3 text-lg text-slate-700">
            {formatCount(data.total.donors)} monthly {data.total.donors === 1 ? 'donor gives' : 'donors give'}{' '}
            <span className="font-semibold text-slate-950">{formatMoney(data.total.amount, true)}</span> a month in total.
          </p>
          {data.campaigns.length > 0 && (
            <div className="mt-4">
              <DataTable
                caption="Monthly giving by campaign"
                rowKey={(c) => c.id}
                rows={data.campaigns}
                columns={[
                  { header: 'Campaign', cell: (c) => c.title },
                  { header: 'Monthly donors', cell: (c) => formatCount(c.donors) },
                  { header: 'Each month', cell: (c) => formatMoney(c.amount, true) },
                ]}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
