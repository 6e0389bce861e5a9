import { levelChoiceSchema } from '@schemas/members-admin';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { displayName } from '@/lib/people';
import { useSubmit } from '@/lib/use-submit';
import { changeLevel, useLevels } from '../../api/use-members';
import type { MemberAccount } from '../../api/use-cms';

type Props = { member: MemberAccount; onDone: () => unknown; onClose: () => void };

/** Admins only: a member's membership level, shown on their dashboard. No level restricts anything. */
export default function LevelDialog({ member, onDone, onClose }: Props) {
  const name = displayName(member);
  const levels = useLevels();
  const form = useSubmit({
    schema: levelChoiceSchema,
    action: (input) => changeLevel(member.id, input.level),
    refresh: onDone,
    success: ({ membershipLevel }) => ({ title: 'Level changed', description: `${name} is now a ${membershipLevel} Member.` }),
    failure: 'Could not change the level. Please try again.',
    onSuccess: onClose,
  });
  const options = levels.data?.map((l) => l.name) ?? [member.membershipLevel];

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({ level: data.get('level') })}
      submitLabel="Change level"
      busyLabel="Saving..."
      title={`Change ${name}'s membership level`}
      description="The level is shown on the member's dashboard. It does not change what they can do."
    >
      <SelectField
        key={options.join('\n')}
        label="Membership level"
        name="level"
        options={options}
        defaultValue={member.membershipLevel}
        error={form.errors.level}
      />
    </FormDialog>
  );
}
