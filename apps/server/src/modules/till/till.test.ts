/**
 * The till's server core on PGlite and PostgreSQL: shifts with a float and a counted closing, sales
 * with change and split payments (two ledger payments), the storno of the last sale, the Z report
 * against the orders' ledgers, idempotent sales, two cashiers racing for the last places, a shift
 * that survives a restart, the DSFinV-K export's structural check, and the switch.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDsfinvkExport, parseDsfinvkCsv } from '@foyer/domain/till';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { issuedTickets, staffAuditLog, tills } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { orderById, paymentsOfOrder, readLedger } from '../orders';
import { adminCall, signedIn, type Agent } from '../orders/testing';
import { pdfToText, qrCodesOnPage } from '../../testing/documents';
import { mixedCart, requestKey, tillConfig } from './till.fixtures';

// Adult ticket 14.00 € (7 %), catalogue 25.00 € (7 %), poster 9.00 € (19 %).
const MIXED_TOTAL = 2 * 1400 + 2500 + 900;

describe.each(testDatabaseKinds())('the till on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let anna: Agent;
  let ben: Agent;
  let owner: Agent;
  let manager: Agent;
  const clock = movableClock();
  const config = tillConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    anna = await signedIn(app, database.db, config, clock, 'sales');
    ben = await signedIn(app, database.db, config, clock, 'sales');
    owner = await signedIn(app, database.db, config, clock, 'owner');
    manager = await signedIn(app, database.db, config, clock, 'manager');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (
    agent: Agent,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: object,
    query?: Record<string, string>,
  ) =>
    adminCall(app, method, url, { agent, ...(body ? { body } : {}), ...(query ? { query } : {}) });
  const sell = (agent: Agent, till: string, items: object[], payment: object, key = requestKey()) =>
    call(agent, 'POST', 'till/sales', { till, key, language: 'en', items, payment });

  /** What the orders' ledgers hold of `orderIds`: captured less paid back. */
  async function ledgerHeld(orderIds: number[]): Promise<number> {
    let held = 0;
    for (const id of orderIds) {
      const order = await orderById(database.db, id);
      if (!order) throw new Error(`order ${id}`);
      const { summary } = await readLedger(database.db, order);
      held += summary.payments.reduce((sum, payment) => sum + payment.held, 0);
    }
    return held;
  }

  it('sells with change, split payments, a storno, and closes the shift with its Z report', async () => {
    const opened = await call(anna, 'POST', 'till/shifts', { till: 'till-1', float: 10_000 });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ till: 'till-1', float: 10_000, closedAt: null });
    const again = await call(ben, 'POST', 'till/shifts', { till: 'till-1', float: 0 });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('TILL_SHIFT_ALREADY_OPEN');
    const elsewhere = await sell(
      ben,
      'till-1',
      mixedCart(catalog, (await freshSlot(database.db, catalog, 10)).datetime),
      { card: 0 },
    );
    expect(elsewhere.json().error).toBe('TILL_SHIFT_OTHER_CASHIER');

    // Cash with change.
    const slot = await freshSlot(database.db, catalog, 20);
    const tooLittle = await sell(anna, 'till-1', mixedCart(catalog, slot.datetime), {
      card: 0,
      given: 5000,
    });
    expect(tooLittle.statusCode).toBe(422);
    expect(tooLittle.json()).toMatchObject({
      error: 'TILL_CASH_TOO_LITTLE',
      message: 'Too little cash was given.',
      params: { missing: MIXED_TOTAL - 5000 },
    });
    expect((await counters(database.db, slot.capacityId)).sold).toBe(0);
    const cash = await sell(anna, 'till-1', mixedCart(catalog, slot.datetime), {
      card: 0,
      given: 10_000,
    });
    expect(cash.statusCode).toBe(200);
    const cashSale = cash.json().data;
    expect(cashSale.receipt).toMatchObject({
      kind: 'sale',
      number: 1,
      total: MIXED_TOTAL,
      museum: { name: 'Stadtmuseum Test gGmbH', address: ['Museumsplatz 1', '10115 Berlin'] },
      payments: { cash: MIXED_TOTAL, card: 0, given: 10_000, change: 10_000 - MIXED_TOTAL },
      fiscal: { state: 'none', signature: null },
    });
    expect(
      cashSale.receipt.lines.map((line: { count: number; name: string }) => [
        line.count,
        line.name,
      ]),
    ).toEqual([
      [2, 'Adult'],
      [1, 'Catalogue'],
      [1, 'Poster'],
    ]);
    expect(cashSale.receipt.vat).toEqual([
      { rate: 7, gross: 5300, net: 4953, vat: 347 },
      { rate: 19, gross: 900, net: 756, vat: 144 },
    ]);
    expect(cashSale.ticketsUrl).toMatch(/tickets\.pdf$/);
    expect((await counters(database.db, slot.capacityId)).sold).toBe(2);

    // Split: card and cash are two payments of the order's ledger.
    const split = await sell(anna, 'till-1', mixedCart(catalog, slot.datetime), {
      card: 3000,
      given: 5000,
    });
    expect(split.statusCode).toBe(200);
    const splitSale = split.json().data;
    expect(splitSale.receipt.payments).toEqual({
      cash: MIXED_TOTAL - 3000,
      card: 3000,
      voucher: 0,
      given: 5000,
      change: 5000 - (MIXED_TOTAL - 3000),
    });
    const payments = await paymentsOfOrder(database.db, splitSale.orderId);
    expect(
      payments.map((payment) => [payment.provider, payment.amount, payment.status]).sort(),
    ).toEqual([
      ['card_terminal', 3000, 'paid'],
      ['cash', MIXED_TOTAL - 3000, 'paid'],
    ]);
    const splitOrder = await orderById(database.db, splitSale.orderId);
    if (!splitOrder) throw new Error('no order');
    const ledger = await readLedger(database.db, splitOrder);
    expect(ledger.summary).toMatchObject({
      state: 'booked',
      captured: MIXED_TOTAL,
      surplus: [],
      owed: 0,
    });

    // Card only, then cancelled as the last sale.
    const card = await sell(anna, 'till-1', mixedCart(catalog, slot.datetime, 1), {
      card: 1400 + 2500 + 900,
    });
    expect(card.json().data.receipt.payments).toMatchObject({ cash: 0, card: 4800, change: 0 });
    const notOwn = await call(ben, 'POST', 'till/stornos', { till: 'till-1', key: requestKey() });
    expect(notOwn.json().error).toBe('TILL_STORNO_NOT_OWN');
    const storno = await call(anna, 'POST', 'till/stornos', { till: 'till-1', key: requestKey() });
    expect(storno.statusCode).toBe(200);
    expect(storno.json().data).toMatchObject({
      kind: 'storno',
      number: 4,
      cancels: 3,
      total: -4800,
      payments: { cash: 0, card: -4800 },
    });
    const cancelled = await orderById(database.db, card.json().data.orderId);
    expect(cancelled?.status).toBe('refunded');
    expect((await counters(database.db, slot.capacityId)).sold).toBe(4);
    const twice = await call(anna, 'POST', 'till/stornos', { till: 'till-1', key: requestKey() });
    expect(twice.json().error).toBe('TILL_STORNO_NOT_A_SALE');

    // Closing with 0.50 € missing from the drawer.
    const cashTaken = 2 * MIXED_TOTAL - 3000;
    const close = await call(anna, 'POST', 'till/shifts/close', {
      till: 'till-1',
      counted: 10_000 + cashTaken - 50,
    });
    expect(close.statusCode).toBe(200);
    const report = close.json().data;
    expect(report).toMatchObject({
      sales: 3,
      stornos: 1,
      total: 2 * MIXED_TOTAL,
      payments: { cash: cashTaken, card: 3000, voucher: 0 },
      cash: {
        float: 10_000,
        expected: 10_000 + cashTaken,
        counted: 10_000 + cashTaken - 50,
        difference: -50,
      },
      shift: { closingNumber: 1, difference: -50 },
    });
    expect(report.cashiers).toHaveLength(1);
    expect(report.cashiers[0]).toMatchObject({ sales: 3, stornos: 1, total: 2 * MIXED_TOTAL });
    // The Z report is what the orders' ledgers hold.
    const orders = [cashSale.orderId, splitSale.orderId, card.json().data.orderId];
    expect(await ledgerHeld(orders)).toBe(report.payments.cash + report.payments.card);
    expect(
      report.vatRates.reduce((sum: number, part: { gross: number }) => sum + part.gross, 0),
    ).toBe(report.total);

    const kept = await call(anna, 'GET', `till/shifts/${report.shift.id}/z-report`);
    expect(kept.json().data).toEqual(report);
    const pdf = await call(anna, 'GET', `till/shifts/${report.shift.id}/z-report.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const receiptPdf = await call(
      anna,
      'GET',
      `till/transactions/${cashSale.receipt.transactionId}/receipt.pdf`,
    );
    expect(receiptPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Pages of the roll are as long as what they hold: no blank paper after the last line.
    for (const roll of [receiptPdf.rawPayload, pdf.rawPayload]) {
      const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(
        execFileSync('pdfinfo', ['-'], { input: roll, encoding: 'utf8' }),
      );
      expect(Number(size?.[1])).toBeCloseTo(226.77, 1);
      expect(Number(size?.[2])).toBeGreaterThan(150);
      expect(Number(size?.[2])).toBeLessThan(450);
    }
    const closedSale = await sell(anna, 'till-1', mixedCart(catalog, slot.datetime), { card: 0 });
    expect(closedSale.json().error).toBe('TILL_SHIFT_NOT_OPEN');

    // The DSFinV-K export: owner only, structurally sound, its sums those of the Z report.
    const day = report.shift.closedAt.slice(0, 10);
    expect(
      (await call(anna, 'GET', 'till/dsfinvk', undefined, { from: day, to: day })).statusCode,
    ).toBe(403);
    const zip = await call(owner, 'GET', 'till/dsfinvk', undefined, { from: day, to: day });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const folder = mkdtempSync(join(tmpdir(), 'foyer-dsfinvk-'));
    writeFileSync(join(folder, 'export.zip'), zip.rawPayload);
    execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: folder });
    const files = new Map(
      readdirSync(join(folder, 'out')).map((name) => [
        name,
        readFileSync(join(folder, 'out', name), 'utf8'),
      ]),
    );
    expect(checkDsfinvkExport(files)).toEqual([]);
    const table = (name: string) => {
      const [header = [], ...rows] = parseDsfinvkCsv(files.get(name) ?? '');
      return rows.map((row) =>
        Object.fromEntries(header.map((column, index) => [column, row[index] ?? ''])),
      );
    };
    const cents = (value: string) => Math.round(Number(value) * 100);
    const sum = (rows: Record<string, string>[], column: string) =>
      rows.reduce((total, row) => total + cents(row[column] ?? '0'), 0);
    expect(table('cashpointclosing.csv')).toEqual([
      expect.objectContaining({
        Z_KASSE_ID: 'till-1',
        Z_NR: '1',
        Z_SE_BARZAHLUNGEN: (cashTaken / 100).toFixed(2),
        STNR: '21/815/08150',
      }),
    ]);
    // The optional files are written and named in index.xml; only the storno has a reference.
    for (const name of [
      'allocation_groups.csv',
      'references.csv',
      'itemamounts.csv',
      'subitems.csv',
      'slaves.csv',
      'pa.csv',
    ]) {
      expect(files.has(name)).toBe(true);
      expect(files.get('index.xml')).toContain(`<URL>${name}</URL>`);
    }
    expect(table('allocation_groups.csv')).toEqual([]);
    expect(table('pa.csv')).toEqual([]);
    const stornoBon = table('transactions.csv').find((row) => row.BON_STORNO === '1');
    const cancelledBon = table('transactions.csv').find((row) => row.BON_NR === '3');
    expect(table('references.csv')).toEqual([
      {
        Z_KASSE_ID: 'till-1',
        Z_ERSTELLUNG: stornoBon?.Z_ERSTELLUNG,
        Z_NR: '1',
        BON_ID: stornoBon?.BON_ID,
        POS_ZEILE: '',
        REF_TYP: 'Transaktion',
        REF_NAME: '',
        REF_DATUM: stornoBon?.Z_ERSTELLUNG,
        REF_Z_KASSE_ID: 'till-1',
        REF_Z_NR: '1',
        REF_BON_ID: cancelledBon?.BON_ID,
      },
    ]);
    expect(sum(table('businesscases.csv'), 'Z_UMS_BRUTTO')).toBe(report.total);
    expect(sum(table('businesscases.csv'), 'Z_UST')).toBe(
      report.vatRates.reduce((total: number, part: { vat: number }) => total + part.vat, 0),
    );
    expect(sum(table('transactions_vat.csv'), 'BON_BRUTTO')).toBe(report.total);
    expect(sum(table('lines_vat.csv'), 'POS_UST')).toBe(
      sum(table('transactions_vat.csv'), 'BON_UST'),
    );
    const paid = table('payment.csv');
    expect(
      sum(
        paid.filter((row) => row.ZAHLART_TYP === 'Bar'),
        'Z_ZAHLART_BETRAG',
      ),
    ).toBe(cashTaken);
    expect(
      sum(
        paid.filter((row) => row.ZAHLART_TYP === 'Unbar'),
        'Z_ZAHLART_BETRAG',
      ),
    ).toBe(3000);
    expect(table('transactions.csv').map((row) => [row.BON_NR, row.BON_STORNO])).toEqual([
      ['1', '0'],
      ['2', '0'],
      ['3', '0'],
      ['4', '1'],
    ]);

    // The reports' till sales per cashier.
    const perCashier = await call(owner, 'GET', 'reports/cashiers', undefined, {
      from: day,
      to: day,
    });
    expect(perCashier.statusCode).toBe(200);
    expect(perCashier.json().data).toMatchObject({
      kind: 'cashiers',
      columns: ['orders', 'sales', 'refunds', 'total'],
      rows: [
        {
          key: `cashier:${report.shift.cashierId}`,
          label: report.shift.cashier,
          values: [3, 2 * MIXED_TOTAL + 4800, 4800, 2 * MIXED_TOTAL],
        },
      ],
    });
  }, 120_000);

  it('books a sale once for a key sent twice at the same moment', async () => {
    await call(ben, 'POST', 'till/shifts', { till: 'till-2', float: 0 });
    const slot = await freshSlot(database.db, catalog, 10);
    const key = requestKey();
    const items = [
      {
        type: 'ticket',
        id: catalog.tickets.adult,
        count: 2,
        datetime: slot.datetime,
        subtickets: [],
      },
    ];
    const [first, second] = await Promise.all([
      sell(ben, 'till-2', items, { card: 0 }, key),
      sell(ben, 'till-2', items, { card: 0 }, key),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json().data).toEqual(second?.json().data);
    expect((await counters(database.db, slot.capacityId)).sold).toBe(2);
    const later = await sell(ben, 'till-2', items, { card: 0 }, key);
    expect(later.json().data.orderId).toBe(first?.json().data.orderId);
  }, 60_000);

  it('lets two cashiers race for the last places without overselling', async () => {
    const opened = await call(anna, 'POST', 'till/shifts', { till: 'till-1', float: 0 });
    expect(opened.statusCode).toBe(200);
    for (let round = 0; round < 3; round += 1) {
      const slot = await freshSlot(database.db, catalog, 3);
      const items = [
        {
          type: 'ticket',
          id: catalog.tickets.adult,
          count: 2,
          datetime: slot.datetime,
          subtickets: [],
        },
      ];
      const answers = await Promise.all([
        sell(anna, 'till-1', items, { card: 0 }),
        sell(ben, 'till-2', items, { card: 2800 }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 422]);
      const refusedAnswer = answers.find((answer) => answer.statusCode === 422);
      expect(['TIME_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT']).toContain(refusedAnswer?.json().error);
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
    }
  }, 60_000);

  it('keeps an open shift over a restart of the app', async () => {
    const before = await call(ben, 'GET', 'till/shifts/current', undefined, { till: 'till-2' });
    expect(before.json().data).toMatchObject({ till: 'till-2', closedAt: null });
    await app.close();
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    const after = await call(ben, 'GET', 'till/shifts/current', undefined, { till: 'till-2' });
    expect(after.json().data).toEqual(before.json().data);
    const slot = await freshSlot(database.db, catalog, 10);
    const sale = await sell(ben, 'till-2', mixedCart(catalog, slot.datetime, 1), { card: 0 });
    expect(sale.statusCode).toBe(200);
    const close = await call(ben, 'POST', 'till/shifts/close', { till: 'till-2', counted: 0 });
    // The shift's sales before the restart (the key test's and the races won at till-2) and after.
    const report = close.json().data;
    expect(report).toMatchObject({ shift: { closingNumber: 1 } });
    expect(report.sales).toBeGreaterThanOrEqual(2);
    expect(report.total).toBe(
      report.vatRates.reduce((sum: number, part: { gross: number }) => sum + part.gross, 0),
    );
  }, 60_000);

  it('numbers a storno right after its sale when a sale comes at the same moment', async () => {
    // Anna's shift at till-1 is open (the race above), or opened now.
    await call(anna, 'POST', 'till/shifts', { till: 'till-1', float: 0 });
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const slot = await freshSlot(database.db, catalog, 10);
      const items = mixedCart(catalog, slot.datetime, 1);
      const first = await sell(anna, 'till-1', items, { card: 0 });
      expect(first.statusCode).toBe(200);
      const previous = first.json().data;
      const stornoFirst = round % 2 === 0;
      const stornoCall = () =>
        call(anna, 'POST', 'till/stornos', {
          till: 'till-1',
          key: requestKey(),
          transaction: previous.receipt.transactionId,
        });
      const saleCall = () => sell(anna, 'till-1', items, { card: 0 });
      const [storno, sale] = stornoFirst
        ? await Promise.all([stornoCall(), saleCall()])
        : await Promise.all([saleCall(), stornoCall()]).then(([a, b]) => [b, a] as const);
      expect(sale?.statusCode).toBe(200);
      const next = sale?.json().data;
      const previousOrder = await orderById(database.db, previous.orderId);
      if (storno?.statusCode === 200) {
        outcomes.add('cancelled');
        // The storno cancelled the sale meant and was numbered before the new sale.
        expect(storno.json().data).toMatchObject({
          kind: 'storno',
          cancels: previous.receipt.number,
          number: previous.receipt.number + 1,
        });
        expect(next.receipt.number).toBe(previous.receipt.number + 2);
        expect(previousOrder?.status).toBe('refunded');
      } else {
        outcomes.add('refused');
        expect(storno?.statusCode).toBe(422);
        expect(storno?.json().error).toBe('TILL_STORNO_NOT_LAST');
        expect(next.receipt.number).toBe(previous.receipt.number + 1);
        expect(previousOrder?.status).not.toBe('refunded');
      }
      expect((await orderById(database.db, next.orderId))?.status).not.toBe('refunded');
      const claim = await database.db
        .select({ key: tills.stornoKey })
        .from(tills)
        .where(eq(tills.code, 'till-1'));
      expect(claim).toEqual([{ key: null }]);
    }
    expect(outcomes.size).toBeGreaterThan(0);
    // A storno of a sale that is no longer the last, sent on its own, is refused the same way.
    const slot = await freshSlot(database.db, catalog, 10);
    const older = await sell(anna, 'till-1', mixedCart(catalog, slot.datetime, 1), { card: 0 });
    await sell(anna, 'till-1', mixedCart(catalog, slot.datetime, 1), { card: 0 });
    const late = await call(anna, 'POST', 'till/stornos', {
      till: 'till-1',
      key: requestKey(),
      transaction: older.json().data.receipt.transactionId,
    });
    expect(late.json().error).toBe('TILL_STORNO_NOT_LAST');
  }, 120_000);

  it('lets a manager close another cashier’s drawer, and records who closed it', async () => {
    const open = await call(anna, 'GET', 'till/shifts/current', undefined, { till: 'till-1' });
    const shift = open.json().data;
    expect(shift).toMatchObject({ till: 'till-1', closedAt: null });
    const bySales = await call(ben, 'POST', 'till/shifts/close', { till: 'till-1', counted: 0 });
    expect(bySales.statusCode).toBe(422);
    expect(bySales.json().error).toBe('TILL_SHIFT_OTHER_CASHIER');
    const me = (await call(manager, 'GET', 'me')).json().data;
    const managerId: number = me.staff.id;
    const byManager = await call(manager, 'POST', 'till/shifts/close', {
      till: 'till-1',
      counted: 0,
    });
    expect(byManager.statusCode).toBe(200);
    const report = byManager.json().data;
    expect(report.shift).toMatchObject({
      id: shift.id,
      cashierId: shift.cashierId,
      cashier: shift.cashier,
      closedById: managerId,
      closedBy: expect.any(String),
    });
    expect(report.shift.closedBy).not.toBe(shift.cashier);
    const kept = await call(anna, 'GET', `till/shifts/${shift.id}/z-report`);
    expect(kept.json().data.shift.closedById).toBe(managerId);
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'till.shiftClosed'),
          eq(staffAuditLog.targetId, `${shift.id}`),
        ),
      );
    expect(entry?.actorId).toBe(managerId);
    expect(entry?.after).toMatchObject({ till: 'till-1', cashier: shift.cashier, closedFor: true });
    // The cashier closing their own shift is recorded as its closer.
    const reopened = await call(ben, 'POST', 'till/shifts', { till: 'till-2', float: 0 });
    expect(reopened.statusCode).toBe(200);
    const own = await call(ben, 'POST', 'till/shifts/close', { till: 'till-2', counted: 0 });
    expect(own.json().data.shift).toMatchObject({
      cashierId: reopened.json().data.cashierId,
      closedById: reopened.json().data.cashierId,
    });
  }, 60_000);

  it('labels receipts and Z reports in the visitor’s or the staff member’s language', async () => {
    const opened = await call(ben, 'POST', 'till/shifts', { till: 'till-2', float: 5000 });
    expect(opened.statusCode).toBe(200);
    const slot = await freshSlot(database.db, catalog, 10);
    const sale = await sell(ben, 'till-2', mixedCart(catalog, slot.datetime, 1), {
      card: 0,
      given: 10_000,
    });
    expect(sale.statusCode).toBe(200);
    const receipt = sale.json().data.receipt;
    const receiptText = async (query?: Record<string, string>) => {
      const answer = await call(
        ben,
        'GET',
        `till/transactions/${receipt.transactionId}/receipt.pdf`,
        undefined,
        query,
      );
      expect(answer.headers['content-type']).toBe('application/pdf');
      return pdfToText(answer.rawPayload).replace(/\s+/g, ' ');
    };
    // The visitor's language, asked for with the receipt.
    const french = await receiptText({ language: 'fr' });
    expect(french).toContain('Ticket de caisse');
    expect(french).toContain('Espèces');
    expect(french).toContain('Rendu');
    expect(french).toContain('Non fiscalisé (pas de TSE)');
    const german = await receiptText({ language: 'de' });
    expect(german).toContain('Beleg');
    expect(german).toContain('Rückgeld');
    expect(german).toContain('Nicht fiskalisiert (keine TSE)');
    // The fiscal content is the same in every language.
    for (const text of [french, german]) {
      expect(text).toContain('Stadtmuseum Test gGmbH');
      expect(text).toContain('Museumsplatz 1');
      expect(text).toContain(receipt.orderNumber);
    }
    // Without it, the staff member's language.
    const changed = await call(ben, 'PATCH', 'me', { language: 'it' });
    expect(changed.statusCode).toBe(200);
    try {
      const italian = await receiptText();
      expect(italian).toContain('Scontrino');
      expect(italian).toContain('Contanti');
      expect(
        (await call(ben, 'GET', 'till/transactions/1/receipt.pdf', undefined, { language: 'xx' }))
          .statusCode,
      ).toBe(422);
      const close = await call(ben, 'POST', 'till/shifts/close', {
        till: 'till-2',
        counted: 5000 + receipt.total,
      });
      expect(close.statusCode).toBe(200);
      const shiftId = close.json().data.shift.id;
      const zText = async (agent: Agent) =>
        pdfToText(
          (await call(agent, 'GET', `till/shifts/${shiftId}/z-report.pdf`)).rawPayload,
        ).replace(/\s+/g, ' ');
      const italianZ = await zText(ben);
      expect(italianZ).toContain(`Rapporto Z ${close.json().data.shift.closingNumber}`);
      expect(italianZ).toContain('Fondo cassa');
      expect(italianZ).toContain('Chiuso da');
      const englishZ = await zText(owner);
      expect(englishZ).toContain(`Z report ${close.json().data.shift.closingNumber}`);
      expect(englishZ).toContain('Float');
      expect(englishZ).toContain('Closed by');
    } finally {
      await call(ben, 'PATCH', 'me', { language: 'en' });
    }
  }, 60_000);

  it('prints the tickets on the 80 mm roll in the sale’s language, their QR codes scannable', async () => {
    const opened = await call(ben, 'POST', 'till/shifts', { till: 'till-2', float: 0 });
    expect(opened.statusCode).toBe(200);
    const slot = await freshSlot(database.db, catalog, 10);
    const texts = new Map<string, string>();
    for (const language of ['de', 'fr']) {
      const sale = await call(ben, 'POST', 'till/sales', {
        till: 'till-2',
        key: requestKey(),
        language,
        items: mixedCart(catalog, slot.datetime, 2),
        payment: { card: 0 },
      });
      expect(sale.statusCode).toBe(200);
      const { ticketsUrl, tickets80Url, orderId } = sale.json().data;
      expect(tickets80Url).toBe(`${ticketsUrl}?format=80mm`);
      expect(tickets80Url).toContain(`/api/${language}/`);
      const roll = await app.inject({ method: 'GET', url: tickets80Url });
      expect(roll.statusCode).toBe(200);
      expect(roll.headers['content-type']).toBe('application/pdf');
      const pdf = roll.rawPayload;
      // 80 mm wide pages, one slip per ticket.
      const info = execFileSync('pdfinfo', ['-'], { input: pdf, encoding: 'utf8' });
      expect(info).toMatch(/Page size:\s+226\.77\d* x /);
      expect(info).toMatch(/Pages:\s+2\n/);
      const issued = await database.db
        .select({ barcode: issuedTickets.barcode })
        .from(issuedTickets)
        .where(eq(issuedTickets.orderId, orderId));
      const scanned = [...qrCodesOnPage(pdf, 1), ...qrCodesOnPage(pdf, 2)];
      expect(scanned.sort()).toEqual(issued.map((row) => row.barcode).sort());
      texts.set(language, pdfToText(pdf).replace(/\s+/g, ' '));
      // The A4 tickets stay as they were; an unknown format is no document.
      const a4 = await app.inject({ method: 'GET', url: ticketsUrl });
      expect(execFileSync('pdfinfo', ['-'], { input: a4.rawPayload, encoding: 'utf8' })).toMatch(
        /Page size:\s+595\.28 x 841\.89/,
      );
      expect((await app.inject({ method: 'GET', url: `${ticketsUrl}?format=a5` })).statusCode).toBe(
        404,
      );
    }
    expect(texts.get('de')).toContain('Bitte zeigen Sie diesen Code am Eingang vor.');
    expect(texts.get('fr')).toContain('Veuillez présenter ce code à l’entrée.');
    expect(
      (await call(ben, 'POST', 'till/shifts/close', { till: 'till-2', counted: 0 })).statusCode,
    ).toBe(200);
  }, 60_000);

  it('names the articles sold most for the till’s tiles, without cancelled sales', async () => {
    const soldOf = async () => {
      const answer = await call(ben, 'GET', 'till/best-sellers');
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data as { days: number; articles: { id: number; sold: number }[] };
      expect(data.days).toBe(90);
      const counts = data.articles.map((article) => article.sold);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      return new Map(data.articles.map((article) => [article.id, article.sold]));
    };
    const before = await soldOf();
    const current = await call(ben, 'GET', 'till/shifts/current', undefined, { till: 'till-2' });
    if (current.json().data === null) {
      expect(
        (await call(ben, 'POST', 'till/shifts', { till: 'till-2', float: 0 })).statusCode,
      ).toBe(200);
    }
    const { book, poster } = catalog.articles;
    const article = (id: number, count: number) => ({ type: 'merchandise', id, count });
    const kept = await sell(ben, 'till-2', [article(poster, 3), article(book, 1)], { card: 0 });
    expect(kept.statusCode).toBe(200);
    // A sale cancelled at once (storno) sold nothing.
    const cancelled = await sell(ben, 'till-2', [article(book, 5)], { card: 0 });
    expect(cancelled.statusCode).toBe(200);
    const storno = await call(ben, 'POST', 'till/stornos', {
      till: 'till-2',
      key: requestKey(),
      transaction: cancelled.json().data.receipt.transactionId,
    });
    expect(storno.statusCode).toBe(200);
    const after = await soldOf();
    expect(after.get(poster)).toBe((before.get(poster) ?? 0) + 3);
    expect(after.get(book)).toBe((before.get(book) ?? 0) + 1);
  }, 60_000);

  it('answers 404 for unknown tills and refuses bad input with the documented shape', async () => {
    expect(
      (await call(anna, 'POST', 'till/shifts', { till: 'till-9', float: 0 })).json().error,
    ).toBe('TILL_NOT_FOUND');
    const negative = await call(anna, 'POST', 'till/sales', {
      till: 'till-1',
      key: requestKey(),
      language: 'en',
      items: [],
      payment: { card: -1 },
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().error).toBe('VALIDATION_FAILED');
  });
});

describe('the till switched off', () => {
  it('has no calls (404)', async () => {
    const [kind] = testDatabaseKinds();
    if (!kind) throw new Error('no database');
    const database = await kind.open();
    const clock = movableClock();
    const config = demoConfig();
    config.server.till = { ...config.server.till, enabled: false };
    const app = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
    });
    try {
      const owner = await signedIn(app, database.db, config, clock, 'owner');
      const answer = await adminCall(app, 'POST', 'till/shifts', {
        agent: owner,
        body: { till: 'till-1', float: 0 },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
