import { PASSWORD_MIN, resetPasswordSchema } from '@schemas/auth';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { PasswordField } from '@/components/ui/password-field';
import { resetPassword } from '../api/account-email';
import { useLinkAbout } from '../api/link-about';
import { Address, LinkAccountStatus, SignedInAsSomeoneElse } from './link-account';
import { AskForNewLink, LinkProblem } from './link-problem';
import { useAccountSubmit } from './use-account-submit';

/**
 * A new password from a mailed link: saving it signs in (every other session ends). The page
 * says first whose password it is, and, when this browser is signed in as someone else, that
 * saving signs them out (decision 0046). A link the worker refuses (expired, used) replaces the
 * form with its message and the way to a new one, before anything is typed when it can.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { about, problem, otherMember, ready } = useLinkAbout(token, 'reset-password');
  const { formRef, summary, errors, busy, submit } = useAccountSubmit(
    resetPasswordSchema,
    resetPassword,
    'Your password has been changed. You are signed in.',
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token, password: new FormData(event.currentTarget).get('password'), switchAccount: otherMember !== null });
  }

  const refused = errors.token ?? problem;
  if (refused)
    return (
      <LinkProblem message={refused} focus>
        <AskForNewLink />
      </LinkProblem>
    );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <ErrorSummary {...summary} />
      {about && otherMember && (
        <SignedInAsSomeoneElse email={otherMember}>
          Saving a new password signs you out of <Address email={otherMember} /> and signs you in to the account of{' '}
          <Address email={about.email} />.
        </SignedInAsSomeoneElse>
      )}
      <LinkAccountStatus>
        {about && (
          <>
            You are choosing a new password for <Address email={about.email} />.
          </>
        )}
      </LinkAccountStatus>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters. A short phrase is easier to remember.`}
        error={errors.password}
      />
      <Button type="submit" busy={busy || !ready} className="w-full">
        {busy ? 'Saving...' : otherMember ? 'Sign out and save new password' : 'Save new password'}
      </Button>
    </form>
  );
}
