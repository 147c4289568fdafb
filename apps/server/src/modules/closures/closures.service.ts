/**
 * Cancelling or messaging the visitors of a slot, a date or an event, or of a guided tour's starts,
 * one of its dates or the whole tour (docs/decisions.md "Stopping, cancelling and messaging dates").
 *
 * Starting a closure is one transaction: a cancellation first stops the scope's capacities for good
 * (`cancelled`: no new hold from then on, and places given back by the cancellations are not sold
 * again), then the orders with lines in the scope are listed, one row each. The rows are worked
 * through afterwards, one order at a time, by the process that holds the closure's lease:
 * - a booked order's lines are cancelled and paid back through its ledger, keyed by the closure, so
 *   asking again after a crash replays the first answer and pays back once; the ledger's e-mail
 *   carries the museum's message in the order's language;
 * - an order still waiting for its payment is given up (its holds go back; a payment that arrives
 *   later is paid back by the usual path);
 * - a refund the provider refuses leaves the lines booked (staff settle it on the order page) and
 *   the visitor gets the message, with word that the refund follows;
 * - a message only queues the e-mail, in the same transaction that records the row as done.
 * A crashed or stopped process leaves its lease to run out; the background job (or the next start)
 * takes the closure over and goes on with the rows still pending.
 */
import {
  closureTarget,
  messageFor,
  scopeTouchesLine,
  type ClosureScopeValue,
  type ClosureTarget,
  type LocalizedText,
} from '@foyer/domain';
import type {
  Closure,
  ClosurePreview,
  closureBody,
  closurePreviewBody,
} from '@foyer/domain/admin-contract/closures';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { NOT_FOUND } from '../../http/failure';
import { defaultLanguage } from '../../i18n/languages';
import { failed, success, type Outcome } from '../../outcome';
import { capacitiesOfScope } from '../admin-catalog';
import { setSales } from '../inventory';
import { enqueueMail } from '../mail';
import {
  cancelBookedOrder,
  cancelUnpaidOrder,
  linesInUseOf,
  lockOrderById,
  orderById,
  orderRecipient,
  refundedBy,
  visitorMessageMail,
  WITH_VALID_LINES,
  type CancelDeps,
  type ClosureLineRow,
  type OrderRow,
} from '../orders';
import { audit, SYSTEM_ACTOR, type Actor } from '../staff';
import {
  claimClosure,
  closureById,
  closureOrderRows,
  closuresOf,
  finishClosure,
  insertClosure,
  insertClosureOrders,
  pendingOrders,
  releaseLease,
  renewLease,
  settleClosureOrder,
  type ClosureOrderRow,
  type ClosureRow,
} from './closures.repository';

export type ClosureDeps = CancelDeps;

/**
 * How long a process holds a closure without renewing it (it renews after every order; a refund is
 * answered within seconds): another process takes over a crashed one's closure after this.
 */
export const CLOSURE_LEASE_MS = 15_000;
/** How long orders left to retry wait before another round. */
const RETRY_MS = 15_000;
/** Orders read per round. */
const ROUND = 20;

export interface ClosureLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** One order a closure touches, with the lines it is about. */
interface AffectedOrder {
  orderId: number;
  orderNumber: string;
  status: string;
  lines: ClosureLineRow[];
}

/** Whether the scope touches a line (see `scopeTouchesLine`); lines of other kinds never. */
function touches(
  scope: ClosureScopeValue,
  slotStarts: readonly string[],
  line: ClosureLineRow['line'],
): boolean {
  switch (line.type) {
    case 'ticket':
      return scopeTouchesLine(scope, slotStarts, {
        type: 'ticket',
        eventId: line.details.eventId,
        datetime: line.details.datetime,
      });
    case 'dayTicket':
      return scopeTouchesLine(scope, slotStarts, {
        type: 'dayTicket',
        eventId: line.details.eventId,
        date: line.details.date,
      });
    case 'guidedTour':
      return scopeTouchesLine(scope, slotStarts, {
        type: 'guidedTour',
        tourId: line.details.tourId,
        datetime: line.details.datetime,
      });
    default:
      return false;
  }
}

