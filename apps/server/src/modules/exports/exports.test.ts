/**
 * The accountant's exports of a few known orders — a web order with shipping and two VAT rates, a
 * desk order paid in cash, a refunded line with its credit note, a gift voucher sold, a voucher code
 * redeemed — as CSV, as a workbook (read back with SheetJS, not exceljs), as the DATEV batch
 * (Windows-1252) and as the ZIP of a month's documents (its PDF read with pdftotext). The VAT the
 * exports show is `orderVat`'s over the same orders.
 */
import { orderVat, type OrderVatLine } from '@foyer/domain';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { invoiceDocuments, orderItems, orderLedger, orders, payments } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { documentNumber } from '../orders';
import { adminCall, buy, signedIn, useOrdersSuite } from '../orders/testing';

type ItemType = (typeof orderItems.$inferInsert)['type'];
interface Line {
  type: ItemType;
  name: string;
  count: number;
  unit: number;
  vat: number;
  productKind?: number;
}

const RANGE = { from: '2026-11-01', to: '2026-11-30' };
let sequence = 0;

describe.each(testDatabaseKinds())('exports on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  const known: { id: number; number: string; lines: { id: number; line: Line }[] }[] = [];

  async function insertOrder(options: {
    channel: 'web' | 'desk';
    bookedAt: string;
    lines: Line[];
    shipping?: number;
    country?: string;
    status?: 'booked' | 'partlyRefunded';
    payment?: string;
  }) {
    sequence += 1;
    const number = `EX-${sequence}-${Date.now() % 100000}`;
    const gross = options.lines.reduce((sum, line) => sum + line.count * line.unit, 0);
    const shipping = options.shipping ?? 0;
    const [order] = await suite.database.db
      .insert(orders)
      .values({
        token: `export-test-${number}`,
        number,
        status: options.status ?? 'booked',
        language: 'de',
        payart: options.channel === 'web' ? 161 : null,
        subtotal: gross,
        shippingCost: shipping,
        total: gross + shipping,
        billing: { country: 'DE' },
        shippingAddress: options.country ? { country: options.country } : null,
        bookedAt: new Date(options.bookedAt),
        createdAt: new Date(options.bookedAt),
        channel: options.channel,
      })
      .returning();
    if (!order) throw new Error('no order');
    const items = await suite.database.db
      .insert(orderItems)
      .values(
        options.lines.map((line, index) => ({
          orderId: order.id,
          type: line.type,
          name: line.name,
          count: line.count,
          unitPrice: line.unit,
          totalPrice: line.count * line.unit,
          vatValue: line.vat,
          details: {
            itemIndex: index,
            ...(line.productKind === undefined ? {} : { productKind: line.productKind }),
            // Articles are shipped, as the shop's articles are unless the catalog says otherwise.
            ...(line.type === 'merchandise' ? { needsShipping: true } : {}),
          },
        })),
      )
      .returning();
    const [payment] = await suite.database.db
      .insert(payments)
      .values({
        orderId: order.id,
        provider: options.payment ?? 'test',
        providerRef: `ref-${number}`,
        status: 'paid',
        amount: gross + shipping,
        createdAt: new Date(options.bookedAt),
      })
      .returning();
    await suite.database.db.insert(orderLedger).values({
      orderId: order.id,
      key: `capture-${number}`,
      kind: 'capture',
      amount: gross + shipping,
      paymentId: payment?.id ?? null,
      createdAt: new Date(options.bookedAt),
    });
    const entry = {
      id: order.id,
      number,
      lines: items.map((item, index) => ({ id: item.id, line: options.lines[index] as Line })),
    };
    known.push(entry);
    return { ...entry, paymentId: payment?.id ?? null };
  }

  async function knownOrders() {
    if (known.length > 0) return known;
    await insertOrder({
      channel: 'web',
      bookedAt: '2026-11-10T10:00:00Z',
      lines: [
        { type: 'ticket', name: 'Erwachsene', count: 2, unit: 1400, vat: 7 },
        { type: 'merchandise', name: 'Katalog', count: 1, unit: 2000, vat: 7 },
        { type: 'merchandise', name: 'Plakat', count: 1, unit: 1190, vat: 19 },
      ],
      shipping: 495,
      country: 'DE',
    });
    await insertOrder({
      channel: 'desk',
      bookedAt: '2026-11-11T09:30:00Z',
      lines: [{ type: 'dayTicket', name: 'Tageskarte', count: 1, unit: 1000, vat: 7 }],
      payment: 'cash',
    });
    const refunded = await insertOrder({
      channel: 'web',
      bookedAt: '2026-11-12T15:00:00Z',
      status: 'partlyRefunded',
      lines: [
        { type: 'ticket', name: 'Erwachsene', count: 1, unit: 1400, vat: 7 },
        { type: 'merchandise', name: 'Tasse', count: 1, unit: 1500, vat: 19 },
      ],
    });
    const mug = refunded.lines[1]?.id ?? 0;
    const [request] = await suite.database.db
      .insert(orderLedger)
      .values({
        orderId: refunded.id,
        key: 'refund-request',
        kind: 'refundRequested',
        amount: 1500,
        paymentId: refunded.paymentId,
        request: 'r1',
        lineIds: [mug],
        details: { purpose: 'cancellation', whole: false },
        createdAt: new Date('2026-11-14T10:00:00Z'),
      })
      .returning();
    await suite.database.db.insert(orderLedger).values({
      orderId: refunded.id,
      key: 'refund-done',
      kind: 'refundDone',
      request: 'r1',
      createdAt: new Date('2026-11-14T10:05:00Z'),
    });
    await suite.database.db.insert(invoiceDocuments).values({
      orderId: refunded.id,
      kind: 'creditNote',
      number: 900_000 + sequence,
      refundId: request?.id ?? null,
      itemIds: [mug],
      amount: 1500,
      issuedAt: new Date('2026-11-14T10:05:00Z'),
    });
    await insertOrder({
      channel: 'web',
      bookedAt: '2026-11-15T12:00:00Z',
      lines: [{ type: 'voucher', name: 'Gutschein 50 €', count: 1, unit: 5000, vat: 0 }],
    });
    await insertOrder({
      channel: 'web',
      bookedAt: '2026-11-16T12:00:00Z',
      lines: [
        { type: 'ticket', name: 'Erwachsene', count: 1, unit: 1400, vat: 7 },
        { type: 'voucherCode', name: 'Gutschein ABC', count: 1, unit: -1000, vat: 0 },
      ],
    });
    return known;
  }

  /** `orderVat` of a known order, from the test's own reading of its lines. */
  function vatOf(order: (typeof known)[number], shipping: number, shipTo: string | null) {
    const lines: OrderVatLine[] = order.lines.flatMap(({ id, line }) => {
      if (line.type === 'voucherCode') return [];
      const kind =
        line.type === 'voucher'
          ? 'voucherSale'
          : line.type === 'merchandise'
            ? 'goods'
            : 'admission';
      return [{ id, kind, gross: line.count * line.unit, rate: line.vat }];
    });
    return orderVat({ lines, shipping, shipTo, oss: false });
  }

  function download(path: string, query: Record<string, string> = RANGE) {
    return adminCall(suite.app, 'GET', `exports/${path}`, { agent: suite.manager, query });
  }

  it('writes the orders as CSV with a file name for the range', async () => {
    const orders = await knownOrders();
    const response = await download('csv/orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="foyer-orders-2026-11-01_2026-11-30.csv"',
    );
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    const separator = lines[0]?.includes(';') ? ';' : ',';
    for (const order of orders) {
      expect(lines.some((line) => line.startsWith(`"${order.number}"${separator}`))).toBe(true);
    }
    const web = lines.find((line) => line.startsWith(`"${orders[0]?.number}"`)) ?? '';
    // Gross 2800 + 2000 + 1190 + 495 shipping.
    expect(web).toContain(separator === ';' ? '64,85' : '64.85');
  });

  it('writes a workbook whose typed cells and VAT match orderVat', async () => {
    const orders = await knownOrders();
    const response = await download('workbook');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(response.rawPayload, { type: 'buffer', cellDates: true, cellNF: true });
    expect(book.SheetNames).toEqual([
      'Orders',
      'Order lines',
      'Payments and refunds',
      'Invoices and credit notes',
    ]);
    const sheet = book.Sheets.Orders;
    if (!sheet) throw new Error('no sheet');
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    const web = rows.find((row) => row.Order === orders[0]?.number);
    expect(web?.Gross).toBe(64.85);
    expect(web?.Booked).toBeInstanceOf(Date);
    // The euro format and the typed cell.
    const grossCell = sheet.G2;
    expect(grossCell?.t).toBe('n');
    expect(String(grossCell?.z)).toContain('€');
    const [first, desk, refunded, voucher, redeemed] = orders;
    if (!first || !desk || !refunded || !voucher || !redeemed) throw new Error('orders');
    const expected = [
      vatOf(first, 495, 'DE'),
      vatOf(desk, 0, null),
      vatOf(refunded, 0, 'DE'),
      vatOf(voucher, 0, 'DE'),
      vatOf(redeemed, 0, 'DE'),
    ];
    const ours = new Set(orders.map((order) => order.number));
    const exported = rows.filter((row) => ours.has(String(row.Order)));
    const vatSum = exported.reduce((sum, row) => sum + Math.round(Number(row.VAT) * 100), 0);
    expect(vatSum).toBe(expected.reduce((sum, vat) => sum + vat.vat, 0));
    expect(voucher && rows.find((row) => row.Order === voucher.number)?.['Not taxable']).toBe(50);
    expect(rows.find((row) => row.Order === redeemed.number)?.['Paid by voucher codes']).toBe(10);
    // The lines: each line's VAT is orderVat's; shipping split over 7 % and 19 %.
    const lines = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets['Order lines'] as XLSX.WorkSheet,
    );
    const firstVat = expected[0];
    const shippingRows = lines.filter(
      (row) => row.Order === first.number && row.Type === 'shipping',
    );
    expect(
      shippingRows.map((row) => [row['VAT rate'], Math.round(Number(row.Gross) * 100)]),
    ).toEqual(firstVat?.shipping.map((part) => [part.rate, part.gross]));
    expect(
      shippingRows.map((row) => [row['VAT rate'], Math.round(Number(row.Gross) * 100)]),
    ).toEqual([
      [7, 310],
      [19, 185],
    ]);
    for (const part of firstVat?.lines ?? []) {
      const row = lines.find((line) => line.Line === part.id);
      expect(Math.round(Number(row?.VAT) * 100)).toBe(part.vat);
    }
    const codeLine = lines.find(
      (row) => row.Order === redeemed.number && row.Type === 'voucherCode',
    );
    expect(codeLine?.['VAT kind']).toBe('payment');
    expect(codeLine?.VAT).toBeUndefined();
    // Payments and refunds: the mug paid back.
    const moves = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets['Payments and refunds'] as XLSX.WorkSheet,
    );
    expect(
      moves.find((row) => row.Order === refunded.number && row.Kind === 'refund')?.Amount,
    ).toBe(-15);
    // The credit note's VAT per rate is orderVat's over the line it pays back.
    const documents = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets['Invoices and credit notes'] as XLSX.WorkSheet,
    );
    const credit = documents.filter((row) => row.Order === refunded.number);
    const mug = refunded.lines[1];
    const creditVat = orderVat({
      lines: [{ id: 1, kind: 'goods', gross: -1500, rate: 19 }],
      shipping: 0,
      shipTo: 'DE',
      oss: false,
    });
    expect(mug?.line.name).toBe('Tasse');
    expect(credit.map((row) => [row['VAT rate'], Math.round(Number(row.VAT) * 100)])).toEqual(
      creditVat.rates.map((part) => [part.rate, part.vat]),
    );
  });

  it('writes the DATEV batch in Windows-1252 with a booking per kind and rate', async () => {
    const orders = await knownOrders();
    const response = await download('datev');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toContain(
      'EXTF_Buchungsstapel_2026-11-01_2026-11-30.csv',
    );
    const bytes = response.rawPayload;
    // "ü" of "BU-Schlüssel" is one byte, 0xFC, in Windows-1252.
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true);
    const text = iconv.decode(bytes, 'win1252');
    const [header, columns, ...all] = text.trimEnd().split('\r\n');
    // Every line carries DATEV's 125 fields; the bookings fill the first 14.
    expect(columns?.split(';')).toHaveLength(125);
    for (const line of all) expect(line.split(';')).toHaveLength(125);
    const lines = all.map((line) => line.split(';').slice(0, 14).join(';'));
    expect(header?.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    const fields = header?.split(';') ?? [];
    expect(fields[10]).toBe('1001');
    expect(fields[12]).toBe('20260101');
    expect(fields[13]).toBe('4');
    expect(fields[14]).toBe('20261101');
    expect(fields[15]).toBe('20261130');
    expect(columns?.startsWith('Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;')).toBe(true);
    const [first, desk, refunded, voucher, redeemed] = orders;
    if (!first || !desk || !refunded || !voucher || !redeemed) throw new Error('orders');
    const of = (number: string) => lines.filter((line) => line.includes(`"${number}"`));
    // Web order: admission 7 %, goods 7 %, goods 19 %, shipping 7 % and 19 % (card: 1360).
    expect(of(first.number)).toEqual([
      `28,00;"S";"EUR";;;;1360;8300;;1011;"${first.number}";"";;"${first.number} Eintritt 7%"`,
      `20,00;"S";"EUR";;;;1360;8300;;1011;"${first.number}";"";;"${first.number} Waren 7%"`,
      `11,90;"S";"EUR";;;;1360;8400;;1011;"${first.number}";"";;"${first.number} Waren 19%"`,
      `3,10;"S";"EUR";;;;1360;8300;;1011;"${first.number}";"";;"${first.number} Versand 7%"`,
      `1,85;"S";"EUR";;;;1360;8400;;1011;"${first.number}";"";;"${first.number} Versand 19%"`,
    ]);
    // Desk cash: 1000 Kasse.
    expect(of(desk.number)).toEqual([
      `10,00;"S";"EUR";;;;1000;8300;;1111;"${desk.number}";"";;"${desk.number} Eintritt 7%"`,
    ]);
    // Gift voucher sold: a liability, no revenue.
    expect(of(voucher.number)).toEqual([
      `50,00;"S";"EUR";;;;1360;1710;;1511;"${voucher.number}";"";;"${voucher.number} Gutschein verkauft"`,
    ]);
    // Voucher code redeemed: revenue in full, then the liability pays the money account.
    expect(of(redeemed.number)).toEqual([
      `14,00;"S";"EUR";;;;1360;8300;;1611;"${redeemed.number}";"";;"${redeemed.number} Eintritt 7%"`,
      `10,00;"S";"EUR";;;;1710;1360;;1611;"${redeemed.number}";"";;"${redeemed.number} Gutschein eingelöst"`,
    ]);
    // The credit note takes the mug's revenue back on the Haben side.
    const credit = lines.filter((line) => line.includes('"CN-'));
    expect(credit.length).toBeGreaterThan(0);
    expect(
      credit.some((line) =>
        /^15,00;"H";"EUR";;;;1360;8400;;1411;"CN-\d{6}";"";;"CN-\d{6} Waren 19%"$/.test(line),
      ),
    ).toBe(true);
  });

  it('refuses a range across a fiscal year and a range too long, in words', async () => {
    const across = await download('datev', { from: '2026-12-15', to: '2027-01-15' });
    expect(across.statusCode).toBe(422);
    expect(across.json()).toMatchObject({ error: 'DATEV_FISCAL_YEAR' });
    expect(across.json().message).toMatch(/fiscal year/);
    const long = await download('workbook', { from: '2025-01-01', to: '2026-11-30' });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    const backwards = await download('csv/lines', { from: '2026-11-30', to: '2026-11-01' });
    expect(backwards.statusCode).toBe(422);
    const zipTooLong = await download('documents', { from: '2026-10-01', to: '2026-11-30' });
    expect(zipTooLong.statusCode).toBe(422);
    const badSheet = await download('csv/everything');
    expect(badSheet.statusCode).toBe(422);
  });

  it('answers only roles that read reports', async () => {
    const sales = await signedIn(suite.app, suite.database.db, suite.config, suite.clock, 'sales');
    const response = await adminCall(suite.app, 'GET', 'exports/workbook', {
      agent: sales,
      query: RANGE,
    });
    expect(response.statusCode).toBe(403);
  });

  it('zips the PDFs of the documents issued in the range', async () => {
    const token = await buy(suite.app, [suite.ticket(suite.catalog.slots.open, 1)]);
    const invoice = await suite.app.inject({
      method: 'GET',
      url: `/api/en/order/documents/${token}/invoice.pdf`,
    });
    expect(invoice.statusCode).toBe(200);
    const day = suite.clock.now().toISOString().slice(0, 10);
    const response = await download('documents', { from: day, to: day });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const folder = mkdtempSync(join(tmpdir(), 'foyer-zip-'));
    writeFileSync(join(folder, 'documents.zip'), response.rawPayload);
    execFileSync('unzip', ['-q', 'documents.zip', '-d', 'out'], { cwd: folder });
    const listing = execFileSync('unzip', ['-Z1', 'documents.zip'], { cwd: folder })
      .toString()
      .trim()
      .split('\n');
    const order = await suite.orderOf(token);
    const pdfName = listing.find((name) => name.endsWith('.pdf'));
    expect(pdfName).toBeDefined();
    const text = execFileSync('pdftotext', [join(folder, 'out', pdfName ?? ''), '-']).toString();
    expect(text).toContain(order.number);
    const [issued] = await suite.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, order.id));
    expect(issued).toBeDefined();
    expect(text).toContain(documentNumber('invoice', issued?.number ?? 0));
    expect(
      readFileSync(join(folder, 'out', pdfName ?? ''))
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });
});
