import { lazy } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/use-current-user';

// Signed-out visitors download only the landing page, members only the dashboard.
const Landing = lazy(() => import('./landing'));
const Dashboard = lazy(() => import('./dashboard'));

/** "/" is the landing page for visitors and the dashboard for members. */
export default function HomeRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  return isAuthenticated ? <Dashboard /> : <Landing />;
}
