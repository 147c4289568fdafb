import { describe, expect, it } from 'vitest';
import { cancellationFeeVatLines, isFeeLineId } from './cancellation-fee-vat';
import { orderVat, type OrderVatLine } from './order-vat';

const admission = (id: number, gross: number, rate = 7): OrderVatLine => ({
  id,
  kind: 'admission',
  gross,
  rate,
});

describe('cancellationFeeVatLines', () => {
  it('taxes the fee as the cancelled lines: their kind and rate', () => {
    const fee = cancellationFeeVatLines(250, [admission(1, -1500), admission(2, -500)]);
    expect(fee).toEqual([{ id: -1, kind: 'admission', rate: 7, shipped: true, gross: 250 }]);
    expect(fee.every((line) => isFeeLineId(line.id))).toBe(true);
  });

  it('splits the fee over the rates in proportion to the lines, to the cent', () => {
    const fee = cancellationFeeVatLines(101, [admission(1, -3000, 7), admission(2, -1000, 19)]);
    expect(fee.map((line) => [line.rate, line.gross])).toEqual([
      [7, 76],
      [19, 25],
    ]);
    expect(fee.reduce((sum, line) => sum + line.gross, 0)).toBe(101);
  });

  it('gives no line without a fee or without cancelled value', () => {
    expect(cancellationFeeVatLines(0, [admission(1, -1000)])).toEqual([]);
    expect(cancellationFeeVatLines(100, [admission(1, 0)])).toEqual([]);
  });

  it('on a credit note the lines and the fee add up to the rate VAT and to what is paid back', () => {
    const credited = [admission(1, -1999), admission(2, -1001)];
    const fee = cancellationFeeVatLines(333, credited);
    const vat = orderVat({ lines: [...credited, ...fee], shipping: 0, shipTo: null, oss: false });
    expect(vat.gross).toBe(-3000 + 333);
    const rate = vat.rates[0];
    expect(rate?.gross).toBe(-2667);
    expect(vat.lines.reduce((sum, line) => sum + line.vat, 0)).toBe(rate?.vat);
    expect(vat.lines.reduce((sum, line) => sum + line.net, 0)).toBe(rate?.net);
    // The fee line carries VAT at the lines' rate.
    const feeLine = vat.lines.find((line) => isFeeLineId(line.id));
    expect(feeLine).toMatchObject({ rate: 7, gross: 333 });
    expect(Math.abs((feeLine?.vat ?? 0) - Math.round((333 * 7) / 107))).toBeLessThanOrEqual(1);
  });
});
