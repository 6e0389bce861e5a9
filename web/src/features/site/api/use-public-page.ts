import type { PublicPage } from '@schemas/cms-pages';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

const pageUrl = (slug: string) => `/api/pages/${encodeURIComponent(slug)}`;

/** A published CMS page; 404 when it does not exist or is not published. Works signed out. */
export const usePublicPage = (slug: string | undefined) => useSWR<PublicPage>(slug ? pageUrl(slug) : null);

/** Counts one visit. Fire-and-forget: a failed count must never disturb the reader. */
export function recordPageView(slug: string): void {
  api<void>(`${pageUrl(slug)}/views`, { method: 'POST' }).catch(() => undefined);
}
