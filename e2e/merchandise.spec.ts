import { expect, test } from './hydrated-test';
import { apiData, expectAccessible, storedBasketItems } from './catalog-helpers';
import { acceptCookiesUpFront } from './helpers';

interface Article {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly stock: number;
  readonly product_kind_ref: number | null;
}

const articles = (request: Parameters<typeof apiData>[0], lang: string) =>
  apiData<Article[]>(request, `${lang}/merchandise/select`);

test.describe('merchandise', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('the list shows the articles by category and opens a product', async ({ page }) => {
    await page.goto('/en/merchandise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museum shop');
    const categories = page.getByRole('navigation', { name: 'Shop categories' });
    await expect(categories.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('link', { name: /Annual pass/ })).toHaveCount(0);
    await categories.getByRole('link', { name: 'Books' }).click();
    await expect(page).toHaveURL('/en/merchandise/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Books');
    await expect(page).toHaveTitle('Books - Lindenau City Museum');
    await page.getByRole('link', { name: 'Exhibition catalogue “Light Play”' }).click();
    await expect(page).toHaveURL('/en/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Exhibition catalogue “Light Play”',
    );
    await expect(
      page.getByRole('img', { name: 'Exhibition catalogue “Light Play”' }),
    ).toBeVisible();
    await expect(page.getByText('incl. 7% VAT')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'In stock' })).toBeVisible();
  });

  test('adding updates the basket count, shows a toast and tracks the add after consent', async ({
    page,
  }) => {
    await page.goto('/en/product/1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await expect(page.getByText('€58.00')).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(
      page.getByText('2 × Exhibition catalogue “Light Play” added to your basket'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    expect(await storedBasketItems(page)).toEqual([
      expect.objectContaining({ type: 'merchandise', id: 1, count: 2, totalPrice: 5800 }),
    ]);
    const layer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
    expect(layer).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: '58.00',
          items: [
            {
              item_id: 'merchandise-1',
              item_name: 'Exhibition catalogue “Light Play”',
              item_category: 'merchandise',
              price: '29.00',
              quantity: 2,
            },
          ],
        },
      },
    ]);
  });

  test('an out-of-stock article says so and cannot be added', async ({ page, request }) => {
    const soldOut = (await articles(request, 'en')).find((article) => article.stock <= 0);
    expect(soldOut).toBeDefined();
    await page.goto('/en/merchandise');
    const card = page.getByRole('article').filter({ hasText: soldOut!.name });
    await expect(card.getByText('Out of stock')).toBeVisible();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(`/en/product/${soldOut!.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'out of stock' })).toHaveText(
      'This article is out of stock at the moment.',
    );
    await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
  });

  test('an unknown article shows the not-found screen', async ({ page }) => {
    await page.goto('/en/product/99999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found - Lindenau City Museum');
  });

  test('the shipping information page is linked from the shop', async ({ page }) => {
    await page.goto('/en/merchandise');
    await page.getByRole('link', { name: 'Shipping costs and delivery' }).click();
    await expect(page).toHaveURL('/en/page/shipping');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping and delivery');
    await expect(page.getByRole('table')).toContainText('Germany');
    await page.getByRole('link', { name: 'Go to the museum shop' }).click();
    await expect(page).toHaveURL('/en/merchandise');
  });
});

test.describe('annual passes', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('the pass list shows only passes', async ({ page, request }) => {
    const passes = (await articles(request, 'en')).filter((a) => a.product_kind_ref === 13);
    expect(passes.length).toBeGreaterThan(0);
    await page.goto('/en/passes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annual passes');
    await expect(page.getByRole('article')).toHaveCount(passes.length);
    for (const pass of passes) {
      await expect(page.getByRole('link', { name: pass.name })).toHaveAttribute(
        'href',
        `/en/passes/${pass.id}`,
      );
    }
  });

  test('two passes need two named holders; one goes to a different address', async ({
    page,
    request,
  }) => {
    const pass = (await articles(request, 'de')).find((a) => a.product_kind_ref === 13)!;
    await page.goto('/de/passes');
    await page.getByRole('link', { name: pass.name }).click();
    await expect(page).toHaveURL(`/de/passes/${pass.id}`);
    await page.getByRole('button', { name: 'Anzahl erhöhen' }).click();
    const first = page.getByRole('group', { name: 'Karte 1', exact: true });
    const second = page.getByRole('group', { name: 'Karte 2', exact: true });
    await expect(second).toBeVisible();

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Bitte korrigieren Sie die Fehler im Formular.',
    );
    const firstName = first.getByRole('textbox', { name: 'Vorname' });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Bitte geben Sie den Vornamen ein.');
    await expectAccessible(page);

    await firstName.fill('Erika');
    await first.getByRole('textbox', { name: 'Nachname' }).fill('Mustermann');
    await second.getByRole('textbox', { name: 'Titel (optional)' }).fill('Dr.');
    await second.getByRole('textbox', { name: 'Vorname' }).fill('Max');
    await second.getByRole('textbox', { name: 'Nachname' }).fill('Mustermann');
    await second
      .getByRole('checkbox', { name: 'Diese Karte an eine andere Adresse schicken' })
      .check();
    const address = page.getByRole('group', { name: 'Lieferadresse für Karte 2' });
    await address.getByRole('textbox', { name: 'Empfänger' }).fill('Max Mustermann');
    await address.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Webereistraße 12');
    await address.getByRole('textbox', { name: 'Postleitzahl' }).fill('12347');
    await address.getByRole('textbox', { name: 'Ort' }).fill('Lindenau');
    await address.getByRole('combobox', { name: 'Land' }).selectOption('AT');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();

    await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
    await expect(page.getByText(`2 × ${pass.name} im Warenkorb`)).toBeVisible();
    const [item] = await storedBasketItems(page);
    expect(item).toMatchObject({ type: 'merchandise', id: pass.id, count: 2 });
    expect(item?.owners).toEqual([
      {
        name: { title: '', first: 'Erika', last: 'Mustermann' },
        send_to_custom_addr: false,
        address: null,
      },
      {
        name: { title: 'Dr.', first: 'Max', last: 'Mustermann' },
        send_to_custom_addr: true,
        address: {
          name: 'Max Mustermann',
          street: 'Webereistraße 12',
          zip: '12347',
          city: 'Lindenau',
          country: 'AT',
        },
      },
    ]);
  });
});

test('without cookie consent the add is not sent to the data layer', async ({ page }) => {
  await page.goto('/en/product/2');
  // The cookie notice covers the bottom of the window; the keyboard reaches the button anyway.
  await page.getByRole('button', { name: 'Add to basket' }).press('Enter');
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer),
  ).toBeUndefined();
  await page
    .getByRole('region', { name: /Cookies/ })
    .getByRole('button')
    .click();
  await page.getByRole('button', { name: 'Add to basket' }).press('Enter');
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  const layer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
  expect(layer).toHaveLength(1);
});

for (const lang of ['de', 'en'] as const) {
  test(`the merchandise screens have no axe violations in ${lang}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await acceptCookiesUpFront(page);
    const all = await articles(request, lang);
    const soldOut = all.find((article) => article.stock <= 0)!;
    const pass = all.find((article) => article.product_kind_ref === 13)!;
    for (const path of [
      'merchandise',
      'merchandise/2',
      'product/1',
      `product/${soldOut.id}`,
      'passes',
      `passes/${pass.id}`,
      'page/shipping',
      'product/99999',
    ]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}/passes/${pass.id}`);
    await page.getByRole('checkbox').first().check();
    await expectAccessible(page);
  });
}
