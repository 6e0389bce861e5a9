import { useParams, useSearchParams } from 'react-router-dom';
import { TextLink } from '@/components/ui/text-link';
import { manageGivingWith, useDonorStatement, useGivingStatement } from '@/features/donations/api/use-giving';
import { StatementPage } from '@/features/donations/components/statement-page';
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
  return <StatementPage data={data} error={error} isLoading={isLoading} back={back} />;
}

/**
 * A financial year's statement for a donor with no account (/donations/manage/statements/{year}?token=…,
 * which manage-giving.tsx loads from here:
 * one chunk holds the statement page for both, so the app's first load lists no extra file):
 * the July mail and the "Manage your giving" page link here. The link's address is the donor,
 * so it shows that address's gifts and no one else's.
 */
export function ManageGivingStatement({ year }: { year: string }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error, isLoading } = useDonorStatement(token, year);
  const back = (
    <TextLink to={token ? manageGivingWith(token) : paths.manageGiving} className="inline-block py-1 print:hidden">
      Back to your giving
    </TextLink>
  );
  return (
    <StatementPage
      data={data}
      error={error}
      isLoading={Boolean(token) && isLoading}
      back={back}
      missing="This link has expired or is not complete. Go back to ask for a new one."
    />
  );
}
