import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The secret of a mailed link (?token=...), read once, then taken out of the address bar: it
 * is not kept in the browser's history, shown to someone looking at the screen, or copied
 * with the address. The router's own record of the entry is kept as it was (its state), so
 * Back and Forward still work; coming back to this entry later finds no token, as it should.
 */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') || null);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return token;
}
