import { Button } from '@/components/ui/button';
import { useSubmit } from '@/lib/use-submit';
import { resendVerification } from '../api/account-email';
import { useCurrentUser } from '../api/use-current-user';

/**
 * "Send the link again" (signed in, address not confirmed). The worker's answer is said
 * politely, once, by the notifications region; a refusal (too many links this hour) is said
 * at once. A refusal may also mean the address was confirmed elsewhere (another tab or
 * device): the member is read again, so whatever still asks them to confirm goes.
 */
export function ResendLinkButton() {
  const { refresh } = useCurrentUser();
  const { busy, submit } = useSubmit({
    action: resendVerification,
    success: ({ message }) => message,
    failure: 'We could not send the link. Please try again.',
  });
  return (
    <Button
      variant="secondary"
      busy={busy}
      onClick={async () => {
        if ((await submit()) === undefined) void refresh();
      }}
    >
      {busy ? 'Sending...' : 'Send the link again'}
    </Button>
  );
}
