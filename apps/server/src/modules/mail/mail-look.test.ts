/**
 * Every e-mail other than the confirmation (fulfilment-mail.test.ts) in all eight languages, in the
 * one look: cancellation and refund, password reset, registration. Subject, content, links, the
 * inline logo, the plain-text alternative, the legal links, nothing loaded from another site, and
 * no placeholder left unreplaced.
 */
import { formatMoney, LANGUAGES, type Language } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/schema';
import { serverT } from '../../i18n/texts';
import { demoConfig } from '../../testing/app';
import { cancellationMail, visitorMessageMail } from '../orders';
import { resetMail, welcomeMail } from '../customers/testing';
import { invitationMail } from '../staff/testing';
import { LOGO_CID, siteNameOf } from './mail-brand';
import { foreignUrls } from './mail.fixtures';

const config = demoConfig();
const BASE = 'http://localhost:3000';
/** A voucher code with value left: e-mails name it by its last four characters only. */
const CODE = 'LINDENAU-GIFT-7QX2';

type Mail = { subject: string; text: string; html: string };

/** The legal links of a mail as label → URL, read from its HTML footer (labels unescaped). */
function htmlLinks(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [
      (match[2] ?? '').replaceAll('&amp;', '&').replaceAll('&#39;', "'"),
      (match[1] ?? '').replaceAll('&amp;', '&'),
    ]),
  );
}

/** Asserts the four legal links, each `[label, url]`, in the HTML and at the end of the text. */
function expectLegalLinks(mail: Mail, links: [string, string][]) {
  const html = htmlLinks(mail.html);
  for (const [label, url] of links) expect(html[label]).toBe(url);
  expect(mail.text.endsWith(links.map(([label, url]) => `${label}: ${url}`).join('\n'))).toBe(true);
}

/** The shop's own legal pages in `lang`, labelled in `lang`. */
function shopLegalLinks(lang: Language): [string, string][] {
  const t = serverT(lang, 'mail');
  return [
    [t('legalImprint'), `${BASE}/${lang}/page/imprint`],
    [t('legalTerms'), `${BASE}/${lang}/page/terms`],
    [t('legalPrivacy'), `${BASE}/${lang}/page/data_protection`],
    [t('legalWithdrawal'), `${BASE}/${lang}/page/terms`],
  ];
}

/** Nothing in the mail points anywhere but the shop, the museum's website and `also`. */
function expectOnlyOwnUrls(mail: Mail, also: string[] = []) {
  // The museum's website is written out in the footer (its own address, nothing is loaded).
  const allowed = [BASE, config.server.museum.website ?? BASE, ...also];
  expect(foreignUrls(mail.html, allowed)).toEqual([]);
  expect(foreignUrls(mail.text, allowed)).toEqual([]);
}

function expectOneLook(mail: Mail, lang: Language) {
  for (const body of [mail.subject, mail.text, mail.html]) expect(body).not.toMatch(/\{\{|\}\}/);
  expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
  expect(mail.html).toContain(`lang="${lang}"`);
  expect(mail.html).toContain('<meta name="viewport"');
  // Nothing is loaded from another site: no style sheet or web font link, no @import.
  expect(mail.html).not.toMatch(/<link\b|@import|fonts\.googleapis/);
  // The footer names the seller with its address in both parts.
  for (const body of [mail.text, mail.html]) {
    expect(body).toContain('Stadtmuseum Lindenau (Eigenbetrieb der Stadt Lindenau)');
    expect(body).toContain('Am Markt 3, 04999 Lindenau');
  }
  expect(mail.text.length).toBeGreaterThan(100);
  expectLegalLinks(mail, shopLegalLinks(lang));
  expectOnlyOwnUrls(mail);
}

describe.each(LANGUAGES.map((lang) => [lang]))('e-mails in %s', (lang: Language) => {
  const t = serverT(lang, 'mail');
  const site = siteNameOf(config, lang);
  const money = (cents: number) => formatMoney(cents, lang);

  it('cancels a whole order with a refund and a voucher credit', async () => {
    const review = `${BASE}/${lang}/order-review/tok`;
    const mail = await cancellationMail(config, {
      lang,
      orderNumber: '2026-000123',
      customerName: 'Åsa & Bo',
      whole: true,
      lines: ['2 × Ausstellung'],
      amount: 2800,
      vouchers: [{ code: CODE, amount: 500 }],
      reviewUrl: review,
    });
    expect(mail.subject).toBe(t('cancelSubject', { number: '2026-000123' }));
    for (const part of [
      t('cancelTitle'),
      t('cancelWhole', { number: '2026-000123' }),
      t('cancelRefund', { amount: money(2800) }),
      t('cancelVoucherCode', { amount: money(500), code: '••••••••••••••7QX2' }),
      t('cancelInvalid'),
      review,
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html.replaceAll('&#39;', "'")).toContain(part.replaceAll('&', '&amp;'));
    }
    for (const body of [mail.text, mail.html]) expect(body).not.toContain(CODE);
    expect(mail.text).toContain('Åsa & Bo');
    expect(mail.html).toContain('Åsa &amp; Bo');
    expect(mail.attachments.map((file) => file.cid)).toEqual([LOGO_CID]);
    expectOneLook(mail, lang);
  });

  it('lists the lines of a partial cancellation and says when nothing is refunded', async () => {
    const mail = await cancellationMail(config, {
      lang,
      orderNumber: '2026-000124',
      customerName: '',
      whole: false,
      lines: ['1 × Führung <Highlights>'],
      amount: 0,
      vouchers: [],
      reviewUrl: null,
    });
    expect(mail.text).toContain(t('cancelPartial', { number: '2026-000124' }));
    expect(mail.text).toContain('- 1 × Führung <Highlights>');
    expect(mail.html).toContain('1 × Führung &lt;Highlights&gt;');
    expect(mail.text).toContain(t('cancelNothing'));
    expect(mail.text).toContain(t('hello'));
    expectOneLook(mail, lang);
  });

  it('sends the password reset link as a button and written out', async () => {
    const link = `${BASE}/${lang}/recover/abc`;
    const mail = await resetMail(config, lang, 'Ada', link);
    expect(mail.subject).toBe(t('resetSubject', { site }));
    expect(mail.text).toContain(t('helloNamed', { name: 'Ada' }));
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(t('resetButton'));
    expectOneLook(mail, lang);
  });

  it('welcomes a new account with the login link', async () => {
    const mail = await welcomeMail(config, {
      lang,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
    });
    const login = `http://localhost:3000/${lang}/login`;
    expect(mail.subject).toBe(t('welcomeSubject', { site }));
    expect(mail.text).toContain(t('welcomeIntro', { site, email: 'ada@example.org' }));
    expect(mail.text).toContain(login);
    expect(mail.html).toContain(`href="${login}"`);
    expectOneLook(mail, lang);
  });
});

