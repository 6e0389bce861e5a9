import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { EmailSignInLinkForm } from '@/features/auth/components/email-sign-in-link-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { PasskeySignIn } from '@/features/passkeys/components/passkey-sign-in';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';

const HEADING_ID = 'sign-in-page-heading';

type Mode = 'password' | 'join' | 'link';

/**
 * One form at a time, sized to its fields: signing in by default; creating an account when
 * the visitor came to join ("Become a Member" goes to /api/login?join=1, which lands here with
 * ?join=1); a mailed sign-in link, with no password, for members who find passwords hard
 * (?link=1). A link under each form swaps to another.
 */
export default function SignInRoute() {
  const { isAuthenticated, isLoading, refresh } = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode: Mode = params.get('join') === '1' ? 'join' : params.get('link') === '1' ? 'link' : 'password';
  useFocusOnSwap(mode);
  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <Page measure="reading">
      {mode === 'join' ? (
        <PageTitle id={HEADING_ID} title="Create account">
          Join {site.name}
        </PageTitle>
      ) : mode === 'link' ? (
        <PageTitle id={HEADING_ID} title="Sign in with an email link">
          Sign in with an email link
        </PageTitle>
      ) : (
        <PageTitle id={HEADING_ID} title="Sign in">
          Sign in to {site.name}
        </PageTitle>
      )}
      <p className="mt-3 text-lg text-slate-700">{INTRO[mode]}</p>
      <Card className="mt-6 max-w-lg">
        {mode === 'join' ? (
          <RegisterForm />
        ) : mode === 'link' ? (
          <EmailSignInLinkForm />
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
        {mode === 'join' ? (
          <>
            Already a member? <TextLink to={paths.signInPage}>Sign in instead</TextLink>
          </>
        ) : mode === 'link' ? (
          <>
            Rather use your password? <TextLink to={paths.signInPage}>Sign in with your password</TextLink>
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

const INTRO: Record<Mode, string> = {
  password: 'Sign in with the email and password of your account, or with a passkey.',
  join: 'Membership is free. We will email you a link: open it to confirm your address, and you can listen, read and join the community.',
  link: 'No password needed. Enter the email address of your account and we will email you a link that signs you in.',
};

/**
 * Swapping forms keeps the path, so the page heading does not take focus by itself; the link
 * that was pressed is gone. Focus goes to the new heading, which says where the visitor is.
 */
function useFocusOnSwap(mode: Mode) {
  const shown = useRef(mode);
  useEffect(() => {
    if (shown.current === mode) return;
    shown.current = mode;
    document.getElementById(HEADING_ID)?.focus();
  }, [mode]);
}
