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
import type { Database } from '../../db/client';
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
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (
    agent: Agent,
    method: 'GET' | 'POST',
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
      }),
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
