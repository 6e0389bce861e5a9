import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/lib/paths';
import { greetingName, useCurrentUser } from '@/features/auth/api/use-current-user';
import { AdvocateQuote } from '@/features/dashboard/components/advocate-quote';
import { ContinueListening } from '@/features/dashboard/components/continue-listening';
import { FeaturedContent } from '@/features/dashboard/components/featured-content';
import { QuickStats } from '@/features/dashboard/components/quick-stats';
import { ServiceStats } from '@/features/dashboard/components/service-stats';
import { Page, PageHeader } from '@/components/ui/page';

export default function DashboardRoute() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Page>
      <PageHeader
        title={
          <>
            <PageTitle title="Dashboard">Welcome back, {greetingName(user)}!</PageTitle>
            <span className="rounded-full bg-amber-200 px-4 py-1 font-semibold text-amber-950">
              {user.membershipLevel || 'Free'} Member
            </span>
          </>
        }
        actions={
          <Link to={paths.account} className="font-semibold text-violet-900 underline underline-offset-4 hover:text-violet-700">
            Your account and signed-in devices
          </Link>
        }
      />
      <ContinueListening />
      <ServiceStats />
      <FeaturedContent />
      <QuickStats />
      <AdvocateQuote />
    </Page>
  );
}
