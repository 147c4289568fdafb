import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToUnits, roundHalfAwayFromZero, toCents } from './cents';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(roundHalfAwayFromZero(-2.49)).toBe(-2);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });
});

describe('toCents', () => {
  it('converts currency units to integer cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds a decimal half up even when binary floating point falls just below it', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('refuses a non-finite amount as a programming error', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips every cent amount through units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(centsToUnits(cents))).toBe(cents);
      }),
    );
  });
});

describe('centsToUnits', () => {
  it('divides cents by 100', () => {
    expect(centsToUnits(1250)).toBe(12.5);
    expect(centsToUnits(-99)).toBe(-0.99);
  });
});
