import ConfirmDialog from '@/components/ui/confirm-dialog';
import { displayName } from '@/lib/people';
import { refusalOr } from '@/lib/use-submit';
import { signOutMember } from '../../api/use-cms';
import { liftSuspension } from '../../api/use-members';
import { TAB_HEADING_ID } from '../tab-header';
import LevelDialog from './level-dialog';
import type { Open } from './member-columns';
import RoleDialog from './role-dialog';
import SuspendDialog from './suspend-dialog';
import TrustLevelDialog from './trust-level-dialog';

/** The dialog the Members tab opened on a member: change role, level or trust level, suspend, lift, or sign out everywhere. */
export function MemberDialog({ open: { kind, member }, refresh, onClose }: { open: Open; refresh: () => unknown; onClose: () => void }) {
  const name = displayName(member);
  switch (kind) {
    case 'role':
      return <RoleDialog member={member} onDone={refresh} onClose={onClose} />;
    case 'level':
      return <LevelDialog member={member} onDone={refresh} onClose={onClose} />;
    case 'trust':
      return <TrustLevelDialog member={member} onClose={onClose} />;
    case 'suspend':
      return <SuspendDialog member={member} onDone={refresh} onClose={onClose} />;
    case 'lift':
      return (
        <ConfirmDialog
          title={`Lift ${name}'s suspension?`}
          text="They can post, comment, send feedback and donate again at once, and are told by email."
          confirmLabel="Lift suspension"
          action={() => liftSuspension(member.id)}
          refresh={refresh}
          success={{ title: 'Suspension lifted', description: `${name} has been told by email.` }}
          failure={refusalOr('Could not lift the suspension. Please try again.')}
          onClose={onClose}
          fallbackFocus={TAB_HEADING_ID}
        />
      );
    case 'sign-out':
      return (
        <ConfirmDialog
          title={`Sign ${name} out everywhere?`}
          text={`This ends all ${member.activeSessions} of their sessions. They can sign in again with their password.`}
          confirmLabel="Sign out everywhere"
          action={() => signOutMember(member.id)}
          refresh={refresh}
          success={({ revoked }) => ({
            title: 'Signed out everywhere',
            description: `${name}: ${revoked} ${revoked === 1 ? 'session' : 'sessions'} ended.`,
          })}
          failure="Something went wrong. Please try again."
          onClose={onClose}
          // After a sign-out the button that asked is disabled (nothing left to end); Cancel keeps it.
          fallbackFocus={TAB_HEADING_ID}
        />
      );
  }
}
