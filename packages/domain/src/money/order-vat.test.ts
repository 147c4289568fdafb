import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineVatRate, orderVat, splitInProportion, type OrderVatLine } from './order-vat';
import { includedVat } from './vat';

const book: OrderVatLine = { id: 1, kind: 'goods', gross: 2900, rate: 7 };
const poster: OrderVatLine = { id: 2, kind: 'goods', gross: 1000, rate: 19 };
const ticket: OrderVatLine = { id: 3, kind: 'admission', gross: 1800, rate: 7 };
const voucher: OrderVatLine = { id: 4, kind: 'voucherSale', gross: 2500, rate: 19 };

describe('orderVat', () => {
  it('taxes the shipping of a book at the book’s rate (it escaped VAT before)', () => {
    const vat = orderVat({ lines: [book], shipping: 990, shipTo: 'AT', oss: false });
    expect(vat.shipping).toEqual([{ country: 'DE', rate: 7, gross: 990, net: 925, vat: 65 }]);
    expect(vat.rates).toEqual([{ country: 'DE', rate: 7, gross: 3890, net: 3636, vat: 254 }]);
    expect(vat).toMatchObject({ gross: 3890, vat: 254, untaxed: 0 });
  });

  it('splits the shipping of goods with different rates in proportion, to the cent', () => {
    const vat = orderVat({ lines: [book, poster, ticket], shipping: 990, shipTo: 'DE', oss: true });
    // 990 × 2900/3900 = 736.15…, 990 × 1000/3900 = 253.84…: the cent left goes to the larger
    // fraction.
    expect(vat.shipping.map((part) => [part.rate, part.gross])).toEqual([
      [7, 736],
      [19, 254],
    ]);
    expect(vat.rates.map((rate) => [rate.country, rate.rate, rate.gross])).toEqual([
      ['DE', 7, 2900 + 1800 + 736],
      ['DE', 19, 1000 + 254],
    ]);
    expect(vat.gross).toBe(2900 + 1000 + 1800 + 990);
  });

  it('gives goods shipped to another EU country that country’s rate under the one-stop-shop', () => {
    const vat = orderVat({ lines: [book, poster, ticket], shipping: 990, shipTo: 'at', oss: true });
    expect(vat.lines.map((line) => [line.id, line.country, line.rate])).toEqual([
      [1, 'AT', 10],
      [2, 'AT', 20],
      // The ticket is for the museum: German VAT.
      [3, 'DE', 7],
    ]);
    expect(vat.rates.map((rate) => [rate.country, rate.rate])).toEqual([
      ['DE', 7],
      ['AT', 10],
      ['AT', 20],
    ]);
    expect(vat.shipping.map((part) => [part.country, part.rate])).toEqual([
      ['AT', 10],
      ['AT', 20],
    ]);
    // Without the one-stop-shop, or outside the EU, the goods keep the German rates.
    expect(lineVatRate(book, 'AT', false)).toEqual({ country: 'DE', rate: 7 });
    expect(lineVatRate(book, 'CH', true)).toEqual({ country: 'DE', rate: 7 });
    expect(lineVatRate(book, 'FR', true)).toEqual({ country: 'FR', rate: 5.5 });
  });

  it('leaves a gift voucher sold untaxed and gives shipping without goods the standard rate', () => {
    const vat = orderVat({ lines: [voucher, ticket], shipping: 300, shipTo: 'DE', oss: false });
    expect(vat.lines[0]).toMatchObject({ rate: null, vat: 0, net: 2500 });
    expect(vat.untaxed).toBe(2500);
    expect(vat.shipping).toEqual([{ country: 'DE', rate: 19, gross: 300, net: 252, vat: 48 }]);
  });

  it('takes the negative amounts of a credit note the same way', () => {
    const vat = orderVat({
      lines: [
        { ...book, gross: -2900 },
        { ...poster, gross: -1000 },
      ],
      shipping: -990,
      shipTo: 'DE',
      oss: false,
    });
    expect(vat.shipping.map((part) => part.gross)).toEqual([-736, -254]);
    expect(vat.gross).toBe(-4890);
  });

  it('always adds up: rates and untaxed to the lines and shipping, shipping parts to the shipping', () => {
    const line = fc.record({
      kind: fc.constantFrom('admission' as const, 'goods' as const, 'voucherSale' as const),
      gross: fc.integer({ min: 0, max: 50_000 }),
      rate: fc.constantFrom(0, 7, 19),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom('DE', 'AT', 'FR', 'CH', null),
        fc.boolean(),
        (raw, shipping, shipTo, oss) => {
          const lines = raw.map((entry, index) => ({ ...entry, id: index + 1 }));
          const vat = orderVat({ lines, shipping, shipTo, oss });
          const sum = lines.reduce((total, entry) => total + entry.gross, 0) + shipping;
          expect(vat.gross).toBe(sum);
          expect(vat.rates.reduce((t, r) => t + r.gross, 0) + vat.untaxed).toBe(sum);
          expect(vat.shipping.reduce((t, p) => t + p.gross, 0)).toBe(shipping);
          expect(vat.net + vat.vat).toBe(vat.gross);
          // The lines and shipping parts of a rate add up to the rate's VAT (the accountant adds
          // up the order lines sheet), each within a cent of the VAT its own gross contains.
          for (const rate of vat.rates) {
            const members = [...vat.lines, ...vat.shipping].filter(
              (entry) => entry.rate === rate.rate && entry.country === rate.country,
            );
            expect(members.reduce((t, entry) => t + entry.vat, 0)).toBe(rate.vat);
            for (const entry of members) {
              expect(entry.net + entry.vat).toBe(entry.gross);
              expect(
                Math.abs(entry.vat - includedVat(entry.gross, rate.rate ?? 0)),
              ).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('splitInProportion', () => {
  it('splits to the cent, the remainder to the largest fractions', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(splitInProportion(5, [0, 0])).toEqual([5, 0]);
    expect(splitInProportion(0, [3, 4])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        (amount, weights) => {
          const shares = splitInProportion(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        },
      ),
    );
  });
});

describe('goods handed over', () => {
  it('keep the German rate and carry no shipping', () => {
    const handed = { ...poster, shipped: false };
    const vat = orderVat({ lines: [book, handed], shipping: 500, shipTo: 'AT', oss: true });
    expect(vat.lines.map((line) => [line.country, line.rate])).toEqual([
      ['AT', 10],
      ['DE', 19],
    ]);
    expect(vat.shipping).toEqual([{ country: 'AT', rate: 10, gross: 500, net: 455, vat: 45 }]);
  });
});
