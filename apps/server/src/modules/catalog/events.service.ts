/**
 * Events and their tickets: the event list, the tickets with their schedules, the availability
 * calendar and the lifetime.
 *
 * Foyer's own decisions (docs/decisions.md, "Event, merchandise and voucher catalog"):
 * - an event whose end has passed (venue time) is no longer sold: the list leaves it out and its
 *   ticket calls answer 404 like an unknown event;
 * - without a date, each ticket's schedule holds only its next entry with tickets left, so the
 *   client can hide a timed or scheduled-range ticket without places left, without being sent
 *   months of slots;
 * - an event-long ticket (mode 3) gets one entry spanning the event, with its own capacity;
 * - a timed slot is past once it starts, a scheduled range (mode 5) once it ends.
 */
import { fromDbLocal } from '../../db/local-time';
import {
  eventAvailability,
  isSlotMode,
  TICKET_MODES,
  venueDateTime,
  venueToday,
  waitingListOpen,
  type Language,
  localized,
} from '@foyer/domain';
import type {
  Event,
  Lifetime,
  Picture,
  Ticket,
  TicketCalendar,
  TicketCollection,
} from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { picturesFor } from '../images';
import { availableByCapacity } from '../inventory';
import {
  activeEvent,
  activeEvents,
  lowestTicketPrices,
  activeTickets,
  calendarCapacities,
  daysInRange,
  openSlots,
  slotAndDayBounds,
  subticketsOf,
  type DayRow,
  type EventRow,
  type SlotRow,
  type TicketRow,
} from './events.repository';

type ScheduleEntry = Ticket['schedule'][number];

/** Slots or days read per round while looking for the next entry with tickets left. */
const SEARCH_CHUNK = 64;

function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

interface Clocked {
  now: Date;
  today: string;
  venueNow: string;
}

function clocked(deps: AppDeps): Clocked {
  const now = deps.clock.now();
  const timeZone = deps.config.server.timeZone;
  return { now, today: venueToday(now, timeZone), venueNow: venueDateTime(now, timeZone) };
}

function eventEnd(row: EventRow): string | null {
  return row.endsAt === null ? null : fromDbLocal(row.endsAt);
}

function isExpired(deps: AppDeps, row: EventRow, now: Date): boolean {
  return !eventAvailability({ end: eventEnd(row) }, now, deps.config.server.timeZone).ok;
}

/** An event with no date at all is treated as open from today. */
function sortingDatetime(row: EventRow, today: string): string {
  return row.sortingDatetime ?? `${today}T00:00`;
}

function toEvent(
  row: EventRow,
  lang: Language,
  fallback: string,
  today: string,
  waitingList: boolean,
  priceFrom?: number,
  picture?: Picture,
): Event {
  return {
    id: row.id,
    name: localized(row.name, lang, fallback),
    description: localized(row.description, lang, fallback),
    image: picture?.src ?? row.image,
    ...(picture ? { picture } : {}),
    venue: localized(row.venueName, lang, fallback),
    sequence_no: row.sequenceNo,
    sorting_datetime: sortingDatetime(row, today),
    custom_groups: row.customGroups.map((id) => ({ id })),
    end: eventEnd(row),
    ...(priceFrom === undefined ? {} : { price_from: priceFrom }),
    waiting_list: waitingList,
  };
}

/** Active events that have not ended, by sequence_no then sorting date. */
export async function listEvents(deps: AppDeps, lang: Language): Promise<Event[]> {
  const { now, today } = clocked(deps);
  const fallback = deps.config.shop.languages[0] ?? lang;
  const rows = await activeEvents(deps.db);
  const prices = await lowestTicketPrices(deps.db);
  const open = rows.filter((row) => !isExpired(deps, row, now));
  const pictures = await picturesFor(
    deps.db,
    'event',
    open.map((row) => row.id),
    lang,
    fallback,
  );
  return open.map((row) =>
    toEvent(
      row,
      lang,
      fallback,
      today,
      waitingListOpen(deps.config.server.waitingList.enabled, row.waitingList),
      prices.get(row.id),
      pictures.get(row.id),
    ),
  );
}

