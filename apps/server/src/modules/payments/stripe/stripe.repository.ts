/**
 * What the Stripe provider keeps: processed webhook events (a redelivered event is not acted on
 * twice), refund states as Stripe reports them, and a direct debit that failed after its order was
 * booked. Nothing here holds card data or an IBAN.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentRefundStates, payments, paymentWebhookEvents } from '../../../db/schema';

export const STRIPE_PROVIDER = 'stripe';

/** True when this event was processed before. */
export async function eventProcessed(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(
      and(
        eq(paymentWebhookEvents.provider, STRIPE_PROVIDER),
        eq(paymentWebhookEvents.eventId, eventId),
      ),
    );
  return rows.length > 0;
}

/** Records a processed event (once; a concurrent delivery of the same event changes nothing). */
export async function markEventProcessed(
  db: Db,
  eventId: string,
  type: string,
  now: Date,
): Promise<void> {
  await db
    .insert(paymentWebhookEvents)
    .values({ provider: STRIPE_PROVIDER, eventId, type, processedAt: now })
    .onConflictDoNothing();
}

export interface RefundState {
  refundRef: string;
  paymentRef: string | null;
  amount: number;
  status: string;
  failureReason: string | null;
}

/** Keeps the newest word of Stripe about a refund. */
export async function saveRefundState(db: Db, state: RefundState, now: Date): Promise<void> {
  await db
    .insert(paymentRefundStates)
    .values({ provider: STRIPE_PROVIDER, ...state, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentRefundStates.provider, paymentRefundStates.refundRef],
      set: {
        status: state.status,
        failureReason: state.failureReason,
        amount: state.amount,
        updatedAt: now,
        ...(state.paymentRef ? { paymentRef: state.paymentRef } : {}),
      },
    });
}

/** The refund states Stripe reported for a payment (its Checkout Session id). */
export async function refundStatesOf(db: Db, paymentRef: string): Promise<RefundState[]> {
  return db
    .select({
      refundRef: paymentRefundStates.refundRef,
      paymentRef: paymentRefundStates.paymentRef,
      amount: paymentRefundStates.amount,
      status: paymentRefundStates.status,
      failureReason: paymentRefundStates.failureReason,
    })
    .from(paymentRefundStates)
    .where(
      and(
        eq(paymentRefundStates.provider, STRIPE_PROVIDER),
        eq(paymentRefundStates.paymentRef, paymentRef),
      ),
    )
    .orderBy(paymentRefundStates.refundRef);
}

/**
 * A direct debit that failed after its order was booked (the visitor cancelled the mandate, the bank
 * returned the debit): the payment is marked failed with Stripe's reason, for the back office.
 * Answers the order id, or null when the payment is unknown.
 */
export async function markDebitFailed(
  db: Db,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(payments)
    .set({
      status: 'failed',
      updatedAt: now,
      details: sql`${payments.details} || ${JSON.stringify({ debitFailed: { reason, at: now.toISOString() } })}::jsonb`,
    })
    .where(and(eq(payments.provider, STRIPE_PROVIDER), eq(payments.providerRef, sessionId)))
    .returning({ orderId: payments.orderId });
  return rows[0]?.orderId ?? null;
}
