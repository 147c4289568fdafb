/** Journey (es): the express wallet in the basket before login, to the ticket e-mail. */
import { expect, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { payByExpressWallet } from './provider';
import {
  acceptTerms,
  addNightTickets,
  expectSuccess,
  expectTicketMail,
  openBasket,
  paymentTypeName,
} from './steps';

test.setTimeout(60_000);

test('the express wallet pays without an account and the tickets arrive by e-mail', async ({
  page,
  api,
}) => {
  const lang = 'es';
  const email = uniqueEmail('express');
  await addNightTickets(page, api, lang, 2);
  await openBasket(page, lang, 1);
  await acceptTerms(page, lang);
  const name = await paymentTypeName(api, lang, 171);
  await page.getByRole('button', { name: t(lang, 'basket.express.button', { name }) }).click();
  await payByExpressWallet(page, lang, { fname: 'Elena', lname: 'Exprés', email });
  const orderToken = await expectSuccess(page, lang);
  const mail = await expectTicketMail(email, orderToken);
  expect(mail.text).toContain('Elena');
});
