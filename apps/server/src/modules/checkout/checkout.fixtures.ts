/**
 * Test data and helpers for the checkout tests. The catalog is small and fixed; every test that counts
 * places or stock makes its own slot, day, capacity or code with the `fresh…` helpers, so tests never
 * depend on each other's purchases. Dates are relative to TEST_NOW (Saturday 2026-11-21, 10:00 Berlin).
 */
import { addDays, venueToday } from '@foyer/domain';
import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { capacities, eventDays, eventSlots, tourSlots, voucherCodes } from '../../db/schema';
import { TEST_NOW } from '../../testing/app';
import { importTestCatalog } from '../../testing/catalog';

const TIME_ZONE = 'Europe/Berlin';
/** The calls live beside the data; the tests import both from here. */
export * from './checkout-calls.fixtures';
export const IBAN = 'DE89370400440532013000';
export const TEST_SECRET = 'checkout-test-webhook-secret';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row missing');
  return value;
}

export interface CheckoutCatalog {
  today: string;
  tomorrow: string;
  events: { timed: number; evening: number; ended: number };
  tickets: { adult: number; family: number; day: number; evening: number; ended: number };
  subtickets: { adults: number; children: number; booklet: number };
  tours: { public: number; group: number };
  tourTickets: { adult: number; child: number; participant: number };
  tourPrices: { groupFee: number };
  questions: { access: number };
  options: { accessYes: number; accessNo: number };
  articles: { book: number; poster: number; pass: number; mug: number; bag: number };
  voucherTypes: { fixed: number; variable: number; other: number };
  /** A sold-out slot and a slot with places, of the timed event. */
  slots: { soldOut: string; open: string };
}

const ids = {
  events: { timed: 1, evening: 2, ended: 3 },
  tickets: { adult: 1, family: 2, day: 3, evening: 4, ended: 5 },
  subtickets: { adults: 1, children: 2, booklet: 3 },
  tours: { public: 1, group: 2 },
  tourTickets: { adult: 1, child: 2, participant: 3 },
  tourPrices: { groupFee: 1 },
  questions: { access: 1 },
  options: { accessYes: 1, accessNo: 2 },
  articles: { poster: 1, book: 2, pass: 3, mug: 4, bag: 5 },
  voucherTypes: { fixed: 1, variable: 2, other: 3 },
};

