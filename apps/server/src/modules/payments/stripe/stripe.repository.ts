/**
 * What the Stripe provider keeps: processed webhook events (a redelivered event is not acted on
 * twice) and refund states as Stripe reports them. Nothing here holds card data or an IBAN.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentRefundStates, paymentWebhookEvents } from '../../../db/schema';

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
