import { useSearchParams } from 'react-router-dom';
import { ButtonAnchor } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton } from '@/components/ui/states';
import { TextLink } from '@/components/ui/text-link';
import { preparedExportFile, usePreparedExport } from '@/features/account/api/privacy';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-AU', { maximumFractionDigits: 1 })} MB`;

const GONE =
  'This link has expired, has already been used, or belongs to another account. Ask for your data again on Your data and privacy.';

/**
 * The page a "Your data is ready" mail links to (signed in only, so the mail alone opens
 * nothing): the prepared copy as a download link, while the link is live and this member's.
 */
export default function ExportReadyRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error, isLoading } = usePreparedExport(token);
  const back = (
    <TextLink to={paths.accountPrivacy} className="inline-block py-1">
      Back to your data and privacy
    </TextLink>
  );

  if (isLoading) {
    return (
      <Page measure="reading">
        <PageTitle title="Your data">Your data</PageTitle>
        <DetailSkeleton label="Checking your link..." />
      </Page>
    );
  }
  if (!data || error) {
    return (
      <Page measure="reading">
        <PageTitle title="This link cannot be used">This link cannot be used</PageTitle>
        <p className="mt-4 text-lg text-slate-700">{token ? errorMessage(error, GONE) : GONE}</p>
        <p className="mt-4 text-lg">{back}</p>
      </Page>
    );
  }
  return (
    <Page measure="reading">
      <PageTitle title="Your data is ready">Your data is ready</PageTitle>
      <p className="mt-4 text-lg text-slate-700">
        One file of {megabytes(data.bytes)} in JSON, a plain-text format that spreadsheets and many other programs can open. The link works
        once: after the download starts, it cannot be used again.
      </p>
      <ButtonAnchor className="mt-6" href={preparedExportFile(token!)} download>
        Download my data (JSON, {megabytes(data.bytes)})
      </ButtonAnchor>
      <p className="mt-6 text-lg">{back}</p>
    </Page>
  );
}
