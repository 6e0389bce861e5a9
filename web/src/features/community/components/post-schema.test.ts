import { normaliseTags, postSchema } from '@schemas/community';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

const valid = { title: 'Hello there', content: 'Ten chars!!', category: 'Support' };
const firstMessage = (input: unknown) => {
  const r = v.safeParse(postSchema, input);
  return r.success ? null : r.issues[0]!.message;
};

describe('the post form schema (shared with the worker)', () => {
  it('gives the spec messages at each boundary', () => {
    expect(firstMessage({ ...valid, title: 'abcd' })).toBe('Title must be at least 5 characters');
    expect(firstMessage({ ...valid, title: 'abcde' })).toBeNull();
    expect(firstMessage({ ...valid, title: 'x'.repeat(200) })).toBeNull();
    expect(firstMessage({ ...valid, title: 'x'.repeat(201) })).toBe('Title must be less than 200 characters');
    expect(firstMessage({ ...valid, content: 'x'.repeat(9) })).toBe('Content must be at least 10 characters');
    expect(firstMessage({ ...valid, content: 'x'.repeat(5001) })).toBe('Content must be less than 5000 characters');
    expect(firstMessage({ ...valid, category: undefined })).toBe('Please select a category');
  });

  it('splits tags on commas, trims, drops empties and duplicates', () => {
    expect(normaliseTags(' NDIS, housing,, ndis ,Auslan ')).toEqual(['NDIS', 'housing', 'Auslan']);
    const out = v.parse(postSchema, { ...valid, tags: 'a, b' });
    expect(out.tags).toEqual(['a', 'b']);
  });
});
