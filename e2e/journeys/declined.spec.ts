/** Journey (de): a declined card leads to the failed screen; the basket is kept. */
import { expect, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { payWithDeclinedCard } from './provider';
import { toProviderAsGuest } from './steps';

test.setTimeout(60_000);

test('a declined card shows the translated failure and keeps the basket', async ({ page, api }) => {
  const lang = 'de';
  await toProviderAsGuest(page, api, lang, uniqueEmail('declined'));
  await payWithDeclinedCard(page, lang);
  await expect(page).toHaveURL(/\/de\/checkout\/failed/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByText(t(lang, 'basket.failed.payment'))).toBeVisible();
  expect(t(lang, 'basket.failed.payment')).not.toBe(t('en', 'basket.failed.payment'));
  await expect(
    page.getByRole('heading', { name: t(lang, 'basket.items', { count: 1 }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: t(lang, 'header.basket', { count: 1 }) }),
  ).toBeVisible();
});
