// Four tips, shown on the first few visits until seen or hidden: newcomers meet them,
// regulars are not nagged.
import { readItem, writeItem } from './device-storage';

export const TIPS_SEEN_KEY = 'accessibility-tips-seen';
export const PAGE_VISITS_KEY = 'page-visits';
const TIP_VISIT_LIMIT = 3;
export const TIP_DELAY_MS = 700;
export const TIP_SKIP_MS = 300;

export type TipId = 'forms' | 'navigation' | 'interactive' | 'content';
/** How the member is getting about: tips speak of keys only to someone using keys. */
export type Modality = 'keyboard' | 'pointer';
export type Tip = { id: TipId; title: string; text: Record<Modality, string>; selector: string };

/** In priority order: a link inside the menu is first a navigation tip, then a link tip. */
export const TIPS: readonly Tip[] = [
  {
    id: 'forms',
    title: 'Forms',
    text: {
      keyboard:
        'Every field has a label above it. If something needs fixing, the message appears beside the field and in a list at the top of the form.',
      pointer:
        'Every field has a label above it. If something needs fixing, the message appears beside the field and in a list at the top of the form.',
    },
    selector: 'input, select, textarea',
  },
  {
    id: 'navigation',
    title: 'Navigation',
    text: {
      keyboard:
        'Press Tab to move through the links and Enter to follow one. The skip links at the very top jump straight to the main content.',
      pointer: 'The links at the top lead to every part of the portal. On a small screen they are behind the Menu button.',
    },
    selector: 'nav, [role="navigation"]',
  },
  {
    id: 'interactive',
    title: 'Buttons and links',
    text: {
      keyboard: 'Enter follows a link; Enter or Space presses a button. Whatever has focus gets a thick yellow outline.',
      pointer: 'Every button and link is at least 44 pixels tall, so it is easy to tap or click.',
    },
    selector: 'button, a[href], [role="button"], summary',
  },
  {
    id: 'content',
    title: 'Content areas',
    text: {
      keyboard: 'Headings divide each page into sections. Most screen readers jump from heading to heading with the H key.',
      pointer:
        'Headings divide each page into sections. The accessibility button at the bottom right can highlight them and make text larger.',
    },
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
