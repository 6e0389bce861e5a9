import { TextLink } from '@/components/ui/text-link';
import { useCallback, useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { formatReceiptDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useReceipt, type DonationReceipt } from '../api/use-donations';
import { ReceiptDetails } from './receipt-details';

/** A refunded receipt stays readable (the donor's record) but says plainly it no longer counts. */
export const refundedNotice = (at: string) => `Refunded on ${formatReceiptDate(at)}. This receipt is cancelled and is not a tax receipt.`;

export const TEST_RECEIPT_NOTICE = 'Test-mode receipt: no money was taken.';

/** Stripe's webhook usually lands within seconds of the donor's return: look again a few times, then leave it to the button. */
const CHECK_EVERY_MS = 3000;
const CHECK_FOR_MS = 60_000;

function useCheckWhilePending(pending: boolean, check: () => void) {
  useEffect(() => {
    if (!pending) return;
    let checks = Math.floor(CHECK_FOR_MS / CHECK_EVERY_MS);
    const timer = setInterval(() => {
      check();
      if (--checks === 0) clearInterval(timer);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, check]);
}

/**
 * One live region for the payment's state, there from the first render, so the change from
 * "waiting" to "thank you" is announced; focus moves to it when the button that was pressed goes.
 */
function PaymentStatus({ receipt, onCheck, checking }: { receipt: DonationReceipt; onCheck: () => void; checking: boolean }) {
  const message = useRef<HTMLParagraphElement>(null);
  const wasPending = useRef(receipt.status === 'pending');
  useEffect(() => {
    if (wasPending.current && receipt.status !== 'pending') message.current?.focus();
    wasPending.current = receipt.status === 'pending';
  }, [receipt.status]);
  const tone = {
    pending: 'mt-6 rounded-lg border-2 border-sky-700 bg-sky-50 p-4 text-sky-950',
    failed: 'mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900',
    paid: 'mt-4 text-lg text-slate-800',
    refunded: 'mt-6 rounded-lg border-2 border-slate-700 bg-slate-50 p-4 font-semibold text-slate-950',
  }[receipt.status];
  return (
    <div role="status" className={tone}>
      <p ref={message} tabIndex={-1} className={receipt.status === 'pending' ? 'font-semibold' : undefined}>
        {receipt.status === 'pending' && 'We are waiting for the payment to be confirmed.'}
        {receipt.status === 'failed' && 'This payment did not go through. Nothing was charged.'}
        {receipt.status === 'paid' && `Thank you for your gift to ${receipt.campaign.title}.`}
        {receipt.status === 'refunded' && receipt.refundedAt && refundedNotice(receipt.refundedAt)}
      </p>
      {receipt.status === 'pending' && (
        <>
          <p className="mt-1">This usually takes a few seconds. Your receipt appears here once the payment is confirmed.</p>
          <Button variant="secondary" className="mt-3 print:hidden" onClick={onCheck} busy={checking}>
            {checking ? 'Checking...' : 'Check again'}
          </Button>
        </>
      )}
    </div>
  );
}

/** A donation receipt, public to whoever holds its link, laid out to print on its own. */
export function ReceiptView({ token }: { token: string | undefined }) {
  const { data: receipt, error, isLoading, isValidating, mutate } = useReceipt(token);
  const check = useCallback(() => void mutate(), [mutate]);
  useCheckWhilePending(receipt?.status === 'pending', check);

  if (isLoading) return <DetailSkeleton label="Loading your receipt..." />;
  if (!receipt) {
    // Only a 404 means there is no such receipt; anything else may work on a second try.
    if (error && !(error instanceof ApiError && error.status === 404)) {
      return (
        <>
          <PageTitle title="Donation Receipt" className="mb-6">
            Donation Receipt
          </PageTitle>
          <ErrorState title="Unable to Load Receipt" text="There was an error loading this receipt. Please try again later." />
        </>
      );
    }
    return (
      <div>
        <PageTitle title="Receipt Not Found">Receipt Not Found</PageTitle>
        <p className="mt-4 text-lg text-slate-700">
          We could not find this receipt. Check that the address is complete, as it was in your email or browser.
        </p>
        <ButtonLink to={paths.donations} className="mt-8">
          Back to donations
        </ButtonLink>
      </div>
    );
  }

  return (
    <article>
      <PageTitle title="Donation Receipt">Donation Receipt</PageTitle>
      {receipt.testMode && (
        <p className="mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-lg font-bold text-amber-950">{TEST_RECEIPT_NOTICE}</p>
      )}
      <PaymentStatus receipt={receipt} onCheck={check} checking={isValidating} />
      <ReceiptDetails receipt={receipt} />
      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        {receipt.status === 'paid' && <Button onClick={() => window.print()}>Print receipt</Button>}
        <ButtonLink to={paths.donations} variant="secondary">
          Back to donations
        </ButtonLink>
      </div>
      <p className="mt-6 text-lg print:hidden">
        <TextLink to={paths.manageGiving}>Manage your giving</TextLink>: see all your gifts and their receipts. We email you a link, so no
        account is needed.
      </p>
    </article>
  );
}
