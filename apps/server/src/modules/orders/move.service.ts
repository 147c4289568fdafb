/**
 * Moving a booking to another start of its event or tour, or a day ticket to another day of its
 * event, from the back office (docs/decisions.md "Moving a booking"). A booking is every valid line
 * of one basket item (`itemIndex`). In one transaction under the order's row lock:
 *
 * 1. a repeated idempotency key answers the first move's outcome (kept in the audit log);
 * 2. the booking must be booked, not used at the door, and of a kind that has starts;
 * 3. the new start is priced by the domain (`priceMove`): a cheaper one leaves the order holding
 *    more than its valid lines need, and the ledger asks the surplus back (`writeLedger`, reason
 *    `moved`), answered after the commit by the normal refund path; a dearer one needs the
 *    difference paid at the desk, to the cent (`moveChargeRefusal`), and the ledger keeps that
 *    payment as a top-up of the order (a till payment, captured in the same transaction);
 * 4. the inventory takes the new start's places with the shop's checks and gives the old ones back
 *    once (`moveItemPlaces`): a stopped, cancelled or full start refuses and nothing moves;
 * 5. the lines get their new start (and price), their tickets new barcodes valid for it (the old
 *    ones are refused at the door), the visitor the confirmation e-mail again with the new tickets,
 *    and the audit log its sentence.
 */
import {
  disputeHoldsPayBack,
  moveChargeRefusal,
  moveRefusalCode,
  moveTargetInTerms,
  moveTargetState,
  moveTerms,
  venueMinute,
  type LedgerSummary,
  type MovePrice,
  type MoveRefusal,
  type MoveTargetState,
  type MoveTerms,
  type TermsBooking,
} from '@foyer/domain';
import type { DeskPayment, MoveOptions } from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import { failed, type Outcome } from '../../outcome';
import { tourOffersByIds } from '../catalog';
import { capacityOffers, hasLiveHolds, moveItemPlaces, type Demand } from '../inventory';
import { audit, auditedChange, type Actor } from '../staff';
import { linesInUse } from './admin-orders.repository';
import type { AdminOrderDeps } from './admin-orders.service';
import { demandsOfLines, ensureCapacityUses } from './capacity-uses';
import { cancellationUnderWay, orderBusy, paymentDisputed } from './cancellation.service';
import { readLedger, writeLedger } from './ledger.service';
import { cancelCurrentInvoice, issueReplacingInvoice, keepPrintedLines } from './invoice-numbers';
import { invoiceCoverage } from './order-customer.service';
import { termsLineOf, type OrderItem } from './order-lines';
import {
  insertPayment,
  lockOrderById,
  orderById,
  updateMovedItem,
  type OrderRow,
} from './orders.repository';
import {
  bookingOf,
  linesAt,
  needsAt,
  priceAt,
  startOf,
  startsFor,
  type Booking,
  type MovableLine,
  type Role,
  type Start,
} from './move-booking';
import { settleRefunds, type RefundDeps } from './refunds.service';

export type MoveDeps = AdminOrderDeps & RefundDeps;

/** The audit log's action of a move; its entry keeps the client's idempotency key. */
export const MOVE_ACTION = 'order.move';

/** Why the ledger asks money back after a move to a cheaper start (shown with the refund). */
export const MOVE_SURPLUS_REASON = 'moved';

/** Why the ledger asks a move's online payment back when the move could not be completed. */
export const MOVE_FAILED_REASON = 'moveFailed';

/** A move's outcome as the audit log keeps it and the client gets it. */
export interface MoveOutcome {
  itemIndex: number;
  from: string;
  to: string;
  difference: number;
  refunded: number;
  /** Cents of a dearer start paid at the desk, and how (null when nothing was). */
  charged: number;
  payment: DeskPayment | null;
}

export const notFound = () =>
  failed({ kind: 'notFound', code: 'ORDER_NOT_FOUND', message: 'No order with this id' });
function venueNowOf(deps: Pick<MoveDeps, 'clock' | 'config'>): string {
  return venueMinute(deps.clock.now(), deps.config.server.timeZone);
}

