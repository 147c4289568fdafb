import { describe, expect, it } from 'vitest';
import { ERROR_CODES, err, isErrorCode, ok } from './errors';

describe('errors', () => {
  it('wraps a value as ok', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
  });

  it('builds a failure with and without parameters', () => {
    expect(err('VOUCHER_NO_AMOUNT_LEFT')).toEqual({ ok: false, code: 'VOUCHER_NO_AMOUNT_LEFT' });
    expect(err('TOUR_OVERBOOKED_TICKETS', { requested: 7, available: 5 })).toEqual({
      ok: false,
      code: 'TOUR_OVERBOOKED_TICKETS',
      params: { requested: 7, available: 5 },
    });
  });

  it('recognises only the stable codes', () => {
    expect(isErrorCode('VOUCHER_NOW_IS_AFTER_VALID_TO')).toBe(true);
    expect(isErrorCode('SOMETHING_ELSE')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it('lists every code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
