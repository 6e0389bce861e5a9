import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { Inbox } from '@/features/messages/components/inbox';

/** /messages: the member's conversations and message requests. */
export default function MessagesRoute() {
  return (
    <Page>
      <PageTitle title="Messages">Messages</PageTitle>
      <Inbox />
    </Page>
  );
}
