import { confirmEmailMessage } from '@schemas/auth';
import type { ComponentProps } from 'react';
import { Button } from './button';

/**
 * Why a member whose address is not confirmed cannot post, comment, give, change their profile or add a passkey yet, beside the
 * control it is about, in the worker's words. The worker refuses them (403) until they confirm;
 * rather than open a form they cannot send, the control stays in its place, marked unavailable,
 * with this as its description.
 */
export function ConfirmEmailNote({
  id,
  action,
  className = '',
}: {
  id: string;
  action: 'post' | 'comment' | 'give' | 'change your profile' | 'add a passkey';
  className?: string;
}) {
  return (
    // Focusable from script only: pressing a locked control brings the reader here (LockableButton).
    <p id={id} tabIndex={-1} className={`font-semibold text-slate-800 ${className}`}>
      {confirmEmailMessage(action)}
    </p>
  );
}

/**
 * A button that opens a form (Create Post, Donate): while the member cannot use it, it stays focusable and says why
 * (aria-disabled, described by the note). Pressing it opens nothing; it takes the member to the
 * note, which may be out of sight (one note above a page of Donate buttons).
 */
export function LockableButton({ lockedBy, onClick, ...props }: ComponentProps<typeof Button> & { lockedBy?: string }) {
  return lockedBy ? (
    <Button {...props} aria-disabled="true" aria-describedby={lockedBy} onClick={() => document.getElementById(lockedBy)?.focus()} />
  ) : (
    <Button {...props} onClick={onClick} />
  );
}