/** The orders with lines in the scope. */
async function affectedOrders(
  tx: Db | Tx,
  scope: ClosureScopeValue,
  slotStarts: readonly string[],
): Promise<AffectedOrder[]> {
  const byOrder = new Map<number, AffectedOrder>();
  for (const row of await linesInUseOf(tx, closureTarget(scope))) {
    if (!touches(scope, slotStarts, row.line)) continue;
    const entry = byOrder.get(row.orderId) ?? {
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      status: row.status,
      lines: [],
    };
    entry.lines.push(row);
    byOrder.set(row.orderId, entry);
  }
  return [...byOrder.values()];
}

/** The places a line holds: an event ticket's people, a tour line's participants (or tours). */
function placesOf(line: ClosureLineRow['line']): number {
  if (line.type === 'ticket' || line.type === 'dayTicket') return line.details.places;
  return line.type === 'guidedTour' ? line.count : 0;
}

type PreviewInput = z.output<typeof closurePreviewBody>;

/** What a closure would touch. */
export async function previewClosure(
  deps: ClosureDeps,
  input: PreviewInput,
): Promise<Outcome<ClosurePreview>> {
  const covered = await deps.db.transaction((tx) => capacitiesOfScope(tx, input.scope));
  if (!covered) return failed(NOT_FOUND);
  const affected = await affectedOrders(
    deps.db,
    input.scope,
    covered.slots.map((slot) => slot.startsAt),
  );
  let withoutEmail = 0;
  for (const order of affected) {
    const row = await orderById(deps.db, order.orderId);
    if (row && !(await orderRecipient(deps.db, deps, row))) withoutEmail += 1;
  }
  const booked = affected.filter((order) =>
    (WITH_VALID_LINES as readonly string[]).includes(order.status),
  );
  return success({
    orders: affected.length,
    places: affected.reduce(
      (sum, order) => sum + order.lines.reduce((n, row) => n + placesOf(row.line), 0),
      0,
    ),
    amount:
      input.kind === 'cancel'
        ? booked.reduce(
            (sum, order) => sum + order.lines.reduce((n, row) => n + row.line.totalPrice, 0),
            0,
          )
        : 0,
    withoutEmail,
    slots: covered.slots.length,
  });
}

/** A closure as the back office shows it: what it covers, how far it got, what went wrong. */
export async function closureView(db: Db, closure: ClosureRow): Promise<Closure> {
  const rows = await closureOrderRows(db, closure.id);
  const listed = (row: ClosureOrderRow) => ({
    orderId: row.orderId,
    number: row.orderNumber,
    reason: row.reason,
  });
  return {
    id: closure.id,
    kind: closure.kind,
    scope: closure.scope,
    status: closure.status,
    createdAt: closure.createdAt.toISOString(),
    finishedAt: closure.finishedAt?.toISOString() ?? null,
    staff: closure.staff,
    total: rows.length,
    done: rows.filter((row) => row.state !== 'pending').length,
    refunded: rows.reduce((sum, row) => sum + row.amount, 0),
    cancelledOrders: rows.filter((row) => row.state === 'cancelled').length,
    mailed: rows.filter((row) => row.mail === 'queued').length,
    refused: rows.filter((row) => row.state === 'refused').map(listed),
    unreachable: rows.filter((row) => row.mail === 'unreachable').map(listed),
  };
}

type StartInput = z.output<typeof closureBody>;

/**
 * Starts a closure (see the file comment); a repeated start with the same key answers the first.
 * `run: false` leaves the work to the caller (tests) instead of beginning it at once.
 */
