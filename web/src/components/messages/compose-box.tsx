import { MESSAGE_MAX_LENGTH, messageBodySchema } from '@schemas/messages';
import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-shell';
import { useMentionAutocomplete, type MentionSearch } from './use-mention-autocomplete';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Resolves once the message is handed over (it shows as sending); the box is then emptied. */
  onSend: (body: string) => void;
  /** Focus and text in the box: the member is typing (announcements wait, typing is told). */
  onTypingChange?: (typing: boolean) => void;
  onKeystroke?: () => void;
  disabled?: boolean;
  /** Why the member cannot send here, in words (a declined request, a suspension). */
  disabledReason?: string | null;
  /** Chat rooms: who can be @mentioned (turns the autocomplete on). */
  mentions?: MentionSearch;
  /** A rule of this place the member should know before sending (a room's slow mode, and how long to wait). */
  notice?: string | null;
};

/**
 * "Write a message…": Enter sends, Shift+Enter starts a new line (so does Enter while an input
 * method is composing), checked with the shared schema so its words match the worker's.
 */
export const ComposeBox = forwardRef<HTMLTextAreaElement, Props>(function ComposeBox(
  { value, onChange, onSend, onTypingChange, onKeystroke, disabled, disabledReason, mentions, notice },
  ref,
) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // No deps: while sending is not allowed the box is not there, so the handle follows each render.
  useImperativeHandle(ref, () => box.current!);
  const mention = useMentionAutocomplete({ value, onChange, search: mentions, textarea: box });
  const noticeId = `${id}-notice`;
  const [error, setError] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const setTyping = (nextFocused: boolean, text: string) => onTypingChange?.(nextFocused && text.trim().length > 0);

  const send = () => {
    const result = v.safeParse(messageBodySchema, value);
    if (!result.success) {
      setError(result.issues[0].message);
      return;
    }
    setError(null);
    onSend(result.output);
    onChange('');
    setTyping(focused, '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  if (disabled)
    return (
      <p className="rounded-lg border-2 border-slate-300 bg-white p-4 text-slate-800" data-testid="cannot-send">
        {disabledReason ?? 'You cannot send messages here.'}
      </p>
    );

  return (
    <form
      aria-label="Send a message"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="pb-3"
    >
      <label htmlFor={id} className="sr-only">
        Write a message…
      </label>
      {notice && (
        <p id={noticeId} className="mb-2 rounded-lg border-2 border-slate-400 bg-white p-2 text-sm font-semibold text-slate-900">
          {notice}
        </p>
      )}
      {mention.popup}
      {mention.status}
      {/* Side by side from 640 px; below that the box takes the whole width and Send sits under it. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <textarea
          ref={box}
          id={id}
          rows={2}
          value={value}
          placeholder="Write a message…"
          aria-describedby={[notice ? noticeId : '', hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          {...mention.boxProps}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setTyping(focused, event.target.value);
            if (error && event.target.value.trim()) setError(null);
            onKeystroke?.();
            mention.track();
          }}
          onSelect={mention.track}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setTyping(true, value);
          }}
          onBlur={() => {
            setFocused(false);
            setTyping(false, value);
          }}
          className={`block max-h-[30dvh] min-h-11 w-full min-w-0 flex-1 resize-y rounded-lg border-2 bg-white px-3 py-2 text-base text-slate-900 ${error ? 'border-red-700' : 'border-slate-500'}`}
        />
        <div className="flex items-center justify-between gap-3">
          {value.length > MESSAGE_MAX_LENGTH - 200 && (
            <p className="text-sm text-slate-700">
              {value.trim().length} of {MESSAGE_MAX_LENGTH} characters
            </p>
          )}
          <Button type="submit" className="ml-auto shrink-0">
            Send
          </Button>
        </div>
      </div>
      {/* On a small screen the hint is heard, not shown: the sticky box must leave room for the messages. */}
      <p id={hintId} className="sr-only mt-1 text-sm text-slate-700 sm:not-sr-only">
        Enter sends. Shift and Enter starts a new line.{mentions ? ' Type @ and a name to mention a member.' : ''}
      </p>
      {/* Said as soon as Send is refused: focus stays in the box. */}
      <div role="alert">{error && <FieldError id={errorId}>{error}</FieldError>}</div>
    </form>
  );
});
