import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Why a member whose address is not confirmed cannot post or comment yet, beside the control
 * it is about. The worker refuses them (403) until they confirm; rather than open a form they
 * cannot send, the control stays in its place, marked unavailable, with this as its description.
 */
export function ConfirmEmailNote({ id, action, className = '' }: { id: string; action: 'post' | 'comment'; className?: string }) {
  return (
    <p id={id} className={`font-semibold text-slate-800 ${className}`}>
      Confirm your email address to {action}. Open the link we emailed you, or choose "Send the link again" at the top of the page.
    </p>
  );
}

/**
 * A button that opens a form: while the member cannot post it stays focusable and says why
 * (aria-disabled, described by the note), and pressing it does nothing.
 */
export function PostingButton({ lockedBy, onClick, ...props }: ComponentProps<typeof Button> & { lockedBy?: string }) {
  return lockedBy ? <Button {...props} aria-disabled="true" aria-describedby={lockedBy} /> : <Button {...props} onClick={onClick} />;
}
