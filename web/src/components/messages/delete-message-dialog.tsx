import ConfirmDialog from '@/components/ui/confirm-dialog';
import { messageElementId } from './keep-focus';
import type { MessageView } from '@/lib/api-types';

export type DeleteWords = {
  /** What everyone sees afterwards, as the conversation or room says it. */
  text: (message: MessageView) => string;
  failure: string;
  action: (message: MessageView) => Promise<MessageView | null>;
};

type Props = DeleteWords & { message: MessageView; onClose: () => void; onDeleted: (message: MessageView) => void };

/** Deleting a message asks first: everyone then sees "Message deleted" in its place. Load it lazily (it uses Modal). */
export default function DeleteMessageDialog({ message, text, failure, action, onClose, onDeleted }: Props) {
  return (
    <ConfirmDialog
      title="Delete this message?"
      text={text(message)}
      confirmLabel="Delete message"
      onClose={onClose}
      // Deleting takes the message's actions button (the dialog's opener) away.
      fallbackFocus={messageElementId(message.id)}
      action={() => action(message)}
      success="Message deleted"
      failure={failure}
      onSuccess={(deleted) => onDeleted(deleted ?? { ...message, body: '', deleted: true, reactions: [] })}
    />
  );
}
