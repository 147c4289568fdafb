/**
 * The wallet module's tables (`wallet_registrations`, `wallet_google_objects`) and what it reads of
 * an admission to keep its passes true: when the admission last changed. An admission changes when
 * its ticket gets a new barcode and start (`issued_tickets.updated_at`, a move) and when its line
 * is cancelled (`order_items.cancelled_at`, every cancellation and refund of lines); the first
 * version is its issue (`created_at`). Times are compared to the millisecond, as the clock gives them.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  issuedTickets,
  orderItems,
  walletGoogleObjects,
  walletRegistrations,
} from '../../db/schema';

/** When the admission last changed, to the millisecond. */
const CHANGED_AT = sql`date_trunc('milliseconds', greatest(${issuedTickets.createdAt}, ${issuedTickets.updatedAt}, ${orderItems.cancelledAt}))`;

/** The same as epoch milliseconds (a number on every driver). */
const CHANGED_MS = sql<number>`(extract(epoch from ${CHANGED_AT}) * 1000)::float8`;

/** An admission as the wallet job and the web service look it up. */
export interface AdmissionState {
  ticketId: number;
  orderId: number;
  kind: (typeof issuedTickets.$inferSelect)['kind'];
  changedAt: Date;
}

const stateColumns = {
  ticketId: issuedTickets.id,
  orderId: issuedTickets.orderId,
  kind: issuedTickets.kind,
  changedMs: CHANGED_MS,
};

function stateOf(row: {
  ticketId: number;
  orderId: number;
  kind: AdmissionState['kind'];
  changedMs: number;
}): AdmissionState {
  return {
    ticketId: row.ticketId,
    orderId: row.orderId,
    kind: row.kind,
    changedAt: new Date(Number(row.changedMs)),
  };
}

/** The issued ticket `id` of a booked order (never of an order before booking), or null. */
export async function admissionState(tx: Tx, id: number): Promise<AdmissionState | null> {
  const [row] = await tx
    .select(stateColumns)
    .from(issuedTickets)
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(eq(issuedTickets.id, id));
  return row ? stateOf(row) : null;
}

/** The admissions of these ids, by id. */
export async function admissionStates(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, AdmissionState>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(stateColumns)
    .from(issuedTickets)
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(inArray(issuedTickets.id, [...ids]));
  return new Map(rows.map((row) => [row.ticketId, stateOf(row)]));
}

export interface Registration {
  deviceLibraryId: string;
  passTypeId: string;
  issuedTicketId: number;
  pushToken: string;
}

/**
 * Registers the device for the pass (the device knows it as of `knownChangeAt`); a repeated
 * registration keeps the row and takes the newest push token. True when it is new.
 */
export async function register(
  tx: Tx,
  registration: Registration,
  knownChangeAt: Date,
): Promise<boolean> {
  const mine = and(
    eq(walletRegistrations.deviceLibraryId, registration.deviceLibraryId),
    eq(walletRegistrations.passTypeId, registration.passTypeId),
    eq(walletRegistrations.issuedTicketId, registration.issuedTicketId),
  );
  const inserted = await tx
    .insert(walletRegistrations)
    .values({ ...registration, knownChangeAt })
    .onConflictDoNothing()
    .returning({ id: walletRegistrations.id });
  if (inserted.length > 0) return true;
  await tx.update(walletRegistrations).set({ pushToken: registration.pushToken }).where(mine);
  return false;
}

/** Removes the device's registration of the pass. */
export async function unregister(
  tx: Tx,
  registration: Omit<Registration, 'pushToken'>,
): Promise<void> {
  await tx
    .delete(walletRegistrations)
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, registration.deviceLibraryId),
        eq(walletRegistrations.passTypeId, registration.passTypeId),
        eq(walletRegistrations.issuedTicketId, registration.issuedTicketId),
      ),
    );
}

