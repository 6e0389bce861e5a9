import { useSearchParams } from 'react-router-dom';

/**
 * The open tab and the "new" dialog live in the URL (?tab=pages&new=1): a tab can be linked
 * to, Quick Actions can open any tab's create dialog, and Back closes what was opened.
 */
export function useCmsParams(defaultTab: string) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? defaultTab;
  const creating = params.get('new') === '1';
  const update = (next: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === null) copy.delete(k);
          else copy.set(k, v);
        }
        return copy;
      },
      { replace: false },
    );
  return {
    tab,
    creating,
    setTab: (id: string) => update({ tab: id, new: null }),
    startCreate: (id = tab) => update({ tab: id, new: '1' }),
    endCreate: () => update({ new: null }),
  };
}
