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
  moveTargetState,
  priceMove,
  venueMinute,
  type MoveLine,
  type MovePrice,
  type MoveTargetState,
} from '@foyer/domain';
import type { DeskPayment, MoveOptions } from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import { fromDbLocal, toDbLocal } from '../../db/local-time';
import { failed, type Outcome } from '../../outcome';
import {
  eventDaysByKeys,
  eventSlotsByKeys,
  startsOf,
  ticketsByIds,
  tourOffersByIds,
  tourSlotsByKeys,
  type CatalogTourOffer,
} from '../catalog';
import { capacityOffers, moveItemPlaces, type Demand } from '../inventory';
import { audit, auditedChange, type Actor } from '../staff';
import { linesInUse } from './admin-orders.repository';
import type { AdminOrderDeps } from './admin-orders.service';
import { demandsOfLines, ensureCapacityUses } from './capacity-uses';
import { cancellationUnderWay, orderBusy, paymentDisputed } from './cancellation.service';
import { readLedger, writeLedger } from './ledger.service';
import { cancelCurrentInvoice, issueReplacingInvoice, keepPrintedLines } from './invoice-numbers';
import { invoiceCoverage } from './order-customer.service';
import { itemIndexOf, type OrderItem } from './order-lines';
import {
  insertPayment,
  lockOrderById,
  orderById,
  updateMovedItem,
  type OrderRow,
} from './orders.repository';
import { settleRefunds, type RefundDeps } from './refunds.service';

export type MoveDeps = AdminOrderDeps & RefundDeps;

/** The audit log's action of a move; its entry keeps the client's idempotency key. */
const MOVE_ACTION = 'order.move';

/** Why the ledger asks money back after a move to a cheaper start (shown with the refund). */
export const MOVE_SURPLUS_REASON = 'moved';

type MovableKind = MoveOptions['kind'];
type MovableLine = Extract<OrderItem, { type: MovableKind }>;

/** What a start's capacities are to a booking. */
type Role = 'slot' | 'day' | 'participants' | 'tours';

interface Start {
  /** `YYYY-MM-DDTHH:mm`, or `YYYY-MM-DD` for a day. */
  start: string;
  capacities: Partial<Record<Role, number>>;
}

interface Booking {
  kind: MovableKind;
  itemIndex: number;
  lines: MovableLine[];
  current: string;
  name: string;
  /** The event (tickets, day tickets) or tour, and the ticket mode of timed tickets. */
  eventId: number | null;
  mode: number | null;
  tourId: number | null;
}

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

const notFound = () =>
  failed({ kind: 'notFound', code: 'ORDER_NOT_FOUND', message: 'No order with this id' });
const noBooking = () =>
  failed({
    kind: 'notFound',
    code: 'BOOKING_NOT_FOUND',
    message: 'The order has no valid booking with this item index',
  });
const notPossible = (message: string) =>
  failed({ kind: 'refused', code: 'MOVE_NOT_POSSIBLE', message });

function isMovable(line: OrderItem): line is MovableLine {
  return line.type === 'ticket' || line.type === 'dayTicket' || line.type === 'guidedTour';
}

