import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const CANCELLED_MESSAGE = 'Your donation was cancelled. Nothing was charged.';

/**
 * Stripe sends a donor who backs out of Checkout to /donations?cancelled=<campaignId>. Say
 * so once: the marker is dropped from the address so a reload does not repeat it.
 */
export function CancelledNotice() {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(false);
  const cancelled = params.has('cancelled');

  useEffect(() => {
    if (!cancelled) return;
    // Text put into a live region that is already on the page is announced; text present
    // when the page loads is not. So the region renders empty first and fills a tick later.
    const timer = setTimeout(() => {
      setShown(true);
      setParams(
        (p) => {
          p.delete('cancelled');
          return p;
        },
        { replace: true },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [cancelled, setParams]);

  return (
    <div role="status" className={shown ? 'mt-6 rounded-lg border-2 border-sky-700 bg-sky-50 p-4 font-semibold text-sky-950' : ''}>
      {shown ? CANCELLED_MESSAGE : null}
    </div>
  );
}
