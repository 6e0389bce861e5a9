import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { ErrorState, NotFoundState } from '@/components/ui/states';
import { TextLink } from '@/components/ui/text-link';
import { ApiError } from '@/lib/api-client';
import { useDialog } from '@/lib/use-dialog';
import { leaveConversation, invalidateInbox, type ConversationDetail } from '../api/use-messages';
import { messagePaths } from '../message-paths';

const ShortcutsDialog = lazy(() => import('@/components/messages/shortcuts-dialog'));

type Props = { detail: ConversationDetail | undefined; name: string; error: unknown; shortcutsOn: boolean };

/** The conversation's name (the page title), back to the inbox, "Keyboard shortcuts" and "Leave conversation". */
export function ConversationHeader({ detail, name, error, shortcutsOn }: Props) {
  const navigate = useNavigate();
  const dialog = useDialog<'shortcuts' | 'leave'>();
  if (error instanceof ApiError && error.status === 404)
    return <NotFoundState title="Conversation Not Found" text="This conversation does not exist, or you are not in it." />;
  if (error) return <ErrorState level={1} title="Conversation could not be loaded" text="Please check your connection and try again." />;
  // The heading arrives once, with the conversation's name: it takes focus on arrival (PageTitle).
  if (!detail) return <p className="text-slate-700">Loading conversation…</p>;
  return (
    <div className="flex flex-col gap-3">
      <p>
        <TextLink to={messagePaths.inbox} className="inline-block py-1">
          <span aria-hidden="true">← </span>All messages
        </TextLink>
      </p>
      <PageTitle title={`Messages with ${name}`} className="break-words">
        {name}
      </PageTitle>
      {detail && detail.members.length > 1 && <p className="text-slate-700">With {detail.members.map((m) => m.displayName).join(', ')}</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => dialog.open('shortcuts')}>
          Keyboard shortcuts
        </Button>
        {detail.myStatus === 'active' && (
          <Button variant="secondary" onClick={() => dialog.open('leave')}>
            Leave conversation
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {dialog.current === 'shortcuts' && <ShortcutsDialog shortcutsOn={shortcutsOn} onClose={dialog.close} />}
        {dialog.current === 'leave' && (
          <ConfirmDialog
            title="Leave this conversation?"
            text="You will stop getting its messages, and it leaves your inbox. The others will see that you left."
            confirmLabel="Leave conversation"
            onClose={dialog.close}
            action={() => leaveConversation(detail.id)}
            refresh={invalidateInbox}
            success="You left the conversation"
            failure="You could not leave the conversation. Please try again."
            onSuccess={() => navigate(messagePaths.inbox)}
          />
        )}
      </Suspense>
    </div>
  );
}
