import { describe, expect, it } from 'vitest';
import { invoiceVat } from './invoice-vat';

describe('invoiceVat', () => {
  it('splits each line into net and VAT and totals the VAT once per rate', () => {
    const result = invoiceVat([
      { gross: 1400, rate: 7, taxable: true },
      { gross: 1400, rate: 7, taxable: true },
      { gross: 1500, rate: 19, taxable: true },
    ]);
    expect(result.lines[0]).toEqual({ net: 1308, vat: 92, gross: 1400, rate: 7 });
    expect(result.lines[2]).toEqual({ net: 1261, vat: 239, gross: 1500, rate: 19 });
    // 2800 / 1.07 = 2616.82 → 2617 net, 183 VAT (the lines alone would say 184).
    expect(result.rates).toEqual([
      { rate: 7, gross: 2800, net: 2617, vat: 183 },
      { rate: 19, gross: 1500, net: 1261, vat: 239 },
    ]);
    expect(result).toMatchObject({ vat: 422, gross: 4300, net: 3878, untaxed: 0 });
  });

  it('leaves a gift voucher sold out of the VAT: no rate, net equals gross', () => {
    const result = invoiceVat([
      { gross: 5000, rate: 19, taxable: false },
      { gross: 1070, rate: 7, taxable: true },
    ]);
    expect(result.lines[0]).toEqual({ net: 5000, vat: 0, gross: 5000, rate: null });
    expect(result.rates).toEqual([{ rate: 7, gross: 1070, net: 1000, vat: 70 }]);
    expect(result).toMatchObject({ untaxed: 5000, vat: 70, gross: 6070, net: 6000 });
  });

  it('keeps rate 0 as a rate of its own and handles negative (credit note) amounts', () => {
    const result = invoiceVat([
      { gross: -1400, rate: 7, taxable: true },
      { gross: -300, rate: 0, taxable: true },
    ]);
    expect(result.rates).toEqual([
      { rate: 0, gross: -300, net: -300, vat: 0 },
      { rate: 7, gross: -1400, net: -1308, vat: -92 },
    ]);
    expect(result.vat).toBe(-92);
  });
});
