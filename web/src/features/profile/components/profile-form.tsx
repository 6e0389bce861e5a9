import { BIO_MAX, PRONOUNS_MAX, profileSchema } from '@schemas/profile';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { invalidateProfile, saveProfile, type MemberProfile } from '../api/use-profile';

type Props = { profile: MemberProfile; onSaved: (profile: MemberProfile) => unknown };

/** Names (the rules of registration), pronouns and a short plain-text bio, checked by the worker's own schema. */
export function ProfileForm({ profile, onSaved }: Props) {
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: profileSchema,
    action: saveProfile,
    refresh: (saved) => Promise.all([onSaved(saved), invalidateProfile()]),
    success: 'Your profile has been saved.',
    failure: refusalOr('Failed to save your profile. Please try again.'),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ firstName: data.get('firstName'), lastName: data.get('lastName'), pronouns: data.get('pronouns'), bio: data.get('bio') });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="profile-details-heading" className="mt-6 space-y-4">
      <h3 id="profile-details-heading" className="text-xl font-bold text-slate-950">
        Your details
      </h3>
      <ErrorSummary {...summary} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={profile.firstName ?? ''}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={profile.lastName ?? ''}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Pronouns (optional)"
        name="pronouns"
        hint={`Up to ${PRONOUNS_MAX} characters, for example she/her or they/them.`}
        defaultValue={profile.pronouns ?? ''}
        error={errors.pronouns}
      />
      <TextArea
        label="Bio (optional)"
        name="bio"
        rows={4}
        hint={`Up to ${BIO_MAX} characters about you, shown on your member page as plain text; line breaks are kept.`}
        defaultValue={profile.bio ?? ''}
        error={errors.bio}
      />
      <Button type="submit" busy={busy}>
        {busy ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
