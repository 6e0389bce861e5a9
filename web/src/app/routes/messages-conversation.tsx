import { useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { NotFoundState } from '@/components/ui/states';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { ConversationScreen } from '@/features/messages/components/conversation-screen';

/** /messages/{id}: one conversation. */
export default function ConversationRoute() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const conversationId = Number(id);
  return (
    <Page measure="reading">
      {Number.isInteger(conversationId) && conversationId > 0 ? (
        <ConversationScreen key={conversationId} conversationId={conversationId} viewerId={user?.id} />
      ) : (
        <NotFoundState title="Conversation Not Found" text="This conversation does not exist, or you are not in it." />
      )}
    </Page>
  );
}
