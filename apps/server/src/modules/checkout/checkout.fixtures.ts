/**
 * Test data and helpers for the checkout tests. The catalog is small and fixed; every test that counts
 * places or stock makes its own slot, day, capacity or code with the `fresh…` helpers, so tests never
 * depend on each other's purchases. Dates are relative to TEST_NOW (Saturday 2026-11-21, 10:00 Berlin).
 */
import { addDays, venueToday } from '@foyer/domain';
import type { CartItem } from '@foyer/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database, Db } from '../../db/client';
import {
  capacities,
  eventDays,
  eventSlots,
  events,
  merchandise,
  merchandiseCategories,
  ticketSubtickets,
  tickets,
  tourPrices,
  tourQuestionOptions,
  tourQuestions,
  tourSlots,
  tourTickets,
  tours,
  venues,
  voucherCategories,
  voucherCodes,
  voucherTypes,
} from '../../db/schema';
import { TEST_NOW } from '../../testing/app';
import { guestForm, uniqueVisitor } from '../customers/customer.fixtures';

const TIME_ZONE = 'Europe/Berlin';
const SHOP = 'http://localhost:3000';
export const URLS = {
  continue: `${SHOP}/en/checkout/accepted`,
  cancel: `${SHOP}/en/checkout/canceled`,
} as const;
/** Payment types of the demo configuration. */
export const PAYART = { card: 161, sepa: 164, wallet: 170, express: 171 } as const;
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

