import { TextLink } from '@/components/ui/text-link';
import { formatMoney } from '@/lib/format';
import type { GivingYear } from '../api/use-giving';

type Props = { years: GivingYear[]; level: 2 | 3; hrefOf: (year: number) => string };

/** One statement link for each financial year with a gift: on /account and on a "Manage your giving" link's page. */
export function StatementLinks({ years, level, hrefOf }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading className={level === 2 ? 'mt-8 text-2xl font-bold text-slate-950' : 'mt-6 text-xl font-bold text-slate-950'}>
        Statements
      </Heading>
      <ul className="mt-3 grid gap-2">
        {years.map((year) => (
          <li key={year.year}>
            <TextLink to={hrefOf(year.year)} className="inline-block py-1 text-lg">
              Statement for {year.label}
            </TextLink>{' '}
            <span className="text-slate-700">
              ({year.gifts === 1 ? '1 gift' : `${year.gifts} gifts`}, {formatMoney(year.total, true)} deductible)
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
