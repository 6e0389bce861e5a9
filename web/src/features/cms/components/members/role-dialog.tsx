import { ROLE_NAMES, ROLES } from '@schemas/auth';
import { roleChangeSchema } from '@schemas/members-admin';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { displayName } from '@/lib/people';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { changeRole } from '../../api/use-members';
import type { MemberAccount } from '../../api/use-cms';

type Props = { member: MemberAccount; onDone: () => unknown; onClose: () => void };

const OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));

/** Admins only: a member's role. The worker refuses an admin's own role and the last admin's, in words the Role field shows. */
export default function RoleDialog({ member, onDone, onClose }: Props) {
  const name = displayName(member);
  const form = useSubmit({
    schema: roleChangeSchema,
    action: (input) => changeRole(member.id, input.role),
    refresh: onDone,
    success: ({ role }) => ({ title: 'Role changed', description: `${name} is now ${ROLE_NAMES[role]}, and has been told by email.` }),
    failure: refusalOr('Could not change the role. Please try again.'),
    onSuccess: onClose,
  });

  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({ role: data.get('role') })}
      submitLabel="Change role"
      busyLabel="Saving..."
      title={`Change ${name}'s role`}
      description="Editors publish and moderate; administrators also look after members and read the audit log."
    >
      <SelectField label="Role" name="role" options={OPTIONS} defaultValue={member.role} error={form.errors.role} />
    </FormDialog>
  );
}
