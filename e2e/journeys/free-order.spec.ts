/**
 * Journey (en): a gift voucher covers a whole second order. The payment step offers
 * no payment choice, no provider and no wallet, still shows the VAT ("paid by voucher"), and the order
 * is booked once the terms are accepted. The last step is saved at 375 px to docs/screenshots.
 */
import { expect, test, uniqueEmail, apiGet } from './fixtures';
import { t } from './i18n';
import { confirmWallet } from './provider';
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

test('an order paid entirely by voucher is booked without a payment provider', async ({
  page,
  api,
}) => {
  const lang = 'en';
  const email = uniqueEmail('free-en');
  const variable = (
    await apiGet<Array<{ id: number; variable_amount: 0 | 1 }>>(api, lang, 'voucher/select/event/')
  ).find((type) => type.variable_amount === 1)!;

  // A voucher of 100 € (more than the second order costs), paid with Apple Pay.
  await page.goto(`/${lang}/vouchers/${variable.id}`);
  await page.getByRole('textbox', { name: t(lang, 'vouchers.amountLabel') }).fill('100');
  await page.getByRole('button', { name: t(lang, 'vouchers.addToBasket') }).click();
  await openBasket(page, lang, 1);
  await acceptTermsAndContinue(page, lang);
  await registerAsGuest(page, lang, {
    fname: 'Freya',
    lname: 'Free',
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

  // The second order: one night ticket, all of it paid by the voucher.
  await addNightTickets(page, api, lang, 1);
  await openBasket(page, lang, 1);
  await field(page, t(lang, 'basket.voucher.label')).fill(code!);
  await page.getByRole('button', { name: t(lang, 'basket.voucher.apply') }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.locator('.basket-totals__row--total')).toHaveText('Total€0.00');
  // No wallet sheet for 0,00 €.
  await expect(page.getByText('Express checkout')).toHaveCount(0);
  await acceptTermsAndContinue(page, lang);

  await page.setViewportSize({ width: 375, height: 900 });
  const place = page.getByRole('button', { name: t(lang, 'payment.payFree') });
  await expect(place).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText(t(lang, 'payment.redirectNote'))).toHaveCount(0);
  await expect(page.getByText(t(lang, 'payment.freeNote'))).toBeVisible();
  await expect(page.getByText(t(lang, 'payment.paidByVoucher'))).toBeVisible();
  await expect(page.getByText(/incl\. 7 ?% VAT/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'docs/screenshots/free-order-375.png', fullPage: true });

  await place.click();
  const second = await expectSuccess(page, lang);
  expect(second).not.toBe(first);
  // The browser never went to the payment provider's page.
  expect(page.url()).not.toMatch(/\/pay\/test\//);
  await page.screenshot({ path: 'docs/screenshots/free-order-booked-375.png', fullPage: true });
});
