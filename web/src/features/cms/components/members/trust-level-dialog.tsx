import { TRUST_FROM_ACTIVITY, TRUST_LEVEL_NAMES, TRUST_LEVELS, trustLevelFormSchema } from '@schemas/trust';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { displayName } from '@/lib/people';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { clearTrustLevel, setTrustLevel, useMemberTrust } from '../../api/use-trust-levels';
import type { MemberAccount } from '../../api/use-cms';

type Props = { member: MemberAccount; onClose: () => void };

/**
 * Editors set a member's trust level by hand, over the one computed from their reading and
 * posting, or go back to the computed one (decision 0034). The worker checks the level.
 */
export default function TrustLevelDialog({ member, onClose }: Props) {
  const name = displayName(member);
  const trust = useMemberTrust(member.id);
  const form = useSubmit({
    schema: trustLevelFormSchema,
    action: ({ level }) => (level === TRUST_FROM_ACTIVITY ? clearTrustLevel(member.id) : setTrustLevel(member.id, level)),
    refresh: () => trust.mutate(),
    success: (status) => ({ title: 'Trust level changed', description: `${name} is now at level ${status.level} (${status.name}).` }),
    failure: refusalOr('Could not change the trust level. Please try again.'),
    onSuccess: onClose,
  });
  const data = trust.data;
  const options = [
    { value: TRUST_FROM_ACTIVITY, label: `From their activity (level ${data?.computedLevel ?? 0})` },
    ...TRUST_LEVELS.map((level) => ({ value: String(level), label: `Level ${level}: ${TRUST_LEVEL_NAMES[level]}` })),
  ];

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({ level: data.get('level') })}
      submitLabel="Change trust level"
      busyLabel="Saving..."
      title={`Change ${name}'s trust level`}
      description={
        data
          ? `Now level ${data.level} (${data.name})${data.setByEditor ? ', set by an editor' : ', from their activity'}. A level set here stays until it is changed back to "From their activity".`
          : 'Loading their trust level…'
      }
    >
      <SelectField
        key={data ? `${data.setByEditor}-${data.level}` : 'loading'}
        label="Trust level"
        name="level"
        options={options}
        defaultValue={data?.setByEditor ? String(data.level) : TRUST_FROM_ACTIVITY}
        error={form.errors.level}
      />
    </FormDialog>
  );
}