/** The booking of `itemIndex` among the order's valid lines, or why it cannot move. */
async function bookingOf(
  tx: Tx,
  items: readonly OrderItem[],
  validLineIds: readonly number[],
  itemIndex: number,
): Promise<Outcome<Booking>> {
  const lines = items.filter(
    (item) => validLineIds.includes(item.id) && itemIndexOf(item) === itemIndex,
  );
  const [first] = lines;
  if (!first) return noBooking();
  if (!lines.every(isMovable) || lines.some((line) => line.type !== first.type)) {
    return notPossible('Only timed tickets, day tickets and guided tours move to another start');
  }
  const movable = lines as MovableLine[];
  const name = [...new Set(movable.map((line) => line.name))].join(', ').slice(0, 200);
  const base = { itemIndex, lines: movable, name, eventId: null, mode: null, tourId: null };
  if (first.type === 'dayTicket') {
    return {
      ok: true,
      value: {
        ...base,
        kind: 'dayTicket',
        current: first.details.date,
        eventId: first.details.eventId,
      },
    };
  }
  if (first.type === 'guidedTour') {
    return {
      ok: true,
      value: {
        ...base,
        kind: 'guidedTour',
        current: first.details.datetime,
        tourId: first.details.tourId,
      },
    };
  }
  const tickets = await ticketsByIds(
    tx,
    movable.flatMap((line) => (line.refId === null ? [] : [line.refId])),
  );
  const [ticket] = tickets;
  const datetime = first.type === 'ticket' ? first.details.datetime : null;
  if (
    !ticket ||
    datetime === null ||
    tickets.some((other) => other.eventId !== ticket.eventId || other.mode !== ticket.mode) ||
    movable.some((line) => line.type === 'ticket' && line.details.datetime !== datetime)
  ) {
    return notPossible('Only tickets of a time slot move to another start');
  }
  return {
    ok: true,
    value: {
      ...base,
      kind: 'ticket',
      current: datetime,
      eventId: ticket.eventId,
      mode: ticket.mode,
    },
  };
}

/** The booking's lines as they are at `start`. */
function linesAt(booking: Booking, start: string): MovableLine[] {
  return booking.lines.map((line): MovableLine => {
    if (line.type === 'dayTicket') {
      return { ...line, datetime: `${start} 00:00:00`, details: { ...line.details, date: start } };
    }
    if (line.type === 'guidedTour') {
      return { ...line, datetime: toDbLocal(start), details: { ...line.details, datetime: start } };
    }
    return { ...line, datetime: toDbLocal(start), details: { ...line.details, datetime: start } };
  });
}

/** The booking priced at another start (`priceMove`): a tour's lines by the tour's prices. */
function priceAt(booking: Booking, offer: CatalogTourOffer | undefined): MovePrice {
  return priceMove(
    booking.lines.map((line): MoveLine => {
      const base = {
        id: line.id,
        count: line.count,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
      };
      if (line.type !== 'guidedTour' || !offer) return { ...base, atNewStart: null };
      const details = line.details;
      if ('tourPriceId' in details) {
        const entry = offer.prices.find((price) => price.id === details.tourPriceId);
        return { ...base, atNewStart: entry ? { unitPrice: entry.price, parts: [] } : null };
      }
      const record = offer.tickets.find(
        (candidate) => candidate.ticket.id === details.tourTicketId,
      );
      if (!record) return { ...base, atNewStart: null };
      return {
        ...base,
        atNewStart: {
          unitPrice: record.ticket.price,
          parts: details.subtickets.map((part) => ({
            count: part.count,
            price: record.subtickets.find((sub) => sub.id === part.id)?.price ?? part.price,
          })),
        },
      };
    }),
  );
}

/** The booking's other starts (later than now), its own included while it lies ahead. */
async function startsFor(tx: Tx, booking: Booking, venueNow: string): Promise<Start[]> {
  if (booking.kind === 'dayTicket' && booking.eventId !== null) {
    const days = await startsOf.eventDays(tx, booking.eventId, venueNow.slice(0, 10));
    return days.map((row) => ({ start: row.day, capacities: { day: row.capacityId } }));
  }
  if (booking.kind === 'guidedTour' && booking.tourId !== null) {
    const slots = await startsOf.tourSlots(tx, booking.tourId, toDbLocal(venueNow));
    return slots.map((row) => ({
      start: fromDbLocal(row.startsAt),
      capacities: { participants: row.participantsCapacityId, tours: row.toursCapacityId },
    }));
  }
  if (booking.eventId === null || booking.mode === null) return [];
  const slots = await startsOf.eventSlots(tx, booking.eventId, booking.mode, toDbLocal(venueNow));
  return slots.map((row) => ({
    start: fromDbLocal(row.startsAt),
    capacities: { slot: row.capacityId },
  }));
}