/** Imports the catalog once per test database. */
export async function insertCheckoutCatalog(db: Db): Promise<CheckoutCatalog> {
  const today = venueToday(TEST_NOW, TIME_ZONE);
  const tomorrow = addDays(today, 1);
  const soldOut = `${tomorrow}T09:00`;
  const open = `${tomorrow}T09:30`;
  const venue = 1;
  const books = 1;
  const gifts = 1;
  const { tickets, subtickets, tourTickets, options, articles, voucherTypes } = ids;

  await importTestCatalog(db, {
    venues: [{ id: venue, name: { de: 'Hauptgebäude', en: 'Main building' } }],
    events: [
      {
        id: ids.events.timed,
        name: { de: 'Lichtspiele', en: 'Light plays' },
        venue,
        endsAt: '2027-06-30T18:00',
        tickets: [
          {
            id: tickets.adult,
            name: { de: 'Erwachsene', en: 'Adult' },
            price: 1400,
            vatValue: 7,
            mode: 1,
          },
          {
            id: tickets.family,
            name: { de: 'Familie', en: 'Family' },
            price: 3200,
            vatValue: 7,
            mode: 1,
            family: true,
            subtickets: [
              {
                id: subtickets.adults,
                name: { de: 'Erwachsene', en: 'Adults' },
                minQuantity: 1,
                maxQuantity: 2,
                sequenceNo: 1,
              },
              {
                id: subtickets.children,
                name: { de: 'Kinder', en: 'Children' },
                minQuantity: 1,
                maxQuantity: 4,
                sequenceNo: 2,
              },
              {
                id: subtickets.booklet,
                name: { de: 'Heft', en: 'Booklet' },
                price: 500,
                minQuantity: 1,
                maxQuantity: 1,
                sequenceNo: 3,
              },
            ],
          },
          {
            id: tickets.day,
            name: { de: 'Tageskarte', en: 'Day ticket' },
            price: 1000,
            vatValue: 7,
            mode: 1,
            dayTicket: true,
            uniqueBarcode: false,
          },
        ],
        slots: [
          { startsAt: soldOut, capacity: 5, sold: 5 },
          { startsAt: open, capacity: 500 },
        ],
      },
      {
        id: ids.events.evening,
        name: { de: 'Museumsnacht', en: 'Museum night' },
        venue,
        endsAt: '2027-06-30T23:00',
        capacity: 100,
        tickets: [
          {
            id: tickets.evening,
            name: { de: 'Nachtkarte', en: 'Night ticket' },
            price: 1500,
            vatValue: 19,
            mode: 3,
          },
        ],
      },
      {
        id: ids.events.ended,
        name: { de: 'Herbstsalon' },
        venue,
        endsAt: `${addDays(today, -1)}T18:00`,
        capacity: 10,
        tickets: [{ id: tickets.ended, name: { de: 'Salonkarte' }, price: 700, mode: 3 }],
      },
    ],
    tours: [
      {
        id: ids.tours.public,
        name: { de: 'Höhepunkte', en: 'Highlights' },
        language: 'de',
        venue,
        maxParticipants: 20,
        tickets: [
          {
            id: tourTickets.adult,
            name: { de: 'Erwachsene', en: 'Adult' },
            price: 1200,
            vatValue: 7,
            sequenceNo: 1,
          },
          {
            id: tourTickets.child,
            name: { de: 'Kind', en: 'Child' },
            price: 600,
            vatValue: 7,
            sequenceNo: 2,
          },
        ],
        questions: [
          {
            id: ids.questions.access,
            text: { de: 'Rollstuhl?', en: 'Wheelchair?' },
            type: 'radio',
            mandatory: true,
            options: [
              { id: options.accessYes, text: { de: 'Ja', en: 'Yes' }, sequenceNo: 1 },
              { id: options.accessNo, text: { de: 'Nein', en: 'No' }, sequenceNo: 2 },
            ],
          },
        ],
      },
      {
        id: ids.tours.group,
        name: { de: 'Gruppenführung', en: 'Group tour' },
        language: 'de',
        venue,
        maxParticipants: 25,
        minParticipants: 5,
        singleTicketing: false,
        bookCompleteTour: true,
        tickets: [
          {
            id: tourTickets.participant,
            name: { de: 'Teilnehmer', en: 'Participant' },
            price: 0,
            vatValue: 7,
          },
        ],
        prices: [
          {
            id: ids.tourPrices.groupFee,
            name: { de: 'Gruppenpreis', en: 'Group fee' },
            price: 9000,
            vatValue: 19,
          },
        ],
      },
    ],
    merchandiseCategories: [{ id: books, slug: 'books', name: { de: 'Bücher', en: 'Books' } }],
    merchandise: [
      {
        id: articles.poster,
        category: books,
        name: { de: 'Plakat', en: 'Poster' },
        price: 900,
        vatValue: 19,
        capacity: 50,
      },
      {
        id: articles.book,
        category: books,
        name: { de: 'Katalog', en: 'Catalogue' },
        price: 2500,
        vatValue: 7,
        related: [articles.poster],
        capacity: 1000,
      },
      {
        id: articles.pass,
        name: { de: 'Jahreskarte', en: 'Annual pass' },
        price: 6000,
        productKind: 13,
        needsShipping: false,
        capacity: 1000,
      },
      {
        id: articles.mug,
        category: books,
        name: { de: 'Tasse', en: 'Mug' },
        price: 1200,
        vatValue: 19,
        capacity: 3,
        sold: 3,
      },
      {
        id: articles.bag,
        category: books,
        name: { de: 'Tasche', en: 'Bag' },
        price: 1500,
        vatValue: 19,
        capacity: 40,
      },
    ],
    voucherCategories: [{ id: gifts, name: { de: 'Geschenke' } }],
    voucherTypes: [
      {
        id: voucherTypes.fixed,
        category: gifts,
        name: { de: 'Gutschein 25 €', en: 'Gift voucher 25 €' },
        price: 2500,
        validityDays: 365,
      },
      {
        id: voucherTypes.variable,
        category: gifts,
        name: { de: 'Wertgutschein', en: 'Gift voucher' },
        price: 0,
        variableAmount: true,
      },
      { id: voucherTypes.other, category: gifts, name: { de: 'Gutschein 50 €' }, price: 5000 },
    ],
  });

  return { today, tomorrow, ...ids, slots: { soldOut, open } };
}

