import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { DonationsScreen } from '@/features/donations/components/donations-screen';

/** Public, signed in or not; the worker lets only editors and admins change campaigns. */
export default function DonationsRoute() {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <DonationsScreen canManage={Boolean(user && user.role !== 'member')} />
    </div>
  );
}
