/**
 * A refund request left without an answer by a crash (between asking the payment provider and
 * writing its answer) is answered by the recovery job: the provider is asked again with the same key
 * and pays back once, the order ends refunded, its capacity returns once, and the audit log names
 * "system". On PGlite and PostgreSQL.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { orderLedger, orders, payments, staffAuditLog } from '../../db/schema';
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
import type { Mailer } from '../mail';
import type { PaymentProvider } from '../payments';
import { createPaymentRegistry, createTestProvider } from '../payments/testing';
import { adminCall, buy, key, signedIn, type Agent } from './admin-orders.fixtures';
import { cancelBookedOrder, type CancelDeps } from './cancellation.service';
import { readLedger } from './ledger.service';
import { settleStuckRefunds, STUCK_AFTER_MS } from './refund-recovery';

const NO_REFUND_CARD = { number: '4000 0000 0000 0259', expiry: '12/30', cvc: '123' };
const unusedMailer: Mailer = {
  send: () => Promise.reject(new Error('the outbox worker sends mail, not this test')),
};

describe.each(testDatabaseKinds())('recovery of stuck refund requests on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let manager: Agent;
  let deps: CancelDeps;
  const clock = movableClock();
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    manager = await signedIn(app, database.db, config, clock, 'manager');
    const provider = createTestProvider({
      db: database.db,
      clock,
      publicBaseUrl: config.server.publicBaseUrl,
    });
    deps = {
      config,
      db: database.db,
      clock,
      mailer: unusedMailer,
      payments: createPaymentRegistry([provider]),
    };
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The same providers, but the process "dies" before (or right after) the provider answers. */
  function crashing(when: 'beforeAsking' | 'afterAnswer'): CancelDeps {
    const real = deps.payments.provider('test');
    if (!real) throw new Error('no test provider');
    const provider: PaymentProvider = {
      ...real,
      name: real.name,
      async refund(ref, request) {
        if (when === 'afterAnswer') await real.refund(ref, request);
        throw new Error('the process died here');
      },
    };
    return { ...deps, payments: createPaymentRegistry([provider]) };
  }

  async function bought(count: number, card?: Record<string, string>) {
    const slot = await freshSlot(database.db, catalog, 20, 5);
    const token = await buy(
      app,
      [
        {
          type: 'ticket',
          id: catalog.tickets.adult,
          count,
          datetime: slot.datetime,
          subtickets: [],
        },
      ],
      card ? { card } : {},
    );
    const [order] = await database.db.select().from(orders).where(eq(orders.token, token));
    if (!order) throw new Error('no order');
    return { order, slot };
  }

  async function refundsAtProvider(orderId: number): Promise<number[]> {
    const [row] = await database.db
      .select({ details: payments.details })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    return ((row?.details.refunds ?? []) as { amount: number }[]).map((refund) => refund.amount);
  }

  /** The order's refunds as its ledger says. */
  async function requestsOf(orderId: number) {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error('no order');
    return (await readLedger(database.db, order)).summary.refunds;
  }

  async function refundRefOf(orderId: number) {
    const [done] = await database.db
      .select()
      .from(orderLedger)
      .where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.kind, 'refundDone')));
    return done?.details.refundRef;
  }

  async function lastAudit(orderNumber: string) {
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, orderNumber))
      .orderBy(desc(staffAuditLog.id));
    return entry;
  }

  const actor = { id: null, email: 'cli' } as const;

  it('settles a request whose refund the provider made: refunded once, capacity back once', async () => {
    const { order, slot } = await bought(3);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 8, held: 0 });
    await expect(
      cancelBookedOrder(crashing('afterAnswer'), actor, order.id, {
        key: key(),
        lineIds: undefined,
      }),
    ).rejects.toThrow('the process died here');
    expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    expect((await requestsOf(order.id)).map((row) => row.status)).toEqual(['requested']);
    // The open request blocks the order.
    const busy = await adminCall(app, 'POST', `orders/${order.id}/cancel`, {
      agent: manager,
      body: { idempotencyKey: key() },
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('ORDER_BUSY');

    // A request younger than STUCK_AFTER_MS may still be under way: left alone.
    expect(await settleStuckRefunds(deps)).toEqual({ refunded: 0, refused: 0, failed: 0 });
    clock.advance(STUCK_AFTER_MS + 1000);
    expect(await settleStuckRefunds(deps)).toEqual({ refunded: 1, refused: 0, failed: 0 });

    expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 5, held: 0 });
    const [request] = await requestsOf(order.id);
    expect(request).toMatchObject({ status: 'done' });
    expect(await refundRefOf(order.id)).toEqual(expect.stringMatching(/^re_/));
    const page = (await adminCall(app, 'GET', `orders/${order.id}`, { agent: manager })).json()
      .data;
    expect(page.status).toBe('refunded');
    expect(await lastAudit(order.number)).toMatchObject({
      actor: 'system',
      actorId: null,
      action: 'order.cancel',
      after: { status: 'refunded', refunded: order.total },
    });

    // Settled: later runs find nothing, and nothing goes back twice.
    clock.advance(STUCK_AFTER_MS);
    expect(await settleStuckRefunds(deps)).toEqual({ refunded: 0, refused: 0, failed: 0 });
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 5, held: 0 });
  });

  it('asks the provider for the first time when the crash came before asking', async () => {
    const { order, slot } = await bought(2);
    await expect(
      cancelBookedOrder(crashing('beforeAsking'), actor, order.id, {
        key: key(),
        lineIds: undefined,
      }),
    ).rejects.toThrow();
    expect(await refundsAtProvider(order.id)).toEqual([]);
    clock.advance(STUCK_AFTER_MS + 1000);
    const results = await Promise.all([settleStuckRefunds(deps), settleStuckRefunds(deps)]);
    // Two processes running the job at once settle the request once.
    expect(results.reduce((sum, result) => sum + result.refunded, 0)).toBeGreaterThanOrEqual(1);
    expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 5, held: 0 });
    expect((await requestsOf(order.id)).map((row) => row.status)).toEqual(['done']);
  });

  it('records a refusal and leaves the order booked, so it can be cancelled again', async () => {
    const { order, slot } = await bought(1, NO_REFUND_CARD);
    await expect(
      cancelBookedOrder(crashing('beforeAsking'), actor, order.id, {
        key: key(),
        lineIds: undefined,
      }),
    ).rejects.toThrow();
    clock.advance(STUCK_AFTER_MS + 1000);
    expect(await settleStuckRefunds(deps)).toEqual({ refunded: 0, refused: 1, failed: 0 });
    const [request] = await requestsOf(order.id);
    expect(request).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining('refuses'),
    });
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 6, held: 0 });
    expect(await lastAudit(order.number)).toMatchObject({
      actor: 'system',
      action: 'order.refundRefused',
    });
    const page = (await adminCall(app, 'GET', `orders/${order.id}`, { agent: manager })).json()
      .data;
    expect(page.status).toBe('booked');
  });

  it("runs in the app's process when background jobs are on, and stops with the app", async () => {
    const { order, slot } = await bought(1);
    await expect(
      cancelBookedOrder(crashing('afterAnswer'), actor, order.id, {
        key: key(),
        lineIds: undefined,
      }),
    ).rejects.toThrow();
    clock.advance(STUCK_AFTER_MS + 1000);
    // The job runs at once when the app is built, then every minute until the app closes.
    const withJobs = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      backgroundJobs: true,
    });
    try {
      await expect
        .poll(async () => (await requestsOf(order.id)).map((row) => row.status), {
          timeout: 15_000,
        })
        .toEqual(['done']);
    } finally {
      await withJobs.close();
    }
    expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 5, held: 0 });
  });
});
