/**
 * Demo orders of the demo museum: writes the plan of demo-sales-plan.ts as the shop writes a booking
 * (order, payment, lines, barcodes, the ledger's capture and booking; a refunded order's whole
 * refund) and checks in 85 % of the visitors of past slots. Only order tokens and barcodes are
 * random (they must be unguessable).
 */
import { venueToday } from '@foyer/domain';
import { randomBytes } from 'node:crypto';
import type { FoyerConfig } from '../config/schema';
import type { Db, Tx } from '../db/client';
import { eq } from 'drizzle-orm';
import { orderItems, ticketScans } from '../db/schema';
import { newBarcode, insertIssuedTickets } from '../modules/fulfilment';
import {
  appendLedgerRows,
  insertOrder,
  insertOrderItems,
  insertPayment,
  updateOrder,
} from '../modules/orders';
import { planDemoOrders, share, type PlannedOrder } from './demo-sales-plan';

async function writeOrder(tx: Tx, plan: PlannedOrder, today: string): Promise<void> {
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
}

/** Writes the demo orders; answers how many. The caller holds the start-up lock. */
export async function seedDemoOrders(db: Db, now: Date, config: FoyerConfig): Promise<number> {
  const today = venueToday(now, config.server.timeZone);
  const plans = planDemoOrders(now, config.server.timeZone);
  await db.transaction(async (tx) => {
    for (const plan of plans) await writeOrder(tx, plan, today);
  });
  return plans.length;
}
