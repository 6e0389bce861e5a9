import { useParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { messagePaths } from '@/features/messages/message-paths';
import { MemberView } from '@/features/profile/components/member-view';
import { useHasBlocked } from '@/features/safety/api/use-blocks';
import { MemberSafetyActions } from '@/features/safety/components/member-safety-actions';

/** A member's page, with "Message" and Block or Unblock for a signed-in member viewing someone else. */
export default function MemberRoute() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const postsHidden = useHasBlocked(Number(id));
  return (
    <Page measure="reading">
      <MemberView
        id={id}
        postsHidden={postsHidden}
        actions={(member) =>
          user && user.id !== member.id ? <MemberSafetyActions member={member} messageHref={messagePaths.messageMember(member.id)} /> : null
        }
      />
    </Page>
  );
}
