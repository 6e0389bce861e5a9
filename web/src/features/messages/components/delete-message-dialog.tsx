import type { MessageView } from '@schemas/messages';
import { ConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { deleteMessage } from '../api/use-messages';

type Props = { message: MessageView; onClose: () => void; onDeleted: (message: MessageView) => void; fallbackFocus?: string };

/** Deleting one's own message asks first: everyone then sees "Message deleted" in its place. */
export default function DeleteMessageDialog({ message, onClose, onDeleted, fallbackFocus }: Props) {
  return (
    <ConfirmDialog
      title="Delete this message?"
      text='Everyone in the conversation will see "Message deleted" instead. This cannot be undone.'
      confirmLabel="Delete message"
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      action={() => deleteMessage(message.conversationId, message.id)}
      success="Message deleted"
      failure="Your message was not deleted. Please try again."
      onSuccess={(deleted) => onDeleted((deleted as MessageView | null) ?? { ...message, body: '', deleted: true, reactions: [] })}
    />
  );
}
