/**
 * A booking as a move sees it (docs/decisions.md "Moving a booking"): every valid line of one
 * basket item (`itemIndex`), the starts of its event or tour it could move to, what it needs of a
 * start's capacities and what it costs there.
 */
import { priceMove, type MoveLine, type MovePrice } from '@foyer/domain';
import type { MoveOptions } from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import { fromDbLocal, toDbLocal } from '../../db/local-time';
import { failed, type Outcome } from '../../outcome';
import {
  eventDaysByKeys,
  eventSlotsByKeys,
  startsOf,
  ticketsByIds,
  tourSlotsByKeys,
  type CatalogTourOffer,
} from '../catalog';
import { demandsOfLines } from './capacity-uses';
import { itemIndexOf, type OrderItem } from './order-lines';

type MovableKind = MoveOptions['kind'];
export type MovableLine = Extract<OrderItem, { type: MovableKind }>;

/** What a start's capacities are to a booking. */
export type Role = 'slot' | 'day' | 'participants' | 'tours';

export interface Start {
  /** `YYYY-MM-DDTHH:mm`, or `YYYY-MM-DD` for a day. */
  start: string;
  capacities: Partial<Record<Role, number>>;
}

export interface Booking {
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
export async function bookingOf(
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
export function linesAt(booking: Booking, start: string): MovableLine[] {
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
export function priceAt(booking: Booking, offer: CatalogTourOffer | undefined): MovePrice {
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
export async function startsFor(tx: Tx, booking: Booking, venueNow: string): Promise<Start[]> {
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
export async function startOf(tx: Tx, booking: Booking, to: string): Promise<Start | null> {
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
export async function needsAt(tx: Tx, booking: Booking, start: Start): Promise<Map<Role, number>> {
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
