import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { TextLink } from '@/components/ui/text-link';
import { NewConversationForm } from '@/features/messages/components/new-conversation-form';
import { messagePaths } from '@/features/messages/message-paths';

/** /messages/new (and ?to={memberId} from a member's page): start a conversation. */
export default function NewMessageRoute() {
  const [params] = useSearchParams();
  const to = Number(params.get('to'));
  return (
    <Page measure="reading">
      <p className="mb-3">
        <TextLink to={messagePaths.inbox} className="inline-block py-1">
          <span aria-hidden="true">← </span>All messages
        </TextLink>
      </p>
      <PageTitle title="New message">New message</PageTitle>
      <NewConversationForm to={Number.isInteger(to) && to > 0 ? to : null} />
    </Page>
  );
}
