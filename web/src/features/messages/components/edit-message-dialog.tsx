import { editMessageSchema } from '@schemas/messages';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { useSubmit } from '@/lib/use-submit';
import { editMessage } from '../api/use-messages';
import type { MessageView } from '@/lib/api-types';

type Props = { message: MessageView; onClose: () => void; onSaved: (message: MessageView) => void };

/** Edit one of the member's own messages (within 15 minutes; the worker checks too). */
export default function EditMessageDialog({ message, onClose, onSaved }: Props) {
  const form = useSubmit({
    schema: editMessageSchema,
    action: ({ body }) => editMessage(message.conversationId, message.id, body),
    success: 'Message edited',
    failure: 'Your message was not changed. Please try again.',
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
  });
  return (
    <FormDialog title="Edit message" onClose={onClose} form={form} read={(data) => ({ body: data.get('body') })} submitLabel="Save changes">
      <TextArea name="body" label="Message" defaultValue={message.body} error={form.errors.body} rows={5} />
    </FormDialog>
  );
}
