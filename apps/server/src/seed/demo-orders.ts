/**
 * Demo orders of the demo museum: writes the plan of demo-sales-plan.ts as the shop writes a booking
 * (order, payment, lines, barcodes, the ledger's capture and booking; a refunded order's whole
 * refund) and checks in 85 % of the visitors of past slots. The places of the booked orders are
 * sold through the inventory (their capacity uses), so each capacity's `sold` is what the demo
 * orders took of it. Only order tokens and barcodes are random (they must be unguessable).
 */
import { venueToday } from '@foyer/domain';
import { randomBytes } from 'node:crypto';
import type { FoyerConfig } from '../config/schema';
import type { Db, Tx } from '../db/client';
import { eq } from 'drizzle-orm';
import { orderItems, ticketScans } from '../db/schema';
import { newBarcode, insertIssuedTickets } from '../modules/fulfilment';
import {
  articlesByIds,
  dayKey,
  eventDaysByKeys,
  eventSlotsByKeys,
  slotKey,
  tourSlotKey,
  tourSlotsByKeys,
} from '../modules/catalog';
import { sellWithoutHolds, type Demand } from '../modules/inventory';
import { chunks } from '../db/batches';
import {
  appendLedgerRows,
  insertOrder,
  insertOrderItems,
  insertPayment,
  updateOrder,
} from '../modules/orders';
import { buildDemoCatalog } from './demo';
import {
  planAdvanceOrders,
  planDemoOrders,
  share,
  type PlannedOrder,
  type PlannedUse,
} from './demo-sales-plan';

/** The capacity of each planned use that the catalog has (past slots and days have none). */
async function capacitiesOf(
  tx: Tx,
  plans: readonly PlannedOrder[],
): Promise<(use: PlannedUse) => number | undefined> {
  const uses = plans.flatMap((plan) => plan.lines.map((line) => line.use));
  const unique = <T>(keys: T[], id: (key: T) => string) => [
    ...new Map(keys.map((key) => [id(key), key])).values(),
  ];
  const slots = new Map<string, number>();
  const slotKeys = unique(
    uses.flatMap((use) => (use.kind === 'slot' ? [use] : [])),
    (use) => slotKey(use.eventId, use.mode, use.startsAt),
  );
  for (const part of chunks(slotKeys)) {
    for (const row of await eventSlotsByKeys(tx, part))
      slots.set(slotKey(row.eventId, row.mode, row.startsAt), row.capacityId);
  }
  const days = new Map<string, number>();
  const dayKeys = unique(
    uses.flatMap((use) => (use.kind === 'day' ? [{ eventId: use.eventId, day: use.date }] : [])),
    (key) => dayKey(key.eventId, key.day),
  );
  for (const part of chunks(dayKeys)) {
    for (const row of await eventDaysByKeys(tx, part))
      days.set(dayKey(row.eventId, row.day), row.capacityId);
  }
  const tourSlots = new Map<string, number>();
  const tourKeys = unique(
    uses.flatMap((use) => (use.kind === 'tourSlot' ? [use] : [])),
    (use) => tourSlotKey(use.tourId, use.startsAt),
  );
  for (const part of chunks(tourKeys)) {
    for (const row of await tourSlotsByKeys(tx, part))
      tourSlots.set(tourSlotKey(row.tourId, row.startsAt), row.participantsCapacityId);
  }
  const articleIds = [
    ...new Set(uses.flatMap((use) => (use.kind === 'article' ? [use.articleId] : []))),
  ];
  const stock = new Map(
    (await articlesByIds(tx, articleIds)).map((row) => [row.id, row.capacityId]),
  );
  return (use) => {
    switch (use.kind) {
      case 'slot':
        return slots.get(slotKey(use.eventId, use.mode, use.startsAt));
      case 'day':
        return days.get(dayKey(use.eventId, use.date));
      case 'tourSlot':
        return tourSlots.get(tourSlotKey(use.tourId, use.startsAt));
      case 'article':
        return stock.get(use.articleId);
    }
  };
}

/** What a booked order takes of the catalog's capacities, per line; a refunded order gave it back. */
function demandsOf(
  plan: PlannedOrder,
  capacityOf: (use: PlannedUse) => number | undefined,
): Demand[] {
  if (plan.refunded) return [];
  return plan.lines.flatMap((line, itemIndex) => {
    const capacityId = capacityOf(line.use);
    return capacityId === undefined ? [] : [{ capacityId, quantity: line.use.places, itemIndex }];
  });
}

/** Orders written per transaction. */
const ORDERS_PER_TRANSACTION = 250;

