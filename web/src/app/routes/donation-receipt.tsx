import { useParams } from 'react-router-dom';
import { ReceiptView } from '@/features/donations/components/receipt-view';
import { Page } from '@/components/ui/page';

/** Public: the link itself is the key (test mode and Stripe's return both land here). */
export default function DonationReceiptRoute() {
  const { token } = useParams();
  return (
    <Page measure="reading" className="print:max-w-none print:p-0">
      <ReceiptView token={token} />
    </Page>
  );
}
