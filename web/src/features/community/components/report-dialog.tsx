import { REPORT_REASONS, reportSchema } from '@schemas/community';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast/toast-store';
import { isUnauthorizedError } from '@/lib/api-client';
import { redirectToLogin } from '@/lib/session-expired';
import { useFormErrors } from '@/lib/use-form-errors';
import { report } from '../api/use-community';

type Props = { kind: 'posts' | 'comments'; id: number; onClose: () => void };

/** Any member can report a post or comment; editors see reports in the CMS admin. */
export default function ReportDialog({ kind, id, onClose }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, fromServer } = useFormErrors(reportSchema, () => formRef.current);
  const [busy, setBusy] = useState(false);
  const what = kind === 'posts' ? 'post' : 'comment';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = validate({ reason: data.get('reason') || undefined, details: data.get('details') ?? '' });
    if (!input) return;
    setBusy(true);
    try {
      await report(kind, id, input);
      toast({ title: 'Thank you for telling us', description: `A moderator will look at this ${what}.` });
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) redirectToLogin();
      else if (!fromServer(error))
        toast({ title: 'Error', description: 'Failed to send the report. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Report this ${what}`}
      description="Reports are private: the author is not told who reported them."
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <SelectField
          label="Reason"
          name="reason"
          options={REPORT_REASONS}
          placeholder="Choose a reason"
          defaultValue=""
          error={errors.reason}
        />
        <TextArea label="Anything else we should know? (optional)" name="details" rows={3} error={errors.details} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send report'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