/** The one start `to` of the booking's event or tour, or null when there is none. */
async function startOf(tx: Tx, booking: Booking, to: string): Promise<Start | null> {
  if (booking.kind === 'dayTicket') {
    if (to.length !== 10 || booking.eventId === null) return null;
    const [row] = await eventDaysByKeys(tx, [{ eventId: booking.eventId, day: to }]);
    return row ? { start: to, capacities: { day: row.capacityId } } : null;
  }
  if (to.length !== 16) return null;
  if (booking.kind === 'guidedTour' && booking.tourId !== null) {
    const [row] = await tourSlotsByKeys(tx, [{ tourId: booking.tourId, startsAt: toDbLocal(to) }]);
    return row
      ? {
          start: to,
          capacities: { participants: row.participantsCapacityId, tours: row.toursCapacityId },
        }
      : null;
  }
  if (booking.eventId === null || booking.mode === null) return null;
  const [row] = await eventSlotsByKeys(tx, [
    { eventId: booking.eventId, mode: booking.mode, startsAt: toDbLocal(to) },
  ]);
  return row ? { start: to, capacities: { slot: row.capacityId } } : null;
}

/** What the booking takes of each of a start's capacities, by the lines' rules. */
async function needsAt(tx: Tx, booking: Booking, start: Start): Promise<Map<Role, number>> {
  const demands = await demandsOfLines(tx, linesAt(booking, start.start));
  const needs = new Map<Role, number>();
  for (const [role, capacityId] of Object.entries(start.capacities) as [Role, number][]) {
    const quantity = demands
      .filter((demand) => demand.capacityId === capacityId)
      .reduce((sum, demand) => sum + demand.quantity, 0);
    if (quantity > 0) needs.set(role, quantity);
  }
  return needs;
}

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
}

type Moved = MoveOutcome & { requests: string[] };

/** Reads a move's outcome back from its audit entry (a repeated key). */
function outcomeOf(before: unknown, after: unknown): MoveOutcome {
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

function refusalOf(state: Exclude<MoveTargetState, 'open'>) {
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

/** Steps 1–5 of the file comment, under the order's lock. */
async function moveUnderLock(
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
  const offer =
    booking.tourId === null
      ? undefined
      : (await tourOffersByIds(tx, [booking.tourId])).get(booking.tourId);
  const price = priceAt(booking, offer);
  const paid = input.paid ?? null;
  if (price.difference < 0 && disputeHoldsPayBack(summary)) return paymentDisputed();
  const chargeRefusal = moveChargeRefusal(price.difference, paid?.amount ?? null);
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
      message: `The booking's difference at this start is ${price.difference} cents, not the ${paid?.amount ?? 0} paid`,
    });
  }
  // Orders written before capacity uses existed get them from their lines at the old start first.
  await ensureCapacityUses(tx, order.id, items);
  const moved = linesAt(booking, target.start).map((line) => {
    const priced = price.lines.find((candidate) => candidate.id === line.id);
    return priced ? { ...line, unitPrice: priced.unitPrice, totalPrice: priced.totalPrice } : line;
  });
  const demands: Demand[] = await demandsOfLines(tx, moved);
  const places = await moveItemPlaces(tx, order.id, booking.itemIndex, demands, now);
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
  // its reference carries the move's key, so the same move cannot record it twice.
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
      ...(topUp ? { charged: topUp.amount, payment: paid?.payment } : {}),
      ...(requests.length > 0 ? { requests } : {}),
    },
  );
  return { ok: true, value: { ...outcome, requests } };
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
  // The difference of a cheaper start is paid back like every surplus, keyed by its request.
  // A provider that cannot be reached leaves the request open for the recovery job.
  for (const request of moved.value.requests) {
    await settleRefunds(deps, orderId, { request, actor }).catch(() => undefined);
  }
  const { itemIndex, from, to, difference, refunded, charged, payment } = moved.value;
  return { ok: true, value: { itemIndex, from, to, difference, refunded, charged, payment } };
}