/** True for an active event that has ended: its old links answer 410 `EVENT_EXPIRED`. */
export async function hasEnded(deps: AppDeps, id: number): Promise<boolean> {
  const row = await activeEvent(deps.db, id);
  return row !== null && isExpired(deps, row, clocked(deps).now);
}

/** The active, not yet ended event, or null (answered as 404). */
async function sellingEvent(deps: AppDeps, id: number, now: Date): Promise<EventRow | null> {
  const row = await activeEvent(deps.db, id);
  return row === null || isExpired(deps, row, now) ? null : row;
}

function slotEntry(row: SlotRow, available: ReadonlyMap<number, number>): ScheduleEntry {
  return {
    datetime: fromDbLocal(row.startsAt),
    datetime_end: row.endsAt === null ? null : fromDbLocal(row.endsAt),
    max_tickets: available.get(row.capacityId) ?? 0,
  };
}

function dayEntry(row: DayRow, available: ReadonlyMap<number, number>): ScheduleEntry {
  return {
    datetime: `${row.day}T00:00`,
    datetime_end: `${row.day}T23:59`,
    max_tickets: available.get(row.capacityId) ?? 0,
  };
}

/** The one entry of an event-long ticket: the whole event, with the ticket's own capacity. */
function eventLongEntry(
  event: EventRow,
  ticket: TicketRow,
  today: string,
  available: ReadonlyMap<number, number>,
): ScheduleEntry[] {
  if (ticket.capacityId === null) return [];
  return [
    {
      datetime: event.startsAt ? fromDbLocal(event.startsAt) : sortingDatetime(event, today),
      datetime_end: eventEnd(event),
      max_tickets: available.get(ticket.capacityId) ?? 0,
    },
  ];
}

/** True when `date` lies within the event's run (open ends allowed). */
function eventRunsOn(event: EventRow, date: string): boolean {
  const start = event.startsAt?.slice(0, 10);
  const end = event.endsAt?.slice(0, 10);
  return (start === undefined || start <= date) && (end === undefined || date <= end);
}

function slotModesOf(rows: readonly TicketRow[]): number[] {
  return [...new Set(rows.filter((t) => !t.dayTicket && isSlotMode(t.mode)).map((t) => t.mode))];
}

/** The first open slot with tickets left, per mode, searched in chunks from now on. */
async function nextSlotPerMode(
  deps: AppDeps,
  eventId: number,
  modes: readonly number[],
  clock: Clocked,
): Promise<Map<number, ScheduleEntry>> {
  const found = new Map<number, ScheduleEntry>();
  let after: { startsAt: string; id: number } | undefined;
  for (;;) {
    const wanted = modes.filter((mode) => !found.has(mode));
    if (wanted.length === 0) return found;
    const rows = await openSlots(deps.db, {
      eventId,
      modes: wanted,
      venueNow: clock.venueNow,
      ...(after ? { after } : {}),
      limit: SEARCH_CHUNK,
    });
    const available = await availableByCapacity(
      deps.db,
      rows.map((row) => row.capacityId),
      clock.now,
    );
    for (const row of rows) {
      if (!found.has(row.mode) && (available.get(row.capacityId) ?? 0) > 0) {
        found.set(row.mode, slotEntry(row, available));
      }
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < SEARCH_CHUNK) return found;
    after = { startsAt: last.startsAt, id: last.id };
  }
}

