import type * as v from 'valibot';
import { useSubmit } from '@/lib/use-submit';
import { refreshCms } from '../api/use-cms';

type Options<S extends v.GenericSchema> = {
  save: (input: v.InferOutput<S>) => Promise<unknown>;
  success: string;
  failure: string;
  /** The list the saved item belongs to; it reloads with the summary cards. */
  listKey: string;
  onDone: () => void;
};

/** Every CMS dialog saves through the one submit hook, reloading its list and the summary cards. */
export function useCmsSave<S extends v.GenericSchema>(schema: S, { save, success, failure, listKey, onDone }: Options<S>) {
  return useSubmit({ schema, action: save, refresh: () => refreshCms(listKey), success, failure, onSuccess: onDone });
}
