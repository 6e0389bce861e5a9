import { describe, expect, it } from 'vitest';
import { formatHoursMinutes, formatLongDate, formatMinutes, formatMoney } from './format';
import { isActivePath, linksFor } from './nav';
import { displayName, initials } from './people';
import { clampTextSize, readTextSize, stepTextSize, TEXT_SIZE } from './text-size';

describe('isActivePath', () => {
  it('treats the root as active only on an exact match', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/news')).toBe(false);
  });
  it('treats a section as active on itself and below it', () => {
    expect(isActivePath('/news', '/news')).toBe(true);
    expect(isActivePath('/news', '/news/12')).toBe(true);
    expect(isActivePath('/community', '/community/posts/3')).toBe(true);
    expect(isActivePath('/news', '/newsletter')).toBe(false);
    expect(isActivePath('/podcasts', '/news')).toBe(false);
  });
});

describe('section links', () => {
  it('shows CMS Admin to editors and admins only, in the spec order', () => {
    expect(linksFor('member').map((l) => l.label)).toEqual([
      'Dashboard',
      'News Feed',
      'CripChat',
      'Audio Library',
      'Community',
      'Donations',
    ]);
    expect(linksFor('editor').at(-1)?.label).toBe('CMS Admin');
    expect(linksFor('admin').map((l) => l.to)).toEqual(['/', '/news', '/podcasts', '/library', '/community', '/donations', '/cms-admin']);
  });
});

describe('text size', () => {
  it('starts at 16 px and moves in 2 px steps between 12 and 24', () => {
    expect(TEXT_SIZE.initial).toBe(16);
    expect(stepTextSize(16, 1)).toBe(18);
    expect(stepTextSize(16, -1)).toBe(14);
    expect(stepTextSize(24, 1)).toBe(24);
    expect(stepTextSize(12, -1)).toBe(12);
    expect(clampTextSize(40)).toBe(24);
  });
  it('reads only a valid saved size', () => {
    const storage = (v: string | null) => ({ getItem: () => v });
    expect(readTextSize(storage('20'))).toBe(20);
    expect(readTextSize(storage('13'))).toBe(16);
    expect(readTextSize(storage('30'))).toBe(16);
    expect(readTextSize(storage(null))).toBe(16);
  });
});

describe('people', () => {
  it('names a person by first and last name, else by email, else "Anonymous User"', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Byron', email: 'a@x' })).toBe('Ada Byron');
    expect(displayName({ firstName: 'Ada', lastName: null, email: 'a@x' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: 'Byron', email: 'a@x' })).toBe('a@x');
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('Anonymous User');
    expect(displayName(null)).toBe('Anonymous User');
  });
  it('makes initials from the first letters of the name, else of the email', () => {
    expect(initials({ firstName: 'ada', lastName: 'byron', email: null })).toBe('AB');
    expect(initials({ firstName: 'Ada', lastName: null, email: 'z@x' })).toBe('A');
    expect(initials({ firstName: null, lastName: null, email: 'zed@x' })).toBe('Z');
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('U');
  });
});

describe('formats', () => {
  it('writes dates, durations and money the Australian way', () => {
    expect(formatLongDate('2026-11-21T03:00:00.000Z')).toBe('21 November 2026');
    expect(formatMinutes(2700)).toBe('45 min');
    expect(formatHoursMinutes(3 * 3600 + 25 * 60)).toBe('3h 25m');
    expect(formatHoursMinutes(42 * 60)).toBe('42m');
    expect(formatMoney('1500')).toBe('$1,500.00');
    expect(formatMoney('45000.5', true)).toBe('$45,000.50 AUD');
  });
});
