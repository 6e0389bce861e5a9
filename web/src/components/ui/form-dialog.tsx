import type { ReactNode } from 'react';
import type { Submitter } from '@/lib/use-submit';
import { DialogButtons, Modal } from './dialog';
import { ErrorSummary } from './error-summary';

/** The named fields' text, as FormData holds it ('' for one not sent). */
export const textsOf = <K extends string>(data: FormData, ...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;

type Props = {
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  onClose: () => void;
  /** What useSubmit (or useCmsSave) returned for this form. */
  form: Submitter<unknown, unknown>;
  /** Reads the fields (and, where a field's own state matters, the form) into what the schema checks. */
  read: (data: FormData, form: HTMLFormElement) => unknown;
  /** The main action's label ("Create Redirect", "Save changes") and its busy words. */
  submitLabel: string;
  busyLabel?: string;
  /** Busy for longer than the call itself (leaving for a payment page); else while it runs. */
  busy?: boolean;
  /** The main action destroys something (deleting an account): a red button. */
  destructive?: boolean;
  fallbackFocus?: string;
  children: ReactNode;
};

/**
 * A dialog that is one form: the error summary first (it takes focus when the form is refused),
 * the fields, then Cancel and the main action stuck to the bottom. Every create, edit, report
 * and feedback dialog is one of these, so they behave alike for keyboard and screen-reader users.
 */
export function FormDialog({
  title,
  description,
  size,
  onClose,
  form,
  read,
  submitLabel,
  busyLabel,
  busy,
  destructive,
  fallbackFocus,
  children,
}: Props) {
  const { formRef, summary, submit } = form;
  return (
    <Modal open onClose={onClose} title={title} description={description} size={size} fallbackFocus={fallbackFocus}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(read(new FormData(event.currentTarget), event.currentTarget));
        }}
        className="space-y-4"
      >
        <ErrorSummary {...summary} />
        {children}
        <DialogButtons onCancel={onClose} busy={busy ?? form.busy} label={submitLabel} busyLabel={busyLabel} destructive={destructive} />
      </form>
    </Modal>
  );
}
