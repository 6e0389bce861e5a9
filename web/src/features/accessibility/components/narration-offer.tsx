import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { focusAfterChange } from '@/lib/focus-after-change';
import { readItem, writeItem } from '../lib/device-storage';
import { NARRATION_OFFER_KEY } from '../lib/settings';

/**
 * Spoken narration starts off (it would talk over a screen reader); the first time the panel
 * opens it is offered in plain words, once. Either answer is remembered on the device, and
 * the switch below stays there to change it later.
 */
type Props = {
  on: boolean;
  onChoose: (on: boolean) => void;
  /** Id of the narration switch, where focus goes once the offer is gone. */ after: string;
};

export function NarrationOffer({ on, onChoose, after }: Props) {
  const [offered, setOffered] = useState(() => readItem(NARRATION_OFFER_KEY) !== null || on);
  if (offered) return null;
  const answer = (yes: boolean) => {
    writeItem(NARRATION_OFFER_KEY, yes ? 'accepted' : 'declined');
    // The button pressed goes away with the offer: focus moves to the switch that now holds the choice.
    focusAfterChange(
      () => {
        setOffered(true);
        if (yes) onChoose(true);
      },
      () => document.getElementById(after),
    );
  };
  return (
    <div className="mx-2 mb-3 rounded-lg border-2 border-violet-800 bg-violet-50 p-3">
      <p className="font-semibold text-slate-950">Would you like the changes you make here read aloud?</p>
      <p className="mt-1 text-sm text-slate-700">If you use a screen reader, choose No: it already tells you.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button className="px-3" onClick={() => answer(true)}>
          Yes, read aloud
        </Button>
        <Button variant="secondary" className="px-3" onClick={() => answer(false)}>
          No, thanks
        </Button>
      </div>
    </div>
  );
}
