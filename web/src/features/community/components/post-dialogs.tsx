import { lazy, Suspense } from 'react';
import { ModerationDialog } from '@/components/moderation/lazy-moderation-dialog';
import type { Moderation } from '@/components/moderation/moderation-dialog';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { refusalOr } from '@/lib/use-submit';
import { invalidateCommunity, type CommunityPost } from '../api/use-community';

// The dialogs a post's page opens (edit, history, report, confirm, moderate), one at a time,
// each loaded when first opened.

const PostFormDialog = lazy(() => import('./post-form-dialog'));
const ReportDialog = lazy(() => import('./report-dialog'));
const RevisionsDialog = lazy(() => import('./revisions-dialog'));

export type Confirmation = {
  title: string;
  text: string;
  confirmLabel: string;
  action: () => Promise<unknown>;
  success: string;
  failure: string;
  /** After success only: a failed delete leaves the member where they were, with the error. */
  then?: () => void;
};

export type PostDialog =
  | { kind: 'edit'; post: CommunityPost }
  | { kind: 'report' | 'history'; what: 'posts' | 'comments'; id: number }
  | ({ kind: 'confirm' } & Confirmation)
  // An editor acting on someone else's words says why (decision 0041).
  | ({ kind: 'moderate'; then?: () => void } & Moderation);

/** The one open dialog; `fallbackFocus`: where focus goes when the button that opened it is gone. */
export function PostDialogs({ dialog, onClose, fallbackFocus }: { dialog: PostDialog | null; onClose: () => void; fallbackFocus: string }) {
  return (
    <Suspense fallback={null}>
      {dialog?.kind === 'edit' && <PostFormDialog post={dialog.post} onClose={onClose} />}
      {dialog?.kind === 'history' && <RevisionsDialog kind={dialog.what} id={dialog.id} onClose={onClose} />}
      {dialog?.kind === 'report' && <ReportDialog kind={dialog.what} id={dialog.id} onClose={onClose} />}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          title={dialog.title}
          text={dialog.text}
          confirmLabel={dialog.confirmLabel}
          action={dialog.action}
          refresh={invalidateCommunity}
          success={dialog.success}
          failure={refusalOr(dialog.failure)}
          onSuccess={dialog.then}
          onClose={onClose}
          fallbackFocus={fallbackFocus}
        />
      )}
      {dialog?.kind === 'moderate' && (
        <ModerationDialog
          {...dialog}
          failure={dialog.failure}
          refresh={invalidateCommunity}
          onSuccess={dialog.then}
          onClose={onClose}
          fallbackFocus={fallbackFocus}
        />
      )}
    </Suspense>
  );
}