/** The first day from today on with tickets left, searched in chunks. */
async function nextDay(
  deps: AppDeps,
  eventId: number,
  clock: Clocked,
): Promise<ScheduleEntry | null> {
  let afterDay: string | undefined;
  for (;;) {
    const rows = await daysInRange(deps.db, {
      eventId,
      fromDate: clock.today,
      ...(afterDay ? { afterDay } : {}),
      limit: SEARCH_CHUNK,
    });
    const available = await availableByCapacity(
      deps.db,
      rows.map((row) => row.capacityId),
      clock.now,
    );
    const hit = rows.find((row) => (available.get(row.capacityId) ?? 0) > 0);
    if (hit) return dayEntry(hit, available);
    const last = rows.at(-1);
    if (last === undefined || rows.length < SEARCH_CHUNK) return null;
    afterDay = last.day;
  }
}

/** Schedules per ticket id: the next bookable entry of each ticket. */
async function nextSchedules(
  deps: AppDeps,
  event: EventRow,
  rows: readonly TicketRow[],
  clock: Clocked,
): Promise<Map<number, ScheduleEntry[]>> {
  const hasDayTickets = rows.some((t) => t.dayTicket);
  const [slotByMode, day, eventLong] = await Promise.all([
    nextSlotPerMode(deps, event.id, slotModesOf(rows), clock),
    hasDayTickets ? nextDay(deps, event.id, clock) : Promise.resolve(null),
    availableByCapacity(deps.db, eventLongCapacities(rows), clock.now),
  ]);
  return new Map(
    rows.map((ticket) => {
      if (ticket.dayTicket) return [ticket.id, day ? [day] : []];
      if (isSlotMode(ticket.mode)) {
        const slot = slotByMode.get(ticket.mode);
        return [ticket.id, slot ? [slot] : []];
      }
      return [ticket.id, eventLongEntry(event, ticket, clock.today, eventLong)];
    }),
  );
}

function eventLongCapacities(rows: readonly TicketRow[]): number[] {
  return rows.flatMap((t) =>
    !t.dayTicket && !isSlotMode(t.mode) && t.capacityId !== null ? [t.capacityId] : [],
  );
}

/** Schedules per ticket id and the time slots of one date; a past date has none. */
async function dateSchedules(
  deps: AppDeps,
  event: EventRow,
  rows: readonly TicketRow[],
  date: string,
  clock: Clocked,
): Promise<{ schedules: Map<number, ScheduleEntry[]>; timeslots: TicketCollection['timeslots'] }> {
  const past = date < clock.today;
  const [slots, days] = past
    ? [[], []]
    : await Promise.all([
        openSlots(deps.db, {
          eventId: event.id,
          modes: [TICKET_MODES.TIMED, TICKET_MODES.SCHEDULED_RANGE],
          venueNow: clock.venueNow,
          fromDate: date,
          toDate: date,
        }),
        rows.some((t) => t.dayTicket)
          ? daysInRange(deps.db, { eventId: event.id, fromDate: date, toDate: date })
          : Promise.resolve([]),
      ]);
  const runs = !past && eventRunsOn(event, date);
  const available = await availableByCapacity(
    deps.db,
    [
      ...slots.map((row) => row.capacityId),
      ...days.map((row) => row.capacityId),
      ...(runs ? eventLongCapacities(rows) : []),
    ],
    clock.now,
  );
  const schedules = new Map(
    rows.map((ticket) => {
      if (ticket.dayTicket) return [ticket.id, days.map((row) => dayEntry(row, available))];
      if (isSlotMode(ticket.mode)) {
        const own = slots.filter((row) => row.mode === ticket.mode);
        return [ticket.id, own.map((row) => slotEntry(row, available))];
      }
      return [ticket.id, runs ? eventLongEntry(event, ticket, clock.today, available) : []];
    }),
  );
  const timeslots = slots
    .filter((row) => row.mode === TICKET_MODES.TIMED)
    .map((row) => ({
      datetime: fromDbLocal(row.startsAt),
      max_tickets: available.get(row.capacityId) ?? 0,
    }));
  return { schedules, timeslots };
}

