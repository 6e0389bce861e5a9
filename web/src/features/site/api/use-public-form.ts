import type { PublicForm } from '@schemas/cms-forms';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

const formUrl = (id: string | number) => `/api/forms/${encodeURIComponent(String(id))}`;

/** An active CMS form; 404 when it does not exist or no longer takes responses. Works signed out. */
export const usePublicForm = (id: string | undefined) => useSWR<PublicForm>(id ? formUrl(id) : null);

export type Submission = Record<string, string | boolean>;

export const submitForm = (id: number, submission: Submission) =>
  api<{ id: number }>(`${formUrl(id)}/submissions`, { method: 'POST', body: submission });
