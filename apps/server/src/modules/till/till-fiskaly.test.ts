/**
 * The till signed by fiskaly SIGN DE, against the local stand-in (fiskaly/stand-in.ts) that checks
 * every request against the documented API: the TSS and the till's client are set up on first use,
 * each sale and storno is a transaction started (ACTIVE) and finished (FINISHED) with the receipt's
 * amounts, and its signature is on the receipt. When the TSE is down the sale still books and its
 * receipt says the TSE failed. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config/load';
import type { Database } from '../../db/client';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { orderById } from '../orders';
import { adminCall, signedIn, type Agent } from '../orders/testing';
import { createFiscalSigner } from './fiscal-setup';
import {
  FiskalyStandIn,
  STAND_IN_ADMIN_PIN,
  STAND_IN_API_KEY,
  STAND_IN_API_SECRET,
} from './fiskaly/stand-in';
import { mixedCart, requestKey, tillConfig } from './till.fixtures';

const ENV = {
  FISKALY_API_KEY: STAND_IN_API_KEY,
  FISKALY_API_SECRET: STAND_IN_API_SECRET,
  FISKALY_ADMIN_PIN: STAND_IN_ADMIN_PIN,
};

describe.each(testDatabaseKinds())('the till signed by fiskaly on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let anna: Agent;
  const standIn = new FiskalyStandIn(randomUUID());
  const clock = movableClock();

  beforeAll(async () => {
    const baseUrl = await standIn.start();
    const config = tillConfig({ kind: 'fiskaly', baseUrl, tssId: standIn.tssId, timeoutMs: 2000 });
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      till: { env: ENV },
    });
    anna = await signedIn(app, database.db, config, clock, 'sales');
    const opened = await adminCall(app, 'POST', 'till/shifts', {
      agent: anna,
      body: { till: 'till-1', float: 5000 },
    });
    expect(opened.statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await standIn.stop();
  });

  const sell = (items: object[], payment: object) =>
    adminCall(app, 'POST', 'till/sales', {
      agent: anna,
      body: { till: 'till-1', key: requestKey(), language: 'en', items, payment },
    });

  it('sets up the TSS and the client, and signs a sale with its amounts per rate and payment', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const sale = await sell(mixedCart(catalog, slot.datetime), { card: 2000, given: 5000 });
    expect(sale.statusCode).toBe(200);
    const receipt = sale.json().data.receipt;
    expect(standIn.refused).toEqual([]);
    expect(standIn.tssState).toBe('INITIALIZED');
    expect(receipt.fiscal).toMatchObject({
      state: 'signed',
      tssSerial: standIn.serialNumber,
      clientSerial: 'foyer-till-1',
      signatureAlgorithm: 'ecdsa-plain-SHA384',
    });
    expect(receipt.fiscal.signatureCounter).toBeGreaterThan(0);
    expect(receipt.fiscal.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const qr = String(receipt.fiscal.qrCode).split(';');
    expect(qr.slice(0, 3)).toEqual(['V0', 'foyer-till-1', 'Kassenbeleg-V1']);
    expect(qr[3]).toBe('Beleg^9.00_53.00_0.00_0.00_0.00^42.00:Bar_20.00:Unbar');
    expect(qr).toHaveLength(12);
    const calls = standIn.calls.map(
      (call) => `${call.method} ${call.path.split('?')[0]?.replace(standIn.tssId, 'T')}`,
    );
    expect(calls.slice(0, 9)).toEqual([
      'POST /api/v2/auth',
      'GET /api/v2/tss/T',
      'PUT /api/v2/tss/T',
      'PATCH /api/v2/tss/T',
      'PATCH /api/v2/tss/T/admin',
      'POST /api/v2/tss/T/admin/auth',
      'PATCH /api/v2/tss/T',
      expect.stringMatching(/^GET \/api\/v2\/tss\/T\/client\//),
      'POST /api/v2/tss/T/admin/auth',
    ]);
    const finish = standIn.calls.find((call) => call.path.endsWith('tx_revision=2'));
    expect(finish?.body).toMatchObject({
      state: 'FINISHED',
      schema: {
        standard_v1: {
          receipt: {
            receipt_type: 'RECEIPT',
            amounts_per_vat_rate: [
              { vat_rate: 'REDUCED_1', amount: '53.00' },
              { vat_rate: 'NORMAL', amount: '9.00' },
            ],
            amounts_per_payment_type: [
              { payment_type: 'CASH', amount: '42.00' },
              { payment_type: 'NON_CASH', amount: '20.00' },
            ],
          },
        },
      },
    });
    // The secrets travel only in the auth call's body, never in a path.
    expect(standIn.calls.some((call) => call.path.includes(STAND_IN_API_SECRET))).toBe(false);
  });

  it('signs the storno as a transaction of its own with negative amounts', async () => {
    const storno = await adminCall(app, 'POST', 'till/stornos', {
      agent: anna,
      body: { till: 'till-1', key: requestKey() },
    });
    expect(storno.statusCode).toBe(200);
    expect(storno.json().data.fiscal.state).toBe('signed');
    const last = standIn.calls.at(-1);
    expect(last?.body).toMatchObject({
      state: 'FINISHED',
      schema: {
        standard_v1: {
          receipt: {
            amounts_per_payment_type: [
              { payment_type: 'CASH', amount: '-42.00' },
              { payment_type: 'NON_CASH', amount: '-20.00' },
            ],
          },
        },
      },
    });
    expect(standIn.refused).toEqual([]);
  });

  it('asks the TSE nothing for a sale refused before it starts', async () => {
    const calls = standIn.calls.length;
    const tooLittle = await sell([{ type: 'merchandise', id: catalog.articles.book, count: 1 }], {
      card: 0,
      given: 100,
    });
    expect(tooLittle.json().error).toBe('TILL_CASH_TOO_LITTLE');
    const soldOut = await sell([{ type: 'merchandise', id: catalog.articles.mug, count: 1 }], {
      card: 0,
    });
    expect(soldOut.statusCode).toBe(422);
    expect(standIn.calls.length).toBe(calls);
  });

  it('cancels the TSE transaction of a sale refused after it started', async () => {
    // Two sales of the last two places: both are quoted before either books (the TSE is slow to
    // start them), so the second is refused by the booking with its TSE transaction under way.
    const slot = await freshSlot(database.db, catalog, 2);
    const items = [
      {
        type: 'ticket',
        id: catalog.tickets.adult,
        count: 2,
        datetime: slot.datetime,
        subtickets: [],
      },
    ];
    standIn.slow(300);
    let answers;
    try {
      answers = await Promise.all([sell(items, { card: 0 }), sell(items, { card: 2800 })]);
    } finally {
      standIn.slow(0);
    }
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
    const cancelled = standIn.calls.filter(
      (call) => (call.body as { state?: string } | null)?.state === 'CANCELLED',
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.status).toBe(200);
    expect(standIn.refused).toEqual([]);
    // The sale that stood is signed; the cashier cancels it to leave the till as it was.
    const storno = await adminCall(app, 'POST', 'till/stornos', {
      agent: anna,
      body: { till: 'till-1', key: requestKey() },
    });
    expect(storno.json().data.fiscal.state).toBe('signed');
  });

  it('sells on when the TSE is down, and the receipt says the TSE failed', async () => {
    standIn.down();
    try {
      const slot = await freshSlot(database.db, catalog, 10);
      const sale = await sell(mixedCart(catalog, slot.datetime, 1), { card: 0 });
      expect(sale.statusCode).toBe(200);
      const data = sale.json().data;
      expect(data.receipt.fiscal).toMatchObject({ state: 'failed', signature: null, qrCode: null });
      expect((await orderById(database.db, data.orderId))?.status).toBe('booked');
      expect((await counters(database.db, slot.capacityId)).sold).toBe(1);
      const receipt = await adminCall(
        app,
        'GET',
        `till/transactions/${data.receipt.transactionId}/receipt`,
        { agent: anna },
      );
      expect(receipt.json().data.fiscal.state).toBe('failed');
    } finally {
      standIn.down(false);
    }
    const slot = await freshSlot(database.db, catalog, 10);
    const after = await sell(mixedCart(catalog, slot.datetime, 1), { card: 0 });
    expect(after.json().data.receipt.fiscal.state).toBe('signed');
  });
});

describe('the fiskaly set-up', () => {
  it('refuses fiskaly secrets written in the configuration file, never echoing them', () => {
    const raw = JSON.parse(JSON.stringify(tillConfig())) as {
      server: { till: { fiscal: Record<string, unknown> } };
    };
    raw.server.till.fiscal = {
      kind: 'fiskaly',
      tssId: randomUUID(),
      apiSecret: 'fiskaly-secret-in-file',
    };
    let message = '';
    try {
      parseConfig(raw, 'foyer.config.yaml');
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain('server.till.fiscal.apiSecret');
    expect(message).toContain('FISKALY_API_SECRET');
    expect(message).not.toContain('fiskaly-secret-in-file');
  });

  it('stops the start when a secret is missing, naming the variable and no value', () => {
    const config = tillConfig({
      kind: 'fiskaly',
      baseUrl: 'http://127.0.0.1:9',
      tssId: randomUUID(),
      timeoutMs: 1000,
    });
    expect(() => createFiscalSigner(config, { FISKALY_API_KEY: 'secret-key-value' })).toThrow(
      ConfigError,
    );
    try {
      createFiscalSigner(config, { FISKALY_API_KEY: 'secret-key-value' });
    } catch (error) {
      expect(String(error)).toContain('FISKALY_API_SECRET');
      expect(String(error)).not.toContain('secret-key-value');
    }
  });
});
