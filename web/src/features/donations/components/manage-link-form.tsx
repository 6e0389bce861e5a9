import { manageLinkSchema } from '@schemas/donor-giving';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { MailSent } from '@/components/ui/mail-sent';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSubmit } from '@/lib/use-submit';
import { requestManageLink } from '../api/use-giving';

/** "Email me a link": the address the gifts were made with; the answer is the same whoever asks. */
export function ManageLinkForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: manageLinkSchema,
    action: requestManageLink,
    failure: (error) => errorMessage(error, 'We could not reach the server. Please try again.'),
    failureIn: 'summary',
    onSuccess: ({ message }) => setSent(message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ email: new FormData(event.currentTarget).get('email') });
  }

  if (sent) return <MailSent message={sent} />;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      <TextField label="Email you gave with" name="email" type="email" autoComplete="email" error={errors.email} />
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Sending...' : 'Email me a link'}
      </Button>
    </form>
  );
}
