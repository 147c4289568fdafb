/**
 * The test provider keeps its side of a payment (what the visitor did on its page) in the payment's
 * `details` under `outcome`, so that every server process sees it. The shop's own view of the payment
 * is the `status` column, written by checkout after asking the provider.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { Payer } from '../provider';

export const TEST_PROVIDER = 'test';

/**
 * What the visitor did on the test provider's page; a direct debit is `processing` until the test
 * provider is told that it arrived (`paid`) or failed (`failed`).
 */
export interface TestOutcome {
  status: 'paid' | 'processing' | 'failed' | 'cancelled';
  payer?: Payer;
  /** Paid with the test card whose refunds the provider refuses. */
  refundsRefused?: boolean;
  at: string;
}

/** A refund the test provider made: its id, the shop's key, cents and when. */
export interface TestRefund {
  id: string;
  key: string | null;
  amount: number;
  at: string;
}

/** A dispute (chargeback) of a test payment. */
export interface TestDispute {
  id: string;
  amount: number;
  status: 'open' | 'won' | 'lost';
  dueBy: string;
}

export interface TestPaymentRow {
  amount: number;
  details: Record<string, unknown>;
}

/** The payment the test provider started with this reference, or null. */
export async function findTestPayment(db: Db, ref: string): Promise<TestPaymentRow | null> {
  const [row] = await db
    .select({ amount: payments.amount, details: payments.details })
    .from(payments)
    .where(and(eq(payments.provider, TEST_PROVIDER), eq(payments.providerRef, ref)));
  return row ?? null;
}

/** Records the outcome once: a second submit of the page (or a second tab) changes nothing. */
export async function recordTestOutcome(
  db: Db,
  ref: string,
  outcome: TestOutcome,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify({ outcome })}::jsonb` })
    .where(
      and(
        eq(payments.provider, TEST_PROVIDER),
        eq(payments.providerRef, ref),
        sql`NOT (${payments.details} ? 'outcome')`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Adds a refund to a test payment when `refunds` is still what the caller read (optimistic check, so
 * two refunds at once never pay back more than was paid); `refundedAt` is set once wholly paid back.
 * False when the refunds changed meanwhile.
 */
export async function recordTestRefund(
  db: Db,
  ref: string,
  seen: readonly TestRefund[],
  refund: TestRefund,
  whole: boolean,
): Promise<boolean> {
  const refunds = [...seen, refund];
  const patch = whole ? { refunds, refundedAt: refund.at } : { refunds };
  const rows = await db
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify(patch)}::jsonb` })
    .where(
      and(
        eq(payments.provider, TEST_PROVIDER),
        eq(payments.providerRef, ref),
        sql`COALESCE(${payments.details} -> 'refunds', '[]'::jsonb) = ${JSON.stringify(seen)}::jsonb`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Ends a direct debit under way as `status`; false when the payment is not a debit under way. */
export async function settleTestDebit(
  db: Db,
  ref: string,
  status: 'paid' | 'failed',
  at: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      details: sql`jsonb_set(${payments.details}, '{outcome}', (${payments.details} -> 'outcome') || ${JSON.stringify({ status, settledAt: at })}::jsonb)`,
    })
    .where(
      and(
        eq(payments.provider, TEST_PROVIDER),
        eq(payments.providerRef, ref),
        sql`${payments.details} -> 'outcome' ->> 'status' = 'processing'`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Replaces the payment's disputes when they are still what the caller read (optimistic check). */
export async function recordTestDisputes(
  db: Db,
  ref: string,
  seen: readonly TestDispute[],
  disputes: readonly TestDispute[],
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify({ disputes })}::jsonb` })
    .where(
      and(
        eq(payments.provider, TEST_PROVIDER),
        eq(payments.providerRef, ref),
        sql`COALESCE(${payments.details} -> 'disputes', '[]'::jsonb) = ${JSON.stringify(seen)}::jsonb`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}