/** The starts a booking of the order can move to, with their free places and the price difference. */
export async function moveOptions(
  deps: MoveDeps,
  orderId: number,
  itemIndex: number,
): Promise<Outcome<MoveOptions>> {
  const db = deps.db;
  const order = await orderById(db, orderId);
  if (!order) return notFound();
  const { items, summary } = await readLedger(db, order);
  const found = await bookingOf(db, items, summary.validLineIds, itemIndex);
  if (!found.ok) return found;
  const booking = found.value;
  const venueNow = venueNowOf(deps);
  const starts = await startsFor(db, booking, venueNow);
  const [first] = starts;
  const needs = first ? await needsAt(db, booking, first) : new Map<Role, number>();
  const offers = await capacityOffers(
    db,
    starts.flatMap((start) => Object.values(start.capacities)),
    deps.clock.now(),
  );
  const offer =
    booking.tourId === null
      ? undefined
      : (await tourOffersByIds(db, [booking.tourId])).get(booking.tourId);
  const price = priceAt(booking, offer);
  const places = [...needs.values()][0] ?? 0;
  return {
    ok: true,
    value: {
      itemIndex,
      kind: booking.kind,
      name: booking.name,
      current: booking.current,
      places,
      starts: starts.map((start) => {
        const capacities = [...needs].map(([role, needed]) => {
          const capacityId = start.capacities[role];
          const row = capacityId === undefined ? undefined : offers.get(capacityId);
          return { sales: row?.sales ?? ('cancelled' as const), free: row?.free ?? 0, needed };
        });
        const primary = capacities[0];
        return {
          start: start.start,
          free: primary && primary.sales === 'open' ? primary.free : 0,
          state: moveTargetState({ start: start.start, capacities }, booking.current, venueNow),
          difference: price.difference,
        };
      }),
    },
  };
}

export interface MoveInput {
  key: string;
  itemIndex: number;
  to: string;
  /** The difference of a dearer start as the visitor paid it at the desk. */
  paid?: { payment: DeskPayment; amount: number } | undefined;
  /**
   * The visitor moves the booking themselves within the museum's terms (docs/decisions.md
   * "Visitors move a visit"): `moveTerms` and `moveTargetInTerms` are checked again under the
   * order's lock with the museum's local time `now`.
   */
  visitor?: { terms: MoveTerms; now: string } | undefined;
  /**
   * The difference of a dearer start paid online (a visitor's move payment, its row already paid):
   * captured as the order's top-up; the new start's places were held for it meanwhile.
   */
  online?: { paymentId: number; amount: number } | undefined;
}

export type Moved = MoveOutcome & { requests: string[] };

/** Reads a move's outcome back from its audit entry (a repeated key). */
export function outcomeOf(before: unknown, after: unknown): MoveOutcome {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    itemIndex: number(is.itemIndex),
    from: typeof was.start === 'string' ? was.start : '',
    to: typeof is.start === 'string' ? is.start : '',
    difference: number(is.difference),
    refunded: number(is.refunded),
    charged: number(is.charged),
    payment: is.payment === 'cash' || is.payment === 'card_terminal' ? is.payment : null,
  };
}

export function refusalOf(state: Exclude<MoveTargetState, 'open'>) {
  const code = moveRefusalCode(state);
  const messages = {
    SLOT_SAME: 'The booking is at this start already',
    SLOT_PAST: 'This start is over',
    SLOT_NOT_ON_SALE: 'This start’s sales are stopped or cancelled',
    SLOT_FULL: 'This start has fewer free places than the booking holds',
  } as const;
  return failed({
    kind: code === 'SLOT_FULL' || code === 'SLOT_NOT_ON_SALE' ? 'conflict' : 'refused',
    code,
    message: messages[code],
  });
}

/** Why the visitor may not move the booking (`moveTerms`), as the documented failure. */
function visitorRefusal(refusal: MoveRefusal) {
  const conflicts: readonly MoveRefusal[] = [
    'LINE_CANCELLED',
    'ORDER_NOT_MOVABLE',
    'PAYMENT_DISPUTED',
    'ORDER_BUSY',
    'MOVE_UNDER_WAY',
    'BOOKING_USED',
  ];
  return failed({
    kind: conflicts.includes(refusal) ? 'conflict' : 'refused',
    code: refusal,
    message: `The visitor may not move this booking: ${refusal}`,
  });
}

/** The booking's lines as the terms read them (museum-local starts). */
function termsBookingOf(booking: Booking, used: ReadonlySet<number>): TermsBooking {
  return {
    itemIndex: booking.itemIndex,
    lines: booking.lines.map((line) => {
      const { id, type, start } = termsLineOf(line);
      return { id, type, start };
    }),
    used: booking.lines.some((line) => used.has(line.id)),
  };
}

/** A move checked under the order's lock: what moves where, at which price. */
interface CheckedMove {
  summary: LedgerSummary;
  items: OrderItem[];
  booking: Booking;
  target: Start;
  price: MovePrice;
}

