/** Journey (en): the success URL of a cart that was cancelled answers 410: the cart-gone message. */
import { expect, orderTokenOfPage, test, uniqueEmail } from './fixtures';
import { t } from './i18n';
import { cancelPayment } from './provider';
import { toProviderAsGuest } from './steps';

test.setTimeout(60_000);

test('a cancelled cart cannot be completed: the failed screen says the cart is gone', async ({
  page,
  api,
}) => {
  const lang = 'en';
  await toProviderAsGuest(page, api, lang, uniqueEmail('gone'));
  await cancelPayment(page, lang);
  const orderToken = orderTokenOfPage(page);
  await page.getByRole('button', { name: t(lang, 'checkout.clear') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t(lang, 'checkout.clearedTitle'),
  );

  await page.goto(`/${lang}/checkout/success?cartId=${orderToken}`);
  await expect(page).toHaveURL(/\/en\/checkout\/failed\?reason=gone/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByText(t(lang, 'basket.failed.gone'))).toBeVisible();
});
