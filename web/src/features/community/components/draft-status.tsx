import { Button } from '@/components/ui/button';
import type { DraftStatus as Status } from './use-draft';

const SAID: Record<NonNullable<Status>, string> = { restored: 'Draft restored', discarded: 'Draft discarded' };

/**
 * Says, politely and once, that the form holds a restored draft, with the way to start afresh.
 * The status region is there from the start, empty, so the words are announced when they come.
 */
export function DraftStatus({ status, onDiscard }: { status: Status; onDiscard: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p role="status" className="font-semibold text-slate-800">
        {status ? SAID[status] : ''}
      </p>
      {status === 'restored' && (
        <Button variant="secondary" onClick={onDiscard}>
          Discard draft
        </Button>
      )}
    </div>
  );
}
