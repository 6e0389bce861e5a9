import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Label, Field } from '@headlessui/react';
import { CONVERSATION_MAX_MEMBERS } from '@schemas/messages';
import { useEffect, useRef, useState } from 'react';
import { avatarPerson } from '@/components/messages/message-item';
import { Avatar } from '@/components/ui/avatar';
import { FieldError } from '@/components/ui/field-shell';
import { ListStatus } from '@/components/ui/list-status';
import { focusAfterChange } from '@/lib/focus-after-change';
import { searchMembers } from '../api/use-messages';
import type { MessagingPerson } from '@/lib/api-types';

type Props = { chosen: MessagingPerson[]; onChange: (people: MessagingPerson[]) => void; error?: string };

const MAX_OTHERS = CONVERSATION_MAX_MEMBERS - 1;

/**
 * Who to message: a combobox that searches members by display name (never email, decision
 * 0003) as the member types; choosing one adds them to the list below, each with Remove.
 * 1 to 9 others. The number found is said politely, as the site's other searches do.
 */
export function MemberPicker({ chosen, onChange, error }: Props) {
  const [query, setQuery] = useState('');
  // "Jordan Nguyen added": the box is emptied and keeps focus, so nothing else says it worked.
  const [added, setAdded] = useState<string | null>(null);
  // What the search found, and for which words: a result for older words is not shown.
  const [result, setResult] = useState<{ q: string; people: MessagingPerson[] } | null>(null);
  const q = query.trim();
  const found = q && result?.q === q ? result.people : null;
  const full = chosen.length >= MAX_OTHERS;
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const fullWords = `A conversation can have at most ${CONVERSATION_MAX_MEMBERS} members.`;

  // Removing a member takes the focused Remove button with them: focus goes to the next one in
  // the list (or the one before, or the search box when none is left), never to the page.
  const remove = (index: number) =>
    focusAfterChange(
      () => {
        onChange(chosen.filter((_, i) => i !== index));
        // The status would go on reading "… added" to a reader browsing past it.
        setAdded(null);
      },
      () => {
        const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
        return buttons[Math.min(index, buttons.length - 1)] ?? search.current;
      },
    );
  // Choosing the last member the conversation can have turns the search box off while the member
  // is in it: focus goes to that member's Remove button, and the limit is said.
  const choose = (person: MessagingPerson) =>
    focusAfterChange(
      () => {
        onChange([...chosen, person]);
        setQuery('');
        setAdded(`${person.displayName} added`);
      },
      () => (chosen.length + 1 >= MAX_OTHERS ? list.current?.querySelector<HTMLButtonElement>('li:last-child button') : null),
    );

  useEffect(() => {
    if (!q) return;
    let live = true;
    const timer = setTimeout(() => {
      searchMembers(q).then(
        (answer) => live && setResult({ q, people: answer.members }),
        () => live && setResult({ q, people: [] }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  const options = (found ?? []).filter((p) => !chosen.some((c) => c.id === p.id));
  const status = full
    ? [added, fullWords].filter(Boolean).join('. ')
    : found === null
      ? (added ?? '')
      : found.length === 0
        ? `No members match "${q}"`
        : `${options.length} ${options.length === 1 ? 'member' : 'members'} found`;

  return (
    <div>
      <Field disabled={full}>
        <Label className="block font-semibold text-slate-900">To</Label>
        <p id="member-search-hint" className="mt-1 text-sm text-slate-700">
          {full ? fullWords : 'Type part of a member’s name, then choose them from the list.'}
        </p>
        <Combobox<MessagingPerson | null>
          value={null}
          onChange={(person) => {
            if (person) choose(person);
          }}
        >
          <ComboboxInput
            ref={search}
            name="memberIds"
            autoComplete="off"
            aria-describedby={['member-search-hint', error ? 'member-search-error' : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            placeholder="Search members by name"
            displayValue={() => query}
            onChange={(event) => {
              setQuery(event.target.value);
              setAdded(null);
            }}
            className={`mt-1 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-500'}`}
          />
          {/* Not modal: a modal list hides everything else from screen readers while open (aria-hidden
              and inert), the label too, so the box lost its name "To", and the count was not said. */}
          <ComboboxOptions
            modal={false}
            anchor="bottom start"
            className="z-40 mt-1 w-[var(--input-width)] rounded-xl border border-slate-300 bg-white p-1 shadow-lg empty:invisible"
          >
            {options.map((person) => (
              <ComboboxOption
                key={person.id}
                value={person}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-slate-900 data-focus:bg-violet-100 data-focus:text-violet-950"
              >
                <Avatar person={avatarPerson(person)} size="sm" />
                <span className="break-words">{person.displayName}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </Combobox>
      </Field>
      <ListStatus message={status} />
      {error && <FieldError id="member-search-error">{error}</FieldError>}
      {chosen.length > 0 && (
        <ul ref={list} aria-label="Chosen members" className="mt-3 flex flex-col gap-2">
          {chosen.map((person, index) => (
            <li key={person.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-2">
              <Avatar person={avatarPerson(person)} size="sm" />
              <span className="min-w-0 flex-1 font-semibold break-words text-slate-950">{person.displayName}</span>
              <button
                type="button"
                onClick={() => remove(index)}
                className="min-h-11 rounded-lg px-3 font-semibold text-violet-900 underline underline-offset-2"
              >
                Remove <span className="sr-only">{person.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
