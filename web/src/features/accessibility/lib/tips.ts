// SPEC sections 4 and 9: four tips, shown on the first visits until seen or hidden.
import { readItem, writeItem } from './device-storage';

export const TIPS_SEEN_KEY = 'accessibility-tips-seen';
export const PAGE_VISITS_KEY = 'page-visits';
const TIP_VISIT_LIMIT = 3;
export const TIP_DELAY_MS = 700;
export const TIP_SKIP_MS = 300;

export type TipId = 'forms' | 'navigation' | 'interactive' | 'content';
export type Tip = { id: TipId; title: string; text: string; selector: string };

/** In priority order: a link inside the menu is first a navigation tip, then a link tip. */
export const TIPS: readonly Tip[] = [
  {
    id: 'forms',
    title: 'Forms',
    text: 'Every field has a label above it. If something needs fixing, the message appears beside the field and at the top of the form.',
    selector: 'input, select, textarea',
  },
  {
    id: 'navigation',
    title: 'Navigation',
    text: 'Press Tab to move through the links and Enter to follow one. The skip links at the very top jump straight to the main content.',
    selector: 'nav, [role="navigation"]',
  },
  {
    id: 'interactive',
    title: 'Buttons and links',
    text: 'Enter follows a link; Enter or Space presses a button. Whatever has focus gets a thick yellow outline.',
    selector: 'button, a[href], [role="button"], summary',
  },
  {
    id: 'content',
    title: 'Content areas',
    text: 'Headings divide each page into sections. Most screen readers jump from heading to heading with the H key.',
    selector: 'main, article',
  },
];

/** Counts this page load and returns how many came before it. */
export function recordPageVisit(): number {
  const before = Number.parseInt(readItem(PAGE_VISITS_KEY) ?? '0', 10);
  const visits = Number.isFinite(before) && before > 0 ? before : 0;
  writeItem(PAGE_VISITS_KEY, String(visits + 1));
  return visits;
}

let visitsBeforeThisLoad: number | undefined;
/** Once per page load, however often React mounts the tips (StrictMode mounts twice). */
export const visitsBeforeThisLoadOnce = () => (visitsBeforeThisLoad ??= recordPageVisit());

const tipsSeen = () => readItem(TIPS_SEEN_KEY) !== null;
export const markTipsSeen = () => writeItem(TIPS_SEEN_KEY, 'true');

/** Shown on their own only while not marked seen and fewer than 3 earlier visits are recorded. */
export const tipsDue = (visitsBefore: number) => !tipsSeen() && visitsBefore < TIP_VISIT_LIMIT;

/** The first not-yet-shown tip whose elements contain the target; the widget and tips themselves never count. */
export function matchTip(target: Element, shown: ReadonlySet<TipId>): Tip | null {
  if (target.closest('[data-a11y-ui]')) return null;
  return TIPS.find((tip) => !shown.has(tip.id) && target.closest(tip.selector)) ?? null;
}
