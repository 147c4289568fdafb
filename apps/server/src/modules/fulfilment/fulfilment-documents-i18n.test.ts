/**
 * The ticket PDF, the invoice and the credit note in all eight languages: their texts,
 * the embedded Unicode font (no substituted letters), QR codes that decode to the issued barcodes,
 * and gapless invoice numbers, also under concurrent first requests.
 */
import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatMoney, LANGUAGES, type Language } from '@foyer/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceDocuments } from '../../db/schema';
import { appendLedgerRows, ensureInvoice } from '../orders';
import { serverT } from '../../i18n/texts';
import { TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfFonts, pdfPages, pdfToText, qrCodesOnPage } from '../../testing/documents';
import { issueCreditNote } from '../orders/testing';
import { insertOrder, type NewItem } from './fulfilment.fixtures';
import { flat, useFulfilmentSuite } from './fulfilment-suite.fixtures';
import { countryName } from './invoice-document';

const money = (cents: number, lang: Language) => flat(formatMoney(cents, lang));

/** Letters the built-in PDF fonts could not all print; the documents must show each of them. */
const LETTERS = ['å', 'ä', 'ö', 'ø', 'æ', 'é', 'è', 'ç', 'ß'];

const BILLING = {
  company: 'Café Crème Hélène, Göteborg-Väst',
  fname: 'Åsa',
  lname: 'Østergård-Særø',
  street: 'Große Straße 5',
  zip: '25000',
  city: 'Besançon',
  country: 'FR',
};

function passLine(catalog: { articles: { pass: number } }, holder: string): NewItem {
  const [first = '', ...rest] = holder.split(' ');
  return {
    type: 'merchandise',
    refId: catalog.articles.pass,
    name: 'Jahreskarte',
    count: 1,
    unitPrice: 4500,
    totalPrice: 4500,
    vatValue: 7,
    details: {
      itemIndex: 1,
      productKind: 13,
      needsShipping: false,
      owners: [
        {
          name: { title: '', first, last: rest.join(' ') },
          send_to_custom_addr: false,
          address: null,
        },
      ],
      lines: [],
    },
  };
}

function voucherLine(catalog: { voucherTypes: { fixed: number } }): NewItem {
  return {
    type: 'voucher',
    refId: catalog.voucherTypes.fixed,
    name: 'Gutschein',
    count: 1,
    unitPrice: 2500,
    totalPrice: 2500,
    vatValue: 0,
    details: { itemIndex: 2, amount: 2500, validityDays: 365, lines: [] },
  };
}

function expectUnicodeFont(pdf: Buffer): void {
  const fonts = pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.name).toMatch(/^DejaVu/);
    expect(font.embedded).toBe(true);
  }
}

const screenshots = process.env.FOYER_SCREENSHOTS;

/** Writes page `page` of the PDF as a PNG to docs/screenshots when FOYER_SCREENSHOTS names that folder. */
function screenshot(pdf: Buffer, name: string, page = 1): void {
  if (!screenshots) return;
  const file = path.join(screenshots, `${name}.pdf`);
  writeFileSync(file, pdf);
  const at = String(page);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    at,
    '-l',
    at,
    '-singlefile',
    file,
    path.join(screenshots, name),
  ]);
  execFileSync('rm', [file]);
}

/**
 * A document's wording does not depend on the database that stores it: all eight languages are
 * rendered on the default database (PGlite); on PostgreSQL, German and Swedish (the most letters
 * the built-in fonts lack) take the same path of storing, numbering and crediting.
 */
function languagesOn(kind: 'pglite' | 'postgres'): Language[] {
  return kind === 'pglite' ? [...LANGUAGES] : ['de', 'sv'];
}

