// Money is whole cents in the database and a decimal string in AUD ("1500.00") in the API,
// so no amount ever passes through floating point on its way to a total.

/** "25", "25.5" or "25.50" → 2550; null for anything else (negatives, "1e3", "2.005"). */
export function parseAmountCents(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** 2550 → "25.50" (amounts are never negative). */
export const centsToAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * An Australian Business Number passes the ATO's check: subtract 1 from the first digit,
 * weight the eleven digits 10, 1, 3, 5, …, 19 and the sum divides by 89.
 */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!, 0);
  return sum % 89 === 0;
}

/** "51824753556" → "51 824 753 556", as the ATO prints it. */
export const formatAbn = (abn: string) => abn.replace(/\s+/g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
