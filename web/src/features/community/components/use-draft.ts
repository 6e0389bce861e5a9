import { draftPlace } from '@schemas/drafts';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { deleteDraft, fetchDrafts, invalidateDrafts, saveDraft } from '../api/use-drafts';
import type { PostCategory } from '../api/use-community';

/** Typing pauses this long before the words are kept: often enough to lose little, rarely enough to be light. */
export const SAVE_AFTER_MS = 3000;

type Place = { postId: number | null; replyToId: number | null };
type Drafts = Awaited<ReturnType<typeof fetchDrafts>>;

/** Saves still on their way, from any form: a form opening again reads its draft after them. */
const saving = new Set<Promise<void>>();

/** The drafts once every save already sent has landed (each settles without throwing). */
const draftsAfterSaves = () => Promise.all(saving).then(fetchDrafts);

/** The member's drafts read afresh each time the form opens (see fetchDrafts); undefined until they come. */
function useFreshDrafts(enabled: boolean) {
  const [data, setData] = useState<Drafts>();
  useEffect(() => {
    if (!enabled) return;
    let open = true;
    draftsAfterSaves().then(
      (list) => open && setData(list),
      () => undefined, // Not read (offline): the form opens empty, as it would without a draft.
    );
    return () => {
      open = false;
    };
  }, [enabled]);
  return data;
}

export type DraftStatus = 'restored' | 'discarded' | null;

const FIELDS = ['title', 'content', 'category'] as const;

function fieldsOf(form: HTMLFormElement | null) {
  if (!form) return null;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  // The select offers only the categories (the worker checks it all the same).
  return { title: text('title'), content: text('content'), category: text('category') as PostCategory | '' };
}

/**
 * Words in the form count as typed even when no input event was heard: a member (or a switch
 * user's scanning software filling a field at once) can type into a form that opened a moment
 * ago, before its listeners are in place, and leave at once. An empty form is never a draft.
 */
const wroteIn = (fields: NonNullable<ReturnType<typeof fieldsOf>>) => fields.title.trim() !== '' || fields.content.trim() !== '';

function fill(form: HTMLFormElement, values: Record<(typeof FIELDS)[number], string>) {
  for (const name of FIELDS) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      field.value = values[name];
  }
}

/**
 * A forum form's draft on the server (decision 0038): kept a few seconds after typing stops and
 * as the member leaves (the page hidden or closed, the form closed), only when the words
 * changed; put back when the form opens again, once. `posted()` after a successful post: the
 * worker has already deleted the draft with it, and nothing is saved again.
 */
export function useDraft(place: Place, formRef: RefObject<HTMLFormElement | null>, { enabled = true } = {}) {
  const data = useFreshDrafts(enabled);
  const [status, setStatus] = useState<DraftStatus>(null);
  const key = draftPlace(place);
  const { postId, replyToId } = place;
  const s = useRef({
    saved: '',
    dirty: false,
    checked: false,
    draftId: null as number | null,
    timer: 0,
    pending: null as Promise<void> | null,
    // The words as last typed: a closing form's fields are gone by the time it is saved.
    latest: null as ReturnType<typeof fieldsOf>,
  });

  const flush = useCallback(
    (keepalive = false) => {
      const state = s.current;
      window.clearTimeout(state.timer);
      const fields = fieldsOf(formRef.current) ?? state.latest;
      if (!fields || !(state.dirty || wroteIn(fields))) return;
      const snapshot = JSON.stringify(fields);
      if (snapshot === state.saved) return;
      state.saved = snapshot;
      state.pending = saveDraft({ postId, replyToId, ...fields }, keepalive).then(
        (r) => {
          state.draftId = r.draft?.id ?? null;
        },
        () => {
          // Not kept (offline, or over a maximum the form will name when posted): tried again on the next change.
          state.saved = '';
        },
      );
      const pending = state.pending;
      saving.add(pending);
      void pending.then(() => saving.delete(pending));
    },
    [formRef, postId, replyToId],
  );

  useEffect(() => {
    if (!enabled) return;
    const state = s.current;
    const typed = (event: Event) => {
      if (!(event.target instanceof Node) || !formRef.current?.contains(event.target)) return;
      state.dirty = true;
      state.latest = fieldsOf(formRef.current);
      window.clearTimeout(state.timer);
      state.timer = window.setTimeout(() => flush(), SAVE_AFTER_MS);
    };
    const leaving = () => flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    document.addEventListener('input', typed);
    document.addEventListener('change', typed);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('input', typed);
      document.removeEventListener('change', typed);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
      // The form closes (Cancel, another page of the app): what was written is kept.
      flush(true);
      void invalidateDrafts();
    };
  }, [enabled, flush, formRef]);

  // The draft goes back into the form once, when both have arrived, unless typing has begun.
  useEffect(() => {
    const state = s.current;
    if (!enabled || !data || state.checked) return;
    let frame = 0;
    const restore = () => {
      const form = formRef.current;
      if (!form) {
        frame = requestAnimationFrame(restore);
        return;
      }
      state.checked = true;
      const draft = data.drafts.find((d) => draftPlace(d) === key);
      if (!draft || state.dirty) return;
      fill(form, draft);
      state.saved = JSON.stringify(fieldsOf(form));
      state.draftId = draft.id;
      setStatus('restored');
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [enabled, data, key, formRef]);

  const posted = useCallback(() => {
    const state = s.current;
    window.clearTimeout(state.timer);
    state.dirty = false;
    // What was just posted is no draft: the form may show it until it resets or closes, and a
    // page hidden meanwhile must not keep it again.
    state.saved = JSON.stringify(fieldsOf(formRef.current));
    state.latest = null;
    setStatus(null);
    // A save still on its way may land after the post deleted the draft: it goes too.
    const late = state.pending;
    state.pending = null;
    void late?.then(() => (state.draftId ? deleteDraft(state.draftId).catch(() => null) : null)).then(invalidateDrafts);
    state.draftId = null;
  }, [formRef]);

  const discard = useCallback(async () => {
    const state = s.current;
    window.clearTimeout(state.timer);
    const form = formRef.current;
    if (form) fill(form, { title: '', content: '', category: '' });
    state.dirty = false;
    state.saved = '';
    setStatus('discarded');
    // The button goes: focus goes to the first field, to write afresh.
    form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea')?.focus();
    const id = state.draftId;
    state.draftId = null;
    if (id) await deleteDraft(id).catch(() => null);
    await invalidateDrafts();
  }, [formRef]);

  return { status, discard, posted };
}
