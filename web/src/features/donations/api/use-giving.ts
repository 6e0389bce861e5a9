import { client } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';

const giving = client.api.account.giving;

/** The signed-in member's own gifts and each financial year's total ("Your giving" on /account). */
export const useGiving = () => useApi(giving);

/** One financial year's statement (by the year it ends in), for its printable page. */
export const useGivingStatement = (year: string | undefined) =>
  useApi(giving.statements[':year'], year ? { param: { year: encodeURIComponent(year) } } : null, { shouldRetryOnError: false });
