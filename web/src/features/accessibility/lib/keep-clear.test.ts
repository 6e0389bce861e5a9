import { describe, expect, it } from 'vitest';
import { scrollToClear, type Box } from './keep-clear';

// The accessibility button at 1280 by 800: 56 px, 32 px from the bottom and right.
const button: Box = { left: 1192, right: 1248, top: 712, bottom: 768 };
const dock: Box = { left: 0, right: 1280, top: 700, bottom: 800 };

describe('scrollToClear', () => {
  it('leaves a control that nothing covers where it is', () => {
    expect(scrollToClear({ left: 100, right: 200, top: 700, bottom: 740 }, [button])).toBe(0);
    expect(scrollToClear({ left: 1192, right: 1248, top: 600, bottom: 640 }, [button])).toBe(0);
  });

  it('scrolls a control under the button up until it ends 8 px above it', () => {
    expect(scrollToClear({ left: 1100, right: 1220, top: 720, bottom: 760 }, [button])).toBe(56);
  });

  it('clears the highest of what covers it (the dock and the button together)', () => {
    expect(scrollToClear({ left: 1100, right: 1220, top: 720, bottom: 760 }, [button, dock])).toBe(68);
  });

  it('brings a control taller than the room above to the top, its start first', () => {
    expect(scrollToClear({ left: 0, right: 1280, top: 300, bottom: 1400 }, [dock])).toBe(300);
  });
});
