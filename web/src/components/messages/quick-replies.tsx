import type { RefObject } from 'react';
import { focusAfterChange } from '@/lib/focus-after-change';

type Props = {
  phrases: string[];
  /** Puts the phrase in the message box (the screen's draft). */
  onChoose: (phrase: string) => void;
  /** The message box, whose form's Send takes focus once the phrase is in it. */
  compose: RefObject<HTMLTextAreaElement | null>;
};

/**
 * The member's own saved phrases (settings), for members who type slowly or use AAC. One
 * activation puts the phrase in the message box and moves to Send, so a second sends it: the
 * member always sees what will be sent, and a switch user needs two presses, not a search.
 */
export function QuickReplies({ phrases, onChoose, compose }: Props) {
  if (phrases.length === 0) return null;
  return (
    <div role="group" aria-labelledby="quick-replies-label" aria-describedby="quick-replies-hint" className="mt-4">
      <p id="quick-replies-label" className="text-sm font-semibold text-slate-800">
        Quick replies
      </p>
      <p id="quick-replies-hint" className="sr-only">
        Choosing one puts it in the message box and moves to Send.
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {phrases.map((phrase) => (
          <li key={phrase} className="max-w-full">
            <button
              type="button"
              onClick={() =>
                focusAfterChange(
                  () => onChoose(phrase),
                  () => compose.current?.form?.querySelector<HTMLButtonElement>('button[type="submit"]'),
                )
              }
              className="inline-flex min-h-11 max-w-full items-center rounded-2xl border-2 border-violet-800 bg-white px-3 text-left font-semibold break-words text-violet-900 hover:bg-violet-50"
            >
              {phrase}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
