import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton } from '@/components/ui/states';
import { TextLink } from '@/components/ui/text-link';
import { useGivingStatement } from '@/features/donations/api/use-giving';
import { GivingStatementView } from '@/features/donations/components/giving-statement-view';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** A financial year's statement of the member's gifts (/account/giving/{year}), made to be printed or saved as a PDF. */
export default function GivingStatementRoute() {
  const { year } = useParams();
  const { data, error, isLoading } = useGivingStatement(year);
  const back = (
    <TextLink to={paths.account} className="inline-block py-1 print:hidden">
      Back to your account
    </TextLink>
  );
  if (isLoading) {
    return (
      <Page measure="reading">
        <PageTitle title="Giving statement">Giving statement</PageTitle>
        <DetailSkeleton label="Loading your statement..." />
      </Page>
    );
  }
  if (!data || error) {
    return (
      <Page measure="reading">
        <PageTitle title="Statement Not Found">Statement Not Found</PageTitle>
        <p className="mt-4 text-lg text-slate-700">{errorMessage(error, 'You made no gifts in that financial year.')}</p>
        <p className="mt-4 text-lg">{back}</p>
      </Page>
    );
  }
  const title = `Giving statement ${data.label}`;
  return (
    <Page measure="reading">
      <PageTitle title={title}>{title}</PageTitle>
      <GivingStatementView statement={data} />
      <div className="mt-8 flex flex-wrap items-center gap-4 print:hidden">
        {/* The browser's own print dialog also saves a PDF ("Save as PDF"). */}
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
        {back}
      </div>
    </Page>
  );
}
