import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVat, PAYMENT_CART_TAX, taxTotal } from './vat';

describe('taxTotal (the API name for the net amount)', () => {
  it('divides the gross amount by 1 + rate/100', () => {
    expect(taxTotal(11900, 19)).toBe(10000);
    expect(taxTotal(10700, 7)).toBe(10000);
  });

  it('rounds to whole cents', () => {
    // 1000 / 1.19 = 840.336…
    expect(taxTotal(1000, 19)).toBe(840);
    // 1250 / 1.07 = 1168.22…
    expect(taxTotal(1250, 7)).toBe(1168);
  });

  it('leaves the amount unchanged at a zero rate', () => {
    expect(taxTotal(1250, 0)).toBe(1250);
  });
});

describe('includedVat', () => {
  it('is the VAT contained in a gross price', () => {
    expect(includedVat(11900, 19)).toBe(1900);
    expect(includedVat(1000, 19)).toBe(160);
    expect(includedVat(1250, 0)).toBe(0);
  });

  it('adds up with the net amount to the gross amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e8 }),
        fc.constantFrom(0, 5, 7, 10, 19, 20, 25),
        (gross, rate) => {
          const vat = includedVat(gross, rate);
          expect(vat + taxTotal(gross, rate)).toBe(gross);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(gross);
        },
      ),
    );
  });
});

describe('PAYMENT_CART_TAX', () => {
  it('is zero because prices include VAT', () => {
    expect(PAYMENT_CART_TAX).toBe(0);
  });
});
