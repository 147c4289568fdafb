/**
 * The plan of the demo orders, pure: six weeks of sales before the seed day, and the advance
 * bookings of the days ahead. The orders, lines, payment types, partners and refunds follow from
 * the seed day alone (a hash per order). Past orders are booked on the day of their visit; about
 * 6 % are refunded wholly. The advance bookings fill exactly the places the demo catalog plans as
 * sold (`sold` of its slots, days, tour starts and articles, demo.ts), so the counters the seed
 * derives from the orders tell the catalog's story. The lines are those the shop's checkout
 * writes for the demo catalog's products.
 */
import {
  addDays,
  asLocalizedText,
  localized,
  venueDayStart,
  venueToday,
  type LocalizedText,
} from '@foyer/domain';
import type { CatalogFileInput } from '../modules/catalog-file';
import type { NewOrderItem } from '../modules/orders';

/** Days before the seed day that get orders. */
export const DEMO_ORDER_DAYS = 42;

export const DEMO_PARTNERS = ['hotel-zum-loewen', 'lindenau-card'] as const;

type Language = 'de' | 'en';
type Texts = Record<Language, string>;

interface TicketKind {
  kind: 'ticket';
  ticketId: number;
  name: Texts;
  price: number;
  people: number;
}
interface DayKind {
  kind: 'dayTicket';
  ticketId: number;
  name: Texts;
  price: number;
}
interface TourKind {
  kind: 'tour';
  tourTicketId: number;
  name: Texts;
  price: number;
}
interface ArticleKind {
  kind: 'merchandise';
  articleId: number;
  name: Texts;
  price: number;
  vat: number;
}

const EXHIBITION = {
  id: 1,
  name: { de: 'Lichtspiele – Glas, Licht und Farbe', en: 'Light Play – Glass, Light and Colour' },
};
const PERMANENT = {
  id: 2,
  name: {
    de: 'Dauerausstellung „Lindenau erzählt“',
    en: 'Permanent exhibition “Lindenau Tells Its Story”',
  },
};
const VENUE = {
  de: 'Stadtmuseum Lindenau (Haupthaus)',
  en: 'Lindenau City Museum (main building)',
};
const TOUR = {
  id: 2,
  name: {
    de: 'Highlights der Stadtgeschichte (auf Englisch)',
    en: 'Highlights of Lindenau’s history',
  },
};

const TIMED: readonly [TicketKind, TicketKind, TicketKind] = [
  {
    kind: 'ticket',
    ticketId: 11,
    name: { de: 'Erwachsene', en: 'Adults' },
    price: 1400,
    people: 1,
  },
  {
    kind: 'ticket',
    ticketId: 12,
    name: { de: 'Ermäßigt', en: 'Concession' },
    price: 900,
    people: 1,
  },
  {
    kind: 'ticket',
    ticketId: 14,
    name: { de: 'Familienkarte', en: 'Family ticket' },
    price: 2900,
    people: 4,
  },
];
const DAY: DayKind = {
  kind: 'dayTicket',
  ticketId: 21,
  name: { de: 'Tageskarte Erwachsene', en: 'Day ticket adults' },
  price: 800,
};
const TOUR_ADULT: TourKind = {
  kind: 'tour',
  tourTicketId: 21,
  name: { de: 'Erwachsene', en: 'Adults' },
  price: 500,
};
const ARTICLES: ArticleKind[] = [
  {
    kind: 'merchandise',
    articleId: 1,
    name: { de: 'Ausstellungskatalog „Lichtspiele“', en: 'Exhibition catalogue “Light Play”' },
    price: 2900,
    vat: 7,
  },
  {
    kind: 'merchandise',
    articleId: 4,
    name: { de: 'Plakat „Lichtspiele“ (A1)', en: 'Poster “Light Play” (A1)' },
    price: 1500,
    vat: 19,
  },
  {
    kind: 'merchandise',
    articleId: 6,
    name: { de: 'Postkartenset „Lindenau“ (12 Karten)', en: 'Postcard set “Lindenau” (12 cards)' },
    price: 990,
    vat: 19,
  },
];
const SHIPPING_DE = 490;
const PAYARTS = [161, 161, 161, 161, 164, 164, 170, 170, 171, 161] as const;
const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
];
const LAST_NAMES = [
  'Becker',
  'Fischer',
  'Hoffmann',
  'Klein',
  'Lange',
  'Meyer',
  'Neumann',
  'Richter',
];

