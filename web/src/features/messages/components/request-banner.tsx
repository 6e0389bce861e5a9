import { NOT_DELIVERED_LABEL } from '@schemas/messages';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { messagePaths } from '../message-paths';
import { useSubmit } from '@/lib/use-submit';
import { acceptRequest, declineRequest, invalidateInbox } from '../api/use-messages';

/**
 * A message request: the first message from someone the member has not talked with. Accept to
 * reply; Decline, and the sender sees only "Not delivered" (issue 16's safety section).
 */
export function RequestBanner({ conversationId, from, onAccepted }: { conversationId: number; from: string; onAccepted: () => unknown }) {
  const navigate = useNavigate();
  const accept = useSubmit({
    action: () => acceptRequest(conversationId),
    refresh: () => Promise.all([onAccepted(), invalidateInbox()]),
    success: 'Request accepted. You can reply now.',
    failure: 'The request could not be accepted. Please try again.',
  });
  const decline = useSubmit({
    action: () => declineRequest(conversationId),
    refresh: invalidateInbox,
    success: { title: 'Request declined', description: `${from} will see "${NOT_DELIVERED_LABEL}" and nothing more.` },
    failure: 'The request could not be declined. Please try again.',
    onSuccess: () => navigate(messagePaths.requests),
  });
  return (
    <section aria-labelledby="request-heading" className="my-4 rounded-xl border-2 border-violet-800 bg-violet-50 p-4">
      <h2 id="request-heading" className="text-xl font-bold text-slate-950">
        Message request
      </h2>
      <p className="mt-1 text-slate-800">
        {from} has not talked with you before. Accept to reply. If you decline, they will only see "{NOT_DELIVERED_LABEL}".
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button busy={accept.busy} onClick={() => void accept.submit()}>
          Accept
        </Button>
        <Button variant="secondary" busy={decline.busy} onClick={() => void decline.submit()}>
          Decline
        </Button>
      </div>
    </section>
  );
}
