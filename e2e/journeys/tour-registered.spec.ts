/**
 * Journey (en): a new account is registered and logged in, then books a group tour answering its
 * questions, pays by card and gets the tickets by e-mail.
 */
import { addDays } from '@foyer/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiGet, expect, test, uniqueEmail, venueToday } from './fixtures';
import { t } from './i18n';
import { payByCard } from './provider';
import {
  acceptTermsAndContinue,
  registerAndLogIn,
  expectSuccess,
  expectTicketMail,
  openBasket,
  paymentTypeName,
  payWith,
} from './steps';

test.setTimeout(120_000);

const PASSWORD = 'Lindenau-Journey-2026!';

/** A later date and time of the group tour 6 with a whole tour and 10 places free. */
async function groupTourSlot(api: APIRequestContext) {
  const today = await venueToday(api);
  for (let offset = 1; offset <= 45; offset += 1) {
    const date = addDays(today, offset);
    const response = await api.get(`/api/en/tour?tour=6&date=${date}`);
    if (!response.ok()) continue;
    const day = (
      (await response.json()) as { data: { schedule: Record<string, { tours: number }> } }
    ).data;
    const time = Object.keys(day.schedule ?? {}).find(
      (start) => (day.schedule[start]?.tours ?? 0) > 0,
    );
    if (time) return { date, time };
  }
  throw new Error('the demo has no free group tour');
}

test('a registered customer books a tour with answers and gets the tickets', async ({
  page,
  api,
}) => {
  const lang = 'en';
  const email = uniqueEmail('tour-en');

  await registerAndLogIn(page, lang, { fname: 'Toby', lname: 'Tourist', email }, PASSWORD);

  const slot = await groupTourSlot(api);
  await page.goto(`/${lang}/guided-tours/6?date=${slot.date}`);
  await page.getByRole('radio', { name: new RegExp(`^${slot.time}`) }).check();
  await page.getByRole('button', { name: 'One more: Group tour, 60 minutes' }).click();
  await page.getByRole('spinbutton', { name: 'Admission, group member €6.00' }).fill('10');
  await page.getByRole('radio', { name: 'Primary school' }).check();
  await page.getByLabel('Language of the tour (required)').selectOption({ label: 'English' });
  await page.getByRole('checkbox', { name: 'Glass art' }).check();
  await page.getByLabel('Name of the group or school (required)').fill('Class 4b');
  await page
    .getByLabel('Special requests or notes (for example on accessibility)')
    .fill('One pupil uses a wheelchair.');
  await page.getByLabel('Number of accompanying adults').fill('2');
  await page.getByRole('button', { name: t(lang, 'tours.addToBasket') }).click();

  await openBasket(page, lang, 1);
  await acceptTermsAndContinue(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'basket.titlePayment'));
  await payWith(page, lang, await paymentTypeName(api, lang, 161));
  await payByCard(page, lang);
  const orderToken = await expectSuccess(page, lang);
  const mail = await expectTicketMail(email, orderToken);
  expect(mail.text).toContain('Toby Tourist');
  const review = await apiGet<{ items: Array<{ details: string[] }> }>(
    api,
    lang,
    `order/review?id=${orderToken}`,
  );
  expect(JSON.stringify(review.items)).toContain('Class 4b');
});
