import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** Takes the form's place once a response is sent; focus lands on its heading so it is read at once. */
export function FormSent({ onSendAnother }: { onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mt-8 rounded-xl border-2 border-teal-700 bg-teal-50 p-6">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-teal-950 outline-none">
        Thank you
      </h2>
      <p className="mt-2 text-lg text-slate-900">Your response has been sent.</p>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        Send another response
      </Button>
    </div>
  );
}
