/** Fulfilment's documents and e-mail: confirmation mail, ticket and invoice PDFs, their links. */
import { formatMoney, includedVat, splitInProportion } from '@foyer/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, orders } from '../../db/schema';
import { composeQueuedMail } from '../../testing/outbox';
import { TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfToText } from '../../testing/documents';
import { insertOrder, ticketItem } from './fulfilment.fixtures';
import { flat, money, useFulfilmentSuite } from './fulfilment-suite.fixtures';
import { documentUrls } from './fulfilment.service';

describe.each(testDatabaseKinds())('fulfilment documents on $name', ({ open }) => {
  const suite = useFulfilmentSuite(open);
  const { fulfil, issuedOf, download, ticketsPdf, timed } = suite;

  async function outboxOf(email: string) {
    await composeQueuedMail(suite.deps);
    return suite.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  }

  it('queues the confirmation in the order’s language with the tickets and the invoice as PDFs', async () => {
    const email = `english.${process.pid}@example.org`;
    const order = await insertOrder(suite.database.db, {
      email,
      language: 'en',
      items: [timed(2)],
    });
    await fulfil(order.id);
    const [mail, more] = await outboxOf(email);
    expect(more).toBeUndefined();
    expect(mail?.subject).toBe(`Your order ${order.number} – Lindenau City Museum`);
    expect(mail?.text).toContain('Hello Ada Lovelace,');
    expect(mail?.text).toContain(`2 × Time travel – Timed ticket: ${formatMoney(2800, 'en')}`);
    expect(mail?.text).toContain('21.11.2026 11:00');
    expect(mail?.text).toContain('Your tickets are attached as a PDF.');
    expect(mail?.text).toContain(`http://localhost:3000/en/order-review/${order.token}`);
    expect(mail?.html).toContain(`href="http://localhost:3000/en/order-review/${order.token}"`);
    const all = mail?.attachments ?? [];
    expect(all.map((file) => file.filename).slice(0, 2)).toEqual([
      'logo.png',
      `${order.number}.ics`,
    ]);
    const attachments = all.filter((file) => file.contentType === 'application/pdf');
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`Tickets-${order.number}.pdf`, 'application/pdf'],
      [`Invoice-${order.number}.pdf`, 'application/pdf'],
    ]);
    const [tickets, invoice] = attachments.map((file) => Buffer.from(file.contentBase64, 'base64'));
    const barcodes = (await issuedOf(order.id)).map((row) => row.barcode);
    for (const barcode of barcodes)
      expect(pdfToText(tickets ?? Buffer.alloc(0))).toContain(barcode);
    expect(flat(pdfToText(invoice ?? Buffer.alloc(0)))).toMatch(/Invoice INV-\d{6}/);
  });

  it('attaches only the tickets when no invoice was requested', async () => {
    const email = `no.invoice.${process.pid}@example.org`;
    const order = await insertOrder(suite.database.db, {
      email,
      requestInvoice: false,
      items: [timed(1)],
    });
    await fulfil(order.id);
    const [mail] = await outboxOf(email);
    expect(mail?.attachments.map((file) => file.filename)).toEqual([
      'logo.png',
      `${order.number}.ics`,
      `Tickets-${order.number}.pdf`,
    ]);
    expect((await download(order.token, 'invoice.pdf')).statusCode).toBe(404);
  });

  it('confirms a merchandise-only order with the shipping address and no PDF', async () => {
    const email = `books.${process.pid}@example.org`;
    const order = await insertOrder(suite.database.db, {
      email,
      shippingCost: 490,
      shippingAddress: {
        name: 'Grace Hopper',
        street: 'Arsenal Street 7',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      items: [
        {
          type: 'merchandise',
          refId: suite.catalog.articles.book,
          name: 'Ausstellungskatalog',
          count: 1,
          unitPrice: 2990,
          totalPrice: 2990,
          vatValue: 7,
          details: { itemIndex: 0, productKind: null, needsShipping: true, lines: [] },
        },
      ],
    });
    expect(await fulfil(order.id)).toEqual({ hasTickets: false });
    expect(await issuedOf(order.id)).toEqual([]);
    const [mail] = await outboxOf(email);
    expect(mail?.attachments.map((file) => file.filename)).toEqual(['logo.png']);
    expect(mail?.subject).toBe(`Ihre Bestellung ${order.number} – Stadtmuseum Lindenau`);
    expect(mail?.text).toContain(
      'Wir senden Ihre Bestellung an\n-----------------------------\n\nGrace Hopper\nArsenal Street 7\n10115 Berlin\nDeutschland',
    );
    expect(mail?.text).not.toContain('Tickets');
    expect(mail?.text).toContain(`1 × Ausstellungskatalog: ${formatMoney(2990, 'de')}`);
    expect(mail?.text).toContain(`Versand: ${formatMoney(490, 'de')}`);
    expect(mail?.text).toContain(`Gesamtbetrag: ${formatMoney(3480, 'de')}`);
    expect((await download(order.token, 'tickets.pdf')).statusCode).toBe(404);
    expect((await download(order.token, 'invoice.pdf')).statusCode).toBe(200);
  });

  it('prints the ticket in the order’s language with event, type, date, price, venue and order number', async () => {
    const order = await insertOrder(suite.database.db, { language: 'fr', items: [timed(1)] });
    await fulfil(order.id);
    const [barcode] = (await issuedOf(order.id)).map((row) => row.barcode);
    const text = flat(pdfToText(await ticketsPdf(order.token)));
    for (const expected of [
      'Musée municipal de Lindenau',
      'Voyage dans le temps',
      'Billet horodaté',
      'Date 21.11.2026',
      'Heure 11:00',
      `Prix ${money(1400, 'fr')}`,
      'Lieu Hauptgebäude',
      `Numéro de commande ${order.number}`,
      barcode ?? 'a barcode',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists the lines with their date of supply and VAT rate, the shipping with its goods’ VAT, and says it was paid', async () => {
    const order = await insertOrder(suite.database.db, {
      // The invoice is dated the day of booking: book it on the test's day, not the real one.
      bookedAt: TEST_NOW,
      shippingCost: 490,
      voucherDiscount: -1000,
      items: [
        timed(2),
        ticketItem(suite.catalog, 'evening', {
          name: 'Museumsnacht-Ticket',
          count: 1,
          unitPrice: 1500,
          datetime: null,
          vatValue: 19,
        }),
        // A timed ticket for a later day, booked with the rest.
        timed(1, '10:00', { datetime: '2026-12-06 10:00:00', itemIndex: 2 }),
        {
          type: 'merchandise',
          refId: suite.catalog.articles.book,
          name: 'Ausstellungskatalog',
          count: 1,
          unitPrice: 2990,
          totalPrice: 2990,
          vatValue: 7,
          details: { itemIndex: 1, productKind: null, needsShipping: true, lines: [] },
        },
      ],
    });
    await fulfil(order.id);
    const response = await download(order.token, 'invoice.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung-${order.number}.pdf"`,
    );
    // pdftotext drops the space of a narrow "7 %" (the PDF has it): compare without it.
    const withoutSpaceBeforePercent = (text: string) => flat(text).replace(/ %/g, '%');
    const text = withoutSpaceBeforePercent(pdfToText(response.rawPayload));
    // The lines of 7 % share that rate's VAT in proportion to their gross, so that they add up to
    // it: the book's share is a cent below the VAT its own price contains.
    const [timedVat, laterVat, bookVat, shippingVat] = splitInProportion(
      includedVat(7680, 7),
      [2800, 1400, 2990, 490],
    );
    expect([timedVat, laterVat, bookVat, shippingVat]).toEqual([183, 92, 195, 32]);
    expect(includedVat(2990, 7)).toBe(196);
    for (const expected of [
      `Bestellnummer: ${order.number}`,
      'Rechnungsdatum: 21.11.2026',
      'Ada Lovelace Lindenstraße 1 04109 Leipzig Deutschland',
      `Zeitreise – Zeitfenster-Ticket, 2 ${money(2800 - includedVat(2800, 7))} 7 % ${money(includedVat(2800, 7))} ${money(2800)}`,
      `1 ${money(1500 - includedVat(1500, 19))} 19 % ${money(includedVat(1500, 19))} ${money(1500)}`,
      `Ausstellungskatalog 1 ${money(2990 - (bookVat ?? 0))} 7 % ${money(bookVat ?? 0)} ${money(2990)}`,
      // The shipping follows the book's 7 % (it used to carry no VAT at all).
      `Versand ${money(490 - (shippingVat ?? 0))} 7 % ${money(shippingVat ?? 0)} ${money(490)}`,
      `Summe MwSt. ${money(includedVat(2800 + 1400 + 2990 + 490, 7) + includedVat(1500, 19))}`,
      `Gesamtbetrag ${money(9180)}`,
      `Bezahlt mit Gutschein ${money(-1000)}`,
      // Paid, not due.
      `Bezahlt am 21.11.2026 ${money(8180)}`,
      `MwSt. 7 %: netto ${money(7680 - includedVat(7680, 7))}, MwSt. ${money(includedVat(7680, 7))}, brutto ${money(7680)}`,
      `MwSt. 19 %: netto ${money(1500 - includedVat(1500, 19))}, MwSt. ${money(includedVat(1500, 19))}, brutto ${money(1500)}`,
    ]) {
      expect(text).toContain(withoutSpaceBeforePercent(expected));
    }
    expect(text).not.toContain('Zu zahlen');
    // A date of supply per line: today's timed ticket, the evening ticket valid for the whole
    // event (the day of the sale), the ticket for 6 December, the book (dispatched the day it was
    // sold), and the shipping with the book.
    const supplied = [...text.matchAll(/Leistungsdatum: (\d\d\.\d\d\.\d{4})/g)].map((m) => m[1]);
    expect(supplied).toEqual([
      '21.11.2026',
      '21.11.2026',
      '06.12.2026',
      '21.11.2026',
      '21.11.2026',
    ]);
  });

  it('serves the documents privately: 404 for unknown tokens and files, 406 until booked', async () => {
    const booked = await insertOrder(suite.database.db, { items: [timed(1)] });
    await fulfil(booked.id);
    const pending = await insertOrder(suite.database.db, { status: 'pending', items: [timed(1)] });

    const ok = await download(booked.token, 'tickets.pdf');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toBe(
      `attachment; filename="Tickets-${booked.number}.pdf"`,
    );
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pendingAnswer = await download(pending.token, 'tickets.pdf');
    expect(pendingAnswer.statusCode).toBe(406);
    expect(pendingAnswer.json()).toEqual({ error: 'ORDER_NOT_AVAILABLE' });
    expect((await download(pending.token, 'invoice.pdf')).statusCode).toBe(406);

    for (const [token, file, lang] of [
      ['unknownTokenOfTwentyFour', 'tickets.pdf', 'de'],
      ['no', 'tickets.pdf', 'de'],
      [booked.token, 'receipt.pdf', 'de'],
      [booked.token, 'tickets.pdf', 'pt'],
    ] as const) {
      const answer = await download(token, file, lang);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('links the documents under the public base URL in the order’s language', () => {
    const order = { token: 'AbC-123_xyz789', requestInvoice: true, hasTickets: true };
    expect(documentUrls(suite.deps, { ...order, language: 'fr' })).toEqual({
      tickets: 'http://localhost:3000/api/fr/order/documents/AbC-123_xyz789/tickets.pdf',
      invoice: 'http://localhost:3000/api/fr/order/documents/AbC-123_xyz789/invoice.pdf',
    });
    expect(
      documentUrls(suite.deps, {
        ...order,
        language: 'pt',
        requestInvoice: false,
        hasTickets: false,
      }),
    ).toEqual({ tickets: null, invoice: null });
  });

  it('issues nothing new when called again for the same order', async () => {
    const order = await insertOrder(suite.database.db, { items: [timed(2)] });
    await fulfil(order.id);
    const first = (await issuedOf(order.id)).map((row) => row.barcode);
    expect(await fulfil(order.id)).toEqual({ hasTickets: true });
    expect((await issuedOf(order.id)).map((row) => row.barcode)).toEqual(first);
  });

  it('refuses to fulfil an order that is not booked, and rolls nothing in', async () => {
    const order = await insertOrder(suite.database.db, { status: 'pending', items: [timed(1)] });
    await expect(fulfil(order.id)).rejects.toThrow(/not booked/);
    expect(await issuedOf(order.id)).toEqual([]);
    const [row] = await suite.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
  });
});
