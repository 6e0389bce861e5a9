import { REPORT_REASONS } from '@schemas/community';
import { REPORT_SENT_MESSAGE } from '@schemas/message-safety';
import { messageReportSchema } from '@schemas/messages';
import type * as v from 'valibot';
import { FormDialog } from '@/components/ui/form-dialog';
import { RadioCards } from '@/components/ui/radio-cards';
import { TextArea } from '@/components/ui/text-area';
import { client, read } from '@/lib/api-client';
import { useSubmit } from '@/lib/use-submit';

type Props = {
  /** A conversation's message; a chat room's passes `send` instead. */
  conversationId?: number;
  messageId: number;
  open: boolean;
  onClose: () => void;
  /** Where the report goes when the message is not a conversation's (a chat room's route); the same queue either way. */
  send?: (input: v.InferOutput<typeof messageReportSchema>) => Promise<unknown>;
};

const REASON_ERROR_ID = 'report-message-reason-error';

/**
 * "Report this message" to the editors: a reason (native radios, so arrow keys move between them,
 * and nothing is chosen at first) and optional details, checked with the worker's own schema.
 * Load it lazily, as every dialog is (it uses Modal).
 */
export function ReportMessageDialog(props: Props) {
  // Mounted only while open, so a dialog opened again starts empty.
  return props.open ? <ReportMessageForm {...props} /> : null;
}

export default ReportMessageDialog;

function ReportMessageForm({ conversationId, messageId, onClose, send }: Props) {
  const form = useSubmit({
    schema: messageReportSchema,
    action: (input) =>
      send?.(input) ??
      read(
        client.api.messages.conversations[':id'].messages[':messageId'].report.$post({
          param: { id: String(conversationId ?? 0), messageId: String(messageId) },
          json: input,
        }),
      ),
    success: REPORT_SENT_MESSAGE,
    failure: 'Failed to send the report. Please try again.',
    onSuccess: onClose,
  });
  const { errors } = form;

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({ reason: data.get('reason') || undefined, details: data.get('details') ?? '' })}
      submitLabel="Send report"
      busyLabel="Sending..."
      title="Report This Message"
      description="Editors will read the message and a few messages around it. The sender is not told who reported it."
    >
      <RadioCards
        legend="Why are you reporting it?"
        name="reason"
        options={REPORT_REASONS.map((reason) => ({ value: reason, label: reason }))}
        firstId="reason"
        error={errors.reason}
        errorId={REASON_ERROR_ID}
      />
      <TextArea label="Anything else the editors should know? (optional)" name="details" rows={3} error={errors.details} />
    </FormDialog>
  );
}
