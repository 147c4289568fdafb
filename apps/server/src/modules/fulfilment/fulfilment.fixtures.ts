/**
 * Test data for fulfilment and check-in: a small catalog (an exhibition with tickets of every barcode
 * flag, an evening event, a guided tour, an annual pass, a book, two gift voucher types), imported
 * through the catalog file import, and booked orders written through the orders slice with the
 * `order_items.details` checkout writes. The PDF and e-mail readers are in `testing/documents.ts`.
 */
import { addDays, venueToday } from '@foyer/domain';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { importTestCatalog } from '../../testing/catalog';
import { insertCustomer } from '../customers';
import {
  insertOrder as insertOrderRow,
  insertOrderItems,
  appendLedgerRows,
  itemsOfOrder,
  type NewOrder,
  type NewOrderItem,
} from '../orders';

export interface FulfilmentCatalog {
  today: string;
  tomorrow: string;
  events: { exhibition: number; evening: number };
  tickets: {
    timed: number;
    family: number;
    familySeparate: number;
    group: number;
    printed: number;
    range: number;
    day: number;
    evening: number;
  };
  subtickets: {
    adults: number;
    children: number;
    catalogue: number;
    separateAdults: number;
    separateChildren: number;
  };
  tour: number;
  articles: { pass: number; book: number };
  voucherTypes: { fixed: number; variable: number };
}

const ids = {
  venue: 1,
  events: { exhibition: 1, evening: 2 },
  tickets: {
    timed: 1,
    family: 2,
    familySeparate: 3,
    group: 4,
    printed: 5,
    range: 6,
    day: 7,
    evening: 8,
  },
  subtickets: { adults: 1, children: 2, catalogue: 3, separateAdults: 4, separateChildren: 5 },
  tour: 1,
  articles: { pass: 1, book: 2 },
  voucherTypes: { fixed: 1, variable: 2 },
} as const;

