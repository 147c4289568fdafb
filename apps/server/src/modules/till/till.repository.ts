/** The till's rows (db/schema-till.ts); only this file touches them. */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, tills, tillShifts, tillTransactions } from '../../db/schema';

export type TillRow = typeof tills.$inferSelect;
export type ShiftRow = typeof tillShifts.$inferSelect;
export type TillTransactionRow = typeof tillTransactions.$inferSelect;
export type NewTillTransaction = typeof tillTransactions.$inferInsert;

/** The till of `code`, made on first use with its TSE client. */
export async function ensureTill(
  tx: Tx,
  code: string,
  client: { clientId: string; clientSerial: string },
  now: Date,
): Promise<TillRow> {
  await tx
    .insert(tills)
    .values({ code, clientId: client.clientId, clientSerial: client.clientSerial, createdAt: now })
    .onConflictDoNothing({ target: tills.code });
  const [row] = await tx.select().from(tills).where(eq(tills.code, code));
  if (!row) throw new Error(`till ${code} could not be made`);
  return row;
}

export async function tillById(tx: Tx, id: number): Promise<TillRow | null> {
  const [row] = await tx.select().from(tills).where(eq(tills.id, id));
  return row ?? null;
}

export async function openShiftOf(tx: Tx, tillId: number): Promise<ShiftRow | null> {
  const [row] = await tx
    .select()
    .from(tillShifts)
    .where(and(eq(tillShifts.tillId, tillId), isNull(tillShifts.closedAt)));
  return row ?? null;
}

export async function shiftById(tx: Tx, id: number): Promise<ShiftRow | null> {
  const [row] = await tx.select().from(tillShifts).where(eq(tillShifts.id, id));
  return row ?? null;
}

export async function insertShift(
  tx: Tx,
  values: typeof tillShifts.$inferInsert,
): Promise<ShiftRow | null> {
  const [row] = await tx.insert(tillShifts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Closes an open shift once; null when it was closed meanwhile. */
export async function closeShiftRow(
  tx: Tx,
  id: number,
  values: Pick<
    ShiftRow,
    | 'closedAt'
    | 'closedById'
    | 'closedByName'
    | 'counted'
    | 'expected'
    | 'difference'
    | 'closingNumber'
    | 'zReport'
  >,
): Promise<ShiftRow | null> {
  const [row] = await tx
    .update(tillShifts)
    .set(values)
    .where(and(eq(tillShifts.id, id), isNull(tillShifts.closedAt)))
    .returning();
  return row ?? null;
}

/** The till's row, locked until the transaction ends (the till's counter and its storno claim). */
export async function lockTill(tx: Tx, id: number): Promise<TillRow | null> {
  const [row] = await tx.select().from(tills).where(eq(tills.id, id)).for('update');
  return row ?? null;
}

/** Sets (a key and its time) or clears (nulls) the till's storno claim; the till is locked. */
export async function setStornoClaim(
  tx: Tx,
  id: number,
  claim: { stornoKey: string | null; stornoSince: Date | null },
): Promise<void> {
  await tx.update(tills).set(claim).where(eq(tills.id, id));
}

/** The till's next transaction number; the till's row stays locked until the transaction ends. */
export async function nextNumber(tx: Tx, tillId: number): Promise<number> {
  const [row] = await tx
    .update(tills)
    .set({ lastNumber: sql`${tills.lastNumber} + 1` })
    .where(eq(tills.id, tillId))
    .returning({ number: tills.lastNumber });
  if (!row) throw new Error(`no till ${tillId}`);
  return row.number;
}

/** The till's next Z report number. */
export async function nextClosing(tx: Tx, tillId: number): Promise<number> {
  const [row] = await tx
    .update(tills)
    .set({ lastClosing: sql`${tills.lastClosing} + 1` })
    .where(eq(tills.id, tillId))
    .returning({ number: tills.lastClosing });
  if (!row) throw new Error(`no till ${tillId}`);
  return row.number;
}

export async function insertTransaction(
  tx: Tx,
  values: NewTillTransaction,
): Promise<TillTransactionRow> {
  const [row] = await tx.insert(tillTransactions).values(values).returning();
  if (!row) throw new Error('till transaction not written');
  return row;
}

export async function transactionByKey(tx: Tx, key: string): Promise<TillTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(tillTransactions)
    .where(eq(tillTransactions.requestKey, key));
  return row ?? null;
}

export async function transactionById(tx: Tx, id: number): Promise<TillTransactionRow | null> {
  const [row] = await tx.select().from(tillTransactions).where(eq(tillTransactions.id, id));
  return row ?? null;
}

export async function lastTransactionOf(
  tx: Tx,
  tillId: number,
): Promise<TillTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(tillTransactions)
    .where(eq(tillTransactions.tillId, tillId))
    .orderBy(desc(tillTransactions.number))
    .limit(1);
  return row ?? null;
}

