import { Navigate } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { site } from '@/lib/site';

export default function SignInRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageTitle title="Sign in">Sign in to {site.name}</PageTitle>
      <p className="mt-3 text-lg text-slate-700">Sign in with your email and password, or create a free account.</p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <Card>
          <SignInForm />
        </Card>
        <Card>
          <RegisterForm />
        </Card>
      </div>
    </div>
  );
}
