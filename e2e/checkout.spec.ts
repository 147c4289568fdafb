/**
 * The payment step and the return screens against the real server and the test provider: a card
 * payment as a guest ends on success with the booking number and its order review; a declined card
 * leads to the failed screen; cancelling on the provider's page offers keep (basket with the hold
 * countdown) or clear; with confirming on checkout switched off the accepted screen completes the
 * order. axe finds no WCAG 2.2 AA violation on any of these screens, in de and en.
 */
import type { Language } from '@foyer/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './catalog-helpers';
import { drawInBrowser, isCall, sessionValue } from './helpers';
import { expect, test, uniqueEmail } from './journeys/fixtures';
import { t } from './journeys/i18n';
import { cancelPayment, payByCard, payWithDeclinedCard } from './journeys/provider';
import {
  acceptTermsAndContinue,
  addNightTickets,
  expectSuccess,
  openBasket,
  paymentTypeName,
  payWith,
  registerAsGuest,
} from './journeys/steps';

test.setTimeout(90_000);

/**
 * The configuration with `confirmPaymentOnCheckout` off. The browser reaches the shop under its
 * public origin (see journeys/fixtures.ts), so the real answer is fetched from the e2e server.
 */
async function confirmOnCheckoutOff(page: Page, api: APIRequestContext): Promise<void> {
  await drawInBrowser(page);
  await page.route(isCall('shopinfo/config'), async (route) => {
    const url = new URL(route.request().url());
    const response = await api.get(`${url.pathname}${url.search}`);
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ json: { data: { ...body.data, confirmPaymentOnCheckout: false } } });
  });
}

/** A ticket in the basket, a new guest registered: the payment step is shown. */
async function toPaymentStep(page: Page, api: APIRequestContext, lang: Language, tag: string) {
  await addNightTickets(page, api, lang, 1);
  await openBasket(page, lang, 1);
  await acceptTermsAndContinue(page, lang);
  await registerAsGuest(page, lang, {
    fname: 'Paula',
    lname: 'Zahl',
    email: uniqueEmail(tag),
    street: 'Lindenstraße 1',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
  });
  await expect(page.getByRole('group', { name: t(lang, 'payment.methods') })).toBeVisible();
}

for (const lang of ['en', 'de'] as const) {
  test(`a card payment ends on success and its order review (${lang})`, async ({ page, api }) => {
    await toPaymentStep(page, api, lang, `pay-${lang}`);
    await expect(page.getByRole('heading', { name: t(lang, 'payment.summary') })).toBeVisible();
    await expectAccessible(page);

    await payWith(page, lang, await paymentTypeName(api, lang, 161));
    await payByCard(page, lang);
    await expectSuccess(page, lang);
    const orderNumber = await page.getByRole('definition').innerText();
    await expect.poll(() => sessionValue(page, 'cart')).toBeNull();
    await expectAccessible(page);

    // A reload shows the same booking (execPayment is idempotent).
    await page.reload();
    await expect(page.getByRole('definition')).toHaveText(orderNumber);

    await page.getByRole('link', { name: t(lang, 'checkout.viewOrder') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/order-review/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${t(lang, 'checkout.reviewTitle', { number: '' })}\\d{4}-\\d{6}$`),
    );
    await expect(
      page.getByRole('link', { name: t(lang, 'checkout.downloadTickets') }),
    ).toHaveAttribute('href', /tickets\.pdf$/);
    await expectAccessible(page);

    await page.goto(`/${lang}/order-review/unknown-order-id`);
    await expect(page.getByRole('alert')).toHaveText(t(lang, 'checkout.notAvailable'));
    await expectAccessible(page);
  });
}

test('a declined card leads to the failed screen with the basket kept', async ({ page, api }) => {
  const lang = 'en';
  await toPaymentStep(page, api, lang, 'declined');
  await payWith(page, lang, await paymentTypeName(api, lang, 161));
  await payWithDeclinedCard(page, lang);
  await expect(page).toHaveURL(/\/en\/checkout\/failed$/, { timeout: 15_000 });
  await expect(page.getByRole('main').getByText(t(lang, 'basket.failed.payment'))).toBeVisible();
});

for (const lang of ['en', 'de'] as const) {
  test(`a cancelled payment keeps the basket, then clears it (${lang})`, async ({ page, api }) => {
    await toPaymentStep(page, api, lang, `cancel-${lang}`);
    await payWith(page, lang, await paymentTypeName(api, lang, 161));
    await cancelPayment(page, lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/canceled\\?cartId=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'checkout.canceledTitle'),
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: t(lang, 'checkout.keep') }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
    await expect(page.getByRole('main').getByText(t(lang, 'basket.hold.title'))).toBeVisible();

    // Paying again renews the kept cart; cancelling again and clearing empties the basket.
    await acceptTermsAndContinue(page, lang);
    await payWith(page, lang, await paymentTypeName(api, lang, 161));
    await cancelPayment(page, lang);
    await page.getByRole('button', { name: t(lang, 'checkout.clear') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'checkout.clearedTitle'),
    );
    await expect(page.getByRole('main').getByText(t(lang, 'checkout.cleared'))).toBeVisible();
    await expect.poll(() => sessionValue(page, 'cart')).toBeNull();
    await expectAccessible(page);
  });
}

for (const lang of ['en', 'de'] as const) {
  test(`without confirming on checkout the accepted screen completes the order (${lang})`, async ({
    page,
    api,
  }) => {
    await confirmOnCheckoutOff(page, api);
    await toPaymentStep(page, api, lang, `accepted-${lang}`);
    await payWith(page, lang, await paymentTypeName(api, lang, 161));
    await payByCard(page, lang);
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/accepted\\?cartId=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'checkout.acceptedTitle'),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: t(lang, 'checkout.completeOrder') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(lang, 'checkout.successTitle'),
    );
    await expect(page.getByRole('main').getByText(t(lang, 'checkout.ticketsSent'))).toBeVisible();
  });
}