/** A number in [0, 1) from a text (FNV-1a), as the demo catalog does. */
export function share(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

function pick<T>(list: readonly T[], key: string): T {
  return list[Math.floor(share(key) * list.length)] as T;
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function time(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The capacity a line takes its places from, by the catalog's keys (venue-local times). */
export type PlannedUse =
  | { kind: 'slot'; eventId: number; mode: number; startsAt: string; places: number }
  | { kind: 'day'; eventId: number; date: string; places: number }
  | { kind: 'tourSlot'; tourId: number; startsAt: string; places: number }
  | { kind: 'article'; articleId: number; places: number };

/** One planned line: what the shop's checkout would have written, and who it admits. */
export interface PlannedLine {
  item: NewOrderItem;
  /** The capacity it takes places from (none for a slot or day the catalog no longer has). */
  use: PlannedUse;
  /** Barcodes: people each admits, the slot (venue time) and when it ends. */
  admissions: { admits: number; validFrom: string; validTo: string }[];
}

export interface PlannedOrder {
  key: string;
  bookedAt: Date;
  /** The visit's date (venue). */
  date: string;
  language: Language;
  payart: number;
  partner: string | null;
  refunded: boolean;
  billing: { fname: string; lname: string; email: string; country: string };
  lines: PlannedLine[];
  shipping: number;
}

function plannedLines(key: string, date: string, slot: string, language: Language): PlannedLine[] {
  const lines: PlannedLine[] = [];
  const nextItemIndex = () => lines.length;
  const what = share(`${key} what`);
  const flags = { unique_barcode: true, scan_separately: false, print_separately: false };
  if (what < 0.55) {
    const chosen =
      share(`${key} family`) < 0.25
        ? [TIMED[2]]
        : [TIMED[0], ...(share(`${key} concession`) < 0.4 ? [TIMED[1]] : [])];
    for (const ticket of chosen) {
      const count =
        ticket.people === 4 ? 1 : 1 + Math.floor(share(`${key} ${ticket.ticketId}`) * 3);
      const datetime = `${date}T${slot}`;
      const index = nextItemIndex();
      lines.push({
        use: {
          kind: 'slot',
          eventId: EXHIBITION.id,
          mode: 1,
          startsAt: `${date} ${slot}:00`,
          places: count * ticket.people,
        },
        item: {
          type: 'ticket',
          refId: ticket.ticketId,
          name: ticket.name[language],
          datetime: `${date} ${slot}:00`,
          count,
          unitPrice: ticket.price,
          totalPrice: ticket.price * count,
          vatValue: 7,
          details: {
            itemIndex: index,
            eventId: EXHIBITION.id,
            eventName: EXHIBITION.name[language],
            venue: VENUE[language],
            subtickets: [],
            places: count * ticket.people,
            ticketFlags: flags,
            lines: [],
            datetime,
          },
        },
        admissions: Array.from({ length: count }, () => ({
          admits: ticket.people,
          validFrom: `${date} ${slot}:00`,
          validTo: `${date} ${time(Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3)) + 30)}:00`,
        })),
      });
    }
  } else if (what < 0.75) {
    const count = 1 + Math.floor(share(`${key} day`) * 2);
    lines.push({
      use: { kind: 'day', eventId: PERMANENT.id, date, places: count },
      item: {
        type: 'dayTicket',
        refId: DAY.ticketId,
        name: DAY.name[language],
        datetime: `${date} 00:00:00`,
        count,
        unitPrice: DAY.price,
        totalPrice: DAY.price * count,
        vatValue: 7,
        details: {
          itemIndex: 0,
          eventId: PERMANENT.id,
          eventName: PERMANENT.name[language],
          venue: VENUE[language],
          subtickets: [],
          places: count,
          ticketFlags: flags,
          lines: [],
          date,
        },
      },
      admissions: Array.from({ length: count }, () => ({
        admits: 1,
        validFrom: `${date} 00:00:00`,
        validTo: `${date} 23:59:59`,
      })),
    });
  } else if (what < 0.88 && [0, 6].includes(weekday(date))) {
    const tour = TOUR_ADULT;
    const count = 1 + Math.floor(share(`${key} tour`) * 4);
    const start = '13:00';
    lines.push({
      use: { kind: 'tourSlot', tourId: TOUR.id, startsAt: `${date} ${start}:00`, places: count },
      item: {
        type: 'guidedTour',
        refId: TOUR.id,
        name: `${TOUR.name[language]} – ${tour.name[language]}`,
        datetime: `${date} ${start}:00`,
        count,
        unitPrice: tour.price,
        totalPrice: tour.price * count,
        vatValue: 7,
        details: {
          itemIndex: 0,
          tourId: TOUR.id,
          datetime: `${date}T${start}`,
          venue: VENUE[language],
          answers: {},
          lines: [],
          tourTicketId: tour.tourTicketId,
          subtickets: [],
        },
      },
      admissions: [
        {
          admits: count,
          validFrom: `${date} ${start}:00`,
          validTo: `${date} ${time(Number(start.slice(0, 2)) * 60 + 60)}:00`,
        },
      ],
    });
  }
  if (lines.length === 0 || share(`${key} shop`) < 0.2) {
    const article = pick(ARTICLES, `${key} article`);
    const count = 1 + Math.floor(share(`${key} article count`) * 2);
    lines.push({
      use: { kind: 'article', articleId: article.articleId, places: count },
      item: {
        type: 'merchandise',
        refId: article.articleId,
        name: article.name[language],
        datetime: null,
        count,
        unitPrice: article.price,
        totalPrice: article.price * count,
        vatValue: article.vat,
        details: { itemIndex: nextItemIndex(), productKind: null, needsShipping: true, lines: [] },
      },
      admissions: [],
    });
  }
  return lines;
}

/** The demo orders of the `DEMO_ORDER_DAYS` days before `now`'s day (Mondays closed). */
export function planDemoOrders(now: Date, timeZone: string): PlannedOrder[] {
  const today = venueToday(now, timeZone);
  const out: PlannedOrder[] = [];
  for (let back = DEMO_ORDER_DAYS; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    const day = weekday(date);
    if (day === 1) continue;
    const count = 3 + Math.floor(share(`orders ${date}`) * 4) + ([0, 6].includes(day) ? 3 : 0);
    const dayStart = venueDayStart(date, timeZone).getTime();
    for (let n = 0; n < count; n += 1) {
      const key = `${date} #${n}`;
      const slotMinutes = 10 * 60 + 30 * Math.floor(share(`${key} slot`) * 15);
      const slot = time(slotMinutes);
      const language: Language = share(`${key} lang`) < 0.7 ? 'de' : 'en';
      const lines = plannedLines(key, date, slot, language);
      const ships = lines.some((line) => line.item.type === 'merchandise');
      const partnerLuck = share(`${key} partner`);
      const fname = pick(FIRST_NAMES, `${key} first`);
      const lname = pick(LAST_NAMES, `${key} last`);
      out.push({
        key,
        // Booked up to 90 minutes before the visit's slot, from 8:00 on.
        bookedAt: new Date(dayStart + (Math.max(8 * 60, slotMinutes - 90) + n) * 60_000),
        date,
        language,
        payart: pick(PAYARTS, `${key} pay`),
        partner:
          partnerLuck < 0.15 ? DEMO_PARTNERS[0] : partnerLuck < 0.25 ? DEMO_PARTNERS[1] : null,
        refunded: share(`${key} refund`) < 0.06,
        billing: {
          fname,
          lname,
          email: `${fname}.${lname}.${out.length + 1}@example.org`.toLowerCase(),
          country: 'DE',
        },
        lines,
        shipping: ships ? SHIPPING_DE : 0,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Advance bookings: the places the demo catalog plans as sold

type CatalogText = string | LocalizedText;
type PlannedEvent = NonNullable<CatalogFileInput['events']>[number];
type PlannedTour = NonNullable<CatalogFileInput['tours']>[number];

/** A catalog text in `language` (the demo is written in German). */
function textIn(value: CatalogText | null | undefined, language: Language): string {
  return value === undefined || value === null
    ? ''
    : localized(asLocalizedText(value, 'de'), language, 'de');
}

/** `YYYY-MM-DDTHH:mm` plus `minutes`, as `YYYY-MM-DD HH:mm:00` (slots end on their day). */
function later(startsAt: string, minutes: number): string {
  const at = Number(startsAt.slice(11, 13)) * 60 + Number(startsAt.slice(14, 16)) + minutes;
  return `${startsAt.slice(0, 10)} ${time(Math.min(at, 23 * 60 + 59))}:00`;
}

/** Splits `places` into bookings of 1 … `largest` places (a hash per booking). */
function bookings(places: number, largest: number, key: string): number[] {
  const out: number[] = [];
  let left = places;
  while (left > 0) {
    const size = Math.min(left, 1 + Math.floor(share(`${key} ${out.length}`) * largest));
    out.push(size);
    left -= size;
  }
  return out;
}

const FLAGS = { unique_barcode: true, scan_separately: false, print_separately: false };

/** One booking of the plan: its key, the visit's date (an article's: the day bought), its line. */
interface Booking {
  key: string;
  date: string;
  make: (language: Language) => PlannedLine;
}

function venueOf(
  catalog: CatalogFileInput,
  id: number | null | undefined,
  language: Language,
): string {
  return textIn(catalog.venues?.find((venue) => venue.id === id)?.name, language);
}

/** A ticket that may be booked alone: its subtickets (if any) are all optional. */
function withoutRequiredExtras(ticket: {
  subtickets?: readonly { minQuantity?: number | undefined }[] | undefined;
}): boolean {
  return (ticket.subtickets ?? []).every((sub) => (sub.minQuantity ?? 0) === 0);
}

/** What an event's ticket line and day-ticket line of `count` places share. */
function eventLine(
  ticket: {
    id: number;
    name: Parameters<typeof textIn>[0];
    price: number;
    vatValue?: number | undefined;
  },
  count: number,
  language: Language,
) {
  return {
    refId: ticket.id,
    name: textIn(ticket.name, language),
    count,
    unitPrice: ticket.price,
    totalPrice: ticket.price * count,
    vatValue: ticket.vatValue ?? 7,
  };
}

/** The details an event's ticket line and day-ticket line share. */
function eventLineDetails(
  catalog: CatalogFileInput,
  event: PlannedEvent,
  count: number,
  language: Language,
) {
  return {
    itemIndex: 0,
    eventId: event.id,
    eventName: textIn(event.name, language),
    venue: venueOf(catalog, event.venue, language),
    subtickets: [],
    places: count,
    ticketFlags: FLAGS,
    lines: [],
  };
}

/** The bookings of an event's slots (single tickets) and days (day tickets) planned as sold. */
function eventBookings(catalog: CatalogFileInput, event: PlannedEvent): Booking[] {
  const out: Booking[] = [];
  const single = event.tickets?.find(
    (ticket) => !ticket.dayTicket && !ticket.family && withoutRequiredExtras(ticket),
  );
  const dayTicket = event.tickets?.find((ticket) => ticket.dayTicket);
  for (const slot of event.slots ?? []) {
    const start = slot.startsAt;
    const ticket = single;
    if (!ticket || !slot.sold || !start) continue;
    const date = start.slice(0, 10);
    const startsAt = `${date} ${start.slice(11, 16)}:00`;
    const mode = ticket.mode ?? 1;
    bookings(slot.sold, 10, `slot ${event.id} ${start}`).forEach((count, n) =>
      out.push({
        key: `slot ${event.id} ${start} #${n}`,
        date,
        make: (language) => ({
          item: {
            type: 'ticket',
            ...eventLine(ticket, count, language),
            datetime: startsAt,
            details: {
              ...eventLineDetails(catalog, event, count, language),
              datetime: start.slice(0, 16),
            },
          },
          use: { kind: 'slot', eventId: event.id, mode, startsAt, places: count },
          admissions: Array.from({ length: count }, () => ({
            admits: 1,
            validFrom: startsAt,
            validTo: later(start, 30),
          })),
        }),
      }),
    );
  }
  for (const row of event.days ?? []) {
    const ticket = dayTicket;
    const date = row.date;
    if (!ticket || !row.sold || !date) continue;
    bookings(row.sold, 30, `day ${event.id} ${date}`).forEach((count, n) =>
      out.push({
        key: `day ${event.id} ${date} #${n}`,
        date,
        make: (language) => ({
          item: {
            type: 'dayTicket',
            ...eventLine(ticket, count, language),
            datetime: `${date} 00:00:00`,
            details: { ...eventLineDetails(catalog, event, count, language), date },
          },
          use: { kind: 'day', eventId: event.id, date, places: count },
          admissions: Array.from({ length: count }, () => ({
            admits: 1,
            validFrom: `${date} 00:00:00`,
            validTo: `${date} 23:59:59`,
          })),
        }),
      }),
    );
  }
  return out;
}

/** The bookings of a public tour's starts planned as sold (its first ticket without extras). */
function tourBookings(catalog: CatalogFileInput, tour: PlannedTour): Booking[] {
  const ticket = tour.tickets?.find((entry) => (entry.subtickets ?? []).length === 0);
  if (!ticket) return [];
  return (tour.slots ?? []).flatMap((slot) => {
    const start = slot.startsAt;
    const sold = slot.participants.sold ?? 0;
    if (slot.tours || sold === 0 || !start) return [];
    const date = start.slice(0, 10);
    const startsAt = `${date} ${start.slice(11, 16)}:00`;
    return bookings(sold, 6, `tour ${tour.id} ${start}`).map((count, n): Booking => ({
      key: `tour ${tour.id} ${start} #${n}`,
      date,
      make: (language) => ({
        item: {
          type: 'guidedTour',
          refId: tour.id,
          name: `${textIn(tour.name, language)} – ${textIn(ticket.name, language)}`,
          datetime: startsAt,
          count,
          unitPrice: ticket.price,
          totalPrice: ticket.price * count,
          vatValue: ticket.vatValue ?? 7,
          details: {
            itemIndex: 0,
            tourId: tour.id,
            datetime: start.slice(0, 16),
            venue: venueOf(catalog, tour.venue, language),
            answers: {},
            lines: [],
            tourTicketId: ticket.id,
            subtickets: [],
          },
        },
        use: { kind: 'tourSlot', tourId: tour.id, startsAt, places: count },
        admissions: [
          {
            admits: count,
            validFrom: startsAt,
            validTo: later(start, tour.durationMinutes ?? 60),
          },
        ],
      }),
    }));
  });
}

/** Units of each article the (not refunded) orders of `plans` bought. */
function articleUnits(plans: readonly PlannedOrder[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const plan of plans) {
    if (plan.refunded) continue;
    for (const line of plan.lines) {
      if (line.use.kind !== 'article') continue;
      units.set(line.use.articleId, (units.get(line.use.articleId) ?? 0) + line.use.places);
    }
  }
  return units;
}

/** Shop orders that bring each article (not a pass) to its planned sales, on past days. */
function articleBookings(
  catalog: CatalogFileInput,
  past: readonly PlannedOrder[],
  today: string,
): Booking[] {
  const bought = articleUnits(past);
  return (catalog.merchandise ?? []).flatMap((article) => {
    if (article.productKind !== undefined && article.productKind !== null) return [];
    const missing = (article.sold ?? 0) - (bought.get(article.id) ?? 0);
    if (missing <= 0) return [];
    return bookings(missing, 4, `article ${article.id}`).map((count, n): Booking => ({
      key: `article ${article.id} #${n}`,
      date: addDays(
        today,
        -1 - Math.floor(share(`article ${article.id} #${n} day`) * DEMO_ORDER_DAYS),
      ),
      make: (language) => ({
        item: {
          type: 'merchandise',
          refId: article.id,
          name: textIn(article.name, language),
          datetime: null,
          count,
          unitPrice: article.price,
          totalPrice: article.price * count,
          vatValue: article.vatValue ?? 19,
          details: { itemIndex: 0, productKind: null, needsShipping: true, lines: [] },
        },
        use: { kind: 'article', articleId: article.id, places: count },
        admissions: [],
      }),
    }));
  });
}

/**
 * The bookings of the demo catalog's plan (`catalog` as built, with its `sold` figures): one order
 * per booking of a slot, day or tour start, booked in the three weeks before today; and the shop
 * orders that bring the articles to their planned sales, given what the `past` orders bought.
 */
export function planAdvanceOrders(
  catalog: CatalogFileInput,
  past: readonly PlannedOrder[],
  now: Date,
  timeZone: string,
): PlannedOrder[] {
  const today = venueToday(now, timeZone);
  const todayStart = venueDayStart(today, timeZone).getTime();
  const all = [
    ...(catalog.events ?? []).flatMap((event) => eventBookings(catalog, event)),
    ...(catalog.tours ?? []).flatMap((tour) => tourBookings(catalog, tour)),
    ...articleBookings(catalog, past, today),
  ];
  return all.map((booking, index) => {
    const key = `advance ${booking.key}`;
    const language: Language = share(`${key} lang`) < 0.7 ? 'de' : 'en';
    const line = booking.make(language);
    const shop = line.item.type === 'merchandise';
    const daysBefore = 1 + Math.floor(share(`${key} booked`) * 21);
    const bookedAt = shop
      ? new Date(
          venueDayStart(booking.date, timeZone).getTime() + (8 * 60 + (index % 600)) * 60_000,
        )
      : new Date(todayStart - daysBefore * 86_400_000 + (8 * 60 * 60 + index) * 1000);
    const fname = pick(FIRST_NAMES, `${key} first`);
    const lname = pick(LAST_NAMES, `${key} last`);
    const partnerLuck = share(`${key} partner`);
    return {
      key,
      bookedAt,
      date: booking.date,
      language,
      payart: pick(PAYARTS, `${key} pay`),
      partner: partnerLuck < 0.15 ? DEMO_PARTNERS[0] : partnerLuck < 0.25 ? DEMO_PARTNERS[1] : null,
      refunded: false,
      billing: {
        fname,
        lname,
        email: `${fname}.${lname}.a${index + 1}@example.org`.toLowerCase(),
        country: 'DE',
      },
      lines: [line],
      shipping: shop ? SHIPPING_DE : 0,
    };
  });
}
