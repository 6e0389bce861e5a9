import { useEffect, useRef, useState, type RefObject } from 'react';
import * as v from 'valibot';
import { toast, type ToastInput } from '@/lib/toast';
import { ApiError, errorMessage, isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';

type FieldErrors = Record<string, string | undefined>;

type Told = string | Pick<ToastInput, 'title' | 'description'>;

type Common<R> = {
  /** What changed elsewhere (lists, counts), reloaded before the success is told. */
  refresh?: (result: R) => unknown;
  /** The success toast: a title, or a title and description. */
  success?: Told | ((result: R) => Told);
  /** Said when the worker refuses for a reason that is not one field's, or cannot be reached. */
  failure: string | ((error: unknown) => string | undefined);
  /** The failure toast's title: "Error" unless the action has its own ("Failed to delete page"). */
  failureTitle?: string;
  /** A toast (the default), or the form's own error summary (sign-in, giving, public forms). */
  failureIn?: 'toast' | 'summary';
  onSuccess?: (result: R) => void;
  /** Campaign forms: the server's message is toasted as "Error" even when the refusal names fields. */
  toastFieldErrors?: boolean;
};

/** A form: the worker's own schema checks it first, with the same rules and messages. */
export type FormOptions<S extends v.GenericSchema, R> = Common<R> & { schema: S; action: (input: v.InferOutput<S>) => Promise<R> };
/** An action (a delete, a sign-out): what `submit(input)` is given goes to `action` as it is. */
export type ActionOptions<I, R> = Common<R> & { schema?: undefined; action: (input: I) => Promise<R> };

/**
 * A fixed failure text ("Failed to create post. Please try again."), but a refusal the worker
 * explains is told in its words: a rate limit (429) says when to try again, a rule (403) says
 * what to do first ("Confirm your email address to post and comment...").
 */
export const refusalOr = (fallback: string) => (error: unknown) =>
  error instanceof ApiError && (error.status === 429 || error.status === 403) ? error.serverMessage : fallback;

function fieldErrorsOf(error: unknown): FieldErrors | null {
  // 400: invalid fields; 409: a field clashes with stored data (a slug already used).
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const entries = Object.entries(error.fieldErrors);
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([key, messages]) => [key, messages[0]]));
}

/**
 * The one way a form or an action is sent: check with the shared schema, show it is busy,
 * call the worker, reload what changed, say it worked; or put the worker's field messages on
 * the fields, follow the signed-out path (a toast, then sign-in), or say what failed.
 * Field errors also fill the form's ErrorSummary, which takes focus so a screen-reader user
 * hears "There is a problem" and every message at once (as GOV.UK forms do).
 */
export function useSubmit<S extends v.GenericSchema, R>(options: FormOptions<S, R>): Submitter<unknown, R>;
export function useSubmit<I = void, R = unknown>(options: ActionOptions<I, R>): Submitter<I, R>;
export function useSubmit(options: FormOptions<v.GenericSchema, unknown> | ActionOptions<unknown, unknown>): Submitter<unknown, unknown> {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped on every refused attempt, so the summary takes focus again even with the same errors.
  const [refusals, setRefusals] = useState(0);
  const busyRef = useRef(false);

  useEffect(() => {
    const summary = summaryRef.current;
    if (refusals === 0 || !summary) return;
    summary.focus();
    // A dialog on a short screen (a phone at 200 % text) scrolls as a whole, and focus scrolled
    // its heading and Close away: show them again whenever the summary still fits below them,
    // so the member sees which dialog said "There is a problem". Checked again on the next two
    // frames: the summary's words and the fields' messages are laid out after this effect, and
    // on a busy machine the first check could see a summary taller than it ends up.
    const panel = summary.closest<HTMLElement>('[data-dialog-panel]');
    const showHeading = () => {
      if (!panel || panel.scrollTop === 0) return;
      const bottom = summary.getBoundingClientRect().bottom - panel.getBoundingClientRect().top + panel.scrollTop;
      if (bottom <= panel.clientHeight) panel.scrollTop = 0;
    };
    showHeading();
    let frame = requestAnimationFrame(() => {
      showHeading();
      frame = requestAnimationFrame(showHeading);
    });
    return () => cancelAnimationFrame(frame);
  }, [refusals]);

  const refuse = (fields: FieldErrors, message: string | null) => {
    setErrors(fields);
    setFormError(message);
    setRefusals((n) => n + 1);
  };

  async function submit(raw?: unknown): Promise<unknown> {
    if (busyRef.current) return undefined;
    const { schema, action, refresh, success, failure, failureTitle = 'Error', failureIn = 'toast', onSuccess, toastFieldErrors } = options;
    let input: unknown = raw;
    if (schema) {
      const result = v.safeParse(schema, raw);
      if (!result.success) {
        const next: FieldErrors = {};
        for (const issue of result.issues) next[v.getDotPath(issue) ?? '_'] ??= issue.message;
        refuse(next, null);
        return undefined;
      }
      input = result.output;
    }
    setErrors({});
    setFormError(null);
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await (action as (input: unknown) => Promise<unknown>)(input);
      await refresh?.(result);
      if (success) {
        const told = typeof success === 'function' ? success(result) : success;
        toast(typeof told === 'string' ? { title: told } : told);
      }
      onSuccess?.(result);
      return result;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = typeof failure === 'string' ? errorMessage(error, failure) : failure(error);
      if (fields) {
        refuse(fields, null);
        if (toastFieldErrors) toast({ title: failureTitle, description: message, variant: 'destructive' });
      } else if (isUnauthorizedError(error)) redirectToLogin();
      else if (failureIn === 'summary') refuse({}, message ?? failureTitle);
      else toast({ title: failureTitle, description: message, variant: 'destructive' });
      return undefined;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const field = <K extends string>(name: K, from?: Stored<K>) => ({ name, error: errors[name], defaultValue: from?.[name] ?? undefined });
  return { formRef, summary: { ref: summaryRef, errors, formError }, errors, setErrors, busy, submit, field };
}

/** A record being edited, as far as a field reads its stored value. */
type Stored<K extends string> = { [P in K]?: string | number | null };

export type Submitter<I, R> = {
  formRef: RefObject<HTMLFormElement | null>;
  /** Spread into the form's <ErrorSummary />. */
  summary: { ref: RefObject<HTMLDivElement | null>; errors: FieldErrors; formError: string | null };
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  busy: boolean;
  /** Resolves to the action's result, or undefined when it was refused or failed (already told). */
  submit: (input: I) => Promise<R | undefined>;
  /**
   * A field's name, its error and (editing a record) its stored value, to spread on it:
   * `<TextField label="Title" {...form.field('title', article)} />`.
   */
  field: <K extends string>(name: K, from?: Stored<K>) => { name: K; error: string | undefined; defaultValue: string | number | undefined };
};
