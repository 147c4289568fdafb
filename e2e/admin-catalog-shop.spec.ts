/**
 * The back office's shop editor in Chromium: a manager creates a product with
 * German and Danish names and stock (a missing German name and a bad stock are refused at the
 * fields), and the shop shows it in Danish at once; the manager creates a voucher type, issues a
 * code of it, looks it up and voids it, and the shop refuses the voided code. Axe finds no
 * violations; screenshots of the product editor and the voucher codes screen at 375 and 1280 px.
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_SHOP_EDITOR_PORT ?? 4501);
const MANAGER = 'shop.manager@museum.example';

let server: AdminServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'catalog-shop',
    staff: [{ email: MANAGER, role: 'manager', name: 'Shop Manager', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(root, `docs/screenshots/${name}-1280.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({
    path: path.join(root, `docs/screenshots/${name}-375.png`),
    fullPage: true,
  });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a manager creates a product in German and Danish that the shop shows in Danish', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog');
  await page
    .getByRole('navigation', { name: 'Parts of the catalog' })
    .getByRole('link', { name: 'Products' })
    .click();
  await expect(page).toHaveURL(/\/admin\/catalog\/merchandise$/);
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/merchandise\/new$/);
  await page.getByLabel('Price in €').fill('14,90');
  await page.getByLabel('Stock (pieces in total)').fill('zwölf');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name (Deutsch)')).toHaveAccessibleDescription(
    'Give a name in at least one language.',
  );
  await expect(page.getByLabel('Stock (pieces in total)')).toHaveAccessibleDescription(
    'Enter a whole number of pieces, 0 or more.',
  );

  await page.getByLabel('Name (Deutsch)').fill('Sternkarte zum Falten');
  await page.getByLabel('Description (Deutsch)').fill('Der Himmel über dem Museum, gefaltet.');
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Name (Dansk)').fill('Stjernekort til foldning');
  await page.getByLabel('Stock (pieces in total)').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/merchandise\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sternkarte zum Falten');
  await expect(page.getByText('0 sold, 0 in baskets.')).toBeVisible();
  await expect(page.getByLabel('Needs shipping')).toBeChecked();
  await shoot(page, 'admin-catalog-product');

  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page.getByRole('link', { name: 'Sternkarte zum Falten' })).toBeVisible();
  await shoot(page, 'admin-catalog-products');
  await page.getByRole('link', { name: 'Annual passes' }).click();
  await expect(page.getByRole('button', { name: 'New annual pass' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/da/merchandise');
  await expect(page.getByText('Stjernekort til foldning').first()).toBeVisible();
});

test('a manager issues a voucher code, looks it up and voids it; the shop refuses it', async ({
  page,
}) => {
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog/voucher-types/new');
  await page.getByLabel('Name (Deutsch)').fill('Gutschein Sternwarte');
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Name (Dansk)').fill('Gavekort observatoriet');
  await page.getByLabel('Price in €').fill('25');
  await page.getByLabel('Valid for (days)').fill('365');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/voucher-types\/\d+$/, { timeout: 60_000 });
  await expect(page.getByLabel('Valid for (days)')).toHaveValue('365');
  await shoot(page, 'admin-catalog-voucher-type');

  await page.goto('/admin/catalog/voucher-codes');
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByLabel('Voucher type')).toHaveAccessibleDescription(
    'Choose a voucher type.',
  );
  await page.getByLabel('Voucher type').selectOption({ label: 'Gutschein Sternwarte (€25.00)' });
  await page.getByLabel('Number of codes').fill('2');
  await page.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('2 codes issued:')).toBeVisible({ timeout: 60_000 });
  const barcode = (await page.locator('.issued-codes code').first().textContent()) ?? '';
  expect(barcode).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

  await page.getByLabel('Code', { exact: true }).fill(` ${barcode} `);
  await page.getByRole('button', { name: 'Look up' }).click();
  const details = page.locator('.code-details');
  await expect(details).toContainText('Usable');
  await expect(details).toContainText('Not redeemed yet.');
  await expect(details).toContainText('€25.00');
  expect(await axeViolations(page)).toEqual([]);

  const check = () => page.request.get(`/api/da/voucher?voucher=${encodeURIComponent(barcode)}`);
  expect((await check()).status()).toBe(200);

  await page.getByRole('button', { name: 'Void this code' }).click();
  await expect(page.getByText(`Void ${barcode}? The shop will refuse it`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, void it' }).click();
  await expect(page.getByText('The code is void.')).toBeVisible();
  await expect(details).toContainText('Void since');
  await expect(page.getByRole('button', { name: 'Void this code' })).toHaveCount(0);
  await shoot(page, 'admin-catalog-voucher-codes');

  const refused = await check();
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ error: 'VOUCHER_NOT_FOUND' });
});