/** Inserts the catalog once per test database. */
export async function insertCheckoutCatalog(db: Db): Promise<CheckoutCatalog> {
  const today = venueToday(TEST_NOW, TIME_ZONE);
  const tomorrow = addDays(today, 1);
  const [venue] = await db
    .insert(venues)
    .values({ name: { de: 'Hauptgebäude', en: 'Main building' } })
    .returning();
  const venueId = must(venue).id;
  const capacity = async (
    kind: (typeof capacities.$inferInsert)['kind'],
    total: number,
    sold = 0,
  ) => {
    const [row] = await db.insert(capacities).values({ kind, capacity: total, sold }).returning();
    return must(row).id;
  };

  const [timed, evening, ended] = await db
    .insert(events)
    .values([
      { name: { de: 'Lichtspiele', en: 'Light plays' }, venueId, endsAt: '2027-06-30 18:00:00' },
      { name: { de: 'Museumsnacht', en: 'Museum night' }, venueId, endsAt: '2027-06-30 23:00:00' },
      { name: { de: 'Herbstsalon' }, venueId, endsAt: `${addDays(today, -1)} 18:00:00` },
    ])
    .returning();
  const eventIds = { timed: must(timed).id, evening: must(evening).id, ended: must(ended).id };
  const [adult, family, day, eveningTicket, endedTicket] = await db
    .insert(tickets)
    .values([
      {
        eventId: eventIds.timed,
        name: { de: 'Erwachsene', en: 'Adult' },
        price: 1400,
        vatValue: 7,
        mode: 1,
      },
      {
        eventId: eventIds.timed,
        name: { de: 'Familie', en: 'Family' },
        price: 3200,
        vatValue: 7,
        mode: 1,
        family: true,
      },
      {
        eventId: eventIds.timed,
        name: { de: 'Tageskarte', en: 'Day ticket' },
        price: 1000,
        vatValue: 7,
        mode: 1,
        dayTicket: true,
        uniqueBarcode: false,
      },
      {
        eventId: eventIds.evening,
        name: { de: 'Nachtkarte', en: 'Night ticket' },
        price: 1500,
        vatValue: 19,
        mode: 3,
        capacityId: await capacity('event', 100),
      },
      {
        eventId: eventIds.ended,
        name: { de: 'Salonkarte' },
        price: 700,
        mode: 3,
        capacityId: await capacity('event', 10),
      },
    ])
    .returning();
  const [adults, children, booklet] = await db
    .insert(ticketSubtickets)
    .values([
      {
        ticketId: must(family).id,
        name: { de: 'Erwachsene', en: 'Adults' },
        minQuantity: 1,
        maxQuantity: 2,
        sequenceNo: 1,
      },
      {
        ticketId: must(family).id,
        name: { de: 'Kinder', en: 'Children' },
        minQuantity: 1,
        maxQuantity: 4,
        sequenceNo: 2,
      },
      {
        ticketId: must(family).id,
        name: { de: 'Heft', en: 'Booklet' },
        price: 500,
        minQuantity: 1,
        maxQuantity: 1,
        sequenceNo: 3,
      },
    ])
    .returning();
  const soldOut = `${tomorrow}T09:00`;
  const open = `${tomorrow}T09:30`;
  await db.insert(eventSlots).values([
    {
      eventId: eventIds.timed,
      startsAt: `${tomorrow} 09:00:00`,
      capacityId: await capacity('event_slot', 5, 5),
    },
    {
      eventId: eventIds.timed,
      startsAt: `${tomorrow} 09:30:00`,
      capacityId: await capacity('event_slot', 500),
    },
  ]);

  const [publicTour, groupTour] = await db
    .insert(tours)
    .values([
      {
        name: { de: 'Höhepunkte', en: 'Highlights' },
        langIdentifier: 'de',
        venueId,
        maxParticipants: 20,
      },
      {
        name: { de: 'Gruppenführung', en: 'Group tour' },
        langIdentifier: 'de',
        venueId,
        maxParticipants: 25,
        minParticipants: 5,
        singleTicketing: false,
        bookCompleteTour: true,
      },
    ])
    .returning();
  const tourIds = { public: must(publicTour).id, group: must(groupTour).id };
  const [tourAdult, tourChild, participant] = await db
    .insert(tourTickets)
    .values([
      {
        tourId: tourIds.public,
        name: { de: 'Erwachsene', en: 'Adult' },
        price: 1200,
        vatValue: 7,
        sequenceNo: 1,
      },
      {
        tourId: tourIds.public,
        name: { de: 'Kind', en: 'Child' },
        price: 600,
        vatValue: 7,
        sequenceNo: 2,
      },
      {
        tourId: tourIds.group,
        name: { de: 'Teilnehmer', en: 'Participant' },
        price: 0,
        vatValue: 7,
      },
    ])
    .returning();
  const [groupFee] = await db
    .insert(tourPrices)
    .values({
      tourId: tourIds.group,
      name: { de: 'Gruppenpreis', en: 'Group fee' },
      price: 9000,
      vatValue: 19,
    })
    .returning();
  const [access] = await db
    .insert(tourQuestions)
    .values({
      tourId: tourIds.public,
      text: { de: 'Rollstuhl?', en: 'Wheelchair?' },
      type: 'radio',
      mandatory: true,
    })
    .returning();
  const [accessYes, accessNo] = await db
    .insert(tourQuestionOptions)
    .values([
      { questionId: must(access).id, text: { de: 'Ja', en: 'Yes' }, sequenceNo: 1 },
      { questionId: must(access).id, text: { de: 'Nein', en: 'No' }, sequenceNo: 2 },
    ])
    .returning();

  const [books] = await db
    .insert(merchandiseCategories)
    .values({ slug: 'books', name: { de: 'Bücher', en: 'Books' } })
    .returning();
  const categoryId = must(books).id;
  const [poster] = await db
    .insert(merchandise)
    .values({
      categoryId,
      name: { de: 'Plakat', en: 'Poster' },
      price: 900,
      vatValue: 19,
      capacityId: await capacity('stock', 50),
    })
    .returning();
  const [book, pass, mug, bag] = await db
    .insert(merchandise)
    .values([
      {
        categoryId,
        name: { de: 'Katalog', en: 'Catalogue' },
        price: 2500,
        vatValue: 7,
        relatedIds: [must(poster).id],
        capacityId: await capacity('stock', 1000),
      },
      {
        name: { de: 'Jahreskarte', en: 'Annual pass' },
        price: 6000,
        productKindRef: 13,
        needsShipping: false,
        capacityId: await capacity('stock', 1000),
      },
      {
        categoryId,
        name: { de: 'Tasse', en: 'Mug' },
        price: 1200,
        vatValue: 19,
        capacityId: await capacity('stock', 3, 3),
      },
      {
        categoryId,
        name: { de: 'Tasche', en: 'Bag' },
        price: 1500,
        vatValue: 19,
        capacityId: await capacity('stock', 40),
      },
    ])
    .returning();

  const [gifts] = await db
    .insert(voucherCategories)
    .values({ name: { de: 'Geschenke' } })
    .returning();
  const [fixed, variable, other] = await db
    .insert(voucherTypes)
    .values([
      {
        groupId: must(gifts).id,
        name: { de: 'Gutschein 25 €', en: 'Gift voucher 25 €' },
        price: 2500,
        validityDays: 365,
      },
      {
        groupId: must(gifts).id,
        name: { de: 'Wertgutschein', en: 'Gift voucher' },
        variableAmount: true,
      },
      { groupId: must(gifts).id, name: { de: 'Gutschein 50 €' }, price: 5000 },
    ])
    .returning();

  return {
    today,
    tomorrow,
    events: eventIds,
    tickets: {
      adult: must(adult).id,
      family: must(family).id,
      day: must(day).id,
      evening: must(eveningTicket).id,
      ended: must(endedTicket).id,
    },
    subtickets: { adults: must(adults).id, children: must(children).id, booklet: must(booklet).id },
    tours: tourIds,
    tourTickets: {
      adult: must(tourAdult).id,
      child: must(tourChild).id,
      participant: must(participant).id,
    },
    tourPrices: { groupFee: must(groupFee).id },
    questions: { access: must(access).id },
    options: { accessYes: must(accessYes).id, accessNo: must(accessNo).id },
    articles: {
      book: must(book).id,
      poster: must(poster).id,
      pass: must(pass).id,
      mug: must(mug).id,
      bag: must(bag).id,
    },
    voucherTypes: { fixed: must(fixed).id, variable: must(variable).id, other: must(other).id },
    slots: { soldOut, open },
  };
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

// ------------------------------------------------------------------------- calls

/** Registers a guest through `auth/guest` (spec 4 "Identity") and answers the login token. */
export async function guestToken(
  app: FastifyInstance,
  change: Partial<ReturnType<typeof guestForm>> = {},
): Promise<string> {
  const visitor = uniqueVisitor('buyer');
  const res = await app.inject({
    method: 'POST',
    url: '/api/en/auth/guest',
    payload: { c: { ...guestForm(visitor.email), ...change } },
    remoteAddress: visitor.ip,
  });
  if (res.statusCode !== 200) throw new Error(`guest: ${res.body}`);
  return (res.json() as { data: string }).data;
}

function cart(...items: CartItem[]) {
  return { ver: 1 as const, items };
}

export interface InitOptions {
  token?: string;
  payart?: number;
  aux?: Record<string, unknown>;
  lang?: string;
  url?: { continue: string; cancel: string };
}

export function initPayment(
  app: FastifyInstance,
  items: CartItem[],
  options: InitOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'en'}/checkout/initPayment`,
    query: options.token ? { _: options.token } : {},
    payload: {
      payart: options.payart ?? PAYART.card,
      aux: options.aux ?? {},
      cart: cart(...items),
      url: options.url ?? URLS,
    },
  });
}

/** The path of an absolute URL of this shop, with its query. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function cartIdOf(url: string): string {
  const id = new URL(url).searchParams.get('cartId');
  if (!id) throw new Error(`no cartId in ${url}`);
  return id;
}

/** Submits the test provider's form of a payment; answers the response (303 to the shop when done). */
export function submitPaymentForm(
  app: FastifyInstance,
  redirectUrl: string,
  form: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: pathOf(redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const DECLINED = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };

export function execPayment(app: FastifyInstance, cartId: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/en/checkout/execPayment',
    query: {
      us: 'abcdefABCDEF',
      sessionUs: 'sessionToken',
      srcURL: `${URLS.continue}?cartId=${cartId}`,
    },
    payload: { cartId },
  });
}

export function checkoutCall(
  app: FastifyInstance,
  path: string,
  payload: object,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/en/${path}`, query, payload });
}

/** Pays a started payment on the test provider's page and answers the cart id of the continue URL. */
export async function pay(
  app: FastifyInstance,
  redirectUrl: string,
  form: Record<string, string> = GOOD_CARD,
): Promise<string> {
  const page = await app.inject({ method: 'GET', url: pathOf(redirectUrl) });
  if (page.statusCode !== 200) throw new Error(`payment page: ${page.statusCode}`);
  const done = await submitPaymentForm(app, redirectUrl, form);
  if (done.statusCode !== 303)
    throw new Error(`payment form: ${done.statusCode} ${done.body.slice(0, 300)}`);
  return cartIdOf(String(done.headers.location));
}
