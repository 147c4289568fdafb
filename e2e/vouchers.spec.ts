import { expect, test } from './hydrated-test';
import { apiData, expectAccessible, storedBasketItems } from './catalog-helpers';
import { acceptCookiesUpFront } from './helpers';

interface VoucherType {
  readonly id: number;
  readonly name: string;
  readonly price: number;
  readonly variable_amount: 0 | 1;
  readonly groupId: number | null;
}

interface Category {
  readonly id: number;
  readonly name: string;
}

test.beforeEach(({ page }) => acceptCookiesUpFront(page));

test('the voucher list groups the vouchers by category and filters by one', async ({
  page,
  request,
}) => {
  const types = await apiData<VoucherType[]>(request, 'en/voucher/select/event/');
  const groups = await apiData<Category[]>(request, 'en/voucher/groups');
  await page.goto('/en/vouchers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers');
  for (const group of groups) {
    const section = page.getByRole('region', { name: group.name });
    await expect(section.getByRole('article')).toHaveCount(
      types.filter((type) => type.groupId === group.id).length,
    );
  }
  const variable = types.find((type) => type.variable_amount === 1)!;
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: variable.name })
      .getByText('Amount of your choice', { exact: true }),
  ).toBeVisible();

  const second = groups[1]!;
  await page
    .getByRole('navigation', { name: 'Voucher categories' })
    .getByRole('link', { name: second.name })
    .click();
  await expect(page).toHaveURL(`/en/vouchers?category=${second.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([second.name]);
});

test('a fixed voucher goes into the basket at its price', async ({ page, request }) => {
  const fixed = (await apiData<VoucherType[]>(request, 'en/voucher/select/event/')).find(
    (type) => type.variable_amount === 0,
  )!;
  await page.goto('/en/vouchers');
  await page.getByRole('link', { name: fixed.name }).click();
  await expect(page).toHaveURL(`/en/vouchers/${fixed.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixed.name);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(`1 × ${fixed.name} added to your basket`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  expect(await storedBasketItems(page)).toEqual([
    expect.objectContaining({ type: 'voucher', id: fixed.id, price: fixed.price, count: 1 }),
  ]);
  expect((await storedBasketItems(page))[0]).not.toHaveProperty('amount');
});

test('a variable voucher takes an amount in euros, checks it and adds it in cents', async ({
  page,
  request,
}) => {
  const variable = (await apiData<VoucherType[]>(request, 'de/voucher/select/event/')).find(
    (type) => type.variable_amount === 1,
  )!;
  await page.goto(`/de/vouchers/${variable.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(variable.name);
  const amount = page.getByRole('textbox', { name: 'Betrag in Euro' });
  const add = page.getByRole('button', { name: 'In den Warenkorb' });

  await add.click();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(
    /Bitte geben Sie einen Betrag in Euro ein, zum Beispiel 40 oder 25,50\./,
  );
  await expectAccessible(page);

  await amount.fill('1500');
  await amount.blur();
  await expect(page.getByText('Der Betrag darf höchstens 1.000,00 € sein.')).toBeVisible();

  await amount.fill('40,50');
  await amount.blur();
  await expect(amount).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Mehr Gutscheine' }).click();
  await expect(page.getByText('81,00 €')).toBeVisible();
  await add.click();
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Zum Warenkorb hinzugefügt.' }),
  ).toBeVisible();
  expect(await storedBasketItems(page)).toEqual([
    expect.objectContaining({
      type: 'voucher',
      id: variable.id,
      amount: 4050,
      price: 4050,
      count: 2,
      totalPrice: 8100,
    }),
  ]);
  const layer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
  expect(layer).toEqual([
    expect.objectContaining({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({ value: '81.00' }),
    }),
  ]);
});

test('an unknown voucher shows the not-found screen', async ({ page }) => {
  await page.goto('/en/vouchers/99999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

for (const lang of ['de', 'en'] as const) {
  test(`the voucher screens have no axe violations in ${lang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const types = await apiData<VoucherType[]>(request, `${lang}/voucher/select/event/`);
    const variable = types.find((type) => type.variable_amount === 1)!;
    const fixed = types.find((type) => type.variable_amount === 0)!;
    const groups = await apiData<Category[]>(request, `${lang}/voucher/groups`);
    for (const path of [
      'vouchers',
      `vouchers?category=${groups[0]!.id}`,
      `vouchers/${fixed.id}`,
      `vouchers/${variable.id}`,
    ]) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await page.getByRole('textbox').fill('5000');
    await page.getByRole('textbox').blur();
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/${lang}/vouchers`);
    await expectAccessible(page);
  });
}
