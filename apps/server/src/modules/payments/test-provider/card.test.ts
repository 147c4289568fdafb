import { describe, expect, it } from 'vitest';
import { checkCard, passesLuhn, validExpiry } from './card';

describe('test cards', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
  });

  it('accepts an expiry until the end of its month', () => {
    expect(validExpiry('11/26', '2026-11-21')).toBe(true);
    expect(validExpiry('10/26', '2026-11-21')).toBe(false);
    expect(validExpiry('01/2027', '2026-11-21')).toBe(true);
    expect(validExpiry('13/27', '2026-11-21')).toBe(false);
    expect(validExpiry('1127', '2026-11-21')).toBe(false);
  });

  it('pays with 4242… and 4000…0259 (refunds refused), declines 4000…0002, refuses others', () => {
    const today = '2026-11-21';
    const form = { expiry: '12/30', cvc: '123' };
    expect(checkCard({ ...form, number: '4242 4242 4242 4242' }, today)).toEqual({
      ok: true,
      outcome: 'paid',
      refundsRefused: false,
    });
    expect(checkCard({ ...form, number: '4000-0000-0000-0002' }, today)).toEqual({
      ok: true,
      outcome: 'failed',
      refundsRefused: false,
    });
    expect(checkCard({ ...form, number: '4000 0000 0000 0259' }, today)).toEqual({
      ok: true,
      outcome: 'paid',
      refundsRefused: true,
    });
    expect(checkCard({ ...form, number: '4242 4242 4242 4241' }, today)).toEqual({
      ok: false,
      field: 'number',
      problem: 'invalid',
    });
    expect(checkCard({ ...form, number: '5555 5555 5555 4444' }, today)).toEqual({
      ok: false,
      field: 'number',
      problem: 'unknownTestCard',
    });
    expect(
      checkCard({ number: '4242424242424242', expiry: '01/20', cvc: '123' }, today),
    ).toMatchObject({
      field: 'expiry',
    });
    expect(
      checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '12' }, today),
    ).toMatchObject({
      field: 'cvc',
    });
  });
});
