import { useParams } from 'react-router-dom';
import { TextLink } from '@/components/ui/text-link';
import { useGivingStatement } from '@/features/donations/api/use-giving';
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
