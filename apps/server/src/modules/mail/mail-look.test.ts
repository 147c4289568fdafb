/**
 * Every e-mail other than the confirmation (fulfilment-mail.test.ts) in all eight languages, in the
 * one look: cancellation and refund, password reset, registration. Subject, content, links, the
 * inline logo, the plain-text alternative, and no placeholder left unreplaced.
 */
import { formatMoney, LANGUAGES, type Language } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { serverT } from '../../i18n/texts';
import { demoConfig } from '../../testing/app';
import { cancellationMail } from '../orders';
import { resetMail, welcomeMail } from '../customers/testing';
import { LOGO_CID, siteNameOf } from './mail-brand';

const config = demoConfig();

function expectOneLook(mail: { subject: string; text: string; html: string }, lang: Language) {
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
}

describe.each(LANGUAGES.map((lang) => [lang]))('e-mails in %s', (lang: Language) => {
  const t = serverT(lang, 'mail');
  const site = siteNameOf(config, lang);
  const money = (cents: number) => formatMoney(cents, lang);

  it('cancels a whole order with a refund and a voucher credit', async () => {
    const review = `https://shop.example/${lang}/order-review/tok`;
    const mail = await cancellationMail(config, {
      lang,
      orderNumber: '2026-000123',
      customerName: 'Åsa & Bo',
      whole: true,
      lines: ['2 × Ausstellung'],
      amount: 2800,
      voucherAmount: 500,
      reviewUrl: review,
    });
    expect(mail.subject).toBe(t('cancelSubject', { number: '2026-000123' }));
    for (const part of [
      t('cancelTitle'),
      t('cancelWhole', { number: '2026-000123' }),
      t('cancelRefund', { amount: money(2800) }),
      t('cancelVoucher', { amount: money(500) }),
      t('cancelInvalid'),
      review,
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html.replaceAll('&#39;', "'")).toContain(part.replaceAll('&', '&amp;'));
    }
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
      voucherAmount: 0,
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
    const link = `https://shop.example/${lang}/recover/abc`;
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