/** The passes of the type the device registered, with when each admission last changed. */
export async function passesOfDevice(
  tx: Tx,
  deviceLibraryId: string,
  passTypeId: string,
): Promise<AdmissionState[]> {
  const rows = await tx
    .select(stateColumns)
    .from(walletRegistrations)
    .innerJoin(issuedTickets, eq(issuedTickets.id, walletRegistrations.issuedTicketId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(
      and(
        eq(walletRegistrations.deviceLibraryId, deviceLibraryId),
        eq(walletRegistrations.passTypeId, passTypeId),
      ),
    )
    .orderBy(asc(issuedTickets.id));
  return rows.map(stateOf);
}

/** Rows due now: their admission changed since it was last told, and no retry waits. */
function due(table: typeof walletRegistrations | typeof walletGoogleObjects, now: Date): SQL {
  return and(
    sql`${CHANGED_AT} > ${table.knownChangeAt}`,
    or(isNull(table.nextAttemptAt), lte(table.nextAttemptAt, now)),
  ) as SQL;
}

export interface DueRegistration {
  id: number;
  pushToken: string;
  attempts: number;
  changedAt: Date;
}

/** Registrations whose pass changed since their device was last told, oldest first. */
export async function dueRegistrations(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<DueRegistration[]> {
  const rows = await tx
    .select({
      id: walletRegistrations.id,
      pushToken: walletRegistrations.pushToken,
      attempts: walletRegistrations.attempts,
      changedMs: CHANGED_MS,
    })
    .from(walletRegistrations)
    .innerJoin(issuedTickets, eq(issuedTickets.id, walletRegistrations.issuedTicketId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(due(walletRegistrations, now))
    .orderBy(asc(walletRegistrations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, changedAt: new Date(Number(row.changedMs)) }));
}

/** The device was told of the change at `changedAt` (a later change is still due). */
export async function markRegistrationTold(tx: Tx, id: number, changedAt: Date): Promise<void> {
  await tx
    .update(walletRegistrations)
    .set({ knownChangeAt: changedAt, attempts: 0, nextAttemptAt: null, lastError: null })
    .where(eq(walletRegistrations.id, id));
}

/** A push to the registration's device failed: tried again at `retryAt`. */
export async function markRegistrationFailed(
  tx: Tx,
  id: number,
  attempts: number,
  retryAt: Date,
  error: string,
): Promise<void> {
  await tx
    .update(walletRegistrations)
    .set({ attempts, nextAttemptAt: retryAt, lastError: error })
    .where(eq(walletRegistrations.id, id));
}

/** Removes every registration of a push token Apple no longer knows. */
export async function forgetPushToken(tx: Tx, pushToken: string): Promise<void> {
  await tx.delete(walletRegistrations).where(eq(walletRegistrations.pushToken, pushToken));
}

/** Records (or refreshes) the Google object of an admission, synced as of `knownChangeAt`. */
export async function saveGoogleObject(
  tx: Tx,
  issuedTicketId: number,
  objectId: string,
  knownChangeAt: Date,
): Promise<void> {
  await tx
    .insert(walletGoogleObjects)
    .values({ issuedTicketId, objectId, knownChangeAt })
    .onConflictDoUpdate({
      target: walletGoogleObjects.issuedTicketId,
      set: { objectId, knownChangeAt, attempts: 0, nextAttemptAt: null, lastError: null },
    });
}

export interface DueGoogleObject {
  issuedTicketId: number;
  orderId: number;
  objectId: string;
  attempts: number;
  changedAt: Date;
}

/** Google objects whose admission changed since Google was last told, oldest first. */
export async function dueGoogleObjects(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<DueGoogleObject[]> {
  const rows = await tx
    .select({
      issuedTicketId: walletGoogleObjects.issuedTicketId,
      orderId: issuedTickets.orderId,
      objectId: walletGoogleObjects.objectId,
      attempts: walletGoogleObjects.attempts,
      changedMs: CHANGED_MS,
    })
    .from(walletGoogleObjects)
    .innerJoin(issuedTickets, eq(issuedTickets.id, walletGoogleObjects.issuedTicketId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(due(walletGoogleObjects, now))
    .orderBy(asc(walletGoogleObjects.issuedTicketId))
    .limit(limit);
  return rows.map((row) => ({ ...row, changedAt: new Date(Number(row.changedMs)) }));
}

/** Google's object shows the change at `changedAt`. */
export async function markGoogleObjectSynced(
  tx: Tx,
  issuedTicketId: number,
  changedAt: Date,
): Promise<void> {
  await tx
    .update(walletGoogleObjects)
    .set({ knownChangeAt: changedAt, attempts: 0, nextAttemptAt: null, lastError: null })
    .where(eq(walletGoogleObjects.issuedTicketId, issuedTicketId));
}

/** Updating Google's object failed: tried again at `retryAt`. */
export async function markGoogleObjectFailed(
  tx: Tx,
  issuedTicketId: number,
  attempts: number,
  retryAt: Date,
  error: string,
): Promise<void> {
  await tx
    .update(walletGoogleObjects)
    .set({ attempts, nextAttemptAt: retryAt, lastError: error })
    .where(eq(walletGoogleObjects.issuedTicketId, issuedTicketId));
}
