/**
 * The short run of the exports' benchmark (bench/exports.ts): 1,100 orders written in bulk come out
 * whole in the workbook (read back with SheetJS) and in the DATEV batch, page after page, with the
 * VAT of `orderVat` and the amounts that add up to what was sold.
 */
import { orderVat } from '@foyer/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { demoConfig } from '../../testing/app';
import { BULK_DESK_TOTAL, BULK_WEB_TOTAL, insertBulkOrders } from '../../testing/bulk-orders';
import { testDatabaseKinds } from '../../testing/databases';
import { useSuite } from '../../testing/suite';
import { createTestApp } from '../../testing/app';
import { datevExport, workbookExport } from './index';

// Three pages of the exports' keyset reads (500 orders a page).
const COUNT = 1100;
const DESK = COUNT / 5;
const WEB = COUNT - DESK;

async function bytesOf(content: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe.each(testDatabaseKinds())('exports of 1,100 orders on $name', ({ open }) => {
  const config = demoConfig();
  const clock = { now: () => new Date('2026-12-01T08:00:00Z') };
  const suite = useSuite(async () => {
    const database = await open();
    const app = await createTestApp(database, { config });
    await insertBulkOrders(database.db, COUNT, new Date('2026-10-31T23:00:00Z'));
    return { database, app };
  });
  const deps = () => ({ db: suite.database.db, config, clock });
  const query = { from: '2026-11-01', to: '2026-11-30' };

  it('writes every order and line into the workbook with orderVat', async () => {
    const book = XLSX.read(await bytesOf(workbookExport(deps(), query, 'en').content), {
      type: 'buffer',
    });
    const orders = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets.Orders as XLSX.WorkSheet,
    );
    expect(orders).toHaveLength(COUNT);
    const lines = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets['Order lines'] as XLSX.WorkSheet,
    );
    // Three lines and two shipping shares per web order, one line per desk order.
    expect(lines).toHaveLength(WEB * 5 + DESK);
    const web = orderVat({
      lines: [
        { id: 1, kind: 'admission', gross: 2800, rate: 7 },
        { id: 2, kind: 'goods', gross: 2000, rate: 7 },
        { id: 3, kind: 'goods', gross: 1190, rate: 19 },
      ],
      shipping: 495,
      shipTo: 'DE',
      oss: false,
    });
    const desk = orderVat({
      lines: [{ id: 1, kind: 'admission', gross: BULK_DESK_TOTAL, rate: 7 }],
      shipping: 0,
      shipTo: null,
      oss: false,
    });
    const vat = orders.reduce((sum, row) => sum + Math.round(Number(row.VAT) * 100), 0);
    expect(vat).toBe(WEB * web.vat + DESK * desk.vat);
    const gross = orders.reduce((sum, row) => sum + Math.round(Number(row['To pay']) * 100), 0);
    expect(gross).toBe(WEB * BULK_WEB_TOTAL + DESK * BULK_DESK_TOTAL);
  });

  it('books every order in the DATEV batch, amounts adding up to the sales', async () => {
    const outcome = await datevExport(deps(), query);
    if (!outcome.ok) throw new Error(outcome.failure.code);
    const text = iconv.decode(await bytesOf(outcome.value.content), 'win1252');
    const [, , ...lines] = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(WEB * 5 + DESK);
    const cents = lines.reduce(
      (sum, line) => sum + Math.round(Number(line.split(';')[0]?.replace(',', '.')) * 100),
      0,
    );
    expect(cents).toBe(WEB * BULK_WEB_TOTAL + DESK * BULK_DESK_TOTAL);
    expect(lines.filter((line) => line.includes(';1000;8300;'))).toHaveLength(DESK);
  });
});
