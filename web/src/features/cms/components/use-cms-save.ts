import { useState, type RefObject } from 'react';
import type * as v from 'valibot';
import { toast } from '@/components/ui/toast/toast-store';
import { reportFailure } from '@/lib/report-failure';
import { useFormErrors } from '@/lib/use-form-errors';
import { refreshCms } from '../api/use-cms';

type Outcome = { success: string; failure: string; listKey: string; onDone: () => void };

/**
 * Every CMS dialog saves the same way: the shared schema checks the form first, the worker
 * checks again, its field messages land on the fields, and a success refreshes the list
 * and the summary cards, toasts and closes.
 */
export function useCmsSave<S extends v.GenericSchema>(schema: S, formRef: RefObject<HTMLFormElement | null>) {
  const { errors, validate, fromServer, setErrors } = useFormErrors(schema, () => formRef.current);
  const [busy, setBusy] = useState(false);

  async function run(raw: unknown, save: (input: v.InferOutput<S>) => Promise<unknown>, { success, failure, listKey, onDone }: Outcome) {
    const input = validate(raw);
    if (!input) return;
    setBusy(true);
    try {
      await save(input);
      await refreshCms(listKey);
      toast({ title: success });
      onDone();
    } catch (error) {
      // A refusal with field messages (400/409) shows them on the fields; the rest, a lapsed session too, is reported.
      if (!fromServer(error)) reportFailure(error, failure);
    } finally {
      setBusy(false);
    }
  }

  return { errors, setErrors, busy, run };
}
