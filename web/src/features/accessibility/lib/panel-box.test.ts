import { describe, expect, it } from 'vitest';
import { panelBox } from './panel-box';

describe('panelBox', () => {
  it('sits 320 px wide above the button, lined up 32 px from the right, at most 450 px tall', () => {
    expect(panelBox({ width: 1280, height: 900 })).toEqual({ right: 32, bottom: 100, width: 320, maxHeight: 450 });
  });

  it('shrinks to the viewport minus 20 px margins on a 320 px screen', () => {
    const box = panelBox({ width: 320, height: 640 });
    expect(box.width).toBe(280);
    expect(box.right).toBe(20);
    expect(box.right + box.width).toBeLessThanOrEqual(320 - 20);
  });

  it('fits the height that is left above the button', () => {
    expect(panelBox({ width: 1280, height: 500 }).maxHeight).toBe(500 - 100 - 20);
  });

  it('covers the button on a very short viewport rather than becoming a sliver', () => {
    expect(panelBox({ width: 800, height: 260 })).toEqual({ right: 32, bottom: 20, width: 320, maxHeight: 220 });
  });
});
