import type { PublicMenu } from '@schemas/cms-menus';
import useSWR from 'swr';

/**
 * The footer menu editors keep in the CMS. Optional: without one (404) or when the call
 * fails, the footer shows its fixed links and no error.
 */
export const useFooterMenu = () => useSWR<PublicMenu>('/api/menus/footer');
