/**
 * The closures' rows (`db/schema-closures.ts`): a closure, its orders and what happened to each.
 * Only this file touches the tables.
 */
import type { ClosureTarget } from '@foyer/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { closureOrders, closures } from '../../db/schema';

export type ClosureRow = typeof closures.$inferSelect;
export type NewClosure = Omit<typeof closures.$inferInsert, 'id'>;
export type ClosureOrderRow = typeof closureOrders.$inferSelect;
export type ClosureOrderState = ClosureOrderRow['state'];

/** Inserts the closure unless its key is taken; answers the closure of the key either way. */
export async function insertClosure(
  tx: Tx,
  row: NewClosure,
): Promise<{ closure: ClosureRow; created: boolean }> {
  const [created] = await tx.insert(closures).values(row).onConflictDoNothing().returning();
  if (created) return { closure: created, created: true };
  const [found] = await tx.select().from(closures).where(eq(closures.key, row.key));
  if (!found) throw new Error('closure key taken but not found');
  return { closure: found, created: false };
}

export async function insertClosureOrders(
  tx: Tx,
  rows: readonly { closureId: number; orderId: number; orderNumber: string; lineIds: number[] }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(closureOrders).values(rows.slice(i, i + 500));
  }
}

export async function closureById(db: Db | Tx, id: number): Promise<ClosureRow | null> {
  const [row] = await db.select().from(closures).where(eq(closures.id, id));
  return row ?? null;
}

/** The closures of an event or a guided tour, newest first. */
export async function closuresOf(db: Db, target: ClosureTarget, limit = 20): Promise<ClosureRow[]> {
  return db
    .select()
    .from(closures)
    .where(
      target.type === 'event' ? eq(closures.eventId, target.id) : eq(closures.tourId, target.id),
    )
    .orderBy(desc(closures.createdAt), desc(closures.id))
    .limit(limit);
}

/**
 * Takes a running closure for this process until `until`: one nobody holds, or whose holder's lease
 * ran out (it crashed or stopped). `id` takes that closure only. Answers the closure taken, or null.
 */
export async function claimClosure(
  db: Db,
  now: Date,
  until: Date,
  id?: number,
): Promise<ClosureRow | null> {
  const result = await db.execute(sql`
    UPDATE closures SET lease_until = ${until.toISOString()}::timestamptz
    WHERE id = (
      SELECT id FROM closures
      WHERE status = 'running'
        AND (lease_until IS NULL OR lease_until < ${now.toISOString()}::timestamptz)
        ${id === undefined ? sql`` : sql`AND id = ${id}`}
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const taken = rowsOf<{ id: number }>(result)[0];
  return taken ? closureById(db, Number(taken.id)) : null;
}

/** Keeps the lease of a closure this process works on. */
export async function renewLease(db: Db, id: number, until: Date): Promise<void> {
  await db.update(closures).set({ leaseUntil: until }).where(eq(closures.id, id));
}

export async function finishClosure(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(closures)
    .set({ status: 'done', finishedAt: now, leaseUntil: null })
    .where(and(eq(closures.id, id), eq(closures.status, 'running')));
}

/** Lets another process (or a later run) take the closure from `from` on. */
export async function releaseLease(db: Db, id: number, from: Date): Promise<void> {
  await db.update(closures).set({ leaseUntil: from }).where(eq(closures.id, id));
}

/** The closure's orders not worked on yet, in order. */
export async function pendingOrders(
  db: Db,
  closureId: number,
  limit: number,
): Promise<ClosureOrderRow[]> {
  return db
    .select()
    .from(closureOrders)
    .where(and(eq(closureOrders.closureId, closureId), eq(closureOrders.state, 'pending')))
    .orderBy(asc(closureOrders.orderId))
    .limit(limit);
}

/**
 * Records what happened to one order, only while it is still pending: answers false when another
 * worker recorded it first (the caller then does nothing more for it).
 */
export async function settleClosureOrder(
  tx: Db | Tx,
  closureId: number,
  orderId: number,
  values: {
    state: Exclude<ClosureOrderState, 'pending'>;
    amount?: number;
    mail?: ClosureOrderRow['mail'];
    reason?: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .update(closureOrders)
    .set(values)
    .where(
      and(
        eq(closureOrders.closureId, closureId),
        eq(closureOrders.orderId, orderId),
        eq(closureOrders.state, 'pending'),
      ),
    )
    .returning({ orderId: closureOrders.orderId });
  return rows.length > 0;
}

/** The closure's orders with their numbers, for its progress and result. */
export async function closureOrderRows(db: Db, closureId: number): Promise<ClosureOrderRow[]> {
  return db
    .select()
    .from(closureOrders)
    .where(eq(closureOrders.closureId, closureId))
    .orderBy(asc(closureOrders.orderId));
}
