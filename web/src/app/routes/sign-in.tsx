import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';

const HEADING_ID = 'sign-in-page-heading';

/**
 * One form at a time, sized to its fields: signing in by default, creating an account when
 * the visitor came to join ("Become a Member" goes to /api/login?join=1, which lands here with
 * ?join=1). A link under the card swaps to the other form.
 */
export default function SignInRoute() {
  const { isAuthenticated, isLoading, refresh } = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const joining = params.get('join') === '1';
  useFocusOnSwap(joining);
  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <Page measure="reading">
      {joining ? (
        <PageTitle id={HEADING_ID} title="Create account">
          Join {site.name}
        </PageTitle>
      ) : (
        <PageTitle id={HEADING_ID} title="Sign in">
          Sign in to {site.name}
        </PageTitle>
      )}
      <p className="mt-3 text-lg text-slate-700">
        {joining
          ? 'Membership is free. We will email you a link: open it to confirm your address, and you can listen, read and join the community.'
          : 'Sign in with the email and password of your account, or with a passkey.'}
      </p>
      <Card className="mt-6 max-w-lg">
        {joining ? (
          <RegisterForm />
        ) : (
          <>
            <SignInForm />
            <PasskeySignIn
              onSignedIn={async (user) => {
                await refresh(user, { revalidate: false });
                navigate('/', { replace: true });
              }}
            />
          </>
        )}
      </Card>
      <p className="mt-6 text-lg text-slate-800">
        {joining ? (
          <>
            Already a member? <TextLink to={paths.signInPage}>Sign in instead</TextLink>
          </>
        ) : (
          <>
            New here? <TextLink to={`${paths.signInPage}?join=1`}>Create a free account</TextLink>
          </>
        )}
      </p>
    </Page>
  );
}

/**
 * Swapping forms keeps the path, so the page heading does not take focus by itself; the link
 * that was pressed is gone. Focus goes to the new heading, which says where the visitor is.
 */
function useFocusOnSwap(joining: boolean) {
  const shown = useRef(joining);
  useEffect(() => {
    if (shown.current === joining) return;
    shown.current = joining;
    document.getElementById(HEADING_ID)?.focus();
  }, [joining]);
}
