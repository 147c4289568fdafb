import { describe, expect, it } from 'vitest';
import { GOOGLE_ADMISSIONS_PER_LINK, walletPartSlice, walletParts } from './wallet-parts';

describe('walletParts', () => {
  it('keeps an order within one link as one part', () => {
    expect(walletParts(1)).toEqual([{ part: 1, from: 1, to: 1 }]);
    expect(walletParts(GOOGLE_ADMISSIONS_PER_LINK)).toEqual([
      { part: 1, from: 1, to: GOOGLE_ADMISSIONS_PER_LINK },
    ]);
  });

  it('splits a larger order into parts that cover every admission once', () => {
    expect(walletParts(20, 12)).toEqual([
      { part: 1, from: 1, to: 12 },
      { part: 2, from: 13, to: 20 },
    ]);
    for (const count of [13, 24, 25, 97]) {
      const parts = walletParts(count, 12);
      const covered = parts.flatMap(({ from, to }) =>
        Array.from({ length: to - from + 1 }, (_, i) => from + i),
      );
      expect(covered).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(parts.every(({ from, to }) => to - from + 1 <= 12)).toBe(true);
    }
  });

  it('has no parts for no admissions or a count that is no count', () => {
    expect(walletParts(0)).toEqual([]);
    expect(walletParts(-3)).toEqual([]);
    expect(walletParts(2.5)).toEqual([]);
  });

  it('gives the slice of a part, or null for a part the order does not have', () => {
    expect(walletPartSlice(20, 2, 12)).toEqual({ start: 12, end: 20 });
    expect(walletPartSlice(20, 1, 12)).toEqual({ start: 0, end: 12 });
    expect(walletPartSlice(20, 3, 12)).toBeNull();
    expect(walletPartSlice(20, 0, 12)).toBeNull();
  });
});