/** The demo configuration with the museum's own legal pages for German (none for withdrawal). */
function withCustomTermsLinks(): FoyerConfig {
  return {
    ...config,
    shop: {
      ...config.shop,
      customTermsLinks: {
        enabled: true,
        links: {
          de: {
            imprint: {
              url: 'https://www.lindenau.example/impressum',
              title: 'Impressum der Stadt',
            },
            terms: { url: 'https://www.lindenau.example/agb', title: 'AGB der Stadt' },
            data_protection: {
              url: 'https://www.lindenau.example/datenschutz',
              title: 'Datenschutzerklärung',
            },
          },
          fr: {
            withdrawal: {
              url: 'https://www.lindenau.example/fr/retractation',
              title: 'Votre droit de rétractation',
            },
          },
        },
      },
    },
  };
}

describe('legal links of the e-mails about an order', () => {
  /** Every kind of e-mail about an order that is not the confirmation, in `lang`. */
  function orderMails(settings: FoyerConfig, lang: Language): Promise<Mail>[] {
    const order = { lang, orderNumber: '2026-000200', customerName: 'Ada' };
    const reviewUrl = `${BASE}/${lang}/order-review/tok`;
    const cancellation = {
      ...order,
      whole: true,
      lines: [],
      amount: 1200,
      vouchers: [{ code: CODE, amount: 300 }],
      reviewUrl,
    };
    return [
      cancellationMail(settings, {
        ...cancellation,
        creditNote: {
          number: 'GS-2026-0001',
          url: `${BASE}/api/${lang}/order/documents/tok/x.pdf`,
        },
      }),
      cancellationMail(settings, { ...cancellation, cause: 'debitFailed', amount: 0 }),
      cancellationMail(settings, { ...cancellation, notice: 'Die Ausstellung fällt aus.' }),
      visitorMessageMail(settings, { ...order, notice: 'Wegen Sturm geschlossen.', reviewUrl }),
      visitorMessageMail(settings, {
        ...order,
        notice: 'Wegen Sturm geschlossen.',
        reviewUrl,
        refundPending: true,
      }),
    ];
  }

  it.each([['de'], ['en']] as [Language][])(
    "links the shop's imprint, terms, privacy and withdrawal pages in %s",
    async (lang) => {
      for (const mail of await Promise.all(orderMails(config, lang))) {
        expectLegalLinks(mail, shopLegalLinks(lang));
        expectOnlyOwnUrls(mail);
        for (const body of [mail.text, mail.html]) expect(body).not.toContain(CODE);
      }
    },
  );

  it("puts the museum's configured pages in their place, as the shop's footer does", async () => {
    const settings = withCustomTermsLinks();
    const custom = ['https://www.lindenau.example'];
    for (const mail of await Promise.all(orderMails(settings, 'de'))) {
      // No page of its own for the right of withdrawal: the terms, under the withdrawal's label.
      expectLegalLinks(mail, [
        ['Impressum der Stadt', 'https://www.lindenau.example/impressum'],
        ['AGB der Stadt', 'https://www.lindenau.example/agb'],
        ['Datenschutzerklärung', 'https://www.lindenau.example/datenschutz'],
        [serverT('de', 'mail')('legalWithdrawal'), 'https://www.lindenau.example/agb'],
      ]);
      expectOnlyOwnUrls(mail, custom);
      expect(foreignUrls(mail.html, [BASE, config.server.museum.website ?? BASE])).not.toEqual([]);
    }
    const fr = shopLegalLinks('fr');
    for (const mail of await Promise.all(orderMails(settings, 'fr'))) {
      expectLegalLinks(mail, [
        ...fr.slice(0, 3),
        ['Votre droit de rétractation', 'https://www.lindenau.example/fr/retractation'],
      ]);
    }
    // Switched off, the shop's pages are linked again.
    const off = {
      ...settings,
      shop: {
        ...settings.shop,
        customTermsLinks: { ...settings.shop.customTermsLinks, enabled: false },
      },
    };
    for (const mail of await Promise.all(orderMails(off, 'de'))) {
      expectLegalLinks(mail, shopLegalLinks('de'));
    }
  });

  it('leaves the legal links out of an invitation to the back office', async () => {
    const mail = await invitationMail(
      config,
      'de',
      { name: 'Bo', email: 'bo@example.org' },
      `${BASE}/admin/set-password/x`,
    );
    expect(mail.text).not.toContain(`${BASE}/de/page/`);
    expect(mail.html).not.toContain(`${BASE}/de/page/`);
    expectOnlyOwnUrls(mail);
  });
});