/** Imports the catalog once per test database; dates are relative to `now` in the venue's zone. */
export async function insertFulfilmentCatalog(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<FulfilmentCatalog> {
  const today = venueToday(now, timeZone);
  const tomorrow = addDays(today, 1);
  const venue = ids.venue;
  const { tickets, subtickets } = ids;
  const exhibitionTicket = { price: 1400, vatValue: 7, mode: 1 } as const;

  await importTestCatalog(db, {
    venues: [
      {
        id: venue,
        name: { de: 'Hauptgebäude', en: 'Main building', fr: 'Bâtiment principal' },
      },
    ],
    events: [
      {
        id: ids.events.exhibition,
        name: { de: 'Zeitreise', en: 'Time travel', fr: 'Voyage dans le temps' },
        venue,
        startsAt: '2026-10-01T10:00',
        endsAt: '2027-03-31T18:00',
        tickets: [
          {
            ...exhibitionTicket,
            id: tickets.timed,
            name: { de: 'Zeitfenster-Ticket', en: 'Timed ticket', fr: 'Billet horodaté' },
          },
          {
            ...exhibitionTicket,
            id: tickets.family,
            name: { de: 'Familienticket', en: 'Family ticket' },
            price: 3200,
            family: true,
            subtickets: [
              {
                id: subtickets.adults,
                name: { de: 'Erwachsene', en: 'Adults' },
                minQuantity: 1,
                maxQuantity: 2,
              },
              {
                id: subtickets.children,
                name: { de: 'Kinder', en: 'Children' },
                minQuantity: 1,
                maxQuantity: 3,
              },
              {
                id: subtickets.catalogue,
                name: { de: 'Ausstellungskatalog', en: 'Catalogue' },
                price: 1500,
                minQuantity: 1,
                maxQuantity: 1,
              },
            ],
          },
          {
            ...exhibitionTicket,
            id: tickets.familySeparate,
            name: { de: 'Familie einzeln', en: 'Family, one by one' },
            price: 3000,
            family: true,
            scanSeparately: true,
            subtickets: [
              {
                id: subtickets.separateAdults,
                name: { de: 'Erwachsene', en: 'Adults' },
                minQuantity: 1,
                maxQuantity: 2,
              },
              {
                id: subtickets.separateChildren,
                name: { de: 'Kinder', en: 'Children' },
                minQuantity: 1,
                maxQuantity: 3,
              },
            ],
          },
          {
            ...exhibitionTicket,
            id: tickets.group,
            name: { de: 'Gruppenticket', en: 'Group ticket' },
            price: 1000,
            uniqueBarcode: false,
          },
          {
            ...exhibitionTicket,
            id: tickets.printed,
            name: { de: 'Einzeldruck', en: 'Printed one by one' },
            printSeparately: true,
          },
          {
            ...exhibitionTicket,
            id: tickets.range,
            name: { de: 'Kuratorenführung', en: 'Curator tour' },
            mode: 5,
            price: 1800,
          },
          {
            ...exhibitionTicket,
            id: tickets.day,
            name: { de: 'Tageskarte', en: 'Day ticket' },
            price: 1000,
            dayTicket: true,
          },
        ],
        slots: [
          { startsAt: `${today}T11:00`, capacity: 100 },
          { startsAt: `${today}T14:00`, capacity: 100 },
          { startsAt: `${tomorrow}T10:00`, capacity: 100 },
          { mode: 5, startsAt: `${today}T09:00`, endsAt: `${today}T12:00`, capacity: 100 },
        ],
      },
      {
        id: ids.events.evening,
        name: { de: 'Museumsnacht', en: 'Museum night' },
        venue,
        startsAt: `${today}T18:00`,
        endsAt: `${today}T23:30`,
        capacity: 100,
        tickets: [
          {
            id: tickets.evening,
            name: { de: 'Museumsnacht-Ticket', en: 'Museum night ticket' },
            mode: 3,
            price: 1500,
            vatValue: 19,
          },
        ],
      },
    ],
    tours: [
      {
        id: ids.tour,
        name: { de: 'Highlights der Sammlung', en: 'Collection highlights' },
        language: 'de',
        venue,
        maxParticipants: 20,
        durationMinutes: 90,
      },
    ],
    merchandise: [
      {
        id: ids.articles.pass,
        name: { de: 'Jahreskarte', en: 'Annual pass' },
        price: 4500,
        vatValue: 0,
        productKind: 13,
        needsShipping: false,
        capacity: 100,
      },
      {
        id: ids.articles.book,
        name: { de: 'Ausstellungskatalog', en: 'Exhibition catalogue' },
        price: 2990,
        vatValue: 7,
        capacity: 100,
      },
    ],
    voucherTypes: [
      {
        id: ids.voucherTypes.fixed,
        name: { de: 'Museumsgutschein 25 €', en: 'Museum voucher €25' },
        price: 2500,
        validityDays: 365,
      },
      {
        id: ids.voucherTypes.variable,
        name: { de: 'Wunschbetrag', en: 'Amount of your choice' },
        price: 0,
        variableAmount: true,
        validityDays: 730,
      },
    ],
  });
  return {
    today,
    tomorrow,
    events: { ...ids.events },
    tickets: { ...ids.tickets },
    subtickets: { ...ids.subtickets },
    tour: ids.tour,
    articles: { ...ids.articles },
    voucherTypes: { ...ids.voucherTypes },
  };
}

export type NewItem = NewOrderItem;

export interface OrderSpec {
  items: NewItem[];
  language?: string;
  status?: NewOrder['status'];
  requestInvoice?: boolean;
  email?: string;
  billing?: Record<string, unknown> | null;
  shippingAddress?: Record<string, unknown> | null;
  shippingCost?: number;
  voucherDiscount?: number;
  bookedAt?: Date;
  /** The buyer's reference (`external_document_number`). */
  externalDocumentNumber?: string | null;
}

export interface InsertedOrder {
  id: number;
  token: string;
  number: string;
  itemIds: number[];
}

let sequence = 0;

/** Inserts an order with its lines through the orders slice; a guest customer is created for `email`. */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<InsertedOrder> {
  sequence += 1;
  const token = randomBytes(18).toString('base64url');
  const number = `FX-${process.pid}-${sequence}-${randomBytes(2).toString('hex')}`;
  const email = spec.email ?? `visitor.${sequence}.${process.pid}@example.org`;
  const language = spec.language ?? 'de';
  const customer = await insertCustomer(db, {
    email,
    isGuest: true,
    fname: 'Ada',
    lname: 'Lovelace',
    language,
  });
  const subtotal = spec.items.reduce((sum, item) => sum + item.totalPrice, 0);
  const shippingCost = spec.shippingCost ?? 0;
  const voucherDiscount = spec.voucherDiscount ?? 0;
  const order = await insertOrderRow(db, {
    token,
    number,
    status: spec.status ?? 'booked',
    customerId: customer.id,
    language,
    requestInvoice: spec.requestInvoice ?? true,
    subtotal,
    shippingCost,
    voucherDiscount,
    total: Math.max(0, subtotal + shippingCost + voucherDiscount),
    billing:
      spec.billing === undefined
        ? {
            fname: 'Ada',
            lname: 'Lovelace',
            email,
            street: 'Lindenstraße 1',
            zip: '04109',
            city: 'Leipzig',
            country: 'DE',
          }
        : spec.billing,
    shippingAddress: spec.shippingAddress ?? null,
    externalDocumentNumber: spec.externalDocumentNumber ?? null,
    bookedAt: spec.status && spec.status !== 'booked' ? null : (spec.bookedAt ?? new Date()),
  });
  await insertOrderItems(db, order.id, spec.items);
  const items = await itemsOfOrder(db, order.id);
  // A booked order's ledger says so, as the checkout writes it (its payment is left out here).
  if (order.bookedAt) {
    await appendLedgerRows(
      db,
      order.id,
      [{ key: 'booked', entry: { kind: 'booked', paymentId: null } }],
      order.bookedAt,
    );
  }
  return { id: order.id, token, number, itemIds: items.map((item) => item.id) };
}

export const DEFAULT_FLAGS = { unique_barcode: 1, scan_separately: 0, print_separately: 0 };

/** A ticket line as checkout writes it. */
export function ticketItem(
  catalog: FulfilmentCatalog,
  ticket: keyof FulfilmentCatalog['tickets'],
  line: {
    name: string;
    count: number;
    datetime: string | null;
    unitPrice?: number;
    subtickets?: { id: number; name: string; count: number; price: number }[];
    places?: number;
    flags?: Partial<typeof DEFAULT_FLAGS>;
    vatValue?: number;
    /** The index of the basket item the line was booked with (default 0). */
    itemIndex?: number;
  },
): NewItem {
  const unitPrice = line.unitPrice ?? 1400;
  const subtickets = line.subtickets ?? [];
  const eventId = ticket === 'evening' ? catalog.events.evening : catalog.events.exhibition;
  const set = { ...DEFAULT_FLAGS, ...line.flags };
  const common = {
    itemIndex: line.itemIndex ?? 0,
    eventId,
    eventName: ticket === 'evening' ? 'Museumsnacht' : 'Ausstellung',
    venue: 'Hauptgebäude',
    subtickets,
    // Checkout always stores the places it held (one per ticket unless the test says otherwise).
    places: line.places ?? line.count,
    ticketFlags: {
      unique_barcode: set.unique_barcode === 1,
      scan_separately: set.scan_separately === 1,
      print_separately: set.print_separately === 1,
    },
    lines: [],
  };
  const money = {
    refId: catalog.tickets[ticket],
    name: line.name,
    datetime: line.datetime,
    count: line.count,
    unitPrice,
    totalPrice: unitPrice * line.count + subtickets.reduce((sum, s) => sum + s.price * s.count, 0),
    vatValue: line.vatValue ?? 7,
  };
  if (ticket === 'day') {
    return {
      ...money,
      type: 'dayTicket',
      details: { ...common, date: (line.datetime ?? '').slice(0, 10) },
    };
  }
  return {
    ...money,
    type: 'ticket',
    details: {
      ...common,
      datetime: line.datetime
        ? `${line.datetime.slice(0, 10)}T${line.datetime.slice(11, 16)}`
        : null,
    },
  };
}
