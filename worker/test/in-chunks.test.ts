import { describe, expect, it } from 'vitest';
import { inChunks, VALUES_PER_STATEMENT } from '../src/lib/in-chunks';

describe('inChunks', () => {
  it('keeps every item once, in order, in slices no larger than asked', () => {
    const ids = Array.from({ length: 2 * VALUES_PER_STATEMENT + 7 }, (_, i) => i);
    const chunks = inChunks(ids);
    expect(chunks.map((c) => c.length)).toEqual([VALUES_PER_STATEMENT, VALUES_PER_STATEMENT, 7]);
    expect(chunks.flat()).toEqual(ids);
    expect(inChunks(ids, 45).every((c) => c.length <= 45)).toBe(true);
  });

  it('leaves room under D1’s 100 bound values, gives none for none, and refuses an empty slice size', () => {
    expect(VALUES_PER_STATEMENT).toBeLessThan(100);
    expect(inChunks([])).toEqual([]);
    expect(() => inChunks([1], 0)).toThrow(RangeError);
  });
});
