import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@/lib/toast';
import { paths } from '@/lib/paths';

/**
 * After the account is deleted: to the landing page, and only once the screen that deleted it
 * has gone (this hook's cleanup) is everything this tab remembered of the member forgotten (a
 * shared computer shows nothing of theirs) and the worker's words said politely. Forgetting
 * the member while a members-only screen is still up would send them to sign in instead.
 */
export function useAccountDeleted() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const deleted = useRef<string | null>(null);
  useEffect(
    () => () => {
      const message = deleted.current;
      if (message === null) return;
      void mutate(() => true, undefined, { revalidate: false });
      toast({ title: 'Account deleted', description: message });
    },
    [mutate],
  );
  return ({ message }: { message: string }) => {
    deleted.current = message;
    navigate(paths.home, { replace: true });
  };
}
