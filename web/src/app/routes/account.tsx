import { ROLE_NAMES } from '@schemas/auth';
import { PageTitle } from '@/components/ui/page-title';
import { ChangeEmailForm } from '@/features/account/components/change-email-form';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { SecurityLog } from '@/features/account/components/security-log';
import { SessionList } from '@/features/account/components/session-list';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { ResendLinkButton } from '@/features/auth/components/resend-link-button';
import { Page } from '@/components/ui/page';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { ProfileSection } from '@/features/profile/components/profile-section';
import { PasskeySection } from '@/features/passkeys/components/passkey-section';
import { MessagingSettingsSection } from '@/features/messages/components/messaging-settings-section';
import { BlockedMembersSection } from '@/features/safety/components/blocked-members-section';
import { YourGivingSection } from '@/features/donations/components/your-giving-section';
import { TrustLevelSection } from '@/features/trust/components/trust-level-section';
import { DraftsSection } from '@/features/community/components/drafts-section';
import { SavedSection } from '@/features/community/components/saved-section';

/**
 * The member's own account: who they are; their password and address, each changed in its
 * own form; where they are signed in; and what has happened to the account.
 */
export default function AccountRoute() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Page measure="reading">
      <PageTitle title="Your Account">Your Account</PageTitle>
      <dl className="mt-6 grid gap-2 rounded-xl border border-slate-300 bg-white p-6 text-lg sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {name && (
          <>
            <dt className="font-semibold text-slate-950">Name</dt>
            <dd className="text-slate-800">{name}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-950">Email</dt>
        <dd className="break-words text-slate-800">{user.email}</dd>
        <dt className="font-semibold text-slate-950">Membership</dt>
        <dd className="text-slate-800">{user.membershipLevel || 'Free'} Member</dd>
        <dt className="font-semibold text-slate-950">Role</dt>
        <dd className="text-slate-800">{ROLE_NAMES[user.role]}</dd>
      </dl>
      <ProfileSection mustConfirm={!user.emailVerified} />
      <TrustLevelSection />
      <DraftsSection />
      <SavedSection />
      <BlockedMembersSection />
      <YourGivingSection />
      <ChangePasswordForm />
      <ChangeEmailForm />
      <p className="mt-6 text-lg">
        <TextLink to={paths.accountPrivacy} className="inline-block py-1">
          Your data and privacy
        </TextLink>
      </p>
      <SessionList />
      <PasskeySection confirmFirst={user.emailVerified ? undefined : <ResendLinkButton />} />
      <MessagingSettingsSection />
      <SecurityLog />
    </Page>
  );
}
