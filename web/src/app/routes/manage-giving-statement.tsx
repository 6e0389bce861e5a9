import { useSearchParams } from 'react-router-dom';
import { TextLink } from '@/components/ui/text-link';
import { useDonorStatement } from '@/features/donations/api/use-giving';
import { StatementPage } from '@/features/donations/components/statement-page';
import { manageGivingWith } from '@/features/donations/lib/manage-paths';
import { paths } from '@/lib/paths';

/**
 * A financial year's statement for a donor with no account (/donations/manage?token=…&statement={year},
 * routed by manage-giving.tsx so it shares its lazy chunk):
 * the July mail and the "Manage your giving" page link here. The link's address is the donor,
 * so it shows that address's gifts and no one else's.
 */
export default function ManageGivingStatementRoute({ year }: { year: string }) {
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
