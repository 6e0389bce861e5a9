import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTipScheduler } from './tip-scheduler';
import { TIP_DELAY_MS, TIP_SKIP_MS, type Tip, type TipId } from './tips';

document.body.innerHTML = `<nav><a id="link" href="/">Home</a></nav><main><p id="para">Text</p><button id="btn">Go</button></main>`;
const el = (id: string) => document.getElementById(id)!;

let shown: Set<TipId>;
let current: Tip | null;
const make = () => createTipScheduler(shown, (tip) => (current = tip));

beforeEach(() => {
  vi.useFakeTimers();
  shown = new Set();
  current = null;
});
afterEach(() => vi.useRealTimers());

describe('tip timing', () => {
  it('opens a tip after 700 ms on a matching element, not before', () => {
    const tips = make();
    tips.consider(el('para'));
    vi.advanceTimersByTime(TIP_DELAY_MS - 1);
    expect(current).toBeNull();
    vi.advanceTimersByTime(1);
    expect(current?.id).toBe('content');
  });

  it('cancels the wait when the visitor moves off before 700 ms', () => {
    const tips = make();
    tips.consider(el('para'));
    vi.advanceTimersByTime(500);
    tips.consider(null);
    vi.advanceTimersByTime(1000);
    expect(current).toBeNull();
  });

  it('shows the next tip at once within 300 ms of one closing (the skip delay), else waits again', () => {
    const tips = make();
    tips.consider(el('para'));
    vi.advanceTimersByTime(TIP_DELAY_MS);
    tips.close();
    vi.advanceTimersByTime(TIP_SKIP_MS - 50);
    tips.consider(el('btn'));
    expect(current?.id).toBe('interactive');
    tips.close();
    vi.advanceTimersByTime(TIP_SKIP_MS);
    tips.consider(el('link'));
    expect(current).toBeNull();
    vi.advanceTimersByTime(TIP_DELAY_MS);
    expect(current?.id).toBe('navigation');
  });

  it('keeps an open tip until it is dismissed, and shows each tip once', () => {
    const tips = make();
    tips.consider(el('para'));
    vi.advanceTimersByTime(TIP_DELAY_MS);
    tips.consider(el('btn'));
    vi.advanceTimersByTime(TIP_DELAY_MS * 2);
    expect(current?.id).toBe('content');
    tips.close();
    vi.advanceTimersByTime(1000);
    tips.consider(el('para'));
    vi.advanceTimersByTime(TIP_DELAY_MS * 2);
    expect(current).toBeNull();
    expect([...shown]).toEqual(['content']);
  });
});
