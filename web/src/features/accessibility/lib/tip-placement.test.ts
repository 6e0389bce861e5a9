import { describe, expect, it } from 'vitest';
import { placeTip, targetWeight, type Rect } from './tip-placement';

const viewport = { width: 1280, height: 800 };
const size = { width: 350, height: 160 };
const inside = (a: Rect, b: Rect) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

describe('placeTip', () => {
  it('sits just below its target when that covers nothing', () => {
    const target = { left: 100, top: 100, width: 200, height: 40 };
    expect(placeTip(target, size, viewport, [])).toEqual({ left: 100, top: 152 });
  });

  it('never covers an error or a field when another spot is free', () => {
    const field = { left: 100, top: 100, width: 600, height: 44 };
    const error = { left: 100, top: 150, width: 600, height: 24 };
    const next = { left: 100, top: 200, width: 600, height: 44 };
    const avoid = [
      { rect: error, weight: 100 },
      { rect: field, weight: 50 },
      { rect: next, weight: 50 },
    ];
    const spot = placeTip(field, size, viewport, avoid)!;
    const box = { ...spot, ...size };
    for (const { rect } of avoid) expect(inside(box, rect), JSON.stringify({ box, rect })).toBe(false);
  });

  it('stays on screen on a phone, and takes the least important overlap when every spot covers something', () => {
    const phone = { width: 375, height: 667 };
    const everywhere = { left: 0, top: 0, width: 375, height: 667 };
    const spot = placeTip({ left: 20, top: 300, width: 335, height: 44 }, { width: 351, height: 200 }, phone, [
      { rect: everywhere, weight: 2 },
    ])!;
    expect(spot.left).toBeGreaterThanOrEqual(0);
    expect(spot.left + 351).toBeLessThanOrEqual(375);
    expect(spot.top + 200).toBeLessThanOrEqual(667);
  });

  it('gives no spot at all rather than cover a field or an error', () => {
    const phone = { width: 375, height: 667 };
    const fields = { left: 0, top: 0, width: 375, height: 667 };
    expect(placeTip(null, { width: 351, height: 200 }, phone, [{ rect: fields, weight: 50 }])).toBeNull();
  });

  it('shows a tip about the main content on a phone, where the content fills the screen, clear of its heading', () => {
    const phone = { width: 375, height: 800 };
    const main = { left: 0, top: 0, width: 375, height: 2300 };
    const heading = { left: 16, top: 90, width: 343, height: 40 };
    const avoid = [
      { rect: main, weight: targetWeight(document.createElement('main')) },
      { rect: heading, weight: 10 },
    ];
    const spot = placeTip(main, { width: 351, height: 160 }, phone, avoid);
    expect(spot).not.toBeNull();
    expect(inside({ ...spot!, width: 351, height: 160 }, heading)).toBe(false);
  });

  it('never covers the control a tip is about', () => {
    expect(targetWeight(document.createElement('button'))).toBeGreaterThanOrEqual(50);
    expect(targetWeight(document.createElement('input'))).toBeGreaterThanOrEqual(50);
  });
});
