/**
 * Journey (nl): a gift voucher of a chosen amount is bought and paid with Apple Pay; its code (read
 * from the voucher PDF of the e-mail) pays part of a second order in the basket.
 */
import { expect, test, uniqueEmail, apiGet } from './fixtures';
import { t, tPattern } from './i18n';
import { confirmWallet, payByCard } from './provider';
import { pdfAttachments, pdfText } from './outbox';
import {
  acceptTermsAndContinue,
  addNightTickets,
  expectSuccess,
  expectTicketMail,
  field,
  openBasket,
  paymentTypeName,
  payWith,
  registerAsGuest,
} from './steps';

test.setTimeout(120_000);

test('a bought gift voucher is redeemed in a second order', async ({ page, api }) => {
  const lang = 'nl';
  const email = uniqueEmail('voucher-nl');
  const variable = (
    await apiGet<Array<{ id: number; variable_amount: 0 | 1 }>>(api, lang, 'voucher/select/event/')
  ).find((type) => type.variable_amount === 1)!;

  await page.goto(`/${lang}/vouchers/${variable.id}`);
  await page.getByRole('textbox', { name: t(lang, 'vouchers.amountLabel') }).fill('10');
  await page.getByRole('button', { name: t(lang, 'vouchers.addToBasket') }).click();
  await openBasket(page, lang, 1);
  await acceptTermsAndContinue(page, lang);
  await registerAsGuest(page, lang, {
    fname: 'Noor',
    lname: 'de Vries',
    email,
    street: 'Lindenstraße 1',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
  });
  await payWith(page, lang, await paymentTypeName(api, lang, 170));
  await confirmWallet(page, lang, 'Apple Pay');
  const first = await expectSuccess(page, lang);
  const mail = await expectTicketMail(email, first);
  const code = pdfAttachments(mail)
    .map(pdfText)
    .join(' ')
    .match(/\b[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}\b/)?.[0];
  expect(code, 'a voucher code on the PDF').toBeTruthy();

  // The second order: a night ticket (15 €), 10 € of it paid by the voucher.
  await addNightTickets(page, api, lang, 1);
  await openBasket(page, lang, 1);
  await field(page, t(lang, 'basket.voucher.label')).fill(` ${code!} `);
  await page.getByRole('button', { name: t(lang, 'basket.voucher.apply') }).click();
  const applied = page.getByRole('list', { name: t(lang, 'basket.voucher.appliedList') });
  await expect(applied).toContainText(code!);
  await expect(applied).toContainText(tPattern(lang, 'basket.voucher.used'));
  await expect(applied).toContainText(/10,00/);
  await expect(applied).toContainText(tPattern(lang, 'basket.voucher.remaining'));
  await acceptTermsAndContinue(page, lang);
  await payWith(page, lang, await paymentTypeName(api, lang, 161));
  await payByCard(page, lang);
  const second = await expectSuccess(page, lang);
  expect(second).not.toBe(first);
  const secondMail = await expectTicketMail(email, second);
  // The confirmation lists the voucher with the amount it paid.
  expect(secondMail.text).toMatch(/-10,00/);
});