let freshMinutes = 0;

/** A new slot of the timed event with its own capacity; answers its `YYYY-MM-DDTHH:mm` and capacity id. */
export async function freshSlot(
  db: Db,
  catalog: CheckoutCatalog,
  total: number,
  sold = 0,
): Promise<{ datetime: string; capacityId: number }> {
  freshMinutes += 1;
  const date = addDays(catalog.tomorrow, 1 + Math.floor(freshMinutes / 600));
  const minutes = 8 * 60 + (freshMinutes % 600);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const [row] = await db
    .insert(capacities)
    .values({ kind: 'event_slot', capacity: total, sold })
    .returning();
  const capacityId = must(row).id;
  await db
    .insert(eventSlots)
    .values({ eventId: catalog.events.timed, startsAt: `${date} ${time}:00`, capacityId });
  return { datetime: `${date}T${time}`, capacityId };
}

let freshDays = 0;

/** A new day capacity of the timed event; answers its date and capacity id. */
export async function freshDay(
  db: Db,
  catalog: CheckoutCatalog,
  total: number,
): Promise<{ date: string; capacityId: number }> {
  freshDays += 1;
  const date = addDays(catalog.tomorrow, 10 + freshDays);
  const [row] = await db
    .insert(capacities)
    .values({ kind: 'event_day', capacity: total })
    .returning();
  const capacityId = must(row).id;
  await db.insert(eventDays).values({ eventId: catalog.events.timed, day: date, capacityId });
  return { date, capacityId };
}

let freshTourMinutes = 0;

/** A new slot of a tour with its own participants and tours capacities. */
export async function freshTourSlot(
  db: Db,
  tourId: number,
  catalog: CheckoutCatalog,
  participants: number,
  parallelTours = 1,
): Promise<{ datetime: string; participantsCapacityId: number; toursCapacityId: number }> {
  freshTourMinutes += 1;
  const date = addDays(catalog.tomorrow, 2);
  const minutes = 8 * 60 + freshTourMinutes;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const [people, guides] = await db
    .insert(capacities)
    .values([
      { kind: 'tour_participants', capacity: participants },
      { kind: 'tour_tours', capacity: parallelTours },
    ])
    .returning();
  await db.insert(tourSlots).values({
    tourId,
    startsAt: `${date} ${time}:00`,
    participantsCapacityId: must(people).id,
    toursCapacityId: must(guides).id,
  });
  return {
    datetime: `${date}T${time}`,
    participantsCapacityId: must(people).id,
    toursCapacityId: must(guides).id,
  };
}

let freshCodes = 0;

/** A new voucher code; answers its barcode. */
export async function freshCode(
  db: Db,
  amount: number,
  options: { used?: number; validFrom?: string; validTo?: string } = {},
): Promise<string> {
  freshCodes += 1;
  const barcode = `GIFT-${process.pid}-${freshCodes}`;
  await db.insert(voucherCodes).values({
    barcode,
    name: { de: 'Geschenkgutschein', en: 'Gift card' },
    amount,
    usedAmount: options.used ?? 0,
    validFrom: options.validFrom ?? null,
    validTo: options.validTo ?? null,
  });
  return barcode;
}

/** The capacity's counters. */
export async function counters(
  db: Db,
  capacityId: number,
): Promise<{ sold: number; held: number }> {
  const [row] = await db
    .select({ sold: capacities.sold, held: capacities.held })
    .from(capacities)
    .where(eq(capacities.id, capacityId));
  return must(row);
}

/** The code's used amount. */
export async function usedAmount(db: Db, barcode: string): Promise<number> {
  const [row] = await db
    .select({ used: voucherCodes.usedAmount })
    .from(voucherCodes)
    .where(eq(voucherCodes.barcode, barcode));
  return must(row).used;
}

/**
 * pg-pool's `end()` resolves before its idle connections have closed, and the test databases are then
 * dropped `WITH (FORCE)`, which terminates those connections (57P01); the pool re-emits that as an
 * 'error' event, an uncaught exception without a listener. Only that termination is ignored.
 */
export function ignoreTeardownTermination(database: Database): void {
  if (database.kind !== 'postgres') return;
  const pool = (
    database.db as unknown as {
      $client: { on(event: 'error', listener: (error: { code?: string }) => void): void };
    }
  ).$client;
  pool.on('error', (error) => {
    if (error.code !== '57P01') throw error;
  });
}
