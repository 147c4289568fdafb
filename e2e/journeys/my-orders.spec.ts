/**
 * Journey (en): a registered customer books a timed ticket, opens My orders from the account menu,
 * finds the order under coming visits and follows its link to the order review with the tickets
 * download, then downloads their data from the settings; My orders has no axe violations at 375 and 1280 px. Its screenshots go to
 * docs/screenshots/my-orders-{375,1280}.png.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../admin-helpers';
import { axeViolations } from '../booking-helpers';
import { expect, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { payByCard } from './provider';
import {
  acceptTermsAndContinue,
  registerAndLogIn,
  expectSuccess,
  openBasket,
  openExhibitionSlot,
  paymentTypeName,
  payWith,
} from './steps';

test.setTimeout(120_000);

const PASSWORD = 'Lindenau-Orders-2026!';

test('a registered customer finds a booked visit in My orders and opens its tickets', async ({
  page,
  api,
}) => {
  const lang = 'en';
  const email = uniqueEmail('my-orders');

  await registerAndLogIn(page, lang, { fname: 'Olga', lname: 'Orders', email }, PASSWORD);

  const { date, time } = await openExhibitionSlot(api, 2);
  await page.goto(`/${lang}/tickets/1?date=${date}`);
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  const more = page
    .getByRole('button', { name: t(lang, 'tickets.stepper.more', { name: 'Adults' }) })
    .first();
  await more.click();
  await more.click();
  await page.getByRole('button', { name: t(lang, 'tickets.addToBasket') }).click();
  await openBasket(page, lang, 1);
  await acceptTermsAndContinue(page, lang);
  await payWith(page, lang, await paymentTypeName(api, lang, 161));
  await payByCard(page, lang);
  const orderToken = await expectSuccess(page, lang);
  const number = (await page.getByRole('definition').textContent()) ?? '';

  await page.getByRole('button', { name: 'Olga Orders' }).click();
  await page.getByRole('menuitem', { name: t(lang, 'header.myOrders') }).click();
  await expect(page).toHaveURL(`/${lang}/my-orders`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'TITLE_MY_ORDERS'));
  const coming = page.getByRole('region', { name: t(lang, 'account.orders.coming') });
  const card = coming.getByRole('article', {
    name: t(lang, 'account.orders.orderNumber', { number }),
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText(t(lang, 'account.orders.statuses.booked'));
  await expect(card).toContainText(t(lang, 'account.orders.line', { count: 2, name: 'Adults' }));
  await expect(
    page
      .getByRole('region', { name: t(lang, 'account.orders.past') })
      .getByText(t(lang, 'account.orders.pastEmpty')),
  ).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/my-orders-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/my-orders-375.png'),
    fullPage: true,
  });

  const details = `${t(lang, 'account.orders.details')} ${t(lang, 'account.orders.detailsOf', { number })}`;
  await card.getByRole('link', { name: details }).click();
  await expect(page).toHaveURL(`/${lang}/order-review/${orderToken}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'checkout.reviewTitle', { number }),
  );
  const tickets = page.getByRole('link', { name: t(lang, 'checkout.downloadTickets') });
  await expect(tickets).toHaveAttribute(
    'href',
    new RegExp(`/order/documents/${orderToken}/tickets\\.pdf$`),
  );
  const pdf = await api.get(new URL((await tickets.getAttribute('href')) ?? '').pathname);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // Their data, as the settings offer it: one JSON file with the account and this order.
  await page.goto(`/${lang}/settings`);
  const yourData = page.getByRole('region', { name: t(lang, 'account.settings.yourData') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: t(lang, 'account.settings.yourDataDownload') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
    account: { email: string; fname: string; passwordHash?: unknown };
    orders: { coming: { id: string; number: string }[] };
  };
  expect(exported.account).toMatchObject({ email, fname: 'Olga' });
  expect(exported.account.passwordHash).toBeUndefined();
  expect(exported.orders.coming.map((order) => order.number)).toEqual([number]);
});
