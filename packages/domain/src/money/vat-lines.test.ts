import { describe, expect, it } from 'vitest';
import { vatByRate } from './vat-lines';

describe('vatByRate', () => {
  it('sums the gross per rate and takes the included VAT of each sum', () => {
    expect(
      vatByRate([
        { gross: 1190, rate: 19 },
        { gross: 2380, rate: 19 },
        { gross: 1070, rate: 7 },
      ]),
    ).toEqual([
      { rate: 7, gross: 1070, net: 1000, vat: 70 },
      { rate: 19, gross: 3570, net: 3000, vat: 570 },
    ]);
  });

  it('leaves out rates of 0 and gift vouchers sold', () => {
    expect(
      vatByRate([
        { gross: 500, rate: 0 },
        { gross: 5000, rate: 19, voucherSale: true },
        { gross: 119, rate: 19 },
      ]),
    ).toEqual([{ rate: 19, gross: 119, net: 100, vat: 19 }]);
    expect(vatByRate([])).toEqual([]);
  });
});
