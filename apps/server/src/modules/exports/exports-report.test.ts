/**
 * The workbook the accountant books from agrees with the back office's VAT report to the cent: orders
 * bought through the shop (tickets, an annual pass, goods at 7 % and 19 % shipped within Germany and
 * to Austria under the one-stop-shop, a gift voucher, a voucher code) and a partial cancellation with
 * its credit note. The workbook is read back with SheetJS, not the exceljs that wrote it.
 */
import type { CartItem } from '@foyer/domain/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { testDatabaseKinds } from '../../testing/databases';
import {
  execPayment,
  freshCode,
  guestToken,
  initPayment,
  orderTokenOfReturn,
  pay,
} from '../checkout/testing';
import { adminCall, key, useOrdersSuite } from '../orders/testing';

const RANGE = { from: '2026-11-01', to: '2026-11-30' };

interface ReportBody {
  columns: string[];
  rows: { key: string; values: number[] }[];
  totals: number[];
}

type Row = Record<string, unknown>;
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

describe.each(testDatabaseKinds())('the workbook against the VAT report on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  // Goods shipped to Austria carry Austria's rates.
  suite.config.server.museum.oss = true;

  async function bought(items: CartItem[], country = 'DE'): Promise<number> {
    const token = await guestToken(suite.app, { country });
    const started = await initPayment(suite.app, items, { token });
    if (started.statusCode !== 200) throw new Error(`initPayment: ${started.body}`);
    const url: string = started.json().data;
    const orderToken = url.includes('/pay/test/')
      ? await pay(suite.app, url)
      : orderTokenOfReturn(url);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    return (await suite.orderOf(orderToken)).id;
  }

  it('has the VAT of every rate and country, and its total, that the VAT report has', async () => {
    const { catalog } = suite;
    const article = (id: number, count = 1): CartItem => ({ type: 'merchandise', id, count });
    const home = await bought([
      suite.ticket(catalog.slots.open, 2),
      article(catalog.articles.book),
      article(catalog.articles.poster, 2),
      {
        type: 'merchandise',
        id: catalog.articles.pass,
        count: 1,
        owners: [
          {
            name: { title: '', first: 'Grace', last: 'Hopper' },
            send_to_custom_addr: false,
            address: null,
          },
        ],
      },
    ]);
    await bought([article(catalog.articles.book, 2), article(catalog.articles.bag)], 'AT');
    await bought([
      { type: 'voucher', id: catalog.voucherTypes.fixed, count: 1 },
      suite.ticket(catalog.slots.open, 1),
    ]);
    await bought([
      article(catalog.articles.poster),
      { type: 'voucherCode', barcode: await freshCode(suite.database.db, 500) },
    ]);
    // One of the two posters goes back: a credit note at 19 %.
    const detail = await suite.detail(home);
    const poster = detail.lines.find((line) => line.count === 2 && line.name.includes('Poster'));
    if (!poster) throw new Error(`no poster line in ${JSON.stringify(detail.lines)}`);
    const cancelled = await adminCall(suite.app, 'POST', `orders/${home}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key(), quantities: [{ lineId: poster.id, count: 1 }] },
    });
    expect(cancelled.statusCode).toBe(200);

    const report = await adminCall(suite.app, 'GET', 'reports/vat', {
      agent: suite.manager,
      query: RANGE,
    });
    expect(report.statusCode).toBe(200);
    const vat = report.json().data as ReportBody;
    const column = (name: string) => vat.columns.indexOf(name);

    const workbook = await adminCall(suite.app, 'GET', 'exports/workbook', {
      agent: suite.manager,
      query: RANGE,
    });
    expect(workbook.statusCode).toBe(200);
    const book = XLSX.read(workbook.rawPayload, { type: 'buffer', cellDates: true });
    const sheet = (name: string) =>
      XLSX.utils.sheet_to_json<Row>(book.Sheets[name] as XLSX.WorkSheet);
    const lines = sheet('Order lines');
    const documents = sheet('Invoices and credit notes');

    // The report's row key of a (country, rate): the seller's rates by number, others with the
    // country in front.
    const keyOf = (row: Row) =>
      row['VAT country'] === 'DE'
        ? String(row['VAT rate'])
        : `${row['VAT country']}:${row['VAT rate']}`;
    const perKey = new Map<string, { gross: number; vat: number }>();
    const addTo = (row: Row, sign: number) => {
      if (row['VAT rate'] === undefined || row['VAT kind'] === 'voucherSale') return;
      const entry = perKey.get(keyOf(row)) ?? { gross: 0, vat: 0 };
      entry.gross += sign * cents(row.Gross);
      entry.vat += sign * cents(row.VAT);
      perKey.set(keyOf(row), entry);
    };
    for (const row of lines) addTo(row, 1);
    // Credit notes carry negative amounts already.
    for (const row of documents) if (row.Kind === 'creditNote') addTo(row, 1);

    const reported = new Map(
      vat.rows
        .filter((row) => /^(\w\w:)?\d/.test(row.key))
        .map((row) => [
          row.key,
          { gross: row.values[column('total')] ?? 0, vat: row.values[column('vat')] ?? 0 },
        ]),
    );
    expect(Object.fromEntries(perKey)).toEqual(Object.fromEntries(reported));
    // Every rate the orders hold is there: the pass (0 %), admissions and goods at home, Austria's
    // rates abroad.
    expect([...reported.keys()].sort()).toEqual(['0', '19', '7', 'AT:10', 'AT:20']);
    // The orders sheet's VAT, less the credit note's, is the report's total VAT.
    const ordersVat = sheet('Orders').reduce((sum, row) => sum + cents(row.VAT), 0);
    const creditVat = documents
      .filter((row) => row.Kind === 'creditNote')
      .reduce((sum, row) => sum + cents(row.VAT), 0);
    expect(creditVat).toBeLessThan(0);
    expect(ordersVat + creditVat).toBe(vat.totals[column('vat')]);

    // DATEV books Austria's goods and shipping on the one-stop-shop account, naming the country
    // and its rate; its amounts add up to what the VAT report says was sold and paid back.
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
      .map((line) => line.split(';'));
    const abroad = bookings.filter((fields) => fields[39] === '"AT"');
    expect(abroad.map((fields) => fields[40]).sort()).toEqual(['10,00', '10,00', '20,00', '20,00']);
    const taxedKeys = [...reported.keys()];
    const reportedTotal = taxedKeys.reduce((sum, key) => sum + (reported.get(key)?.gross ?? 0), 0);
    const revenue = bookings
      .filter((fields) => !/Gutschein/.test(fields[13] ?? ''))
      .reduce(
        (sum, fields) =>
          sum + (fields[1] === '"H"' ? -1 : 1) * cents((fields[0] ?? '0').replace(',', '.')),
        0,
      );
    expect(revenue).toBe(reportedTotal);
  });
});
