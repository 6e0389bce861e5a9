import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { DataCopySection } from '@/features/account/components/data-copy-section';

const DeleteAccountDialog = lazy(() => import('@/features/account/components/delete-account-dialog'));

const DELETE_HEADING = 'delete-account-heading';

/** "Your data and privacy" (/account/privacy): a copy of everything we hold, and deleting the account. */
export default function AccountPrivacyRoute() {
  const dialog = useDialog<true>();
  return (
    <Page measure="reading">
      <PageTitle title="Your data and privacy">Your data and privacy</PageTitle>
      <p className="mt-3 text-lg text-slate-700">
        What we keep about you, and why, is in our <TextLink to={paths.privacyPage}>privacy policy</TextLink>.{' '}
        <TextLink to={paths.account}>Back to your account</TextLink>
      </p>

      <DataCopySection />

      <section aria-labelledby={DELETE_HEADING} className="mt-10">
        <h2 id={DELETE_HEADING} tabIndex={-1} className="text-2xl font-bold text-slate-950 outline-none">
          Delete your account
        </h2>
        <p className="mt-2 text-slate-700">
          Deleting your account cannot be undone. You choose whether your posts and comments are deleted or kept as written by &quot;Former
          member&quot;. We email you to confirm.
        </p>
        <Button className="mt-4 !bg-red-700 hover:!bg-red-800" onClick={() => dialog.open(true)}>
          Delete my account
        </Button>
      </section>
      {dialog.current && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={dialog.close} fallbackFocus={DELETE_HEADING} />
        </Suspense>
      )}
    </Page>
  );
}
