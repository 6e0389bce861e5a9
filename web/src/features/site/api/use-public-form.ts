import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const form = client.api.forms[':id'];
const submit = form.submissions.$post;

/** An active CMS form; 404 when it does not exist or no longer takes responses. Works signed out. */
export const usePublicForm = (id: string | undefined) => useApi(form, id ? { param: { id: encodeURIComponent(id) } } : null);

/** The answers, keyed by field name. */
export type Submission = JsonBody<typeof submit>;

export const submitForm = (id: number, submission: Submission) => read(submit({ param: { id: String(id) }, json: submission }));

export type PublicForm = Data<typeof form.$get>;
export type CmsFormField = PublicForm['fields'][number];