/** Steps 2–3 of the file comment (and the visitor's terms), under the order's lock. */
export async function checkMove(
  tx: Tx,
  deps: MoveDeps,
  order: OrderRow,
  input: MoveInput,
): Promise<Outcome<CheckedMove>> {
  const ledger = await readLedger(tx, order);
  const { summary, items } = ledger;
  if (!summary.booked || summary.validLineIds.length === 0) {
    return failed({
      kind: 'conflict',
      code: 'ORDER_NOT_BOOKED',
      message: `An order that is ${order.status} has no booking to move`,
    });
  }
  if (cancellationUnderWay(summary)) return orderBusy();
  const found = await bookingOf(tx, items, summary.validLineIds, input.itemIndex);
  if (!found.ok) return found;
  const booking = found.value;
  const used = await linesInUse(tx, order.id);
  if (booking.lines.some((line) => used.has(line.id))) {
    return failed({
      kind: 'conflict',
      code: 'BOOKING_USED',
      message: 'A ticket of this booking was checked in: it cannot move',
    });
  }
  if (input.visitor) {
    const [terms] = moveTerms({
      terms: input.visitor.terms,
      summary,
      bookings: [termsBookingOf(booking, used)],
      now: input.visitor.now,
      // A move paid online is completed with its own hold; another one waits for its payment.
      moveUnderWay: !input.online && (await hasLiveHolds(tx, order.id, deps.clock.now())),
    });
    if (terms?.refusal) return visitorRefusal(terms.refusal);
  }
  const target = await startOf(tx, booking, input.to);
  if (!target) {
    return failed({
      kind: 'refused',
      code: 'SLOT_NOT_FOUND',
      message: 'The event or tour has no such start',
    });
  }
  const early = moveTargetState(
    { start: target.start, capacities: [{ sales: 'open', free: 1, needed: 0 }] },
    booking.current,
    venueNowOf(deps),
  );
  if (early !== 'open') return refusalOf(early);
  if (input.visitor && !moveTargetInTerms(input.visitor.terms, target.start, input.visitor.now)) {
    return failed({
      kind: 'refused',
      code: 'SLOT_TOO_SOON',
      message: 'This start lies within the terms’ deadline: a visit cannot be moved to it',
    });
  }
  const offer =
    booking.tourId === null
      ? undefined
      : (await tourOffersByIds(tx, [booking.tourId])).get(booking.tourId);
  return { ok: true, value: { summary, items, booking, target, price: priceAt(booking, offer) } };
}

/** The booking's lines at the new start with their new prices. */
export function movedLines(checked: CheckedMove): MovableLine[] {
  return linesAt(checked.booking, checked.target.start).map((line) => {
    const priced = checked.price.lines.find((candidate) => candidate.id === line.id);
    return priced ? { ...line, unitPrice: priced.unitPrice, totalPrice: priced.totalPrice } : line;
  });
}

