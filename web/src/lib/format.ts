// The one place dates, durations and money are formatted, all in en-AU.

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
const longDateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric' });

/** en-AU month and year, e.g. "November 2026" (when a member joined). */
export const formatMonthYear = (iso: string) => monthYear.format(new Date(iso));

/** en-AU long date, e.g. "21 November 2026". */
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

const receiptDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });

/** A receipt's date where the organisation is, whatever the reader's device says: it decides the financial year. */
export const formatReceiptDate = (iso: string) => receiptDate.format(new Date(iso));

/** en-AU long date with time, for community posts and comments. */
export const formatLongDateTime = (iso: string) => longDateTime.format(new Date(iso));

/** Podcast durations in whole minutes. */
export const formatMinutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

/** Audiobook durations: "{h}h {m}m" or "{m}m". */
export function formatHoursMinutes(seconds: number): string {
  const total = Math.round(seconds / 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** Player clock: m:ss or h:mm:ss. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Money with two decimals; `withCurrency` appends AUD (goals). */
export function formatMoney(amount: string | number, withCurrency = false): string {
  const value = Number(amount);
  const text = `$${(Number.isFinite(value) ? value : 0).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return withCurrency ? `${text} AUD` : text;
}

export const formatCount = (n: number) => n.toLocaleString('en-AU');

/** A media file's size in KB. */
export const formatKB = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

/** Total media in MB with two decimals. */
export const formatMB = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;

/** An ISO time as the value of a datetime-local input, in the browser's own time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
