import { client, read, type Call, type Data, type JsonBody } from '@/lib/api-client';
import { below, invalidate, readsOf, useApi, type KeyMatch } from '@/lib/use-api';

// The CMS lists and the analytics summary, read with the app's SWR settings.

const cms = client.api.cms;

/** The five kinds with a create, an update and a delete; each names itself in its toasts. */
const kinds = { pages: cms.pages, templates: cms.templates, forms: cms.forms, menus: cms.menus, redirects: cms.redirects };
type Kinds = typeof kinds;
export type CmsKind = keyof Kinds;

/** Each CMS list with every read under it (a form's submissions under its form). */
export const cmsKeys = {
  summary: readsOf(cms.analytics.summary),
  pages: below(cms.pages),
  templates: below(cms.templates),
  forms: below(cms.forms),
  menus: below(cms.menus),
  redirects: below(cms.redirects),
  media: below(cms.media),
} as const satisfies Record<CmsKind | 'media' | 'summary', KeyMatch>;

const page = (size: number, n: number) => ({ limit: String(size), offset: String(n * size) });
// keepPreviousData: the old page stays while the next loads, so Next keeps focus.
const paged = { keepPreviousData: true };

export const useCmsSummary = () => useApi(cms.analytics.summary);
export const usePages = () => useApi(cms.pages);
export const useTemplates = () => useApi(cms.templates);
export const useForms = () => useApi(cms.forms);
export const useMenus = () => useApi(cms.menus);
export const useRedirects = () => useApi(cms.redirects);
export const useMedia = () => useApi(cms.media);
export const SUBMISSIONS_PAGE = 20;
export const useSubmissions = (formId: number, n: number) =>
  useApi(cms.forms[':id'].submissions, { param: { id: String(formId) }, query: page(SUBMISSIONS_PAGE, n) }, paged);
const MEMBERS_PAGE = 25;
export const useMembers = (n: number, q: string) => useApi(cms.members, { query: { ...page(MEMBERS_PAGE, n), q: q.trim() } }, paged);
/** Ends every session of a member (admins only). */
export const signOutMember = (id: number) => read(cms.members[':id'].sessions.$delete({ param: { id: String(id) } }));
export const useAudit = (n: number) => useApi(cms.audit, { query: page(25, n) }, paged);
/** Mail the queue gave up on, newest first (admins only: it names members' addresses). */
export const useMailFailures = () => useApi(cms['mail-failures']);
export type MailFailure = Data<(typeof cms)['mail-failures']['$get']>[number];

/**
 * After a change: the list it touched, the summary cards, and what the public side shows
 * (published pages, the footer menu) reload, so the editor sees the change at once.
 */
export const invalidateCms = (list: KeyMatch) => invalidate(list, below(client.api.menus), below(client.api.pages), cmsKeys.summary);

// One call for every kind: the route of `kind` decides the body and the answer. The cast is
// the one place TypeScript cannot follow a call through a generic key.
export const cmsCreate = <K extends CmsKind>(kind: K, body: JsonBody<Kinds[K]['$post']>) =>
  read((kinds[kind].$post as Call)({ json: body })) as Promise<Data<Kinds[K]['$post']>>;
export const cmsUpdate = <K extends CmsKind>(kind: K, id: number, body: JsonBody<Kinds[K][':id']['$patch']>) =>
  read((kinds[kind][':id'].$patch as Call)({ param: { id: String(id) }, json: body })) as Promise<Data<Kinds[K][':id']['$patch']>>;
export const cmsDelete = (kind: CmsKind | 'media', id: number) =>
  read((kind === 'media' ? cms.media : kinds[kind])[':id'].$delete({ param: { id: String(id) } }));
export const duplicateTemplate = (id: number) => read(cms.templates[':id'].duplicate.$post({ param: { id: String(id) } }));
export const markSubmissionRead = (formId: number, id: number, isRead: boolean) =>
  read(cms.forms[':id'].submissions[':submissionId'].$patch({ param: { id: String(formId), submissionId: String(id) }, json: { isRead } }));
export const deleteSubmission = (formId: number, id: number) =>
  read(cms.forms[':id'].submissions[':submissionId'].$delete({ param: { id: String(formId), submissionId: String(id) } }));
export const updateMediaAlt = (id: number, alt: string) => read(cms.media[':id'].$patch({ param: { id: String(id) }, json: { alt } }));

// The answers the CMS screens name, inferred from the routes.
export type CmsPage = Data<typeof cms.pages.$get>[number];
export type CmsTemplate = Data<typeof cms.templates.$get>[number];
export type CmsForm = Data<typeof cms.forms.$get>[number];
export type CmsFormField = CmsForm['fields'][number];
export type CmsFormSubmission = Data<(typeof cms.forms)[':id']['submissions']['$get']>[number];
export type CmsMenu = Data<typeof cms.menus.$get>[number];
export type CmsMenuItem = CmsMenu['items'][number];
export type CmsRedirect = Data<typeof cms.redirects.$get>[number];
export type CmsMedia = Data<typeof cms.media.$get>[number];
export type MemberAccount = Data<typeof cms.members.$get>['members'][number];
export type AuditEntry = Data<typeof cms.audit.$get>[number];
export type { MediaMimeType } from '@schemas/cms-media';
