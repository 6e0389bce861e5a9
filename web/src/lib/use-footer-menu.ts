import { client } from './api-client';
import { useApi } from './use-api';

/**
 * The footer menu editors keep in the CMS. Optional: without one (404) or when the call
 * fails, the footer shows its fixed links and no error.
 */
export const useFooterMenu = () => useApi(client.api.menus[':location'], { param: { location: 'footer' } });
