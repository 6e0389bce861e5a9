import { FLAG_REASONS, reportSchema } from '@schemas/community';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { report } from '../api/use-community';

type Props = { kind: 'posts' | 'comments'; id: number; onClose: () => void };

/**
 * Any member can flag a post or comment (decision 0034): spam, abuse or something else in their
 * own words. Editors see flags in the CMS report queue; flags from three trusted members hide it
 * until then.
 */
export default function ReportDialog({ kind, id, onClose }: Props) {
  const what = kind === 'posts' ? 'post' : 'comment';
  const form = useSubmit({
    schema: reportSchema,
    action: (input) => report(kind, id, input),
    success: { title: 'Thank you for telling us', description: `A moderator will look at this ${what}.` },
    failure: refusalOr('Failed to send the flag. Please try again.'),
    onSuccess: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    return { reason: data.get('reason') || undefined, details: data.get('details') ?? '' };
  }

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel="Send flag"
      busyLabel="Sending..."
      title={`Flag This ${what === 'post' ? 'Post' : 'Comment'}`}
      description="Flags are private: the author sees the reason, never who gave it."
    >
      <SelectField
        label="What is wrong?"
        name="reason"
        options={FLAG_REASONS}
        placeholder="Choose a reason"
        defaultValue=""
        error={errors.reason}
      />
      <TextArea label="Reason (needed for Something else)" name="details" rows={3} error={errors.details} />
    </FormDialog>
  );
}