export async function stornoOf(tx: Tx, saleId: number): Promise<TillTransactionRow | null> {
  const [row] = await tx
    .select()
    .from(tillTransactions)
    .where(eq(tillTransactions.cancelsId, saleId));
  return row ?? null;
}

export async function transactionsOfShift(tx: Tx, shiftId: number): Promise<TillTransactionRow[]> {
  return tx
    .select()
    .from(tillTransactions)
    .where(eq(tillTransactions.shiftId, shiftId))
    .orderBy(asc(tillTransactions.number));
}

export async function setFiscal(
  tx: Tx,
  id: number,
  values: Partial<NewTillTransaction>,
): Promise<TillTransactionRow | null> {
  const [row] = await tx
    .update(tillTransactions)
    .set(values)
    .where(eq(tillTransactions.id, id))
    .returning();
  return row ?? null;
}

/** Shifts closed in [from, to), by till and closing number. */
export async function shiftsClosedBetween(db: Db, from: Date, to: Date): Promise<ShiftRow[]> {
  return db
    .select()
    .from(tillShifts)
    .where(
      and(
        isNotNull(tillShifts.closedAt),
        gte(tillShifts.closedAt, from),
        lt(tillShifts.closedAt, to),
      ),
    )
    .orderBy(asc(tillShifts.tillId), asc(tillShifts.closingNumber));
}

/** True for PostgreSQL's unique violation (a request key or a storno written twice at once). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Till transactions that ended in [from, to): who, what kind and their gross (for the reports). */
export async function tillSalesBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ cashierId: number; cashierName: string; kind: 'sale' | 'storno'; gross: number }[]> {
  const rows = await db
    .select({
      cashierId: tillTransactions.cashierId,
      cashierName: tillTransactions.cashierName,
      kind: tillTransactions.kind,
      cash: tillTransactions.cash,
      card: tillTransactions.card,
      voucher: tillTransactions.voucher,
    })
    .from(tillTransactions)
    .where(and(gte(tillTransactions.endedAt, from), lt(tillTransactions.endedAt, to)))
    .orderBy(asc(tillTransactions.id));
  return rows.map((row) => ({
    cashierId: row.cashierId,
    cashierName: row.cashierName,
    kind: row.kind,
    gross: row.cash + row.card + row.voucher,
  }));
}

/** Orders whose articles count as sold: paid, booked, or partly refunded (their lines still kept). */
const SOLD_STATES = ['paid', 'booked', 'partlyRefunded'] as const;

/**
 * Units of each article sold since `since` over every channel (a read of the orders' lines, not
 * the till's rows): lines not cancelled of orders that stand, most sold first, at most `limit`.
 */
export async function articlesSoldSince(
  db: Db,
  since: Date,
  limit: number,
): Promise<{ id: number; sold: number }[]> {
  const sold = sql<number>`sum(${orderItems.count})::int`;
  const rows = await db
    .select({ id: orderItems.refId, sold })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.type, 'merchandise'),
        isNull(orderItems.cancelledAt),
        isNotNull(orderItems.refId),
        inArray(orders.status, [...SOLD_STATES]),
        gte(orders.createdAt, since),
      ),
    )
    .groupBy(orderItems.refId)
    .orderBy(desc(sold), asc(orderItems.refId))
    .limit(limit);
  return rows.flatMap((row) => (row.id === null ? [] : [{ id: row.id, sold: Number(row.sold) }]));
}
