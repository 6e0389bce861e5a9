import { useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '@/lib/api-client';

type Errors = Record<string, string | undefined>;

/**
 * Client-side validation with the same valibot schema the worker uses, plus the worker's
 * own field messages when it refuses. Focus goes to the first invalid field.
 */
export function useFormErrors<S extends v.GenericSchema>(schema: S, form: () => HTMLFormElement | null) {
  const [errors, setErrors] = useState<Errors>({});

  // The first invalid field as the page reads (top to bottom), not as the schema lists its
  // keys: a check that spans fields reports last but may sit above others.
  const focusFirst = (next: Errors) => {
    const invalid = new Set(Object.keys(next).filter((k) => next[k]));
    const fields = Array.from(form()?.querySelectorAll<HTMLElement>('[name]') ?? []);
    fields.find((el) => invalid.has(el.getAttribute('name') ?? ''))?.focus();
  };

  const validate = (input: unknown): v.InferOutput<S> | null => {
    const result = v.safeParse(schema, input);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    const next: Errors = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) ?? '_';
      next[key] ??= issue.message;
    }
    setErrors(next);
    focusFirst(next);
    return null;
  };

  const fromServer = (error: unknown): boolean => {
    // 400: invalid fields; 409: a field clashes with stored data (a slug already used).
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
    if (error.status === 409 && Object.keys(error.fieldErrors).length === 0) return false;
    const next: Errors = {};
    for (const [key, messages] of Object.entries(error.fieldErrors)) next[key] = messages[0];
    setErrors(next);
    focusFirst(next);
    return true;
  };

  return { errors, setErrors, validate, fromServer };
}
