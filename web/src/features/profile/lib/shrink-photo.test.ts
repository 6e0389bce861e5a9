import { describe, expect, it } from 'vitest';
import { fitWithin, shrinkPhoto } from './shrink-photo';

describe('fitWithin', () => {
  it('scales the longer side down to the limit and keeps the shape', () => {
    expect(fitWithin(4032, 3024, 512)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920, 512)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(2000, 2000, 512)).toEqual({ width: 512, height: 512 });
  });

  it('never makes a small photo larger, and never makes a side vanish', () => {
    expect(fitWithin(64, 48, 512)).toEqual({ width: 64, height: 48 });
    expect(fitWithin(5000, 3, 512)).toEqual({ width: 512, height: 1 });
  });
});

describe('shrinkPhoto', () => {
  it('sends the file as chosen where the browser cannot decode images (the worker then judges it)', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
