import { Link } from 'react-router-dom';
import { ConfirmEmailNote } from '@/components/ui/confirm-email-note';
import { PageSection } from '@/components/ui/page-section';
import { textLinkClass } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useOwnProfile, type MemberProfile } from '../api/use-profile';
import { PhotoForm } from './photo-form';
import { ProfileForm } from './profile-form';

const HEADING_ID = 'profile-heading';

/**
 * "Your Profile" on /account: what other members see on the member's page and beside their posts.
 * `mustConfirm`: the member's address is not confirmed, so the worker refuses changes; they are
 * told before they type, in the words the worker refuses with.
 */
export function ProfileSection({ mustConfirm = false }: { mustConfirm?: boolean }) {
  const { data: profile, error, isLoading, mutate } = useOwnProfile();
  const onSaved = (saved: MemberProfile) => mutate(saved, { revalidate: false });
  return (
    <PageSection
      id={HEADING_ID}
      title="Your Profile"
      intro="Other members see your name, photo, pronouns and bio on your member page and beside your posts. They never see your email."
      read={{ isLoading, error }}
      loading="Loading your profile…"
      failed={{ title: 'Unable to Load Your Profile', text: "We couldn't load your profile. Please try again." }}
    >
      {profile && (
        <div className="mt-6 rounded-xl border border-slate-300 bg-white p-6">
          {mustConfirm && <ConfirmEmailNote id={`${HEADING_ID}-confirm`} action="change your profile" className="mb-6" />}
          <PhotoForm profile={profile} onSaved={onSaved} />
          <ProfileForm profile={profile} onSaved={onSaved} />
          <p className="mt-6">
            <Link to={paths.member(profile.id)} className={`${textLinkClass} inline-flex min-h-6 items-center`}>
              See your member page
            </Link>
          </p>
        </div>
      )}
    </PageSection>
  );
}
