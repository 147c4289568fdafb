/**
 * The cancellation fee is booked everywhere, and everywhere the same to the cent: a visitor cancels
 * a line within terms that carry a fee (a percentage, a fixed amount, and a fixed fee partly taken
 * from the voucher amounts a code paid), and the ledger, the credit note (its PDF and the Factur-X
 * XML in it), the accountant's workbook (documents, payments), the DATEV batch and the back office's
 * reports agree on what was credited, what the museum kept and what was paid back.
 */
import { checkEn16931, readCii } from '@foyer/domain/e-invoice';
import type { CartItem } from '@foyer/domain/contract';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { orderItems, orderLedger } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfEmbeddedFile, pdfToText } from '../../testing/documents';
import { freshCode, freshSlot, TEST_SECRET } from '../checkout/testing';
import { adminCall, buy, key, useOrdersSuite } from '../orders/testing';

// The suite's clock stands at 2026-11-21.
const RANGE = { from: '2026-11-01', to: '2026-11-30' };

type Row = Record<string, unknown>;
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const datevCents = (value: string | undefined) => cents((value ?? '0').replace(',', '.'));

interface ReportBody {
  columns: string[];
  rows: { key: string; values: number[] }[];
  totals: number[];
}

describe.each(testDatabaseKinds())('the cancellation fee in the books on $name', ({ open }) => {
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } }, (config) => {
    config.server.museum.terms.cancel = {
      allowed: true,
      untilHours: 24,
      fee: { percent: 10 },
      kinds: ['ticket'],
    };
    return config;
  });
  const { config, ticket } = suite;

  async function report(kind: 'vat' | 'products'): Promise<ReportBody> {
    const res = await adminCall(suite.app, 'GET', `reports/${kind}`, {
      agent: suite.manager,
      query: RANGE,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as ReportBody;
  }
  const total = (body: ReportBody, column: string) =>
    body.totals[body.columns.indexOf(column)] ?? 0;
  const rowValue = (body: ReportBody, rowKey: string, column: string) =>
    body.rows.find((row) => row.key === rowKey)?.values[body.columns.indexOf(column)] ?? 0;

  /** Buys `items`, cancels the line at `index` as the visitor, and checks every book. */
  async function cancelAndCompare(
    items: CartItem[],
    index: number,
    expected: { fee: number; money: number; vouchers: number },
  ) {
    const token = await buy(suite.app, items, { lang: 'de' });
    const order = await suite.orderOf(token);
    const vatBefore = await report('vat');
    const productsBefore = await report('products');

    const review = await suite.app.inject({
      method: 'GET',
      url: `/api/de/order/review?id=${token}`,
    });
    const line = review.json().data.cancellation.lines[index];
    expect(line).toMatchObject({ allowed: true, fee: expected.fee });
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/de/order/cancelLines',
      payload: { id: token, lineIds: [line.lineId], key: key() },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json().data as { refund: number; fee: number; creditNote: string };
    expect(answer.fee).toBe(expected.fee);

    // The ledger: the lines' value is what came back plus the fee kept.
    const [request] = await suite.database.db
      .select()
      .from(orderLedger)
      .where(and(eq(orderLedger.orderId, order.id), eq(orderLedger.kind, 'refundRequested')));
    if (!request) throw new Error('no refund request');
    const money = request.amount;
    const vouchers = request.vouchers.reduce((sum, part) => sum + part.amount, 0);
    const fee = Number(request.details.fee ?? 0);
    const items_ = await suite.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const value = items_
      .filter((item) => request.lineIds.includes(item.id))
      .reduce((sum, item) => sum + item.totalPrice, 0);
    expect({ fee, money, vouchers }).toEqual(expected);
    expect(money + vouchers + fee).toBe(value);
    expect(answer.refund).toBe(money + vouchers);

    // The credit note: the lines credited, the fee charged with its VAT, the total paid back.
    const pdfRes = await suite.app.inject({
      method: 'GET',
      url: new URL(answer.creditNote).pathname,
    });
    expect(pdfRes.statusCode).toBe(200);
    const pdf = pdfRes.rawPayload;
    const text = pdfToText(pdf);
    expect(text).toContain('Stornogebühr');
    const invoice = readCii(pdfEmbeddedFile(pdf, 1).toString('utf8'));
    expect(checkEn16931(invoice)).toEqual([]);
    expect(invoice.typeCode).toBe('381');
    expect(invoice.totals.grandTotal).toBe(money + vouchers);
    const feeLines = invoice.lines.filter((entry) => entry.quantity < 0);
    expect(feeLines).toHaveLength(1);
    const feeNet = feeLines.reduce((sum, entry) => sum + entry.net, 0);
    const feeVat = fee + feeNet; // the fee's gross less its (negative) net
    expect(feeLines[0]?.rate).toBe(7);
    expect(Math.abs(feeVat - Math.round((fee * 7) / 107))).toBeLessThanOrEqual(1);
    const creditNumber = /credit-note-(\d+)\.pdf$/.exec(answer.creditNote)?.[1] ?? '';
    const number = `CN-${creditNumber.padStart(6, '0')}`;
    expect(text).toContain(number);

    // The workbook: the credit note's rows and the payments.
    const workbook = await adminCall(suite.app, 'GET', 'exports/workbook', {
      agent: suite.manager,
      query: RANGE,
    });
    expect(workbook.statusCode).toBe(200);
    const book = XLSX.read(workbook.rawPayload, { type: 'buffer', cellDates: true });
    const sheet = (name: string) =>
      XLSX.utils.sheet_to_json<Row>(book.Sheets[name] as XLSX.WorkSheet);
    const documentRows = sheet('Invoices and credit notes').filter(
      (row) => row.Document === number,
    );
    expect(documentRows.reduce((sum, row) => sum + cents(row.Gross), 0)).toBe(-(money + vouchers));
    expect(documentRows.reduce((sum, row) => sum + cents(row.VAT), 0)).toBe(-invoice.totals.vat);
    const paymentRows = sheet('Payments and refunds').filter((row) => row.Order === order.number);
    const back = paymentRows
      .filter((row) => row.Kind === 'refund' || row.Kind === 'voucherReturned')
      .reduce((sum, row) => sum + cents(row.Amount), 0);
    expect(back).toBe(-(money + vouchers));

    // DATEV: the credited revenue back, the fee kept as revenue, the voucher amounts returned.
    const datev = await adminCall(suite.app, 'GET', 'exports/datev', {
      agent: suite.manager,
      query: RANGE,
    });
    expect(datev.statusCode).toBe(200);
    const bookings = iconv
      .decode(datev.rawPayload, 'win1252')
      .trimEnd()
      .split('\r\n')
      .slice(2)
      .map((entry) => entry.split(';'))
      .filter((fields) => fields[10] === `"${number}"`);
    const signed = (fields: string[]) => (fields[1] === '"H"' ? -1 : 1) * datevCents(fields[0]);
    const feeBookings = bookings.filter((fields) => /Stornogebühr/.test(fields[13] ?? ''));
    expect(feeBookings.reduce((sum, fields) => sum + signed(fields), 0)).toBe(fee);
    const revenue = bookings.filter((fields) => !/Gutschein/.test(fields[13] ?? ''));
    expect(revenue.reduce((sum, fields) => sum + signed(fields), 0)).toBe(-(money + vouchers));
    const voucherBookings = bookings.filter((fields) => /Gutschein/.test(fields[13] ?? ''));
    expect(voucherBookings.reduce((sum, fields) => sum + datevCents(fields[0]), 0)).toBe(vouchers);

    // The reports: what was paid back, the fee kept as revenue, the VAT of the credit note.
    const vatAfter = await report('vat');
    const productsAfter = await report('products');
    expect(total(vatAfter, 'refunds') - total(vatBefore, 'refunds')).toBe(money + vouchers);
    expect(total(vatAfter, 'vat') - total(vatBefore, 'vat')).toBe(-invoice.totals.vat);
    expect(total(productsAfter, 'refunds') - total(productsBefore, 'refunds')).toBe(
      money + vouchers,
    );
    expect(
      rowValue(productsAfter, 'cancellationFees', 'total') -
        rowValue(productsBefore, 'cancellationFees', 'total'),
    ).toBe(fee);
  }

  it('agrees on a percent fee', async () => {
    const first = await freshSlot(suite.database.db, suite.catalog, 10);
    const second = await freshSlot(suite.database.db, suite.catalog, 10);
    // 2 × 14,00 € cancelled: 10 % is 2,80 €.
    await cancelAndCompare([ticket(first.datetime, 1), ticket(second.datetime, 2)], 1, {
      fee: 280,
      money: 2520,
      vouchers: 0,
    });
  });

  it('agrees on a fixed fee', async () => {
    config.server.museum.terms.cancel.fee = { fixed: 333 };
    try {
      const first = await freshSlot(suite.database.db, suite.catalog, 10);
      const second = await freshSlot(suite.database.db, suite.catalog, 10);
      await cancelAndCompare([ticket(first.datetime, 1), ticket(second.datetime, 3)], 1, {
        fee: 333,
        money: 4200 - 333,
        vouchers: 0,
      });
    } finally {
      config.server.museum.terms.cancel.fee = { percent: 10 };
    }
  });

  it('agrees on a fixed fee, partly taken from the voucher amounts', async () => {
    config.server.museum.terms.cancel.fee = { fixed: 500 };
    try {
      const first = await freshSlot(suite.database.db, suite.catalog, 10);
      const second = await freshSlot(suite.database.db, suite.catalog, 10);
      // 28,00 € of tickets, 26,00 € paid by a voucher code and 2,00 € by card: the 5,00 € fee is
      // kept from the card's money first, then from the voucher amounts.
      const code = await freshCode(suite.database.db, 2600);
      await cancelAndCompare(
        [
          ticket(first.datetime, 1),
          ticket(second.datetime, 1),
          { type: 'voucherCode', barcode: code },
        ],
        1,
        { fee: 500, money: 0, vouchers: 900 },
      );
    } finally {
      config.server.museum.terms.cancel.fee = { percent: 10 };
    }
  });
});
