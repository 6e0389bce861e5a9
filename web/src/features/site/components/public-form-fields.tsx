import { submissionSchema } from '@schemas/cms-forms';
import { useEffect, useMemo, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useSubmit } from '@/lib/use-submit';
import { submitForm, type Submission, type CmsFormField, type PublicForm } from '../api/use-public-form';

type Props = { form: PublicForm; focusFirstField?: boolean; onSent: () => void };

/** WCAG 1.3.5: say which fields ask for the visitor's own name, email or phone. */
function autoCompleteFor(field: CmsFormField): string | undefined {
  if (field.type === 'email') return 'email';
  if (/^(name|full_?name|your_?name)$/i.test(field.name)) return 'name';
  if (/phone|mobile/i.test(field.name)) return 'tel';
  return undefined;
}

function Field({ field, error }: { field: CmsFormField; error: string | undefined }) {
  const label = field.required ? `${field.label} (required)` : field.label;
  if (field.type === 'checkbox') return <CheckboxField name={field.name} label={label} error={error} />;
  if (field.type === 'textarea') return <TextArea name={field.name} label={label} rows={6} error={error} />;
  return (
    <TextField
      name={field.name}
      label={label}
      type={field.type === 'email' ? 'email' : 'text'}
      autoComplete={autoCompleteFor(field)}
      error={error}
    />
  );
}

/**
 * A CMS form for anyone to fill in. The browser checks it with the worker's own schema for
 * these fields (same messages), then the worker checks again; its refusals land on the fields
 * or, for "too many responses" and other failures, in the alert above the button.
 */
export function PublicFormFields({ form, focusFirstField = false, onSent }: Props) {
  const schema = useMemo(() => submissionSchema(form.fields), [form.fields]);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema,
    action: (input: Submission) => submitForm(form.id, input),
    failure: 'Your response could not be sent. Check your connection and try again.',
    failureIn: 'summary',
    onSuccess: onSent,
  });

  // After "Send another response" the button that had focus is gone: start at the first field.
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [focusFirstField, formRef]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw: Submission = Object.fromEntries(
      form.fields.map((f) => [f.name, f.type === 'checkbox' ? data.has(f.name) : String(data.get(f.name) ?? '')]),
    );
    void submit(raw);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={form.name} className="mt-8 max-w-2xl space-y-5">
      <ErrorSummary {...summary} />
      {form.fields.some((f) => f.required) && <p className="text-slate-700">Fields marked (required) must be filled in.</p>}
      {form.fields.map((field) => (
        <Field key={field.name} field={field} error={errors[field.name]} />
      ))}
      <Button type="submit" busy={busy}>
        {busy ? 'Sending...' : 'Send response'}
      </Button>
    </form>
  );
}
