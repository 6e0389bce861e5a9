import { PageSection } from '@/components/ui/page-section';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useGiving } from '../api/use-giving';
import { accountActions } from '../api/use-monthly';
import { GiftList } from './gift-list';
import { MonthlyGiftList } from './monthly-gift-list';
import { StatementLinks } from './statement-links';

const HEADING_ID = 'your-giving-heading';

/**
 * "Your giving" on the account page: every gift the member made (signed in, or to their
 * confirmed address), each with its receipt, and a statement for each financial year they gave in.
 */
export function YourGivingSection() {
  const { data, error, isLoading } = useGiving();
  return (
    <PageSection
      id={HEADING_ID}
      title="Your giving"
      intro="Gifts you made while signed in, or with a receipt to your confirmed email address. Each has its receipt; each financial year (1 July to 30 June) has one statement for your tax return."
      read={{ isLoading, error }}
      loading="Loading your gifts…"
      failed={{ title: 'Unable to Load Your Giving', text: "We couldn't load your gifts. Please try again." }}
    >
      {data && data.monthly.length > 0 && <MonthlyGiftList gifts={data.monthly} actions={accountActions} level={3} />}
      {data && data.gifts.length === 0 && (
        <p className="mt-6 text-slate-700">
          You have not given yet. <TextLink to={paths.donations}>See the campaigns</TextLink>
        </p>
      )}
      {data && data.years.length > 0 && <StatementLinks years={data.years} level={3} hrefOf={paths.givingStatement} />}
      {data && data.gifts.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-bold text-slate-950">Gifts</h3>
          <GiftList gifts={data.gifts} />
        </>
      )}
    </PageSection>
  );
}
