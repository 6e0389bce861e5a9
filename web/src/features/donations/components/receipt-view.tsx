import type { DonationReceipt } from '@schemas/donations';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useReceipt } from '../api/use-donations';
import { ReceiptDetails } from './receipt-details';

export const TEST_RECEIPT_NOTICE = 'Test-mode receipt: no money was taken.';

function StatusNote({ receipt, onCheck, checking }: { receipt: DonationReceipt; onCheck: () => void; checking: boolean }) {
  if (receipt.status === 'pending') {
    return (
      <div role="status" className="mt-6 rounded-lg border-2 border-sky-700 bg-sky-50 p-4 text-sky-950">
        <p className="font-semibold">We are waiting for the payment to be confirmed.</p>
        <p className="mt-1">This usually takes a few seconds. Your receipt appears here once the payment is confirmed.</p>
        <Button variant="secondary" className="mt-3 print:hidden" onClick={onCheck} disabled={checking}>
          {checking ? 'Checking...' : 'Check again'}
        </Button>
      </div>
    );
  }
  if (receipt.status === 'failed') {
    return <p className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900">This payment did not go through. Nothing was charged.</p>;
  }
  return null;
}

/** A donation receipt, public to whoever holds its link, laid out to print on its own. */
export function ReceiptView({ token }: { token: string | undefined }) {
  const { data: receipt, error, isLoading, isValidating, mutate } = useReceipt(token);

  if (isLoading) return <DetailSkeleton label="Loading your receipt..." />;
  if (!receipt) {
    // Only a 404 means there is no such receipt; anything else may work on a second try.
    if (error && !(error instanceof ApiError && error.status === 404)) {
      return (
        <>
          <PageTitle title="Donation receipt" className="mb-6">
            Donation receipt
          </PageTitle>
          <ErrorState title="Unable to Load Receipt" text="There was an error loading this receipt. Please try again later." />
        </>
      );
    }
    return (
      <div className="py-10 text-center">
        <PageTitle title="Receipt Not Found">Receipt Not Found</PageTitle>
        <p className="mt-4 text-lg text-slate-700">We could not find this receipt. Check that the address is complete, as it was in your email or browser.</p>
        <ButtonLink to={paths.donations} className="mt-8">
          Back to donations
        </ButtonLink>
      </div>
    );
  }

  return (
    <article>
      <PageTitle title="Donation receipt">Donation receipt</PageTitle>
      {receipt.testMode && <p className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-lg font-bold text-amber-950">{TEST_RECEIPT_NOTICE}</p>}
      <StatusNote receipt={receipt} onCheck={() => void mutate()} checking={isValidating} />
      {receipt.status === 'paid' && <p className="mt-4 text-lg text-slate-800">Thank you for your gift to {receipt.campaign.title}.</p>}
      <ReceiptDetails receipt={receipt} />
      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        {receipt.status === 'paid' && <Button onClick={() => window.print()}>Print receipt</Button>}
        <ButtonLink to={paths.donations} variant="secondary">
          Back to donations
        </ButtonLink>
      </div>
    </article>
  );
}