describe.each(testDatabaseKinds())('documents in every language on $name', ({ name, open }) => {
  const suite = useFulfilmentSuite(open);
  const { fulfil, issuedOf, download, ticketsPdf, timed } = suite;

  it.each(languagesOn(name))(
    'renders tickets, pass, gift voucher and invoice in %s',
    async (lang) => {
      const t = serverT(lang, 'documents');
      const order = await insertOrder(suite.database.db, {
        language: lang,
        bookedAt: TEST_NOW,
        billing: { ...BILLING, email: `${lang}.${process.pid}@example.org` },
        items: [
          timed(2, '11:00', { flags: { print_separately: 1 } }),
          passLine(suite.catalog, 'Søren Kierkegaard-Müller'),
          voucherLine(suite.catalog),
        ],
      });
      await fulfil(order.id);
      const issued = await issuedOf(order.id);
      const tickets = await ticketsPdf(order.token);
      expectUnicodeFont(tickets);
      const pages = pdfPages(tickets).map(flat);
      // Two separately printed tickets, the pass and the voucher: a page each.
      expect(pages).toHaveLength(4);
      const conditions = flat(suite.deps.config.server.museum.conditionsOfEntry[lang] ?? '');
      expect(conditions.length).toBeGreaterThan(10);
      for (const [index, page] of pages.slice(0, 2).entries()) {
        expect(page).toContain(issued[index]?.barcode ?? 'barcode');
        expect(page).toContain(`${t('price')} ${money(1400, lang)}`);
        expect(page).toContain(`${t('persons')} 1`);
        expect(page).toContain(`${t('orderNumber')} ${order.number}`);
        expect(page).toContain('Am Markt 3, 04999 Lindenau');
        expect(page).toContain(t('conditionsOfEntry'));
        expect(page).toContain(conditions);
      }
      expect(pages[2]).toContain('Søren Kierkegaard-Müller');
      expect(pages[2]).toContain(t('annualPass'));
      expect(pages[3]).toContain(t('giftVoucher'));
      expect(pages[3]).toContain(money(2500, lang));
      for (const page of pages) expect(page).not.toContain('\uFFFD');

      const response = await download(order.token, 'invoice.pdf', lang);
      expect(response.statusCode).toBe(200);
      const invoice = response.rawPayload;
      expectUnicodeFont(invoice);
      if (lang === 'de') {
        screenshot(tickets, 'ticket-page');
        screenshot(tickets, 'ticket-pass', 3);
        screenshot(tickets, 'ticket-gift-voucher', 4);
        screenshot(invoice, 'invoice-page');
      }
      const text = flat(pdfToText(invoice));
      expect(text).not.toContain('\uFFFD');
      for (const letter of LETTERS) expect(text).toContain(letter);
      const [row] = await suite.database.db
        .select()
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.orderId, order.id));
      const number = `INV-${String(row?.number).padStart(6, '0')}`;
      for (const expected of [
        `${t('invoice')} ${number}`,
        'Stadtmuseum Lindenau (Eigenbetrieb der Stadt Lindenau)',
        'Am Markt 3 04999 Lindenau',
        countryName('DE', lang),
        t('vatId', { id: 'DE123456789' }),
        `${t('invoiceDate')}: 21.11.2026`,
        t('suppliedOn', { date: '21.11.2026' }),
        'Café Crème Hélène, Göteborg-Väst Åsa Østergård-Særø Große Straße 5 25000 Besançon',
        countryName('FR', lang),
        t('voucherNotTaxable'),
        `${t('paidOn', { date: '21.11.2026' })} ${money(2 * 1400 + 4500 + 2500, lang)}`,
      ]) {
        expect(text).toContain(flat(expected));
      }
      expect(countryName('FR', lang)).not.toBe('FR');
      // The voucher's rate column says it is not taxable (the words may wrap in the narrow column).
      for (const word of t('notTaxable').split(' ')) expect(text).toContain(word);
    },
  );

  it('prints QR codes that decode to the issued barcodes, each once', async () => {
    const order = await insertOrder(suite.database.db, {
      items: [
        timed(3, '11:00', { flags: { scan_separately: 1 } }),
        timed(2, '12:00', { flags: { print_separately: 1 } }),
      ],
    });
    await fulfil(order.id);
    const issued = (await issuedOf(order.id)).map((row) => row.barcode);
    expect(issued).toHaveLength(5);
    const pdf = await ticketsPdf(order.token);
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(3);
    const decoded = pages.flatMap((_, index) => qrCodesOnPage(pdf, index + 1));
    expect(decoded.sort()).toEqual([...issued].sort());
    expect(new Set(decoded).size).toBe(decoded.length);
    // The three sections of the first line: each its own price and person.
    expect(flat(pages[0] ?? '')).toContain(`Gültig für 1 Person · ${money(1400, 'de')}`);
  });

  it('numbers invoices without gaps, also when first requested concurrently', async () => {
    const created = [];
    for (let i = 0; i < 6; i += 1) {
      created.push(await insertOrder(suite.database.db, { items: [timed(1)] }));
    }
    const [first] = created;
    if (!first) throw new Error('no order');
    // Six orders at once, and the first one five times more at the same moment.
    const answers = await Promise.all([
      ...created.map((order) => download(order.token, 'invoice.pdf')),
      ...Array.from({ length: 5 }, () => download(first.token, 'invoice.pdf')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const firstNumbers = answers
      .slice(created.length)
      .concat(answers[0] ?? [])
      .map((answer) => /INV-\d{6}/.exec(flat(pdfToText(answer.rawPayload)))?.[0]);
    expect(new Set(firstNumbers).size).toBe(1);
    // A number taken in a transaction that rolls back is given back.
    const extra = await insertOrder(suite.database.db, { items: [timed(1)] });
    await expect(
      suite.database.db.transaction(async (tx) => {
        await ensureInvoice(tx, { id: extra.id, billing: null }, TEST_NOW);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await download(extra.token, 'invoice.pdf')).statusCode).toBe(200);
    const numbers = (
      await suite.database.db
        .select({ number: invoiceDocuments.number })
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.kind, 'invoice'))
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each(languagesOn(name))(
    'issues a credit note referring to the invoice in %s',
    async (lang) => {
      const t = serverT(lang, 'documents');
      const order = await insertOrder(suite.database.db, {
        language: lang,
        bookedAt: TEST_NOW,
        items: [timed(2), passLine(suite.catalog, 'Ærø Ålund')],
      });
      await fulfil(order.id);
      const [ticketLine] = order.itemIds;
      const request = `staff:credit-${lang}`;
      const [refund] = await suite.database.db.transaction((tx) =>
        appendLedgerRows(
          tx,
          order.id,
          [
            {
              key: request,
              entry: {
                kind: 'refundRequested',
                request,
                paymentId: null,
                amount: 0,
                purpose: 'cancellation',
                lineIds: [ticketLine ?? 0],
                vouchers: [],
                whole: false,
                retryOf: null,
              },
            },
          ],
          TEST_NOW,
        ),
      );
      if (!refund) throw new Error('no refund');
      const settled = { id: refund.id, itemIds: refund.lineIds, amount: 2800, voucherAmount: 0 };
      const note = await suite.database.db.transaction((tx) =>
        issueCreditNote(
          tx,
          { id: order.id, requestInvoice: true, billing: null },
          settled,
          TEST_NOW,
        ),
      );
      const again = await suite.database.db.transaction((tx) =>
        issueCreditNote(
          tx,
          { id: order.id, requestInvoice: true, billing: null },
          settled,
          TEST_NOW,
        ),
      );
      expect(again?.number).toBe(note?.number);
      const response = await download(order.token, `credit-note-${note?.number}.pdf`, lang);
      expect(response.statusCode).toBe(200);
      expectUnicodeFont(response.rawPayload);
      const text = flat(pdfToText(response.rawPayload));
      const [invoice] = await suite.database.db
        .select()
        .from(invoiceDocuments)
        .where(and(eq(invoiceDocuments.orderId, order.id), eq(invoiceDocuments.kind, 'invoice')));
      for (const expected of [
        `${t('creditNote')} CN-${String(note?.number).padStart(6, '0')}`,
        `${t('refersToInvoice')}: INV-${String(invoice?.number).padStart(6, '0')} (21.11.2026)`,
        `-2 ${money(-2617, lang)}`,
        `${t('refunded')} ${money(2800, lang)}`,
        t('vatPerRate', {
          rate: 7,
          net: formatMoney(-2617, lang),
          vat: formatMoney(-183, lang),
          gross: formatMoney(-2800, lang),
        }),
      ]) {
        expect(text).toContain(flat(expected));
      }
      expect(text).not.toContain('Ærø Ålund');
      expect((await download(order.token, 'credit-note-999999.pdf', lang)).statusCode).toBe(404);
      if (lang === 'de') screenshot(response.rawPayload, 'invoice-credit-note');
    },
  );
});