/**
 * The event's active tickets with subtickets and schedules. With a date: that
 * date's entries and its timed slots; without: each ticket's next entry with tickets left and no
 * time slots. Null when the event is unknown, inactive or over.
 */
export async function collectTickets(
  deps: AppDeps,
  lang: Language,
  eventId: number,
  date?: string,
): Promise<TicketCollection | null> {
  const clock = clocked(deps);
  const event = await sellingEvent(deps, eventId, clock.now);
  if (event === null) return null;
  const rows = await activeTickets(deps.db, event.id);
  const [subtickets, scheduled] = await Promise.all([
    subticketsOf(
      deps.db,
      rows.map((row) => row.id),
    ),
    date === undefined
      ? nextSchedules(deps, event, rows, clock).then((schedules) => ({
          schedules,
          timeslots: [],
        }))
      : dateSchedules(deps, event, rows, date, clock),
  ]);
  const fallback = deps.config.shop.languages[0] ?? lang;
  const tickets: Ticket[] = rows.map((row) => ({
    id: row.id,
    name: localized(row.name, lang, fallback),
    price: row.price,
    vat_value: row.vatValue,
    mode: row.mode as Ticket['mode'],
    day_ticket: flag(row.dayTicket),
    schedule: scheduled.schedules.get(row.id) ?? [],
    group_id: row.groupId,
    group_name: row.groupName === null ? null : localized(row.groupName, lang, fallback),
    family: flag(row.family),
    subtickets: subtickets
      .filter((sub) => sub.ticketId === row.id)
      .map((sub) => ({
        id: sub.id,
        name: localized(sub.name, lang, fallback),
        price: sub.price,
        vat_value: sub.vatValue,
        min_quantity: sub.minQuantity,
        max_quantity: sub.maxQuantity,
      })),
    print_separately: flag(row.printSeparately),
    unique_barcode: flag(row.uniqueBarcode),
    scan_separately: flag(row.scanSeparately),
    book_with_cost: flag(row.bookWithCost),
    book_with_cost_warn: flag(row.bookWithCostWarn),
  }));
  return { tickets, timeslots: scheduled.timeslots };
}

/** `YYYYMMDD` → `YYYY-MM-DD`. */
function isoDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

/**
 * Tickets available per date of the range: the open slots of the date plus its day
 * capacity; 0 is sold out; dates without any capacity, and past dates, are left out. Null when the
 * event is unknown, inactive or over.
 */
export async function ticketCalendar(
  deps: AppDeps,
  eventId: number,
  start: string,
  end: string,
): Promise<TicketCalendar | null> {
  const clock = clocked(deps);
  const event = await sellingEvent(deps, eventId, clock.now);
  if (event === null) return null;
  const fromDate = isoDate(start) > clock.today ? isoDate(start) : clock.today;
  const toDate = isoDate(end);
  if (fromDate > toDate) return {};
  const rows = await calendarCapacities(deps.db, event.id, fromDate, toDate, clock.venueNow);
  const available = await availableByCapacity(
    deps.db,
    rows.map((row) => row.capacityId),
    clock.now,
  );
  const calendar: Record<string, number> = {};
  for (const row of rows.toSorted((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))) {
    calendar[row.day] = (calendar[row.day] ?? 0) + (available.get(row.capacityId) ?? 0);
  }
  return calendar;
}

/**
 * First and last date of the event's slots and day capacities; without any, the event's start and
 * end dates (null = open). Null when the event is unknown, inactive or over.
 */
export async function ticketLifetime(deps: AppDeps, eventId: number): Promise<Lifetime | null> {
  const clock = clocked(deps);
  const event = await sellingEvent(deps, eventId, clock.now);
  if (event === null) return null;
  const bounds = await slotAndDayBounds(deps.db, event.id);
  return {
    first: bounds.first ?? event.startsAt?.slice(0, 10) ?? null,
    last: bounds.last ?? event.endsAt?.slice(0, 10) ?? null,
  };
}
