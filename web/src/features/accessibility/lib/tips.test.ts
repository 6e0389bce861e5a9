import { describe, expect, it } from 'vitest';
import {
  markTipsSeen,
  matchTip,
  PAGE_VISITS_KEY,
  recordPageVisit,
  TIP_DELAY_MS,
  TIP_SKIP_MS,
  tipsDue,
  TIPS_SEEN_KEY,
  type TipId,
} from './tips';

describe('when tips show on their own', () => {
  it('appear after 700 ms and skip their delay for 300 ms after one closes', () => {
    expect([TIP_DELAY_MS, TIP_SKIP_MS]).toEqual([700, 300]);
  });

  it('counts page visits under page-visits', () => {
    expect(recordPageVisit()).toBe(0);
    expect(recordPageVisit()).toBe(1);
    expect(localStorage.getItem(PAGE_VISITS_KEY)).toBe('2');
    localStorage.setItem(PAGE_VISITS_KEY, 'rubbish');
    expect(recordPageVisit()).toBe(0);
  });

  it('are due while fewer than 3 visits came before and nothing is marked seen', () => {
    expect(tipsDue(0)).toBe(true);
    expect(tipsDue(2)).toBe(true);
    expect(tipsDue(3)).toBe(false);
  });

  it('are never due once the seen flag is stored', () => {
    markTipsSeen();
    expect(localStorage.getItem(TIPS_SEEN_KEY)).not.toBeNull();
    expect(TIPS_SEEN_KEY).toBe('accessibility-tips-seen');
    expect(tipsDue(0)).toBe(false);
  });
});

describe('matchTip', () => {
  document.body.innerHTML = `
    <nav><a id="nav-link" href="/news">News</a></nav>
    <main><article><p id="para">Text</p><button id="btn">Go</button><input id="field" /></article></main>
    <div data-a11y-ui><button id="widget">Accessibility settings</button></div>`;
  const el = (id: string) => document.getElementById(id)!;
  const none = new Set<TipId>();

  it('matches form fields, navigation, buttons and links, and content areas', () => {
    expect(matchTip(el('field'), none)?.id).toBe('forms');
    expect(matchTip(el('nav-link'), none)?.id).toBe('navigation');
    expect(matchTip(el('btn'), none)?.id).toBe('interactive');
    expect(matchTip(el('para'), none)?.id).toBe('content');
  });

  it('moves on to the next tip that fits once one has been shown', () => {
    expect(matchTip(el('nav-link'), new Set<TipId>(['navigation']))?.id).toBe('interactive');
    expect(matchTip(el('btn'), new Set<TipId>(['interactive']))?.id).toBe('content');
  });

  it('ignores the widget and the tips themselves', () => {
    expect(matchTip(el('widget'), none)).toBeNull();
  });
});
