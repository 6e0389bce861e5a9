import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PageTitle } from '@/components/ui/page-title';
import { DetailSkeleton } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { GivingStatementView } from './giving-statement-view';
import type { GivingStatement } from '../api/use-giving';

type Props = {
  data: GivingStatement | undefined;
  error: unknown;
  isLoading: boolean;
  back: ReactNode;
  /** What to say when there is no statement and the worker said nothing (a link with no token, say). */
  missing?: string;
};

/** A financial year's statement, made to be printed or saved as a PDF: the member's on /account, or a manage link's. */
export function StatementPage({ data, error, isLoading, back, missing = 'You made no gifts in that financial year.' }: Props) {
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
        <p className="mt-4 text-lg text-slate-700">{errorMessage(error, missing)}</p>
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
