import { FREE_LEVEL, levelSchema, LEVEL_NAME_MAX } from '@schemas/members-admin';
import ConfirmDialog from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FormDialog } from '@/components/ui/form-dialog';
import { RowAction, RowActions } from '@/components/ui/row-actions';
import { TextField } from '@/components/ui/text-field';
import { useDialog } from '@/lib/use-dialog';
import { useSubmit } from '@/lib/use-submit';
import { addLevel, removeLevel, renameLevel, useLevels, type MembershipLevel } from '../../api/use-members';

const HEADING_ID = 'membership-levels-heading';

type Open =
  | { kind: 'add' }
  | { kind: 'rename'; level: MembershipLevel & { id: number } }
  | { kind: 'remove'; level: MembershipLevel & { id: number } };

/**
 * Admins only, under the member list: the levels members can be given ("{level} Member" on
 * their dashboard). "Free" always exists; a level members have cannot be removed until they
 * have another. No level restricts anything.
 */
export function MembershipLevels({ onChange }: { onChange: () => unknown }) {
  const { data, error, mutate } = useLevels();
  const { current, open, close } = useDialog<Open>();
  const refresh = () => Promise.all([mutate(), onChange()]);
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h3 id={HEADING_ID} className="text-xl font-bold text-slate-950">
        Membership levels
      </h3>
      <p className="mt-1 text-slate-700">
        Shown on each member&apos;s dashboard. &quot;Free&quot; always exists; no level changes what a member can do.
      </p>
      <Button className="mt-4" onClick={() => open({ kind: 'add' })}>
        Add level
      </Button>
      {error ? (
        <p className="mt-4 font-semibold text-red-800">The levels could not be loaded. Please try again later.</p>
      ) : !data ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading levels...
        </p>
      ) : (
        <DataTable<MembershipLevel>
          caption="Membership levels"
          rows={data}
          rowKey={(l) => l.name}
          columns={[
            { header: 'Level', cell: (l) => l.name },
            { header: 'Members', cell: (l) => l.members },
            {
              header: 'Actions',
              cell: (l) =>
                l.id === null ? (
                  'Always there'
                ) : (
                  <RowActions>
                    <RowAction item={l.name} onClick={() => open({ kind: 'rename', level: { ...l, id: l.id! } })}>
                      Rename
                    </RowAction>
                    <RowAction
                      item={l.name}
                      danger
                      disabled={l.members > 0}
                      aria-describedby={l.members > 0 ? `level-in-use-${l.id}` : undefined}
                      onClick={() => open({ kind: 'remove', level: { ...l, id: l.id! } })}
                    >
                      Remove
                    </RowAction>
                    {l.members > 0 && (
                      <span id={`level-in-use-${l.id}`} className="sr-only">
                        Members have this level
                      </span>
                    )}
                  </RowActions>
                ),
            },
          ]}
        />
      )}
      {current?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove the level "${current.level.name}"?`}
          text="No member has it. It will no longer be offered."
          confirmLabel="Remove level"
          action={() => removeLevel(current.level.id)}
          refresh={refresh}
          success="Level removed"
          failure="Could not remove the level. Please try again."
          onClose={close}
          fallbackFocus={HEADING_ID}
        />
      )}
      {(current?.kind === 'add' || current?.kind === 'rename') && (
        <LevelNameDialog level={current.kind === 'rename' ? current.level : undefined} onDone={refresh} onClose={close} />
      )}
    </section>
  );
}

function LevelNameDialog({ level, onDone, onClose }: { level?: { id: number; name: string }; onDone: () => unknown; onClose: () => void }) {
  const form = useSubmit({
    schema: levelSchema,
    action: ({ name }) => (level ? renameLevel(level.id, name) : addLevel(name)),
    refresh: onDone,
    success: ({ name }) => (level ? `Level renamed to ${name}` : `Level ${name} added`),
    failure: 'Could not save the level. Please try again.',
    onSuccess: onClose,
  });
  return (
    <FormDialog
      onClose={onClose}
      form={form}
      read={(data) => ({ name: data.get('name') ?? '' })}
      submitLabel={level ? 'Rename level' : 'Add level'}
      busyLabel="Saving..."
      title={level ? `Rename the level "${level.name}"` : 'Add a membership level'}
      description={level ? 'Members with this level keep it under its new name.' : `Any name except "${FREE_LEVEL}", which always exists.`}
    >
      <TextField label="Name" name="name" maxLength={LEVEL_NAME_MAX} defaultValue={level?.name} error={form.errors.name} />
    </FormDialog>
  );
}
