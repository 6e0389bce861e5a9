import { client, read, type Data } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const page = client.api.pages[':slug'];
const slugParam = (slug: string) => ({ param: { slug: encodeURIComponent(slug) } });

/** A published CMS page; 404 when it does not exist or is not published. Works signed out. */
export const usePublicPage = (slug: string | undefined) => useApi(page, slug ? slugParam(slug) : null);

/** Counts one visit. Fire-and-forget: a failed count must never disturb the reader. */
export function recordPageView(slug: string): void {
  read(page.views.$post(slugParam(slug))).catch(() => undefined);
}

export type PublicPage = Data<typeof page.$get>;
