import type { CmsAnalyticsSummary } from '@schemas/cms-analytics';
import type { AuditEntry } from '@schemas/cms-audit';
import type { CmsForm, CmsFormSubmission } from '@schemas/cms-forms';
import type { CmsMedia } from '@schemas/cms-media';
import type { CmsMenu } from '@schemas/cms-menus';
import type { CmsPage } from '@schemas/cms-pages';
import type { CmsRedirect } from '@schemas/cms-redirects';
import type { CmsTemplate } from '@schemas/cms-templates';
import type { MemberList } from '@schemas/members-admin';
import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';

// SPEC section 7: the CMS lists and the analytics summary, read with the app's SWR settings.

export const cmsKeys = {
  summary: '/api/cms/analytics/summary',
  pages: '/api/cms/pages',
  templates: '/api/cms/templates',
  forms: '/api/cms/forms',
  menus: '/api/cms/menus',
  redirects: '/api/cms/redirects',
  media: '/api/cms/media',
} as const;

export const useCmsSummary = () => useSWR<CmsAnalyticsSummary>(cmsKeys.summary);
export const usePages = () => useSWR<CmsPage[]>(cmsKeys.pages);
export const useTemplates = () => useSWR<CmsTemplate[]>(cmsKeys.templates);
export const useForms = () => useSWR<CmsForm[]>(cmsKeys.forms);
export const useMenus = () => useSWR<CmsMenu[]>(cmsKeys.menus);
export const useRedirects = () => useSWR<CmsRedirect[]>(cmsKeys.redirects);
export const useMedia = () => useSWR<CmsMedia[]>(cmsKeys.media);
export const SUBMISSIONS_PAGE = 20;
export const useSubmissions = (formId: number, page: number) =>
  useSWR<CmsFormSubmission[]>(`/api/cms/forms/${formId}/submissions?limit=${SUBMISSIONS_PAGE}&offset=${page * SUBMISSIONS_PAGE}`, {
    keepPreviousData: true,
  });
// keepPreviousData: the old page stays while the next loads, so Next keeps focus.
const MEMBERS_PAGE = 25;
export const useMembers = (page: number, q: string) =>
  useSWR<MemberList>(`/api/cms/members?limit=${MEMBERS_PAGE}&offset=${page * MEMBERS_PAGE}&q=${encodeURIComponent(q.trim())}`, {
    keepPreviousData: true,
  });
/** Ends every session of a member (admins only). */
export const signOutMember = (id: number) => api<{ revoked: number }>(`/api/cms/members/${id}/sessions`, { method: 'DELETE' });
export const useAudit = (page: number) => useSWR<AuditEntry[]>(`/api/cms/audit?limit=25&offset=${page * 25}`, { keepPreviousData: true });

/**
 * After a change: the list it touched, the summary cards, and what the public side shows
 * (published pages, the footer menu) reload, so the editor sees the change at once.
 */
export const refreshCms = (key: string) =>
  Promise.all([
    mutate((k) => typeof k === 'string' && (k.startsWith(key) || k.startsWith('/api/menus/') || k.startsWith('/api/pages/'))),
    mutate(cmsKeys.summary),
  ]);

/** The five kinds SPEC section 7 lists with a DELETE; each names itself in its toasts. */
export type CmsKind = 'pages' | 'templates' | 'forms' | 'menus' | 'redirects';

export const cmsCreate = <T>(kind: CmsKind, body: unknown) => api<T>(`/api/cms/${kind}`, { method: 'POST', body });
export const cmsUpdate = <T>(kind: CmsKind, id: number, body: unknown) => api<T>(`/api/cms/${kind}/${id}`, { method: 'PATCH', body });
export const cmsDelete = (kind: CmsKind | 'media', id: number) => api<unknown>(`/api/cms/${kind}/${id}`, { method: 'DELETE' });
export const duplicateTemplate = (id: number) => api<CmsTemplate>(`/api/cms/templates/${id}/duplicate`, { method: 'POST' });
export const markSubmissionRead = (formId: number, id: number, isRead: boolean) =>
  api<CmsFormSubmission>(`/api/cms/forms/${formId}/submissions/${id}`, { method: 'PATCH', body: { isRead } });
export const updateMediaAlt = (id: number, alt: string) => api<CmsMedia>(`/api/cms/media/${id}`, { method: 'PATCH', body: { alt } });
