import { addDays } from '@foyer/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voucherCodes } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfPages, pdfToText, qrCodesOnPage } from '../../testing/documents';
import { BARCODE_ALPHABET } from './barcodes';
import { insertOrder, ticketItem, type NewItem } from './fulfilment.fixtures';
import { flat, money, useFulfilmentSuite } from './fulfilment-suite.fixtures';

const BARCODE = new RegExp(`^[${BARCODE_ALPHABET}]{4}(-[${BARCODE_ALPHABET}]{4}){3}$`);

describe.each(testDatabaseKinds())('fulfilment on $name', ({ open }) => {
  const suite = useFulfilmentSuite(open);
  const { at, fulfil, issuedOf, ticketsPdf, timed } = suite;

  it('issues one barcode per ticket, valid around its slot, and prints a line on one page', async () => {
    const order = await insertOrder(suite.database.db, { items: [timed(3)] });
    expect(await fulfil(order.id)).toEqual({ hasTickets: true });

    const issued = await issuedOf(order.id);
    expect(issued).toHaveLength(3);
    for (const row of issued) {
      expect(row).toMatchObject({
        kind: 'ticket',
        admits: 1,
        holderName: null,
        orderItemId: order.itemIds[0],
        validFrom: at('11:00'),
        validTo: at('12:00'),
      });
      expect(row.barcode).toMatch(BARCODE);
    }
    const barcodes = issued.map((row) => row.barcode);
    expect(new Set(barcodes).size).toBe(3);

    const pdf = await ticketsPdf(order.token);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(1);
    for (const barcode of barcodes) expect(pages[0]).toContain(barcode);
    expect(qrCodesOnPage(pdf, 1).sort()).toEqual([...barcodes].sort());
    // Each admission shows its own price, never the line's total.
    const text = flat(pages[0] ?? '');
    expect(text.split(money(1400)).length - 1).toBe(3);
    expect(text).not.toContain(money(4200));
  });

  it('gives a family ticket one barcode that admits its people, not its fixed add-ons', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        ticketItem(suite.catalog, 'family', {
          name: 'Familienticket',
          count: 1,
          unitPrice: 3200,
          datetime: at('14:00'),
          places: 5,
          subtickets: [
            { id: suite.catalog.subtickets.adults, name: 'Erwachsene', count: 2, price: 0 },
            { id: suite.catalog.subtickets.children, name: 'Kinder', count: 3, price: 0 },
            {
              id: suite.catalog.subtickets.catalogue,
              name: 'Ausstellungskatalog',
              count: 1,
              price: 1500,
            },
          ],
        }),
      ],
    });
    await fulfil(order.id);
    const issued = await issuedOf(order.id);
    expect(issued.map((row) => row.admits)).toEqual([5]);
    expect(flat(pdfToText(await ticketsPdf(order.token)))).toContain('Gültig für 5 Personen');
  });

  it('issues one barcode for the whole line when unique_barcode is 0, even when scanned separately', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        ticketItem(suite.catalog, 'group', {
          name: 'Gruppenticket',
          count: 5,
          unitPrice: 1000,
          datetime: at('14:00'),
          flags: { unique_barcode: 0, scan_separately: 1 },
        }),
      ],
    });
    await fulfil(order.id);
    expect((await issuedOf(order.id)).map((row) => row.admits)).toEqual([5]);
  });

  it('issues one barcode per person, named after the family component, when scanned separately', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        ticketItem(suite.catalog, 'familySeparate', {
          name: 'Familie einzeln',
          count: 1,
          unitPrice: 3000,
          datetime: at('14:00'),
          places: 3,
          subtickets: [
            { id: suite.catalog.subtickets.separateAdults, name: 'Erwachsene', count: 1, price: 0 },
            { id: suite.catalog.subtickets.separateChildren, name: 'Kinder', count: 2, price: 0 },
          ],
          flags: { scan_separately: 1 },
        }),
      ],
    });
    await fulfil(order.id);
    const issued = await issuedOf(order.id);
    expect(issued.map((row) => [row.admits, row.holderName])).toEqual([
      [1, 'Erwachsene'],
      [1, 'Kinder'],
      [1, 'Kinder'],
    ]);
  });

  it('prints a page per barcode when the ticket is printed separately', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        ticketItem(suite.catalog, 'printed', {
          name: 'Einzeldruck',
          count: 2,
          datetime: at('14:00'),
          flags: { print_separately: 1 },
        }),
      ],
    });
    await fulfil(order.id);
    const barcodes = (await issuedOf(order.id)).map((row) => row.barcode);
    const pdf = await ticketsPdf(order.token);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expect(page).toContain(barcodes[index]);
      expect(page).not.toContain(barcodes[1 - index]);
      expect(flat(page)).toContain(`Preis ${money(1400)}`);
    });
    expect(qrCodesOnPage(pdf, 2)).toEqual([barcodes[1]]);
  });

  it('makes day tickets valid all day, ranges to their end and event-long tickets while the event runs', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        ticketItem(suite.catalog, 'day', {
          name: 'Tageskarte',
          count: 1,
          unitPrice: 1000,
          datetime: at('00:00', suite.catalog.tomorrow),
        }),
        ticketItem(suite.catalog, 'range', {
          name: 'Kuratorenführung',
          count: 1,
          unitPrice: 1800,
          datetime: at('09:00'),
        }),
        ticketItem(suite.catalog, 'evening', {
          name: 'Museumsnacht-Ticket',
          count: 1,
          unitPrice: 1500,
          datetime: null,
          vatValue: 19,
        }),
      ],
    });
    await fulfil(order.id);
    const issued = await issuedOf(order.id);
    expect(issued.map((row) => [row.kind, row.validFrom, row.validTo])).toEqual([
      ['dayTicket', at('00:00', suite.catalog.tomorrow), `${suite.catalog.tomorrow} 23:59:59`],
      ['ticket', at('09:00'), at('12:00')],
      ['ticket', at('18:00'), at('23:30')],
    ]);
    const pages = pdfPages(await ticketsPdf(order.token)).map(flat);
    expect(pages).toHaveLength(3);
    const [day, range, evening] = pages;
    expect(day).toContain(`Datum ${suite.catalog.tomorrow.split('-').reverse().join('.')}`);
    expect(day).not.toContain('Uhrzeit');
    expect(range).toContain('Uhrzeit 09:00 – 12:00');
    expect(evening).toContain('Museumsnacht');
    expect(evening).toContain('Uhrzeit 18:00 – 23:30');
  });

  it('issues one barcode for a guided-tour booking, admitting its participants until the tour ends', async () => {
    const tourLine = (label: string, count: number): NewItem => ({
      type: 'guidedTour',
      refId: suite.catalog.tour,
      name: `Highlights der Sammlung – ${label}`,
      datetime: at('14:00'),
      count,
      unitPrice: 1200,
      totalPrice: 1200 * count,
      vatValue: 7,
      details: {
        itemIndex: 0,
        tourId: suite.catalog.tour,
        datetime: `${suite.catalog.today}T14:00`,
        venue: 'Hauptgebäude',
        answers: {},
        tourTicketId: suite.catalog.tour,
        subtickets: [],
        lines: [],
      },
    });
    const order = await insertOrder(suite.database.db, {
      items: [tourLine('Erwachsene', 2), tourLine('Kinder', 1)],
    });
    await fulfil(order.id);
    const issued = await issuedOf(order.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      kind: 'guidedTour',
      admits: 3,
      orderItemId: order.itemIds[0],
      validFrom: at('14:00'),
      validTo: at('15:30'),
    });
    const page = flat(pdfToText(await ticketsPdf(order.token)));
    expect(page).toContain('Highlights der Sammlung');
    expect(page).toContain('2 × Erwachsene, 1 × Kinder');
    expect(page).toContain(`Preis ${money(3600)}`);
  });

  it('gives two bookings of the same tour and time in one basket a barcode each', async () => {
    const line = (itemIndex: number, count: number): NewItem => ({
      type: 'guidedTour',
      refId: suite.catalog.tour,
      name: 'Highlights der Sammlung – Erwachsene',
      datetime: at('14:00'),
      count,
      unitPrice: 1200,
      totalPrice: 1200 * count,
      vatValue: 7,
      details: {
        itemIndex,
        tourId: suite.catalog.tour,
        datetime: `${suite.catalog.today}T14:00`,
        venue: 'Hauptgebäude',
        answers: {},
        tourTicketId: suite.catalog.tour,
        subtickets: [],
        lines: [],
      },
    });
    const order = await insertOrder(suite.database.db, { items: [line(0, 2), line(1, 3)] });
    await fulfil(order.id);
    const issued = await issuedOf(order.id);
    expect(issued.map((row) => [row.orderItemId, row.admits])).toEqual([
      [order.itemIds[0], 2],
      [order.itemIds[1], 3],
    ]);
    expect(pdfPages(await ticketsPdf(order.token))).toHaveLength(2);
  });

  it('issues annual passes one per holder, valid every day for a year', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        {
          type: 'merchandise',
          refId: suite.catalog.articles.pass,
          name: 'Jahreskarte',
          count: 2,
          unitPrice: 4500,
          totalPrice: 9000,
          vatValue: 0,
          details: {
            itemIndex: 0,
            productKind: 13,
            needsShipping: false,
            owners: [
              {
                name: { title: 'Dr.', first: 'Ada', last: 'Lovelace' },
                send_to_custom_addr: false,
                address: null,
              },
              {
                name: { title: '', first: 'Charles', last: 'Babbage' },
                send_to_custom_addr: false,
                address: null,
              },
            ],
            lines: [],
          },
        },
      ],
    });
    await fulfil(order.id);
    const issued = await issuedOf(order.id);
    expect(issued.map((row) => [row.kind, row.holderName, row.validFrom, row.validTo])).toEqual([
      ['pass', 'Dr. Ada Lovelace', at('00:00'), '2027-11-20 23:59:59'],
      ['pass', 'Charles Babbage', at('00:00'), '2027-11-20 23:59:59'],
    ]);
    const pages = pdfPages(await ticketsPdf(order.token)).map(flat);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Karteninhaber Dr. Ada Lovelace');
    expect(pages[1]).toContain('Karteninhaber Charles Babbage');
    expect(pages[0]).toContain('Gültig 21.11.2026 – 20.11.2027');
  });

  it('creates gift voucher codes with their amount and validity, which the shop then accepts', async () => {
    const voucherLine = (
      id: number,
      count: number,
      amount: number,
      validityDays: number,
    ): NewItem => ({
      type: 'voucher',
      refId: id,
      name: 'Gutschein',
      count,
      unitPrice: amount,
      totalPrice: amount * count,
      vatValue: 0,
      details: { itemIndex: 0, amount, validityDays, lines: [] },
    });
    const order = await insertOrder(suite.database.db, {
      items: [
        voucherLine(suite.catalog.voucherTypes.fixed, 2, 2500, 365),
        voucherLine(suite.catalog.voucherTypes.variable, 1, 4000, 730),
      ],
    });
    expect(await fulfil(order.id)).toEqual({ hasTickets: true });
    const codes = await suite.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.orderId, order.id))
      .orderBy(asc(voucherCodes.id));
    expect(
      codes.map((code) => [code.amount, code.usedAmount, code.validFrom, code.validTo]),
    ).toEqual([
      [2500, 0, '2026-11-21', addDays('2026-11-21', 365)],
      [2500, 0, '2026-11-21', addDays('2026-11-21', 365)],
      [4000, 0, '2026-11-21', addDays('2026-11-21', 730)],
    ]);
    const issued = await issuedOf(order.id);
    expect(issued.map((row) => [row.kind, row.barcode])).toEqual(
      codes.map((code) => ['voucher', code.barcode]),
    );

    const lookup = await suite.app.inject({
      method: 'GET',
      url: `/api/en/voucher?voucher=${encodeURIComponent(codes[2]?.barcode ?? '')}`,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().data).toMatchObject({
      amount: 4000,
      used_amount: 0,
      available_amount: 4000,
    });

    const pages = pdfPages(await ticketsPdf(order.token)).map(flat);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Geschenkgutschein');
    expect(pages[0]).toContain(codes[0]?.barcode);
    expect(pages[0]).toContain(money(2500));
    expect(pages[0]).toContain('Gültig vom 21.11.2026 bis 21.11.2027');
    expect(pages[2]).toContain(money(4000));
  });
});
