/**
 * The basket in the browser against the real server: a merchandise article
 * and a gift voucher seeded into the session, voucher codes of the demo, the shipping country, the
 * failed variant and the hold countdown of a kept pending cart; axe on each in German and English.
 */
import { expect, test, type APIRequestContext, type Page } from './hydrated-test';
import { acceptCookiesUpFront, seedBasket } from './helpers';
import { apiData, expectAccessible } from './catalog-helpers';
import { t } from './journeys/i18n';

interface Article {
  id: number;
  name: string;
  price: number;
  stock: number;
  vat_value: number;
  product_kind_ref: number | null;
}

/** The first article in stock that is not an annual pass. */
async function article(request: APIRequestContext): Promise<Article> {
  const all = await apiData<Article[]>(request, 'de/merchandise/select');
  return all.find((entry) => entry.stock > 5 && entry.product_kind_ref !== 13)!;
}

function merchandiseItem(entry: Article, count = 1) {
  return {
    type: 'merchandise',
    id: entry.id,
    name: entry.name,
    price: entry.price,
    totalPrice: entry.price * count,
    count,
    totalCount: count,
    datetime: null,
    date: null,
    time: null,
    vat_value: entry.vat_value,
  };
}

const giftVoucher = {
  type: 'voucher',
  id: 1,
  name: 'Wertgutschein 25 €',
  price: 2500,
  totalPrice: 2500,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
  vat_value: 0,
};

async function redeem(page: Page, label: string, button: string, code: string) {
  await page.getByRole('textbox', { name: label }).fill(code);
  await page.getByRole('button', { name: button }).click();
}

