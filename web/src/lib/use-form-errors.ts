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

  const focusFirst = (next: Errors) => {
    const first = Object.keys(next).find((k) => next[k]);
    if (first) form()?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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
