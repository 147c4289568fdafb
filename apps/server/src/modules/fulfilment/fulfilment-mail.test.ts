/**
 * The confirmation e-mail in the museum's look in all eight languages: the
 * visit per date and time, the summary with prices and VAT per rate, how to get in, links, the inline
 * logo, the plain-text alternative, and the calendar file (attached and served) in the venue's zone.
 */
import {
  compactDate,
  formatMoney,
  LANGUAGES,
  maskedVoucherCode,
  orderVat,
  venueDateTime,
  type Language,
} from '@foyer/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { composeQueuedMail } from '../../testing/outbox';
import { serverT } from '../../i18n/texts';
import { testDatabaseKinds } from '../../testing/databases';
import { siteNameOf } from '../mail';
import { foreignUrls, LOGO_CID } from '../mail/testing';
import { insertOrder, ticketItem, type NewItem } from './fulfilment.fixtures';
import { parseEvents, useFulfilmentSuite } from './fulfilment-suite.fixtures';

/** `20261121T100000Z` as the venue's wall-clock time `2026-11-21T11:00:00`. */
function venueTime(stamp: string, timeZone: string): string {
  const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return venueDateTime(new Date(iso), timeZone);
}

describe.each(testDatabaseKinds())('confirmation e-mail on $name', ({ open }) => {
  const suite = useFulfilmentSuite(open);

  async function mailTo(email: string) {
    await composeQueuedMail(suite.deps);
    const rows = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no mail');
    return row;
  }

  function orderItems(): NewItem[] {
    const { catalog, at } = suite;
    return [
      suite.timed(2, '11:00'),
      suite.timed(1, '15:30', { unitPrice: 900 }),
      ticketItem(catalog, 'day', {
        name: 'Tageskarte',
        count: 1,
        datetime: at('00:00', catalog.tomorrow),
      }),
      {
        type: 'guidedTour',
        refId: catalog.tour,
        name: 'Highlights der Sammlung – Erwachsene',
        datetime: at('14:00'),
        count: 2,
        unitPrice: 1200,
        totalPrice: 2400,
        vatValue: 7,
        details: {
          itemIndex: 1,
          tourId: catalog.tour,
          datetime: `${catalog.today}T14:00`,
          venue: 'Hauptgebäude',
          answers: {},
          tourTicketId: catalog.tour,
          subtickets: [],
          lines: [],
        },
      },
      {
        type: 'merchandise',
        refId: catalog.articles.book,
        name: 'Ausstellungskatalog',
        count: 1,
        unitPrice: 2990,
        totalPrice: 2990,
        vatValue: 19,
        details: { itemIndex: 2, productKind: null, needsShipping: true, lines: [] },
      },
    ];
  }

  it.each(LANGUAGES.map((lang) => [lang]))(
    'confirms a ticket order in %s with visits, prices, VAT, links, logo and calendar',
    async (lang: Language) => {
      const email = `mail.${lang}.${process.pid}@example.org`;
      const items = orderItems();
      const order = await insertOrder(suite.database.db, { email, language: lang, items });
      await suite.fulfil(order.id);
      const mail = await mailTo(email);
      const t = serverT(lang, 'mail');
      const money = (cents: number) => formatMoney(cents, lang);
      const base = 'http://localhost:3000';
      const site = siteNameOf(suite.deps.config, lang);
      expect(mail.subject).toBe(t('subject', { number: order.number, site }));

      const total = items.reduce((sum, item) => sum + item.totalPrice, 0);
      const vat = orderVat({
        lines: items.map((item, index) => ({
          id: index,
          kind: 'admission' as const,
          gross: item.totalPrice,
          rate: item.vatValue ?? 0,
        })),
        shipping: 0,
        shipTo: null,
        oss: false,
      }).rates;
      expect(vat.map((entry) => entry.rate)).toEqual([7, 19]);
      const admission = suite.deps.config.server.museum.admissionNote[lang] ?? '';
      expect(admission.length).toBeGreaterThan(0);
      const links = [
        `${base}/${lang}/order-review/${order.token}`,
        `${base}/api/${lang}/order/documents/${order.token}/tickets.pdf`,
        `${base}/api/${lang}/order/documents/${order.token}/invoice.pdf`,
        `${base}/api/${lang}/order/documents/${order.token}/calendar.ics`,
      ];
      const expected = [
        order.number,
        t('title'),
        t('visitHeading'),
        t('admissionTitle'),
        admission,
        t('total'),
        money(total),
        money(2800),
        money(900),
        money(2990),
        ...vat.map((entry) =>
          t('vatIncluded', { rate: String(entry.rate), net: money(entry.net) }),
        ),
        ...vat.map((entry) => money(entry.vat)),
        t('admits', { count: 2 }),
        'Highlights',
      ];
      const html = mail.html ?? '';
      // The confirmation loads nothing from another site (no web font or style sheet link), and
      // links nothing but the shop and the museum's website written out in the footer.
      expect(html).not.toMatch(/<link\b|@import|fonts\.googleapis/);
      const own = [base, suite.deps.config.server.museum.website ?? base];
      expect(foreignUrls(html, own)).toEqual([]);
      expect(foreignUrls(mail.text, own)).toEqual([]);
      // It ends with the legal links of the shop in the order's language.
      const legal = [
        [t('legalImprint'), `${base}/${lang}/page/imprint`],
        [t('legalTerms'), `${base}/${lang}/page/terms`],
        [t('legalPrivacy'), `${base}/${lang}/page/data_protection`],
        [t('legalWithdrawal'), `${base}/${lang}/page/terms`],
      ];
      expect(mail.text.endsWith(legal.map(([label, url]) => `${label}: ${url}`).join('\n'))).toBe(
        true,
      );
      for (const [label, url] of legal) {
        expect(html).toContain(`href="${url}"`);
        expect(html).toMatch(new RegExp(`href="${url}"[^>]*>${label}</a>`));
      }
      const unescaped = html.replaceAll('&amp;', '&').replaceAll('&#39;', "'");
      for (const part of expected) {
        expect(mail.text).toContain(part);
        expect(unescaped).toContain(part);
      }
      for (const link of links) {
        expect(mail.text).toContain(link);
        expect(html).toContain(`href="${link}"`);
      }
      for (const body of [mail.subject, mail.text, html]) expect(body).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain(`src="cid:${LOGO_CID}"`);
      expect(html).toContain('<meta name="viewport"');
      expect(html).toContain(`lang="${lang}"`);

      const files = mail.attachments.map((file) => [file.filename, file.contentType, file.cid]);
      expect(files).toEqual([
        ['logo.png', 'image/png', LOGO_CID],
        [`${order.number}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH', undefined],
        [expect.stringMatching(/\.pdf$/), 'application/pdf', undefined],
        [expect.stringMatching(/\.pdf$/), 'application/pdf', undefined],
      ]);
      const logo = Buffer.from(mail.attachments[0]?.contentBase64 ?? '', 'base64');
      expect(logo.subarray(1, 4).toString()).toBe('PNG');

      const ics = Buffer.from(mail.attachments[1]?.contentBase64 ?? '', 'base64').toString();
      const events = parseEvents(ics);
      const zone = suite.deps.config.server.timeZone;
      const today = suite.catalog.today;
      // One event per dated visit: two times of the timed ticket, the tour, the day ticket.
      expect(events.map((event) => [event.DTSTART, event.DTEND])).toHaveLength(4);
      const timed = events
        .filter((event) => event.DTSTART?.endsWith('Z'))
        .map((event) => [venueTime(event.DTSTART ?? '', zone), venueTime(event.DTEND ?? '', zone)]);
      expect(timed).toEqual([
        [`${today}T11:00:00`, `${today}T12:00:00`],
        [`${today}T14:00:00`, expect.stringMatching(new RegExp(`^${today}T1[45]:`))],
        [`${today}T15:30:00`, `${today}T16:30:00`],
      ]);
      const allDay = events.find((event) => !event.DTSTART?.endsWith('Z'));
      expect(allDay?.DTSTART).toBe(compactDate(suite.catalog.tomorrow));
      for (const event of events) {
        expect(event.LOCATION).toContain('Am Markt 3');
        expect(event.UID).toMatch(/^[0-9a-f]{32}-\d@localhost$/);
        expect(event.UID).not.toContain(order.token);
      }

      const served = await suite.download(order.token, 'calendar.ics', lang);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(parseEvents(served.body)).toHaveLength(4);
    },
  );

  it('confirms a merchandise-only order in the same look without calendar or admission note', async () => {
    const email = `goods.${process.pid}@example.org`;
    const order = await insertOrder(suite.database.db, {
      email,
      language: 'sv',
      shippingCost: 490,
      shippingAddress: {
        name: 'Grace Hopper',
        street: 'Storgatan 7',
        zip: '11122',
        city: 'Stockholm',
        country: 'SE',
      },
      items: [orderItems()[4] as NewItem],
    });
    await suite.fulfil(order.id);
    const mail = await mailTo(email);
    const t = serverT('sv', 'mail');
    expect(mail.text).toContain(`${t('shipping')}: ${formatMoney(490, 'sv')}`);
    expect(mail.text).toContain('Grace Hopper\nStorgatan 7\n11122 Stockholm');
    expect(mail.html).toContain(t('previewGoods', { number: order.number }));
    expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
    expect(mail.text).not.toContain(t('visitHeading'));
    expect(mail.text).not.toContain(t('admissionTitle'));
    expect(mail.attachments.map((file) => file.filename)).toEqual(['logo.png']);
    expect((await suite.download(order.token, 'calendar.ics', 'sv')).statusCode).toBe(404);
  });

  it('counts the people a family ticket on one barcode admits in the preview and the visit', async () => {
    const email = `family.${process.pid}@example.org`;
    const family = ticketItem(suite.catalog, 'family', {
      name: 'Familienticket',
      count: 1,
      datetime: suite.at('11:00'),
      unitPrice: 3200,
      subtickets: [
        { id: suite.catalog.subtickets.adults, name: 'Erwachsene', count: 2, price: 0 },
        { id: suite.catalog.subtickets.children, name: 'Kinder', count: 3, price: 0 },
      ],
      places: 5,
    });
    const order = await insertOrder(suite.database.db, { email, language: 'en', items: [family] });
    await suite.fulfil(order.id);
    const issued = await suite.issuedOf(order.id);
    expect(issued.map((row) => row.admits)).toEqual([5]);
    const mail = await mailTo(email);
    const t = serverT('en', 'mail');
    const preview = t('preview', { number: order.number, count: 5 });
    expect(preview).toContain('admission for 5 people');
    expect(mail.html).toContain(preview);
    expect(mail.html).not.toContain(t('preview', { number: order.number, count: 1 }));
    expect(mail.text).toContain(t('admits', { count: 5 }));
    expect(mail.text).not.toContain(t('admits', { count: 1 }));
  });

  it('names the voucher code that paid part of the order, masked, with what is left on it', async () => {
    const email = `voucher.${process.pid}@example.org`;
    const code = `LINDENAU-${process.pid}-7QX2`;
    const order = await insertOrder(suite.database.db, {
      email,
      language: 'de',
      voucherDiscount: -1000,
      items: [
        suite.timed(2),
        {
          type: 'voucherCode',
          refId: null,
          name: 'Geschenkgutschein',
          count: 1,
          unitPrice: -1000,
          totalPrice: -1000,
          vatValue: 0,
          datetime: null,
          details: { barcode: code, value: 2500, used: 1000, remaining: 1500, lines: [] },
        },
      ],
    });
    await suite.fulfil(order.id);
    const mail = await mailTo(email);
    const t = serverT('de', 'mail');
    const masked = maskedVoucherCode(code);
    expect(masked.endsWith('7QX2')).toBe(true);
    const row = `${t('voucherCode', { code: masked })}: ${formatMoney(-1000, 'de')}`;
    const left = t('voucherLeft', { amount: formatMoney(1500, 'de') });
    expect(mail.text).toContain(`${row}\n  Geschenkgutschein · ${left}`);
    expect(mail.html).toContain(t('voucherCode', { code: masked }));
    // The code keeps value: it is never written out in full.
    for (const body of [mail.text, mail.html ?? '', mail.subject]) expect(body).not.toContain(code);
    // No separate "Vouchers" row beside the code's own.
    expect(mail.text).not.toContain(`${t('vouchers')}:`);
  });

  it('serves no calendar for unknown tokens or orders not booked', async () => {
    expect((await suite.download('x'.repeat(24), 'calendar.ics')).statusCode).toBe(404);
    const pending = await insertOrder(suite.database.db, {
      status: 'pending',
      items: [suite.timed(1)],
    });
    expect((await suite.download(pending.token, 'calendar.ics')).statusCode).toBe(406);
  });
});
