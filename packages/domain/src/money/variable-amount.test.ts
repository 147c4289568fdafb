import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VARIABLE_VOUCHER_CENTS, parseVariableVoucherAmount } from './variable-amount';

describe('parseVariableVoucherAmount', () => {
  it('converts an amount in currency units to cents', () => {
    expect(parseVariableVoucherAmount(12.5)).toEqual({ ok: true, value: 1250 });
    expect(parseVariableVoucherAmount(25)).toEqual({ ok: true, value: 2500 });
  });

  it('accepts a comma or a point as decimal separator and surrounding spaces', () => {
    expect(parseVariableVoucherAmount('12,50')).toEqual({ ok: true, value: 1250 });
    expect(parseVariableVoucherAmount(' 12.50 ')).toEqual({ ok: true, value: 1250 });
    expect(parseVariableVoucherAmount('12.')).toEqual({ ok: true, value: 1200 });
    expect(parseVariableVoucherAmount(',5')).toEqual({ ok: true, value: 50 });
    expect(parseVariableVoucherAmount('+7')).toEqual({ ok: true, value: 700 });
  });

  it('makes a negative amount positive', () => {
    expect(parseVariableVoucherAmount(-12.5)).toEqual({ ok: true, value: 1250 });
    expect(parseVariableVoucherAmount('-20,00')).toEqual({ ok: true, value: 2000 });
  });

  it('rounds more than two decimals to whole cents, halves away from zero', () => {
    expect(parseVariableVoucherAmount('12.345')).toEqual({ ok: true, value: 1235 });
    expect(parseVariableVoucherAmount('12.3449')).toEqual({ ok: true, value: 1234 });
    expect(parseVariableVoucherAmount('1.005')).toEqual({ ok: true, value: 101 });
    expect(parseVariableVoucherAmount(1.005)).toEqual({ ok: true, value: 101 });
    expect(parseVariableVoucherAmount('-0.999')).toEqual({ ok: true, value: 100 });
  });

  it('requires an amount when the input is empty or not a number', () => {
    for (const input of ['', '   ', 'abc', '12 €', '1.000,50', '.', '--5', '1e3']) {
      expect(parseVariableVoucherAmount(input)).toEqual({
        ok: false,
        code: 'VOUCHER_AMOUNT_REQUIRED',
      });
    }
    expect(parseVariableVoucherAmount(Number.NaN)).toEqual({
      ok: false,
      code: 'VOUCHER_AMOUNT_REQUIRED',
    });
  });

  it('requires an amount when it is zero after conversion to cents', () => {
    for (const input of [0, '0', '0,00', '0.004', -0.001]) {
      expect(parseVariableVoucherAmount(input)).toEqual({
        ok: false,
        code: 'VOUCHER_AMOUNT_REQUIRED',
      });
    }
  });

  it('accepts the upper bound and refuses anything above it with the bound as parameter', () => {
    expect(MAX_VARIABLE_VOUCHER_CENTS).toBe(100_000);
    expect(parseVariableVoucherAmount('1000')).toEqual({ ok: true, value: 100_000 });
    const tooMuch = { ok: false, code: 'VOUCHER_AMOUNT_INVALID', params: { max: 100_000 } };
    expect(parseVariableVoucherAmount('1000.01')).toEqual(tooMuch);
    expect(parseVariableVoucherAmount(-1000.01)).toEqual(tooMuch);
    expect(parseVariableVoucherAmount(Number.MAX_VALUE)).toEqual(tooMuch);
    expect(parseVariableVoucherAmount('9'.repeat(400))).toEqual(tooMuch);
  });

  it('reads a typed amount exactly like the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_VARIABLE_VOUCHER_CENTS }), (cents) => {
        const units = (cents / 100).toFixed(2);
        expect(parseVariableVoucherAmount(units)).toEqual({ ok: true, value: cents });
        expect(parseVariableVoucherAmount(units.replace('.', ','))).toEqual({
          ok: true,
          value: cents,
        });
        expect(parseVariableVoucherAmount(cents / 100)).toEqual({ ok: true, value: cents });
      }),
    );
  });
});