test('the German basket: items, voucher codes, shipping country, terms', async ({
  page,
  request,
}) => {
  const entry = await article(request);
  await acceptCookiesUpFront(page);
  await seedBasket(page, [merchandiseItem(entry, 2), giftVoucher]);
  await page.goto('/de/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: entry.name })).toBeVisible();
  await expect(page.getByText('Versandkosten:')).toBeVisible();

  await redeem(page, 'Gutscheincode', 'Einlösen', 'DEMO-USED-UP');
  await expect(page.getByText('Dieser Gutschein hat kein Guthaben mehr.')).toBeVisible();
  await redeem(page, 'Gutscheincode', 'Einlösen', 'DEMO-NOT-YET');
  await expect(page.getByText('Dieser Gutschein kann noch nicht eingelöst werden.')).toBeVisible();
  await redeem(page, 'Gutscheincode', 'Einlösen', 'GIBT-ES-NICHT');
  await expect(
    page.getByText('Diesen Gutscheincode kennen wir nicht.', { exact: false }),
  ).toBeVisible();
  await redeem(page, 'Gutscheincode', 'Einlösen', '  DEMO-VALID-10 ');
  await expect(page.getByText('Der Gutschein DEMO-VALID-10 wurde angerechnet.')).toBeVisible();
  await expect(page.getByText('Angerechnet: 10,00 €')).toBeVisible();
  await redeem(page, 'Gutscheincode', 'Einlösen', 'DEMO-VALID-10');
  await expect(page.getByText('Dieser Gutschein ist bereits im Warenkorb.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Versandland' }).selectOption('US');
  await expect(
    page.getByText('Für dieses Land haben wir keine Versandkosten hinterlegt.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Versandland' }).selectOption('FR');
  await expect(page.getByText('Versandkosten: 9,90 €')).toBeVisible();

  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
  await expect(
    page.getByText('Bitte akzeptieren Sie die AGB und die Datenschutzerklärung, um zu bestellen.'),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }),
  ).toBeFocused();
  await page.getByRole('checkbox', { name: /Ich akzeptiere/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Kasse' }).click();
  await expect(page).toHaveURL(/\/de\/checkout\?step=login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Anmelden oder als Gast fortfahren' }),
  ).toBeVisible();
});

for (const lang of ['de', 'en'] as const) {
  test(`the sign-in step with its guest form is accessible (${lang})`, async ({ page }) => {
    await acceptCookiesUpFront(page);
    await seedBasket(page, [giftVoucher]);
    await page.goto(`/${lang}/checkout`);
    await page.getByRole('checkbox', { name: t(lang, 'basket.terms.label') }).check();
    await page.getByRole('button', { name: t(lang, 'basket.continue'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?step=login$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'basket.titleLogin'));
    await expect(page.getByRole('navigation', { name: t(lang, 'progress.label') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t(lang, 'account.signIn.guestStart') }).click();
    await expect(page.getByRole('button', { name: t(lang, 'account.guest.submit') })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the English basket: remove with confirmation, a whole order paid by voucher', async ({
  page,
  request,
}) => {
  const entry = await article(request);
  await acceptCookiesUpFront(page);
  await seedBasket(page, [merchandiseItem(entry), giftVoucher]);
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Your basket' })).toBeVisible();
  await redeem(page, 'Voucher code', 'Redeem', 'DEMO-VALID-200');
  await expect(page.getByText('The voucher DEMO-VALID-200 has been applied.')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.locator('.basket-totals__row--total')).toHaveText('Total€0.00');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove Wertgutschein 25 €', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Yes, remove' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: 'Remove Wertgutschein 25 €', exact: true }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Remove Wertgutschein 25 €', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('heading', { name: '1 item' })).toBeVisible();
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((e) => e.event),
  );
  expect(events).toContain('remove_from_cart');
  // Goods to ship need a delivery address: no express wallet before login for this basket.
  await expect(page.getByText('Express checkout')).toHaveCount(0);
});

test('the failed variant in German and English', async ({ page, request }) => {
  const entry = await article(request);
  await acceptCookiesUpFront(page);
  await seedBasket(page, [merchandiseItem(entry)]);
  await page.goto('/de/checkout/failed?reason=gone');
  await expect(
    page.getByText('Wir konnten Ihren Warenkorb nicht finden.', { exact: false }),
  ).toBeVisible();
  // A gone cart (paid already, or expired) is not a failed payment: no "please try again".
  await expect(page.getByText('Ihre Zahlung wurde nicht erfolgreich abgeschlossen.')).toHaveCount(
    0,
  );
  await expectAccessible(page);
  await page.goto('/en/checkout/failed?reason=incomplete');
  await expect(
    page.getByText('Your payment was not completed successfully. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('The shopping cart can not be completed.')).toBeVisible();
  await expectAccessible(page);
});

test('the hold countdown of a kept pending cart can be extended once', async ({
  page,
  request,
}) => {
  const origin = test.info().project.use.baseURL ?? '';
  // A night ticket of the demo's event-long evening: its place is held while the payment runs.
  const collected = await request.get('/api/en/ticket/collect/event/3');
  const { tickets } = (
    (await collected.json()) as {
      data: { tickets: Array<{ id: number; mode: number; name: string; price: number }> };
    }
  ).data;
  const night = tickets.find((ticket) => ticket.mode === 3);
  if (!night) throw new Error('the demo has no event-long ticket');
  const init = await request.post('/api/en/checkout/initPayment', {
    data: {
      payart: 171,
      aux: { wallet: 'APPLEPAY' },
      cart: {
        ver: 1,
        items: [{ type: 'ticket', id: night.id, count: 1, datetime: null, subtickets: [] }],
      },
      url: {
        continue: `${origin}/en/checkout/success`,
        cancel: `${origin}/en/checkout/canceled`,
      },
    },
  });
  expect(init.ok(), await init.text()).toBe(true);
  const redirect = new URL(((await init.json()) as { data: string }).data);
  const cancel = await request.post(`${redirect.pathname}/cancel`, { maxRedirects: 0 });
  const orderToken = new URL(cancel.headers().location ?? '').searchParams.get('cartId');
  expect(orderToken).toBeTruthy();

  await acceptCookiesUpFront(page);
  const item = {
    type: 'ticket',
    id: night.id,
    name: night.name,
    price: night.price,
    totalPrice: night.price,
    count: 1,
    totalCount: 1,
    datetime: null,
    date: null,
    time: null,
    subtickets: [],
  };
  await seedBasket(page, [item], orderToken);
  for (const lang of ['de', 'en'] as const) {
    await page.goto(`/${lang}/checkout`);
    await expect(page.getByRole('timer')).toHaveText(/^(19|20):\d\d$/);
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Extend the reservation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The reservation has been extended.' }),
  ).toHaveCount(1);
  // 20 minutes more; an order is extended once, so the button goes away.
  await expect(page.getByRole('timer')).toHaveText(/^(39|40):\d\d$/);
  await expect(page.getByRole('button', { name: 'Extend the reservation' })).toHaveCount(0);

  // Changing the items releases the pending order: the countdown goes away.
  await page.getByRole('button', { name: 'Empty the basket' }).click();
  await page.getByRole('button', { name: 'Yes, empty it' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/api/en/checkout/hold?cartId=${orderToken}`)).status())
    .toBe(410);
});
