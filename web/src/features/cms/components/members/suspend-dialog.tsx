import { SUSPENSION_REASON_MAX, suspensionSchema } from '@schemas/standing';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { displayName } from '@/lib/people';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { suspendMember } from '../../api/use-members';
import type { MemberAccount } from '../../api/use-cms';

type Props = { member: MemberAccount; onDone: () => unknown; onClose: () => void };

/**
 * Suspends a member, or changes a suspension in force: a reason (the member reads it in their
 * banner and mail) and an optional last day. The worker checks the same schema with the same words.
 */
export default function SuspendDialog({ member, onDone, onClose }: Props) {
  const name = displayName(member);
  const form = useSubmit({
    schema: suspensionSchema,
    action: (input) => suspendMember(member.id, input),
    refresh: onDone,
    success: { title: 'Member suspended', description: `${name} has been told by email.` },
    failure: refusalOr('Could not suspend the member. Please try again.'),
    onSuccess: onClose,
  });
  const { errors } = form;

  function read(data: FormData) {
    const until = String(data.get('until') ?? '');
    return { reason: data.get('reason') ?? '', until: until === '' ? null : until };
  }

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={read}
      submitLabel="Suspend member"
      busyLabel="Suspending..."
      title={member.suspension ? `Change ${name}'s suspension` : `Suspend ${name}`}
      description="While suspended they can sign in, read and listen, but cannot post, comment, send podcast feedback or donate while signed in. They see the reason on every screen and are told by email."
    >
      <TextArea
        label="Reason"
        name="reason"
        rows={4}
        maxLength={SUSPENSION_REASON_MAX}
        defaultValue={member.suspension?.reason}
        hint={`The member reads this. Up to ${SUSPENSION_REASON_MAX} characters.`}
        error={errors.reason}
      />
      <TextField
        label="Last day (optional)"
        name="until"
        type="date"
        defaultValue={member.suspension?.until ?? ''}
        hint="They can post again the day after. Leave it empty to suspend until someone lifts it."
        error={errors.until}
      />
    </FormDialog>
  );
}
