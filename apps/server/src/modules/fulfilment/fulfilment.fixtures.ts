/**
 * Test data for fulfilment and check-in: a small catalog (an exhibition with tickets of every barcode
 * flag, an evening event, a guided tour, an annual pass, a book, two gift voucher types) and booked
 * orders built directly in the database with the `order_items.details` checkout writes. Also readers
 * for the PDFs (poppler's `pdftotext`, `pdftoppm` + zbar's `zbarimg`) and for e-mail attachments.
 */
import { addDays, venueToday } from '@foyer/domain';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NewOrderItem } from '../orders';
import type { Db } from '../../db/client';
import {
  capacities,
  customers,
  eventSlots,
  events,
  merchandise,
  orderItems,
  orders,
  ticketSubtickets,
  tickets,
  tours,
  venues,
  voucherTypes,
} from '../../db/schema';

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row missing');
  return value;
}

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

/** Inserts the catalog once per test database; dates are relative to `now` in the venue's zone. */
export async function insertFulfilmentCatalog(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<FulfilmentCatalog> {
  const today = venueToday(now, timeZone);
  const tomorrow = addDays(today, 1);
  const capacity = async () =>
    must((await db.insert(capacities).values({ kind: 'event_slot', capacity: 100 }).returning())[0])
      .id;

  const [venue] = await db
    .insert(venues)
    .values({ name: { de: 'Hauptgebäude', en: 'Main building', fr: 'Bâtiment principal' } })
    .returning();
  const venueId = must(venue).id;
  const [exhibition, evening] = await db
    .insert(events)
    .values([
      {
        name: { de: 'Zeitreise', en: 'Time travel', fr: 'Voyage dans le temps' },
        venueId,
        startsAt: '2026-10-01 10:00:00',
        endsAt: '2027-03-31 18:00:00',
      },
      {
        name: { de: 'Museumsnacht', en: 'Museum night' },
        venueId,
        startsAt: `${today} 18:00:00`,
        endsAt: `${today} 23:30:00`,
      },
    ])
    .returning();
  const exhibitionId = must(exhibition).id;
  const eveningId = must(evening).id;
  const eveningCapacity = await capacity();
  const ticket = (values: Partial<typeof tickets.$inferInsert>) => ({
    eventId: exhibitionId,
    mode: 1,
    price: 1400,
    vatValue: 7,
    ...values,
  });
  const rows = await db
    .insert(tickets)
    .values([
      ticket({ name: { de: 'Zeitfenster-Ticket', en: 'Timed ticket', fr: 'Billet horodaté' } }),
      ticket({ name: { de: 'Familienticket', en: 'Family ticket' }, price: 3200, family: true }),
      ticket({
        name: { de: 'Familie einzeln', en: 'Family, one by one' },
        price: 3000,
        family: true,
        scanSeparately: true,
      }),
      ticket({
        name: { de: 'Gruppenticket', en: 'Group ticket' },
        price: 1000,
        uniqueBarcode: false,
      }),
      ticket({ name: { de: 'Einzeldruck', en: 'Printed one by one' }, printSeparately: true }),
      ticket({ name: { de: 'Kuratorenführung', en: 'Curator tour' }, mode: 5, price: 1800 }),
      ticket({ name: { de: 'Tageskarte', en: 'Day ticket' }, price: 1000, dayTicket: true }),
      ticket({
        eventId: eveningId,
        name: { de: 'Museumsnacht-Ticket', en: 'Museum night ticket' },
        mode: 3,
        price: 1500,
        vatValue: 19,
        capacityId: eveningCapacity,
      }),
    ])
    .returning({ id: tickets.id });
  const [timed, family, familySeparate, group, printed, range, day, eveningTicket] = rows.map(
    (row) => row.id,
  );
  const [adults, children, catalogue, separateAdults, separateChildren] = await db
    .insert(ticketSubtickets)
    .values([
      {
        ticketId: must(family),
        name: { de: 'Erwachsene', en: 'Adults' },
        minQuantity: 1,
        maxQuantity: 2,
      },
      {
        ticketId: must(family),
        name: { de: 'Kinder', en: 'Children' },
        minQuantity: 1,
        maxQuantity: 3,
      },
      {
        ticketId: must(family),
        name: { de: 'Ausstellungskatalog', en: 'Catalogue' },
        price: 1500,
        minQuantity: 1,
        maxQuantity: 1,
      },
      {
        ticketId: must(familySeparate),
        name: { de: 'Erwachsene', en: 'Adults' },
        minQuantity: 1,
        maxQuantity: 2,
      },
      {
        ticketId: must(familySeparate),
        name: { de: 'Kinder', en: 'Children' },
        minQuantity: 1,
        maxQuantity: 3,
      },
    ])
    .returning();
  await db.insert(eventSlots).values([
    { eventId: exhibitionId, mode: 1, startsAt: `${today} 11:00:00`, capacityId: await capacity() },
    { eventId: exhibitionId, mode: 1, startsAt: `${today} 14:00:00`, capacityId: await capacity() },
    {
      eventId: exhibitionId,
      mode: 1,
      startsAt: `${tomorrow} 10:00:00`,
      capacityId: await capacity(),
    },
    {
      eventId: exhibitionId,
      mode: 5,
      startsAt: `${today} 09:00:00`,
      endsAt: `${today} 12:00:00`,
      capacityId: await capacity(),
    },
  ]);
  const [tour] = await db
    .insert(tours)
    .values({
      name: { de: 'Highlights der Sammlung', en: 'Collection highlights' },
      langIdentifier: 'de',
      venueId,
      maxParticipants: 20,
      durationMinutes: 90,
    })
    .returning();
  const [pass, book] = await db
    .insert(merchandise)
    .values([
      {
        name: { de: 'Jahreskarte', en: 'Annual pass' },
        price: 4500,
        vatValue: 0,
        productKindRef: 13,
        needsShipping: false,
        capacityId: await capacity(),
      },
      {
        name: { de: 'Ausstellungskatalog', en: 'Exhibition catalogue' },
        price: 2990,
        vatValue: 7,
        capacityId: await capacity(),
      },
    ])
    .returning();
  const [fixed, variable] = await db
    .insert(voucherTypes)
    .values([
      {
        name: { de: 'Museumsgutschein 25 €', en: 'Museum voucher €25' },
        price: 2500,
        validityDays: 365,
      },
      {
        name: { de: 'Wunschbetrag', en: 'Amount of your choice' },
        variableAmount: true,
        validityDays: 730,
      },
    ])
    .returning();
  return {
    today,
    tomorrow,
    events: { exhibition: exhibitionId, evening: eveningId },
    tickets: {
      timed: must(timed),
      family: must(family),
      familySeparate: must(familySeparate),
      group: must(group),
      printed: must(printed),
      range: must(range),
      day: must(day),
      evening: must(eveningTicket),
    },
    subtickets: {
      adults: must(adults).id,
      children: must(children).id,
      catalogue: must(catalogue).id,
      separateAdults: must(separateAdults).id,
      separateChildren: must(separateChildren).id,
    },
    tour: must(tour).id,
    articles: { pass: must(pass).id, book: must(book).id },
    voucherTypes: { fixed: must(fixed).id, variable: must(variable).id },
  };
}

export type NewItem = NewOrderItem;

export interface OrderSpec {
  items: NewItem[];
  language?: string;
  status?: (typeof orders.$inferInsert)['status'];
  requestInvoice?: boolean;
  email?: string;
  billing?: Record<string, unknown> | null;
  shippingAddress?: Record<string, unknown> | null;
  shippingCost?: number;
  voucherDiscount?: number;
  bookedAt?: Date;
}

export interface InsertedOrder {
  id: number;
  token: string;
  number: string;
  itemIds: number[];
}

let sequence = 0;

/** Inserts an order with its lines; a customer is created for `email`. */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<InsertedOrder> {
  sequence += 1;
  const token = randomBytes(18).toString('base64url');
  const number = `FX-${process.pid}-${sequence}-${randomBytes(2).toString('hex')}`;
  const email = spec.email ?? `visitor.${sequence}.${process.pid}@example.org`;
  const [customer] = await db
    .insert(customers)
    .values({
      email,
      isGuest: true,
      fname: 'Ada',
      lname: 'Lovelace',
      language: spec.language ?? 'de',
    })
    .returning();
  const subtotal = spec.items.reduce((sum, item) => sum + item.totalPrice, 0);
  const shippingCost = spec.shippingCost ?? 0;
  const voucherDiscount = spec.voucherDiscount ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      token,
      number,
      status: spec.status ?? 'booked',
      customerId: must(customer).id,
      language: spec.language ?? 'de',
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
      bookedAt: spec.status && spec.status !== 'booked' ? null : (spec.bookedAt ?? new Date()),
    })
    .returning();
  const orderId = must(order).id;
  const items =
    spec.items.length === 0
      ? []
      : await db
          .insert(orderItems)
          .values(spec.items.map((item) => ({ ...item, orderId })))
          .returning({ id: orderItems.id });
  return { id: orderId, token, number, itemIds: items.map((item) => item.id) };
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
    /** The basket item the line was booked with (default 0). */
    booking?: number;
  },
): NewItem {
  const unitPrice = line.unitPrice ?? 1400;
  const subtickets = line.subtickets ?? [];
  const eventId = ticket === 'evening' ? catalog.events.evening : catalog.events.exhibition;
  const set = { ...DEFAULT_FLAGS, ...line.flags };
  const common = {
    bookingId: line.booking ?? 0,
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

// ---------------------------------------------------------------- PDF readers

/** Runs `use` with the PDF written to a temporary folder, removed afterwards. */
function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, pages separated by form feeds (poppler's `pdftotext`). */
export function pdfToText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
}

/** The text of each page. */
export function pdfPages(pdf: Buffer): string[] {
  return pdfToText(pdf).split('\f').slice(0, -1);
}

/** The QR codes zbar finds on page `page` (1-based), rendered at 150 dpi. */
export function qrCodesOnPage(pdf: Buffer, page: number): string[] {
  return withPdfFile(pdf, (file, dir) => {
    const at = String(page);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      at,
      '-l',
      at,
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const image = readdirSync(dir).find((name) => name.endsWith('.png'));
    if (!image) throw new Error('pdftoppm wrote no image');
    try {
      const out = execFileSync('zbarimg', ['--raw', '-q', path.join(dir, image)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return out
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0);
    } catch (error) {
      // zbarimg exits with 4 when it finds no code.
      if ((error as { status?: number }).status === 4) return [];
      throw error;
    }
  });
}

// ---------------------------------------------------------------- e-mail attachments

export interface MimeAttachment {
  contentType: string;
  filename: string | null;
  content: Buffer;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: match ? raw.slice(match.index + match[0].length) : '' };
}

/** The base64 parts of a received message that have a file name (nodemailer's attachments). */
export function mailAttachments(raw: string): MimeAttachment[] {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mailAttachments(part.replace(/^\r?\n/, '')));
  }
  const disposition = headers['content-disposition'] ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  if (
    filename === null ||
    (headers['content-transfer-encoding'] ?? '').toLowerCase() !== 'base64'
  ) {
    return [];
  }
  return [
    {
      contentType: type.split(';')[0]?.trim().toLowerCase() ?? '',
      filename,
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    },
  ];
}
