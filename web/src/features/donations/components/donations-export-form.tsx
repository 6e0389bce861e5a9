import { donationExportSchema } from '@schemas/donation-export';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSubmit } from '@/lib/use-submit';
import { downloadDonationsCsv } from '../api/use-payments';

/** Today in Sydney and the first of its month: the range most often asked for. */
function thisMonth(now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Admins download payments for a range of Sydney dates, both days included, for the accountant. */
export function DonationsExportForm() {
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: donationExportSchema,
    action: downloadDonationsCsv,
    // Not the file's name: one long unbreakable word overflowed the toast at 320 px and 200 % text.
    success: { title: 'Download started', description: 'The CSV file is in your downloads.' },
    failure: (error) => errorMessage(error, 'The export could not be made. Please try again.'),
    failureIn: 'summary',
  });
  const start = thisMonth();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ from: data.get('from'), to: data.get('to') });
  }

  return (
    <section aria-labelledby="donations-export-heading" className="mt-8 max-w-xl">
      <h3 id="donations-export-heading" className="text-xl font-bold text-slate-950">
        Export for the accountant
      </h3>
      <p className="mt-1 text-slate-700">
        A CSV file of every payment between two dates (Sydney time, both days included): receipt numbers, donors and their emails, amounts,
        refunds. At most two years at a time.
      </p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <ErrorSummary {...summary} />
        {/* A grid, not a flex row: a date input's own minimum width overflowed 320 px at 200 % text. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="From" name="from" type="date" defaultValue={start.from} error={errors.from} className="min-w-0" />
          <TextField label="To" name="to" type="date" defaultValue={start.to} error={errors.to} className="min-w-0" />
        </div>
        <Button type="submit" busy={busy}>
          {busy ? 'Preparing...' : 'Download CSV'}
        </Button>
      </form>
    </section>
  );
}
