import { describe, expect, it } from 'vitest';
import { MAX_TILL_CENTS, parseCashAmount, quickCashAmounts } from './cash-input';

describe('parseCashAmount', () => {
  it('reads euros with a comma or a point as cents', () => {
    expect(parseCashAmount('12')).toBe(1200);
    expect(parseCashAmount('12,5')).toBe(1250);
    expect(parseCashAmount('12.50')).toBe(1250);
    expect(parseCashAmount(' 0,05 ')).toBe(5);
    expect(parseCashAmount('0')).toBe(0);
    expect(parseCashAmount('150 €')).toBe(15_000);
  });

  it('reads thousands separators', () => {
    expect(parseCashAmount('1.234,50')).toBe(123_450);
    expect(parseCashAmount('1 234,50')).toBe(123_450);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1,234', '12,345', '1e3', ',5']) {
      expect(parseCashAmount(text), text).toBeNull();
    }
    expect(parseCashAmount('100000')).toBe(MAX_TILL_CENTS);
    expect(parseCashAmount('100000,01')).toBeNull();
  });
});

describe('quickCashAmounts', () => {
  it('offers the exact amount, then the notes above it', () => {
    expect(quickCashAmounts(1400)).toEqual([1400, 2000, 5000, 10_000]);
    expect(quickCashAmounts(350)).toEqual([350, 500, 1000, 2000, 5000]);
    expect(quickCashAmounts(2000)).toEqual([2000, 5000, 10_000]);
    expect(quickCashAmounts(350, 2)).toEqual([350, 500, 1000]);
  });

  it('offers nothing when nothing is due', () => {
    expect(quickCashAmounts(0)).toEqual([]);
  });
});
