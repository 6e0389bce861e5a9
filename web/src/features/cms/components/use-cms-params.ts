import { useSearchParams } from 'react-router-dom';
import { useUrlDialog } from '@/lib/use-dialog';

/**
 * The open tab and the "new" dialog live in the URL (?tab=pages&new=1): a tab can be linked
 * to, Quick Actions can open any tab's create dialog, and Back closes what was opened.
 */
export function useCmsParams(defaultTab: string) {
  const [params] = useSearchParams();
  const creating = useUrlDialog('new');
  const tab = params.get('tab') ?? defaultTab;
  return {
    tab,
    creating: creating.current !== null,
    setTab: (id: string) => creating.closeWith({ tab: id }),
    startCreate: (id = tab) => creating.open({ tab: id }),
    endCreate: creating.close,
  };
}
