import { describe, expect, it } from 'vitest';
import { computeTotals } from '../basket/totals';
import {
  availableAmount,
  checkVoucherCode,
  voucherCodeToBasketItem,
  type VoucherCode,
} from './voucher-code';

const code = (overrides: Partial<VoucherCode> = {}): VoucherCode => ({
  barcode: 'GIFT-1',
  name: 'Gift voucher',
  amount: 5000,
  used_amount: 0,
  valid_from: null,
  valid_to: null,
  ...overrides,
});
const now = (iso: string) => new Date(iso);

describe('availableAmount', () => {
  it('is the amount minus what was used', () => {
    expect(availableAmount(code({ amount: 5000, used_amount: 1250 }))).toBe(3750);
  });

  it('is never negative', () => {
    expect(availableAmount(code({ amount: 5000, used_amount: 6000 }))).toBe(0);
  });
});

describe('checkVoucherCode', () => {
  it('accepts an unbounded code with value left and reports the available amount', () => {
    expect(checkVoucherCode(code({ used_amount: 1000 }), now('2026-06-01T12:00:00Z'))).toEqual({
      ok: true,
      value: { available: 4000 },
    });
  });

  it('refuses a code before its valid-from date, compared at UTC+1', () => {
    const future = code({ valid_from: '2027-01-01' });
    expect(checkVoucherCode(future, now('2026-12-31T22:59:59Z'))).toEqual({
      ok: false,
      code: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
      params: { validFrom: '2027-01-01' },
    });
    expect(checkVoucherCode(future, now('2026-12-31T23:00:00Z')).ok).toBe(true);
  });

  it('keeps a date-only valid-to valid through the end of that day at UTC+1', () => {
    const ending = code({ valid_to: '2026-12-31' });
    expect(checkVoucherCode(ending, now('2026-12-31T22:59:59Z')).ok).toBe(true);
    expect(checkVoucherCode(ending, now('2026-12-31T22:59:59.999Z')).ok).toBe(true);
    expect(checkVoucherCode(ending, now('2026-12-31T23:00:00Z'))).toEqual({
      ok: false,
      code: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
      params: { validTo: '2026-12-31' },
    });
  });

  it('reads a valid-to date-time as wall-clock time at UTC+1', () => {
    const ending = code({ valid_to: '2026-07-01T18:00:00' });
    expect(checkVoucherCode(ending, now('2026-07-01T17:00:00.999Z')).ok).toBe(true);
    expect(checkVoucherCode(ending, now('2026-07-01T17:00:01Z'))).toMatchObject({
      ok: false,
      code: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
    });
  });

  it('accepts a code inside both bounds', () => {
    const window = code({ valid_from: '2026-01-01', valid_to: '2026-12-31' });
    expect(checkVoucherCode(window, now('2026-06-15T08:00:00Z'))).toEqual({
      ok: true,
      value: { available: 5000 },
    });
  });

  it('refuses a code with no value left', () => {
    expect(checkVoucherCode(code({ used_amount: 5000 }), now('2026-06-01T12:00:00Z'))).toEqual({
      ok: false,
      code: 'VOUCHER_NO_AMOUNT_LEFT',
    });
    expect(
      checkVoucherCode(code({ amount: 0, used_amount: 0 }), now('2026-06-01T12:00:00Z')),
    ).toEqual({ ok: false, code: 'VOUCHER_NO_AMOUNT_LEFT' });
  });

  it('reports the dates before the amount when both are wrong', () => {
    const spentAndExpired = code({ used_amount: 5000, valid_to: '2020-01-01' });
    expect(checkVoucherCode(spentAndExpired, now('2026-06-01T12:00:00Z'))).toMatchObject({
      code: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
    });
  });

  it('refuses a code whose validity dates cannot be read', () => {
    const instant = now('2026-06-01T12:00:00Z');
    expect(checkVoucherCode(code({ valid_from: 'someday' }), instant)).toEqual({
      ok: false,
      code: 'VOUCHER_UNKNOWN_ERROR',
    });
    expect(checkVoucherCode(code({ valid_to: '2026-02-30' }), instant)).toEqual({
      ok: false,
      code: 'VOUCHER_UNKNOWN_ERROR',
    });
  });
});

describe('voucherCodeToBasketItem', () => {
  it('adds the code as a negative amount equal to its available amount', () => {
    const item = voucherCodeToBasketItem(
      code({ barcode: ' GIFT-1 ', amount: 5000, used_amount: 1250, valid_to: '2026-12-31' }),
    );
    expect(item).toEqual({
      type: 'voucherCode',
      barcode: 'GIFT-1',
      name: 'Gift voucher',
      amount: 3750,
      price: -3750,
      totalPrice: -3750,
      count: 1,
      totalCount: 1,
      datetime: null,
      date: null,
      time: null,
      valid_to: '2026-12-31',
    });
  });

  it('gives the basket totals the same value it shows as a negative price', () => {
    const item = voucherCodeToBasketItem(code({ amount: 2000, used_amount: 500 }));
    const [line] = computeTotals([item]).vouchers;
    expect(line?.value).toBe(-item.totalPrice);
    expect(line?.remaining).toBe(1500);
  });
});
