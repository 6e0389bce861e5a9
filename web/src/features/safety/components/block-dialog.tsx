import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { blockMember, unblockMember, useInvalidateAfterBlock } from '../api/use-blocks';

type Props = { memberId: number; name: string; blocking: boolean; onClose: () => void; fallbackFocus?: string };

/**
 * "Block Sam?" or "Unblock Sam?": both ask first, so a slip of a switch or a key never changes
 * who can reach the member. The words say exactly what changes, and that the other member is
 * never told. Render it inside a Suspense boundary (it loads lazily).
 */
export function BlockDialog({ memberId, name, blocking, onClose, fallbackFocus }: Props) {
  const refresh = useInvalidateAfterBlock();
  return blocking ? (
    <ConfirmDialog
      title={`Block ${name}?`}
      text={`${name} will not be able to message you or see your profile, and you will no longer see their posts and comments. They are not told. You can unblock them at any time from your account.`}
      confirmLabel="Block"
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      action={() => blockMember(memberId)}
      refresh={refresh}
      success={{ title: `${name} is blocked`, description: 'You can unblock them from your account.' }}
      failure="Could not block this member. Please try again."
    />
  ) : (
    <ConfirmDialog
      title={`Unblock ${name}?`}
      text={`${name} will be able to message you and see your profile again, and you will see their posts and comments. They are not told.`}
      confirmLabel="Unblock"
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      action={() => unblockMember(memberId)}
      refresh={refresh}
      success={`${name} is unblocked`}
      failure="Could not unblock this member. Please try again."
    />
  );
}
