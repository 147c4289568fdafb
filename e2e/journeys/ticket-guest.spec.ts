/** Journey (de): a timed ticket as a guest, from the event page to the ticket e-mail. */
import { expect, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { payByCard } from './provider';
import {
  checkoutAsGuestByCard,
  expectSuccess,
  expectTicketMail,
  leipzigGuest,
  openBasket,
  openExhibitionSlot,
} from './steps';

test.setTimeout(90_000);

test('a guest buys a timed ticket in German and gets the tickets by e-mail', async ({
  page,
  api,
}) => {
  const lang = 'de';
  const { date, time } = await openExhibitionSlot(api, 2);
  const email = uniqueEmail('ticket-guest');

  await page.goto(`/${lang}/tickets/1?date=${date}`);
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  await page
    .getByRole('button', { name: t(lang, 'tickets.stepper.more', { name: 'Erwachsene' }) })
    .first()
    .click();
  await page.getByRole('button', { name: t(lang, 'tickets.addToBasket') }).click();

  await openBasket(page, lang, 1);
  await checkoutAsGuestByCard(page, api, lang, leipzigGuest('Greta', 'Gast', email));
  await payByCard(page, lang);

  const orderToken = await expectSuccess(page, lang);
  await expect(
    page.getByRole('link', { name: t(lang, 'header.basket', { count: 0 }) }),
  ).toBeVisible();
  const mail = await expectTicketMail(email, orderToken);
  expect(mail.subject).toMatch(/Bestellung/);
  expect(mail.text).toContain('Greta Gast');
});
