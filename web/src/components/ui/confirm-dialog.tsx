import { useSubmit, type ActionOptions } from '@/lib/use-submit';
import { DialogButtons, Modal } from './dialog';

type Props<R> = Omit<ActionOptions<void, R>, 'schema' | 'failureIn'> & {
  title: string;
  text: string;
  confirmLabel: string;
  onClose: () => void;
  /** Id of the heading to land on when the button that opened this is gone or disabled afterwards. */
  fallbackFocus?: string;
};

/**
 * "Are you sure?" before anything that cannot be undone. Cancel is first and takes focus, so
 * Enter on arrival never destroys anything. The action goes through useSubmit (busy, toasts,
 * the signed-out path) and the dialog closes either way. Load it lazily (it uses Modal).
 */
export default function ConfirmDialog<R>({ title, text, confirmLabel, onClose, fallbackFocus, ...options }: Props<R>) {
  const { busy, submit } = useSubmit<void, R>(options);
  return (
    <Modal open onClose={onClose} title={title} description={text} fallbackFocus={fallbackFocus}>
      <DialogButtons
        onCancel={onClose}
        focusCancel
        busy={busy}
        label={confirmLabel}
        busyLabel="Working..."
        destructive
        onConfirm={async () => {
          await submit();
          onClose();
        }}
      />
    </Modal>
  );
}
