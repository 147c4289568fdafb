import { describe, expect, it } from 'vitest';
import { clampQuantity, defaultQuantity, isOutOfStock } from './quantity';

describe('defaultQuantity', () => {
  it('preselects one piece when there is stock', () => {
    expect(defaultQuantity(1)).toBe(1);
    expect(defaultQuantity(250)).toBe(1);
    expect(defaultQuantity('3')).toBe(1);
  });

  it('preselects nothing when the stock is zero, negative or not a number', () => {
    for (const stock of [0, -4, Number.NaN, null, undefined, '', 'many', {}]) {
      expect(defaultQuantity(stock)).toBe(0);
    }
  });
});

describe('isOutOfStock', () => {
  it('is out of stock at zero or below and when the stock is unknown', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-1)).toBe(true);
    expect(isOutOfStock(0.5)).toBe(true);
    expect(isOutOfStock(undefined)).toBe(true);
  });

  it('is in stock with at least one piece', () => {
    expect(isOutOfStock(1)).toBe(false);
    expect(isOutOfStock(' 12 ')).toBe(false);
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity the stock can serve', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity('2', 10)).toBe(2);
  });

  it('never goes above the stock', () => {
    expect(clampQuantity(12, 10)).toBe(10);
    expect(clampQuantity(1, 0)).toBe(0);
    expect(clampQuantity(1, -3)).toBe(0);
  });

  it('never goes below zero and drops fractions', () => {
    expect(clampQuantity(-2, 10)).toBe(0);
    expect(clampQuantity(2.9, 10)).toBe(2);
  });

  it('reads a non-numeric request as zero', () => {
    expect(clampQuantity('two', 10)).toBe(0);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 10)).toBe(0);
    expect(clampQuantity(null, 10)).toBe(0);
  });
});
