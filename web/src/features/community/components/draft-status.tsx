import { Button } from '@/components/ui/button';
import type { DraftStatus as Status } from './use-draft';

const SAID: Record<NonNullable<Status>, string> = { restored: 'Draft restored', discarded: 'Draft discarded' };

/**
 * Says, politely and once, that the form holds a restored draft, with the way to start afresh.
 * The status region is there from the start, empty, so the words are announced when they come.
 * But when the drafts were already loaded, the words come with the form itself and are often
 * not announced: a form that gives its field focus as it opens describes the field with `id`
 * too (see `draftDescribes`), so "Draft restored" is read with the field.
 */
export function DraftStatus({ id, status, onDiscard }: { id?: string; status: Status; onDiscard: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p id={id} role="status" className="font-semibold text-slate-800">
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

/**
 * The status's id for the field's aria-describedby while a draft is restored; none after Discard
 * draft, whose "Draft discarded" the status says as focus comes back to the field (not twice).
 */
export const draftDescribes = (id: string, status: Status) => (status === 'restored' ? id : undefined);