export async function startClosure(
  deps: ClosureDeps,
  actor: Actor,
  input: StartInput,
  options: { run?: boolean; log?: ClosureLog } = {},
): Promise<Outcome<Closure>> {
  const now = deps.clock.now();
  const started = await deps.db.transaction(async (tx) => {
    const covered = await capacitiesOfScope(tx, input.scope);
    if (!covered) return null;
    const target = closureTarget(input.scope);
    const { closure, created } = await insertClosure(tx, {
      key: input.key,
      kind: input.kind,
      eventId: target.type === 'event' ? target.id : null,
      tourId: target.type === 'tour' ? target.id : null,
      scope: input.scope,
      message: input.message,
      staffId: actor.id,
      staff: actor.email,
      createdAt: now,
    });
    if (!created) return closure;
    // From here on nothing of the scope sells, so the list below is complete.
    if (input.kind === 'cancel') await setSales(tx, covered.capacityIds, 'cancelled');
    const affected = await affectedOrders(
      tx,
      input.scope,
      covered.slots.map((slot) => slot.startsAt),
    );
    await insertClosureOrders(
      tx,
      affected.map((order) => ({
        closureId: closure.id,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        lineIds: order.lines.map((row) => row.lineId),
      })),
    );
    await audit(
      tx,
      actor,
      now,
      input.kind === 'cancel' ? 'closure.cancel' : 'closure.message',
      target,
      null,
      { closure: closure.id, scope: input.scope, orders: affected.length, message: input.message },
    );
    return closure;
  });
  if (!started) return failed(NOT_FOUND);
  if (options.run !== false && started.status === 'running') {
    runClosures(deps, { id: started.id, ...(options.log ? { log: options.log } : {}) }).catch(
      (error: unknown) =>
        options.log?.error(
          { closure: started.id, error: error instanceof Error ? error.message : String(error) },
          'closure run failed',
        ),
    );
  }
  return success(await closureView(deps.db, started));
}

export async function getClosure(deps: ClosureDeps, id: number): Promise<Outcome<Closure>> {
  const closure = await closureById(deps.db, id);
  return closure ? success(await closureView(deps.db, closure)) : failed(NOT_FOUND);
}

/** The closures of an event or a guided tour, newest first. */
export async function listClosures(
  deps: ClosureDeps,
  target: ClosureTarget,
): Promise<Outcome<{ closures: Closure[] }>> {
  const rows = await closuresOf(deps.db, target);
  return success({ closures: await Promise.all(rows.map((row) => closureView(deps.db, row))) });
}

/** The staff member who started the closure (the system once their account is gone). */
function actorOf(closure: ClosureRow): Actor {
  return closure.staffId === null ? SYSTEM_ACTOR : { id: closure.staffId, email: closure.staff };
}

/** The request key a closure's cancellation is written under in each order's ledger. */
function cancelKey(closure: ClosureRow): string {
  return `closure-${closure.id}`;
}

/**
 * Records the message for one order and queues its e-mail, in one transaction under the order's
 * lock: the row and the e-mail are written together or not at all, once.
 */
async function messageOrder(
  deps: ClosureDeps,
  closure: ClosureRow,
  row: ClosureOrderRow,
  outcome: { state: 'messaged' | 'refused'; reason?: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, row.orderId);
    const recipient = order ? await orderRecipient(tx, deps, order) : null;
    const settled = await settleClosureOrder(tx, closure.id, row.orderId, {
      state: outcome.state,
      mail: recipient ? 'queued' : 'unreachable',
      reason: outcome.reason ?? null,
    });
    if (!settled || !recipient || !order) return;
    const mail = await visitorMessageMail(deps.config, {
      lang: recipient.lang,
      orderNumber: order.number,
      customerName: recipient.name,
      notice: noticeFor(deps, closure.message, recipient.lang),
      reviewUrl: recipient.reviewUrl,
      refundPending: outcome.state === 'refused',
    });
    await enqueueMail(tx, { to: recipient.to, ...mail, orderId: order.id }, deps.clock.now());
  });
}

function noticeFor(deps: ClosureDeps, message: LocalizedText, lang: string): string {
  return messageFor(message, lang, defaultLanguage(deps.config));
}

/** Whether an e-mail can reach the order's visitor. */
async function reachable(deps: ClosureDeps, order: OrderRow): Promise<boolean> {
  return (await orderRecipient(deps.db, deps, order)) !== null;
}

