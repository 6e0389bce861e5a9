import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDialog } from '@/lib/use-dialog';
import { invalidatePayments, refundPayment, type DonationPayment } from '../api/use-payments';

export const PAYMENTS_HEADING_ID = 'payments-heading';

/** What the admin is about to refund, named in full: a refund cannot be taken back. */
export const refundText = (p: DonationPayment) =>
  `${formatMoney(p.amount, true)} from ${p.donorName} to ${p.campaign}${p.receiptNumber ? `, receipt ${p.receiptNumber},` : ''} will be refunded${p.testMode ? ' (a test gift: no money moves)' : ' to their card'}. Their receipt is cancelled, the totals drop, and they are emailed. This cannot be undone.`;

/** Refund with a confirmation first; the list and the totals refresh after. */
export function usePaymentRefund() {
  const { current: target, open, close } = useDialog<DonationPayment>();
  const dialog = target ? (
    <ConfirmDialog
      title="Refund this payment?"
      text={refundText(target)}
      confirmLabel="Refund payment"
      action={() => refundPayment(target.id)}
      refresh={invalidatePayments}
      success={`Refunded ${formatMoney(target.amount, true)} to ${target.donorName}`}
      // A 400 (already refunded) or 503 (Stripe unavailable) is told in the worker's words.
      failure={(error) => errorMessage(error, 'The refund failed. Please try again.')}
      failureTitle="Refund failed"
      onClose={close}
      fallbackFocus={PAYMENTS_HEADING_ID}
    />
  ) : null;
  return { ask: open, dialog };
}
