import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { DonationsScreen } from '@/features/donations/components/donations-screen';

/** Public, signed in or not; the worker lets only editors and admins change campaigns. */
export default function DonationsRoute() {
  const { user } = useCurrentUser();
  const donor = user ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : undefined;
  return (
    <Page>
      <DonationsScreen
        canManage={Boolean(user && user.role !== 'member')}
        canRefund={user?.role === 'admin'}
        donor={donor}
        mustConfirm={Boolean(user && !user.emailVerified)}
      />
    </Page>
  );
}
