/** Journeys (en): cancel on the provider's page, then keep the basket or clear it. */
import { expect, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { cancelPayment } from './provider';
import { toProviderAsGuest } from './steps';

test.setTimeout(60_000);
const lang = 'en';

test('cancel and keep: the basket comes back with its items and the hold countdown', async ({
  page,
  api,
}) => {
  await toProviderAsGuest(page, api, lang, uniqueEmail('cancel-keep'));
  await cancelPayment(page, lang);
  await expect(page).toHaveURL(/\/en\/checkout\/canceled\?cartId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'checkout.canceledTitle'),
  );
  await page.getByRole('button', { name: t(lang, 'checkout.keep') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'basket.title'));
  await expect(
    page.getByRole('heading', { name: t(lang, 'basket.items', { count: 1 }) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t(lang, 'basket.hold.title') })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/\d+:\d\d/);
});

test('cancel and clear: the cart is released and the basket is empty', async ({ page, api }) => {
  await toProviderAsGuest(page, api, lang, uniqueEmail('cancel-clear'));
  await cancelPayment(page, lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'checkout.canceledTitle'),
  );
  await page.getByRole('button', { name: t(lang, 'checkout.clear') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'checkout.clearedTitle'),
  );
  await expect(
    page.getByRole('link', { name: t(lang, 'header.basket', { count: 0 }) }),
  ).toBeVisible();
  await page.getByRole('link', { name: t(lang, 'header.basket', { count: 0 }) }).click();
  await expect(page.getByRole('main').getByText(t(lang, 'basket.empty.text'))).toBeVisible();
});
