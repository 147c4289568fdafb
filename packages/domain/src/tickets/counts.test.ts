import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, countsById, isFlagSet, toCount } from './counts';

describe('toCount', () => {
  it('keeps whole non-negative numbers', () => {
    expect(toCount(0)).toBe(0);
    expect(toCount(7)).toBe(7);
  });

  it('reads numeric strings as entered in a form', () => {
    expect(toCount('3')).toBe(3);
    expect(toCount(' 12 ')).toBe(12);
  });

  it('turns non-numeric values into 0', () => {
    for (const value of ['', '  ', 'abc', '3 adults', null, undefined, {}, [], true, NaN]) {
      expect(toCount(value)).toBe(0);
    }
  });

  it('turns negative and infinite values into 0', () => {
    expect(toCount(-2)).toBe(0);
    expect(toCount('-5')).toBe(0);
    expect(toCount(Infinity)).toBe(0);
  });

  it('floors fractions', () => {
    expect(toCount(2.9)).toBe(2);
    expect(toCount('4.5')).toBe(4);
    expect(toCount(0.3)).toBe(0);
  });

  it('always yields a non-negative whole number', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const n = toCount(value);
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      }),
    );
  });
});

describe('isFlagSet', () => {
  it('treats 1 and true as set', () => {
    expect(isFlagSet(1)).toBe(true);
    expect(isFlagSet(true)).toBe(true);
  });

  it('treats 0, false and a missing flag as not set', () => {
    expect(isFlagSet(0)).toBe(false);
    expect(isFlagSet(false)).toBe(false);
    expect(isFlagSet(null)).toBe(false);
    expect(isFlagSet(undefined)).toBe(false);
  });
});

describe('countsById', () => {
  it('keys counts by id and adds up repeated ids', () => {
    expect(
      countsById([
        { id: 1, count: 2 },
        { id: 2, count: 'x' },
        { id: 1, count: '3' },
      ]),
    ).toEqual({ 1: 5, 2: 0 });
  });

  it('gives no counts for missing lines', () => {
    expect(countsById(undefined)).toEqual({});
    expect(countsById(null)).toEqual({});
  });
});

describe('countOf', () => {
  it('reads the count of an id, 0 when absent or non-numeric', () => {
    expect(countOf({ 4: '2', 5: 'many' }, 4)).toBe(2);
    expect(countOf({ 4: '2', 5: 'many' }, 5)).toBe(0);
    expect(countOf({ 4: '2' }, 9)).toBe(0);
    expect(countOf(undefined, 9)).toBe(0);
  });
});