async function writeOrder(tx: Tx, plan: PlannedOrder, today: string): Promise<number> {
  const subtotal = plan.lines.reduce((sum, line) => sum + line.item.totalPrice, 0);
  const token = randomBytes(24).toString('base64url');
  const order = await insertOrder(tx, {
    token,
    number: token,
    status: plan.refunded ? 'refunded' : 'booked',
    language: plan.language,
    payart: plan.payart,
    partner: plan.partner,
    requestInvoice: false,
    subtotal,
    shippingCost: plan.shipping,
    voucherDiscount: 0,
    total: subtotal + plan.shipping,
    billing: plan.billing,
    createdAt: new Date(plan.bookedAt.getTime() - 4 * 60_000),
    bookedAt: plan.bookedAt,
  });
  await updateOrder(tx, order.id, {
    number: `${plan.date.slice(0, 4)}-${String(order.id).padStart(6, '0')}`,
  });
  const payment = await insertPayment(tx, {
    orderId: order.id,
    provider: 'test',
    providerRef: randomBytes(16).toString('hex'),
    status: 'paid',
    amount: subtotal + plan.shipping,
    createdAt: plan.bookedAt,
    updatedAt: plan.bookedAt,
  });
  await insertOrderItems(
    tx,
    order.id,
    plan.lines.map((line) => line.item),
  );
  const items = await tx.query.orderItems.findMany({
    where: (table, { eq }) => eq(table.orderId, order.id),
    orderBy: (table, { asc }) => [asc(table.id)],
  });
  const refund = 'staff:demo';
  await appendLedgerRows(
    tx,
    order.id,
    [
      {
        key: `capture:${payment.id}`,
        entry: { kind: 'capture', paymentId: payment.id, amount: payment.amount, pending: false },
      },
      { key: 'booked', entry: { kind: 'booked', paymentId: payment.id } },
      ...(plan.refunded
        ? [
            {
              key: refund,
              entry: {
                kind: 'refundRequested' as const,
                request: refund,
                paymentId: payment.id,
                amount: payment.amount,
                purpose: 'cancellation' as const,
                lineIds: items.map((item) => item.id),
                vouchers: [],
                whole: true,
                retryOf: null,
              },
            },
            { key: `done:${refund}`, entry: { kind: 'refundDone' as const, request: refund } },
          ]
        : []),
    ],
    plan.bookedAt,
  );
  if (plan.refunded) {
    await tx
      .update(orderItems)
      .set({ cancelledAt: plan.bookedAt })
      .where(eq(orderItems.orderId, order.id));
  }
  for (const [index, line] of plan.lines.entries()) {
    const item = items[index];
    if (!item || line.admissions.length === 0) continue;
    const issued = await insertIssuedTickets(
      tx,
      line.admissions.map((admission) => ({
        orderId: order.id,
        orderItemId: item.id,
        barcode: newBarcode(),
        kind:
          item.type === 'guidedTour'
            ? ('guidedTour' as const)
            : item.type === 'dayTicket'
              ? ('dayTicket' as const)
              : ('ticket' as const),
        admits: admission.admits,
        validFrom: admission.validFrom,
        validTo: admission.validTo,
        createdAt: plan.bookedAt,
      })),
    );
    if (plan.refunded || plan.date >= today) continue;
    const scans = issued.filter(
      (ticket) =>
        share(
          `${plan.key} scan ${ticket.orderItemId} ${ticket.validFrom} ${issued.indexOf(ticket)}`,
        ) < 0.85,
    );
    if (scans.length === 0) continue;
    await tx.insert(ticketScans).values(
      scans.map((ticket) => ({
        issuedTicketId: ticket.id,
        scannedAt: new Date(plan.bookedAt.getTime() + 60 * 60_000),
        result: 'valid' as const,
        device: 'demo',
      })),
    );
  }
  return order.id;
}

/**
 * Writes the demo orders: six weeks of past sales and the advance bookings of the demo catalog's
 * plan; their places are sold through the inventory. Answers how many. The caller holds the
 * start-up lock.
 */
export async function seedDemoOrders(db: Db, now: Date, config: FoyerConfig): Promise<number> {
  const timeZone = config.server.timeZone;
  const today = venueToday(now, timeZone);
  const past = planDemoOrders(now, timeZone);
  const plans = [...past, ...planAdvanceOrders(buildDemoCatalog(now, config), past, now, timeZone)];
  // In transactions of a few hundred orders: the embedded database keeps a transaction in memory.
  for (const part of chunks(plans, ORDERS_PER_TRANSACTION)) {
    await db.transaction(async (tx) => {
      const capacityOf = await capacitiesOf(tx, part);
      const sold: { orderId: number; demands: Demand[] }[] = [];
      for (const plan of part) {
        const orderId = await writeOrder(tx, plan, today);
        sold.push({ orderId, demands: demandsOf(plan, capacityOf) });
      }
      await sellWithoutHolds(tx, sold);
    });
  }
  return plans.length;
}