/** Works on one order of the closure; `deferred` leaves it pending for a later round. */
async function workOrder(
  deps: ClosureDeps,
  closure: ClosureRow,
  row: ClosureOrderRow,
): Promise<'done' | 'deferred'> {
  const order = await orderById(deps.db, row.orderId);
  if (!order) {
    await settleClosureOrder(deps.db, closure.id, row.orderId, { state: 'skipped' });
    return 'done';
  }
  if (closure.kind === 'message') {
    await messageOrder(deps, closure, row, { state: 'messaged' });
    return 'done';
  }
  const actor = actorOf(closure);
  if (order.status === 'pending') {
    const released = await cancelUnpaidOrder(deps, actor, order.id);
    if (!released.ok) return 'deferred';
    await settleClosureOrder(deps.db, closure.id, order.id, { state: 'released' });
    return 'done';
  }
  // Asked even when the order looks cancelled already: a cancellation of this closure that a crash
  // left unrecorded answers its first outcome (ORDER_NOT_CANCELLABLE otherwise).
  const cancelled = await cancelBookedOrder(deps, actor, order.id, {
    key: cancelKey(closure),
    lineIds: row.lineIds,
    notice: closure.message,
  });
  if (cancelled.ok) {
    await settleClosureOrder(deps.db, closure.id, order.id, {
      state: 'cancelled',
      amount: await refundedBy(deps, order.id, cancelKey(closure)),
      mail: (await reachable(deps, order)) ? 'queued' : 'unreachable',
    });
    return 'done';
  }
  const code = cancelled.failure.code;
  // A refused refund and an open dispute both leave the lines booked until staff settle them.
  if (code === 'REFUND_REFUSED' || code === 'PAYMENT_DISPUTED') {
    const reason =
      code === 'PAYMENT_DISPUTED'
        ? code
        : 'message' in cancelled.failure
          ? cancelled.failure.message
          : undefined;
    await messageOrder(deps, closure, row, {
      state: 'refused',
      reason: typeof reason === 'string' ? reason : null,
    });
    return 'done';
  }
  if (code === 'ORDER_BUSY') return 'deferred';
  // Lines cancelled meanwhile (by hand, or the whole order): nothing of the closure is left to do.
  await settleClosureOrder(deps.db, closure.id, order.id, { state: 'skipped', reason: code });
  return 'done';
}

/**
 * Works through running closures: the one `id` names, or every one nobody holds. Each is taken
 * under a lease, renewed after every order; a closure whose round left only orders to retry later
 * is let go (the background job comes back to it). `maxOrders` stops after that many orders,
 * keeping the lease as a crashed process would (tests of a restart).
 */
export async function runClosures(
  deps: ClosureDeps,
  options: { id?: number; log?: ClosureLog; maxOrders?: number } = {},
): Promise<void> {
  const leaseEnd = () => new Date(deps.clock.now().getTime() + CLOSURE_LEASE_MS);
  let budget = options.maxOrders ?? Number.POSITIVE_INFINITY;
  for (;;) {
    const closure = await claimClosure(deps.db, deps.clock.now(), leaseEnd(), options.id);
    if (!closure) return;
    let finished = false;
    let progressed = true;
    while (progressed) {
      const round = await pendingOrders(deps.db, closure.id, ROUND);
      if (round.length === 0) {
        await finishClosure(deps.db, closure.id, deps.clock.now());
        finished = true;
        break;
      }
      progressed = false;
      for (const row of round) {
        if (budget <= 0) return;
        budget -= 1;
        let verdict: 'done' | 'deferred' = 'deferred';
        try {
          verdict = await workOrder(deps, closure, row);
        } catch (error) {
          // A provider that cannot be reached, for example: the order is tried again later.
          options.log?.error(
            {
              closure: closure.id,
              order: row.orderId,
              error: error instanceof Error ? error.message : String(error),
            },
            'closure order not settled',
          );
        }
        if (verdict === 'done') progressed = true;
        await renewLease(deps.db, closure.id, leaseEnd());
        const pace = deps.config.server.closurePaceMs;
        if (pace > 0) await new Promise((resolve) => setTimeout(resolve, pace));
      }
    }
    // Orders left to retry wait a while (a provider that is down, an order being cancelled by hand).
    if (!finished) {
      await releaseLease(deps.db, closure.id, new Date(deps.clock.now().getTime() + RETRY_MS));
    }
    if (finished) options.log?.info({ closure: closure.id }, 'closure finished');
    if (options.id !== undefined) return;
  }
}
