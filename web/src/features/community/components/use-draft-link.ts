import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The account page's draft links (paths.draft) name the form to open: `act` runs once with the
 * parameter's value when `ready`, and the parameter leaves the address (a reload does not
 * open the form again). `act` answers false when it cannot act yet.
 */
export function useDraftLink(name: 'draft' | 'reply', ready: boolean, act: (value: string) => boolean | void) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  useEffect(() => {
    if (!ready || value === null || act(value) === false) return;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.delete(name);
        return out;
      },
      { replace: true },
    );
    // `act` is a new function each render; the value and readiness decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, value, name, setParams]);
}
