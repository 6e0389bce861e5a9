import { describe, expect, it } from 'vitest';
import { panelBox } from './panel-box';

describe('panelBox', () => {
  it('sits 320 px wide above the button, lined up 32 px from the right, at most 450 px tall', () => {
    expect(panelBox({ width: 1280, height: 900 })).toEqual({ right: 32, bottom: 100, width: 320, maxHeight: 450, sheet: false });
  });

  it('stays a pop-up from 640 px wide, shrinking to fit between 20 px margins', () => {
    const box = panelBox({ width: 640, height: 800 });
    expect(box).toMatchObject({ sheet: false, width: 320, right: 32 });
  });

  it('opens as a sheet over the whole screen on a phone (375 and 320 px)', () => {
    expect(panelBox({ width: 375, height: 812 })).toEqual({ right: 0, bottom: 0, width: 375, maxHeight: 812, sheet: true });
    expect(panelBox({ width: 320, height: 640 })).toEqual({ right: 0, bottom: 0, width: 320, maxHeight: 640, sheet: true });
  });

  it('fits the height that is left above the button', () => {
    expect(panelBox({ width: 1280, height: 500 }).maxHeight).toBe(500 - 100 - 20);
  });

  it('covers the button on a very short viewport rather than becoming a sliver', () => {
    expect(panelBox({ width: 800, height: 260 })).toEqual({ right: 32, bottom: 20, width: 320, maxHeight: 220, sheet: false });
  });
});
