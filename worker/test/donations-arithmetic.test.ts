import { describe, expect, it } from 'vitest';
import { campaignProgress, formatProgress, isTakingDonations, todayInAustralia } from '../src/schemas/donations';
import { centsToAmount, formatAbn, isValidAbn, parseAmountCents } from '../src/schemas/money';

describe('money in cents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['0.10', 10],
    [' 7 ', 700],
    ['999999999999.99', 99_999_999_999_999],
  ])('reads %j as %d cents', (text, cents) => expect(parseAmountCents(text)).toBe(cents));

  it.each(['', '-1', '1e3', '2.005', '1,000', '.5', '5.', 'NaN', 'Infinity', '0x10', '1234567890123'])('refuses %j', (text) =>
    expect(parseAmountCents(text)).toBeNull(),
  );

  it('writes cents back as a two-decimal string, never through floating point', () => {
    expect([0, 1, 10, 2550, 30, 100_000_00].map(centsToAmount)).toEqual(['0.00', '0.01', '0.10', '25.50', '0.30', '100000.00']);
    expect(centsToAmount(parseAmountCents('0.10')! + parseAmountCents('0.20')!)).toBe('0.30');
  });
});

describe('campaign progress: raised of goal, to one decimal, capped at 100 %', () => {
  it.each([
    ['15000.00', '45000.00', '33.3'],
    ['0.00', '100.00', '0.0'],
    ['1.00', '3.00', '33.3'],
    ['2.00', '3.00', '66.7'],
    ['45000.00', '45000.00', '100.0'],
    ['50000.00', '45000.00', '100.0'],
    ['10.00', '0.00', '0.0'],
    ['10.00', '-5', '0.0'],
    ['10.00', 'nonsense', '0.0'],
  ])('raised %s of a %s goal shows %s%%', (current, goal, shown) => expect(formatProgress(campaignProgress(current, goal))).toBe(shown));
});

describe('who may give', () => {
  it('takes gifts only for active campaigns whose end date has not passed (Australian days)', () => {
    expect(isTakingDonations({ status: 'active', endDate: null }, '2026-11-21')).toBe(true);
    expect(isTakingDonations({ status: 'active', endDate: '2026-11-21' }, '2026-11-21')).toBe(true);
    expect(isTakingDonations({ status: 'active', endDate: '2026-11-20' }, '2026-11-21')).toBe(false);
    for (const status of ['paused', 'completed', 'cancelled'] as const)
      expect(isTakingDonations({ status, endDate: null }, '2026-11-21')).toBe(false);
    // 14:00 UTC on 20 November is already 21 November in Sydney.
    expect(todayInAustralia(new Date('2026-11-20T14:00:00Z'))).toBe('2026-11-21');
  });
});

describe('ABN', () => {
  it('accepts the ATO example ABN in any spacing and refuses a wrong check digit', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn('51824753557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
