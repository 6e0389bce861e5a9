import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { insertMention, mentionQueryAt } from '@/lib/mentions';
import type { MessagingPerson } from '@/lib/api-types';

/** Finds the members who can be mentioned, by the start of their name. */
export type MentionSearch = (query: string) => Promise<MessagingPerson[]>;

type Options = {
  value: string;
  onChange: (value: string) => void;
  search: MentionSearch | undefined;
  textarea: RefObject<HTMLTextAreaElement | null>;
};

/**
 * @mention autocomplete for the message box. A textarea may not take the combobox role, so this
 * follows the pattern that works on one (as GitHub's does): the box keeps its role, points at the
 * open listbox (aria-controls) and its active option (aria-activedescendant), and a polite status
 * says how many members match and which one is chosen as the arrows move, so every option is
 * heard. Up and Down choose, Enter or Tab insert "@Display Name", Escape closes; nothing fires
 * unless the member typed "@".
 */
export function useMentionAutocomplete({ value, onChange, search, textarea }: Options) {
  const id = useId();
  const listId = `${id}-mentions`;
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [options, setOptions] = useState<MessagingPerson[]>([]);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const asked = useRef(0);
  // Where the caret goes once the box shows the inserted name: set as that render lands, before
  // the next keystroke (a later frame would pull the caret back into words typed since).
  const caretAfter = useRef<number | null>(null);
  useLayoutEffect(() => {
    const box = textarea.current;
    if (caretAfter.current === null || !box) return;
    box.focus();
    box.setSelectionRange(caretAfter.current, caretAfter.current);
    caretAfter.current = null;
  }, [value, textarea]);

  /** Reads the mention at the caret after each change of text or caret. */
  const track = () => {
    const box = textarea.current;
    if (!search || !box) return;
    const found = mentionQueryAt(box.value, box.selectionStart ?? box.value.length);
    setQuery(found);
    if (!found) setDismissed(null);
  };

  useEffect(() => {
    if (!search || !query || dismissed === query.query) return;
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      search(query.query).then(
        (people) => {
          if (ask !== asked.current) return;
          setOptions(people);
          setActive(0);
        },
        () => setOptions([]),
      );
    }, 150);
    return () => clearTimeout(timer);
  }, [search, query, dismissed]);

  // What the last search found, shown while the next one runs (no flicker as the member types).
  const open = options.length > 0 && query !== null && dismissed !== query.query;

  const choose = (person: MessagingPerson) => {
    const box = textarea.current;
    if (!query || !box) return;
    const next = insertMention(value, query.start, box.selectionStart ?? value.length, person.displayName);
    caretAfter.current = next.caret;
    onChange(next.text);
    setQuery(null);
    setOptions([]);
  };

  /** Answers whether the key was the autocomplete's (then the box does nothing else with it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      event.preventDefault();
      choose(options[active]!);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(query.query);
      return true;
    }
    return false;
  };

  const optionId = (i: number) => `${id}-mention-${i}`;
  const status = open
    ? `${options.length} ${options.length === 1 ? 'member matches' : 'members match'}. ${options[active]!.displayName}, ${active + 1} of ${options.length}. Enter inserts, Escape closes.`
    : '';

  return {
    onKeyDown,
    track,
    boxProps: open ? { 'aria-controls': listId, 'aria-activedescendant': optionId(active) } : {},
    status: (
      <p role="status" className="sr-only">
        {status}
      </p>
    ),
    popup: open && (
      <ul
        id={listId}
        role="listbox"
        aria-label="Members to mention"
        className="mb-2 max-h-60 overflow-y-auto rounded-lg border-2 border-slate-500 bg-white p-1 shadow-lg"
      >
        {options.map((person, i) => (
          <li
            key={person.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keeps focus in the message box, where typing goes on.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(person)}
            className={`flex min-h-11 cursor-pointer items-center rounded px-3 py-2 break-words ${i === active ? 'bg-violet-800 font-semibold text-white' : 'text-slate-900 hover:bg-violet-50'}`}
          >
            {i === active && (
              <span aria-hidden="true" className="mr-2">
                ▸
              </span>
            )}
            {person.displayName}
          </li>
        ))}
      </ul>
    ),
  };
}
