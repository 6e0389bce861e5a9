import { useParams } from 'react-router-dom';
import { ReceiptView } from '@/features/donations/components/receipt-view';

/** Public: the link itself is the key (test mode and Stripe's return both land here). */
export default function DonationReceiptRoute() {
  const { token } = useParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <ReceiptView token={token} />
    </div>
  );
}
