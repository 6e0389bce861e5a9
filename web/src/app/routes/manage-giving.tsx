import { lazy } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton } from '@/components/ui/states';
import { TextLink } from '@/components/ui/text-link';
import { manageStatement, useDonorGiving } from '@/features/donations/api/use-giving';
import { GiftList } from '@/features/donations/components/gift-list';
import { ManageLinkForm } from '@/features/donations/components/manage-link-form';
import { linkActions } from '@/features/donations/api/use-monthly';
import { MonthlyGiftList } from '@/features/donations/components/monthly-gift-list';
import { StatementLinks } from '@/features/donations/components/statement-links';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import NotFoundRoute from './not-found';

const ManageGivingStatement = lazy(() => import('./giving-statement').then((m) => ({ default: m.ManageGivingStatement })));

/**
 * "Manage your giving" (/donations/manage), public: with a mailed link's token, the gifts made
 * with that address and their receipts; without one (or with one that has expired), the form
 * that mails a new link. No account is needed: many donors have none.
 */
export default function ManageGivingRoute() {
  // /donations/manage/statements/{year}: a year's statement through the link, routed here (the
  // router's `/donations/manage/*`) so the app's first load carries no route of its own for it.
  const rest = useParams()['*'];
  if (!rest) return <ManageGiving />;
  const year = /^statements\/(\d{4})$/.exec(rest)?.[1];
  return year ? <ManageGivingStatement year={year} /> : <NotFoundRoute />;
}

function ManageGiving() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error, isLoading } = useDonorGiving(token);

  if (token && isLoading) {
    return (
      <Page measure="reading">
        <PageTitle title="Your giving">Your giving</PageTitle>
        <DetailSkeleton label="Loading your gifts..." />
      </Page>
    );
  }
  if (data) {
    return (
      <Page measure="reading">
        <PageTitle title="Your giving">Your giving</PageTitle>
        <p className="mt-3 text-lg text-slate-700">
          Gifts made with <span className="font-semibold wrap-anywhere text-slate-900">{data.email}</span>, newest first. Each receipt can
          be printed or saved as a PDF.
        </p>
        {params.get('card') === 'updated' && (
          <p role="status" className="mt-4 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-3 font-semibold text-emerald-950">
            Your card is updated. Test mode: no card was asked for, and the next payment will be tried with it.
          </p>
        )}
        {data.monthly.length > 0 && <MonthlyGiftList gifts={data.monthly} actions={linkActions(token!)} level={2} />}
        {data.years.length > 0 && <StatementLinks years={data.years} level={2} hrefOf={(year) => manageStatement(year, token!)} />}
        {(data.monthly.length > 0 || data.years.length > 0) && (
          <h2 className="mt-8 text-2xl font-bold text-slate-950">Payments and gifts</h2>
        )}
        {data.gifts.length === 0 ? (
          <p className="mt-6 text-lg text-slate-700">There are no gifts from this address yet.</p>
        ) : (
          <GiftList gifts={data.gifts} />
        )}
        <p className="mt-6 text-lg">
          <TextLink to={paths.donations} className="inline-block py-1">
            See the campaigns
          </TextLink>
        </p>
      </Page>
    );
  }
  return (
    <Page measure="reading">
      <PageTitle title="Manage your giving">Manage your giving</PageTitle>
      {token && error && <p className="mt-3 text-lg text-slate-900">{errorMessage(error, 'This link has expired or is not complete.')}</p>}
      <p className="mt-3 text-lg text-slate-700">
        Enter the email address you gave with. We will email it a link to see your gifts and their receipts. No account is needed.
      </p>
      <Card className="mt-6 max-w-lg">
        <ManageLinkForm />
      </Card>
    </Page>
  );
}
