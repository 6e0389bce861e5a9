import { useState } from 'react';
import { Button } from './button';
import { Modal } from './dialog';

type Props = {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
  /** Id of the heading to land on when the button that opened this is gone or disabled afterwards. */
  fallbackFocus?: string;
};

/** "Are you sure?" before anything that cannot be undone. Load it lazily (it uses Modal). */
export default function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, fallbackFocus }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={onClose} title={title} description={text} fallbackFocus={fallbackFocus}>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button
          className="!bg-red-700 hover:!bg-red-800"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
              onClose();
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? 'Working...' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