/** Steps 1–5 of the file comment, under the order's lock. */
export async function moveUnderLock(
  tx: Tx,
  deps: MoveDeps,
  actor: Actor,
  order: OrderRow,
  input: MoveInput,
): Promise<Outcome<Moved>> {
  const now = deps.clock.now();
  const replay = await auditedChange(
    tx,
    MOVE_ACTION,
    { type: 'order', id: order.number },
    input.key,
  );
  if (replay)
    return { ok: true, value: { ...outcomeOf(replay.before, replay.after), requests: [] } };
  const checked = await checkMove(tx, deps, order, input);
  if (!checked.ok) return checked;
  const { summary, items, booking, target, price } = checked.value;
  const paid = input.paid ?? null;
  const online = input.online ?? null;
  if (price.difference < 0 && disputeHoldsPayBack(summary)) return paymentDisputed();
  const chargeRefusal = moveChargeRefusal(price.difference, paid?.amount ?? online?.amount ?? null);
  if (chargeRefusal === 'MOVE_PAYMENT_NEEDED') {
    return failed({
      kind: 'refused',
      code: chargeRefusal,
      message: `The booking costs ${price.difference} cents more at this start: record how the visitor paid the difference at the desk`,
    });
  }
  if (chargeRefusal === 'MOVE_PRICE_CHANGED') {
    return failed({
      kind: 'conflict',
      code: chargeRefusal,
      message: `The booking's difference at this start is ${price.difference} cents, not the ${paid?.amount ?? online?.amount ?? 0} paid`,
    });
  }
  // Orders written before capacity uses existed get them from their lines at the old start first.
  await ensureCapacityUses(tx, order.id, items);
  const moved = movedLines(checked.value);
  const demands: Demand[] = await demandsOfLines(tx, moved);
  const places = await moveItemPlaces(tx, order.id, booking.itemIndex, demands, now, {
    fromOwnHolds: online !== null,
  });
  if (!places.ok) return refusalOf(places.reason);
  // An invoice prints the booking's start and price: it is cancelled with the lines as they are
  // and replaced by one with the moved lines (docs/decisions.md, "Correcting an invoice").
  await keepPrintedLines(tx, order.id);
  const cancelled = order.requestInvoice
    ? await cancelCurrentInvoice(tx, order, invoiceCoverage(await readLedger(tx, order)), now)
    : null;
  for (const line of moved) await updateMovedItem(tx, line);
  let refunded = 0;
  let requests: string[] = [];
  // A dearer start's difference, paid at the desk, is a till payment the ledger keeps as a top-up;
  // its reference carries the move's key, so the same move cannot record it twice. Paid online, it
  // is the visitor's move payment.
  const topUp = paid
    ? await insertPayment(tx, {
        orderId: order.id,
        provider: paid.payment,
        providerRef: `move-${order.number}-${input.key}`,
        status: 'paid',
        amount: paid.amount,
        details: { staff: actor.email, move: booking.itemIndex },
        createdAt: now,
        updatedAt: now,
      })
    : online
      ? { id: online.paymentId, amount: online.amount }
      : null;
  if (price.difference !== 0) {
    const captured = topUp
      ? [
          {
            key: `capture:${topUp.id}`,
            entry: {
              kind: 'capture' as const,
              paymentId: topUp.id,
              amount: topUp.amount,
              pending: false,
              topUp: true,
            },
            staffId: actor.id,
          },
        ]
      : [];
    const written = await writeLedger(tx, deps, order, captured, now, {
      actor,
      surplusReason: MOVE_SURPLUS_REASON,
    });
    const asked = written.written.filter((row) => row.kind === 'refundRequested');
    refunded = asked.reduce((sum, row) => sum + row.amount, 0);
    // One request per payment that holds too much: the sale's own and, after a dearer move, a
    // top-up paid at the till.
    requests = [...new Set(asked.flatMap((row) => (row.request ? [row.request] : [])))];
  }
  if (cancelled) {
    const coverage = invoiceCoverage(await readLedger(tx, order));
    await issueReplacingInvoice(tx, order, cancelled, coverage, now);
  }
  await deps.documents.reissueTickets(
    tx,
    deps,
    order.id,
    moved.map((line) => line.id),
  );
  await deps.documents.resendConfirmation(tx, deps, order.id, null);
  const outcome: MoveOutcome = {
    itemIndex: booking.itemIndex,
    from: booking.current,
    to: target.start,
    difference: price.difference,
    refunded,
    charged: topUp?.amount ?? 0,
    payment: paid?.payment ?? null,
  };
  await audit(
    tx,
    actor,
    now,
    MOVE_ACTION,
    { type: 'order', id: order.number },
    {
      itemIndex: booking.itemIndex,
      start: booking.current,
      lines: booking.lines.map((line) => ({ id: line.id, totalPrice: line.totalPrice })),
    },
    {
      key: input.key,
      itemIndex: booking.itemIndex,
      booking: booking.name,
      start: target.start,
      lines: moved.map((line) => ({ id: line.id, totalPrice: line.totalPrice })),
      difference: price.difference,
      refunded,
      ...(topUp ? { charged: topUp.amount } : {}),
      ...(paid ? { payment: paid.payment } : {}),
      ...(online ? { paidOnline: online.paymentId } : {}),
      ...(requests.length > 0 ? { requests } : {}),
    },
  );
  return { ok: true, value: { ...outcome, requests } };
}

/** The refunds a move asked for, paid back after its commit (see `moveBooking`). */
export async function settleMoveRefunds(
  deps: MoveDeps,
  orderId: number,
  requests: readonly string[],
  actor: Actor,
): Promise<void> {
  // The difference of a cheaper start is paid back like every surplus, keyed by its request.
  // A provider that cannot be reached leaves the request open for the recovery job.
  for (const request of requests) {
    await settleRefunds(deps, orderId, { request, actor }).catch(() => undefined);
  }
}

/**
 * Moves a booking of the order to another start (see the file comment). A repeat of the same
 * idempotency key answers the first move's outcome and moves nothing.
 */
export async function moveBooking(
  deps: MoveDeps,
  actor: Actor,
  orderId: number,
  input: MoveInput,
): Promise<Outcome<MoveOutcome>> {
  const moved = await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) return notFound();
    return moveUnderLock(tx, deps, actor, order, input);
  });
  if (!moved.ok) return moved;
  await settleMoveRefunds(deps, orderId, moved.value.requests, actor);
  const { itemIndex, from, to, difference, refunded, charged, payment } = moved.value;
  return { ok: true, value: { itemIndex, from, to, difference, refunded, charged, payment } };
}
