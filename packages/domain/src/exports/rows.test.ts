import { describe, expect, it } from 'vitest';
import {
  documentOrder,
  documentRows,
  exportOrderVat,
  lineRows,
  orderRow,
  voucherCodesPaid,
  type ExportOrder,
} from './rows';

const booked = new Date('2026-11-10T10:00:00Z');

function order(overrides: Partial<ExportOrder> = {}): ExportOrder {
  return {
    id: 1,
    number: 'W-1',
    bookedAt: booked,
    channel: 'web',
    status: 'booked',
    payment: 'Credit card',
    shipTo: 'DE',
    shipping: 495,
    total: 6485,
    lines: [
      {
        id: 11,
        type: 'ticket',
        productKind: null,
        needsShipping: false,
        name: 'Adult',
        count: 2,
        unitPrice: 1400,
        total: 2800,
        vatRate: 7,
        cancelled: false,
      },
      {
        id: 12,
        type: 'merchandise',
        productKind: 1,
        needsShipping: true,
        name: 'Book',
        count: 1,
        unitPrice: 2000,
        total: 2000,
        vatRate: 7,
        cancelled: false,
      },
      {
        id: 13,
        type: 'merchandise',
        productKind: 1,
        needsShipping: true,
        name: 'Poster',
        count: 1,
        unitPrice: 1190,
        total: 1190,
        vatRate: 19,
        cancelled: true,
      },
    ],
    ...overrides,
  };
}

describe('export rows', () => {
  it('splits the shipping over the goods rates and shows it as rows of its own', () => {
    const web = order();
    const vat = exportOrderVat(web, false);
    const rows = lineRows(web, vat);
    const shipping = rows.filter((row) => row.type === 'shipping');
    expect(shipping.map((row) => [row.vatRate, row.gross])).toEqual([
      [7, 310],
      [19, 185],
    ]);
    expect(rows.find((row) => row.line === 13)).toMatchObject({
      vatRate: 19,
      vat: 190,
      cancelled: 'yes',
    });
  });

  it('writes the order with orderVat totals', () => {
    const web = order();
    const vat = exportOrderVat(web, false);
    expect(orderRow(web, vat)).toMatchObject({
      order: 'W-1',
      gross: 6485,
      vat: vat.vat,
      net: 6485 - vat.vat,
    });
  });

  it('ships nothing from the desk and taxes goods abroad only under the one-stop-shop', () => {
    const desk = order({ channel: 'desk', shipping: 0, shipTo: 'FR' });
    expect(exportOrderVat(desk, true).rates.every((part) => part.country === 'DE')).toBe(true);
    const france = order({ shipTo: 'FR' });
    const oss = exportOrderVat(france, true);
    expect(oss.rates.map((part) => `${part.country} ${part.rate}`)).toEqual([
      'DE 7',
      'FR 5.5',
      'FR 20',
    ]);
    expect(exportOrderVat(france, false).rates.map((part) => part.country)).toEqual(['DE', 'DE']);
  });

  it('keeps a voucher code as a means of payment without VAT', () => {
    const redeemed = order({
      shipping: 0,
      lines: [
        {
          id: 21,
          type: 'ticket',
          productKind: null,
          needsShipping: false,
          name: 'Adult',
          count: 1,
          unitPrice: 1400,
          total: 1400,
          vatRate: 7,
          cancelled: false,
        },
        {
          id: 22,
          type: 'voucherCode',
          productKind: null,
          needsShipping: false,
          name: 'Code',
          count: 1,
          unitPrice: -1000,
          total: -1000,
          vatRate: 0,
          cancelled: false,
        },
      ],
    });
    const vat = exportOrderVat(redeemed, false);
    expect(vat.gross).toBe(1400);
    expect(voucherCodesPaid(redeemed)).toBe(1000);
    expect(lineRows(redeemed, vat).find((row) => row.line === 22)).toMatchObject({
      kind: 'payment',
      vat: null,
    });
  });

  it('takes back on a credit note the lines it names, negative, with the shipping it paid back', () => {
    const credited = documentOrder(order(), {
      kind: 'creditNote',
      itemIds: [13],
      amount: 1190,
      voucherAmount: 0,
    });
    expect(credited.lines.map((line) => line.total)).toEqual([-1190]);
    expect(credited.shipping).toBe(0);
    const withShipping = documentOrder(order(), {
      kind: 'creditNote',
      itemIds: [13],
      amount: 1685,
      voucherAmount: 0,
    });
    expect(withShipping.shipping).toBe(-495);
    const invoice = documentOrder(order(), {
      kind: 'invoice',
      itemIds: [],
      amount: 0,
      voucherAmount: 0,
    });
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.shipping).toBe(495);
  });

  it('writes one document row per VAT rate and one for what is not taxable', () => {
    const sold = order({
      shipping: 0,
      lines: [
        {
          id: 31,
          type: 'ticket',
          productKind: null,
          needsShipping: false,
          name: 'Adult',
          count: 1,
          unitPrice: 1400,
          total: 1400,
          vatRate: 7,
          cancelled: false,
        },
        {
          id: 32,
          type: 'voucher',
          productKind: null,
          needsShipping: false,
          name: 'Gift',
          count: 1,
          unitPrice: 5000,
          total: 5000,
          vatRate: 0,
          cancelled: false,
        },
      ],
    });
    const rows = documentRows({
      number: 'INV-000001',
      kind: 'invoice',
      issuedAt: booked,
      order: 'W-1',
      refersTo: null,
      vat: exportOrderVat(sold, false),
    });
    expect(rows.map((row) => [row.vatRate, row.gross, row.vat])).toEqual([
      [7, 1400, 92],
      [null, 5000, 0],
    ]);
  });
});
