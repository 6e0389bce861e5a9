import { avatarSchema } from '@schemas/profile';
import { useId, useRef, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FieldShell } from '@/components/ui/field-shell';
import { FileInput } from '@/components/ui/file-input';
import { displayName } from '@/lib/people';
import { refusalOr, useSubmit } from '@/lib/use-submit';
import { invalidateProfile, removeAvatar, uploadAvatar, type MemberProfile } from '../api/use-profile';
import { shrinkPhoto } from '../lib/shrink-photo';

/** `onSaved` shows the profile the worker answered with at once; everything else that shows the member reloads. */
type Props = { profile: MemberProfile; onSaved: (profile: MemberProfile) => unknown };

/**
 * The profile photo: the one shown now (or the initials that stand in for it), a file to
 * upload in its place, and "Remove photo" to go back to initials. After a removal the button
 * is gone, so focus goes to the file field.
 */
export function PhotoForm({ profile, onSaved }: Props) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { formRef, summary, errors, busy, submit } = useSubmit({
    schema: avatarSchema,
    action: async ({ file }) => uploadAvatar(await shrinkPhoto(file as File)),
    refresh: (saved) => Promise.all([onSaved(saved), invalidateProfile()]),
    success: 'Your photo has been updated.',
    failure: refusalOr('Failed to upload your photo. Please try again.'),
    onSuccess: () => formRef.current?.reset(),
  });
  const remove = useSubmit({
    action: removeAvatar,
    refresh: (saved) => Promise.all([onSaved(saved), invalidateProfile()]),
    success: 'Your photo has been removed. Your initials are shown instead.',
    failure: 'Failed to remove your photo. Please try again.',
    onSuccess: () => fileInput.current?.focus(),
  });
  const error = errors.file;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ file: fileInput.current?.files?.[0] });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-xl font-bold text-slate-950">
        Your photo
      </h3>
      <ErrorSummary {...summary} />
      {/* The sentence keeps at least 10em of its own text: at 200 % text on a phone it goes under the photo. */}
      <div className="flex flex-wrap items-center gap-4">
        <Avatar person={profile} size="lg" label={`Photo of ${displayName(profile)}`} />
        <p className="min-w-0 flex-[1_1_10em] text-slate-700">
          {profile.profileImageUrl
            ? 'Other members see this photo beside your name.'
            : 'You have no photo: other members see your initials beside your name.'}
        </p>
      </div>
      <FieldShell
        id={id}
        label="Choose a photo"
        hint="A PNG, JPEG or WebP image of at most 5 MB. It is made smaller before it is sent, which also leaves out any place or camera details saved in it."
        error={error}
      >
        {(field) => (
          <FileInput
            ref={fileInput}
            id={field.id}
            name="file"
            accept="image/png,image/jpeg,image/webp"
            aria-invalid={field.invalid}
            aria-describedby={field.describedBy}
            className="mt-2"
          />
        )}
      </FieldShell>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {busy ? 'Uploading...' : 'Upload photo'}
        </Button>
        {profile.profileImageUrl && (
          <Button variant="secondary" busy={remove.busy} onClick={() => void remove.submit()}>
            {remove.busy ? 'Removing...' : 'Remove photo'}
          </Button>
        )}
      </div>
    </form>
  );
}
