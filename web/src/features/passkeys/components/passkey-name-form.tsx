import { passkeyNameSchema, PASSKEY_NAME_MAX } from '@schemas/passkeys';
import { useEffect, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { renamePasskey, type PasskeySummary } from '../api/use-passkeys';

type Props = {
  passkey: PasskeySummary;
  /** Names the form for screen readers ("Name your new passkey", "Rename Chrome on Android"). */
  label: string;
  /** What leaving the name as it is says ("Cancel", "Keep this name"). */
  keepLabel: string;
  refresh: () => Promise<unknown>;
  /** Saved or kept: the form goes, and the caller puts focus where it belongs. */
  onDone: () => void;
};

/** A passkey's name, chosen right after adding it or changed later. The field takes focus when it appears. */
export function PasskeyNameForm({ passkey, label, keepLabel, refresh, onDone }: Props) {
  const fieldId = `passkey-name-${passkey.id}`;
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: passkeyNameSchema,
    action: ({ name }) => renamePasskey(passkey.id, name),
    refresh: () => refresh(),
    success: (saved) => ({ title: 'Passkey name saved', description: `This passkey is now called ${saved.name}.` }),
    failure: 'We could not save the name. Please try again.',
    onSuccess: onDone,
  });

  useEffect(() => {
    const field = document.getElementById(fieldId) as HTMLInputElement | null;
    field?.focus();
    field?.select();
  }, [fieldId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ name: new FormData(event.currentTarget).get('name') });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={label} className="mt-4 space-y-4">
      <ErrorSummary {...summary} />
      <TextField
        id={fieldId}
        label="Passkey name"
        name="name"
        defaultValue={passkey.name}
        maxLength={PASSKEY_NAME_MAX}
        autoComplete="off"
        hint='A name you will recognise, such as "My phone" or "Blue security key".'
        error={errors.name}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {busy ? 'Saving…' : 'Save name'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {keepLabel}
        </Button>
      </div>
    </form>
  );
}
