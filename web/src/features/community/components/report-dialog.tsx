import { REPORT_REASONS, reportSchema } from '@schemas/community';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { useSubmit } from '@/lib/use-submit';
import { report } from '../api/use-community';

type Props = { kind: 'posts' | 'comments'; id: number; onClose: () => void };

/** Any member can report a post or comment; editors see reports in the CMS admin. */
export default function ReportDialog({ kind, id, onClose }: Props) {
  const what = kind === 'posts' ? 'post' : 'comment';
  const form = useSubmit({
    schema: reportSchema,
    action: (input) => report(kind, id, input),
    success: { title: 'Thank you for telling us', description: `A moderator will look at this ${what}.` },
    failure: 'Failed to send the report. Please try again.',
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
      submitLabel="Send report"
      busyLabel="Sending..."
      title={`Report This ${what === 'post' ? 'Post' : 'Comment'}`}
      description="Reports are private: the author is not told who reported them."
    >
      <SelectField
        label="Reason"
        name="reason"
        options={REPORT_REASONS}
        placeholder="Choose a reason"
        defaultValue=""
        error={errors.reason}
      />
      <TextArea label="Anything else we should know? (optional)" name="details" rows={3} error={errors.details} />
    </FormDialog>
  );
}
