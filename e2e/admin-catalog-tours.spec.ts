/**
 * The back office's tour editor in Chromium: a manager opens the tours from the
 * catalog, is told at the fields what is missing (in the staff member's language), creates a tour
 * with a German and a Danish name, a participant ticket, a price list and a question, adds a start
 * and starts by a rule; the shop's tour list in Danish shows the Danish name at once. Axe finds no
 * violations on the list and the editor; screenshots at 1280 px and 375 px (no sideways scrolling).
 */
import { addDays } from '@foyer/domain';
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations, venueToday } from './booking-helpers';
import { acceptCookiesUpFront } from './helpers';

const port = Number(process.env.FOYER_E2E_TOURS_PORT ?? 4491);
const MANAGER = 'tours.manager@museum.example';
const GERMAN = 'Kräutergarten-Führung';
const DANISH = 'Rundvisning i urtehaven';

let server: AdminServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'tours',
    staff: [{ email: MANAGER, role: 'manager', name: 'Tour Manager', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(root, `docs/screenshots/${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // Usable on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, `docs/screenshots/${name}-375.png`),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a manager creates a tour with German and Danish names, a price list and a schedule', async ({
  page,
}) => {
  const day = addDays(await venueToday(page.request), 1);
  await signInByApi(page, MANAGER);
  await page.goto('/admin/catalog');
  await page.getByRole('link', { name: 'Guided tours' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/tours$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided tours');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'admin-catalog-tours');

  await page.getByRole('button', { name: 'New tour' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/tours\/new$/);
  // Saving without a name is refused at the field, in the staff member's language.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name (Deutsch)', { exact: true })).toHaveAccessibleDescription(
    'Give a name in at least one language.',
  );
  await expect(page.getByLabel('Price in €')).toHaveAccessibleDescription(
    'Enter a price of 0 or more, with at most two decimals.',
  );

  await page.getByLabel('Name (Deutsch)', { exact: true }).fill(GERMAN);
  await page.getByLabel('Ticket name (Deutsch)').fill('Erwachsene');
  await page.getByRole('button', { name: 'Dansk' }).click();
  await page.getByLabel('Name (Dansk)', { exact: true }).fill(DANISH);
  await page.getByLabel('Ticket name (Dansk)').fill('Voksne');
  await page.getByLabel('Price in €').fill('12,00');
  await page.getByLabel('The tour is given in').selectOption('da');
  await page.getByLabel('Most participants per tour').fill('15');
  await page.getByRole('button', { name: 'Add a price' }).click();
  await page.getByLabel('Name of the price (Dansk)').fill('Skoleklasse');
  await page.getByLabel('Price in €').nth(1).fill('90');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel('Question (Dansk)').fill('Kørestol?');
  await page.getByLabel('Kind of answer').selectOption('radio');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('group', { name: 'Options of question 1' }),
  ).toHaveAccessibleDescription('Give a text in at least one language.');
  await page.getByLabel('Option 1 (Dansk)').fill('Ja');
  await page.getByRole('button', { name: 'Add an option' }).click();
  await page.getByLabel('Option 2 (Dansk)').fill('Nej');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/tours\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GERMAN);
  await expect(page.getByLabel('Price in €').first()).toHaveValue('12.00');
  await expect(page.getByLabel('Price in €').nth(1)).toHaveValue('90.00');

  // The schedule's own form: the sales and closure panels have date fields too.
  const addStart = page.getByRole('form', { name: 'Add one start' });
  await addStart.getByLabel('Date', { exact: true }).fill(day);
  await addStart.getByLabel('Time', { exact: true }).fill('11:00');
  await addStart.getByLabel('Places per start').fill('12');
  await addStart.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Starts added.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${day} 11:00` })).toBeVisible();

  await page.getByLabel('Add starts by rule').check();
  await page.getByLabel('From date').fill(day);
  await page.getByLabel('To date').fill(addDays(day, 1));
  await page.getByLabel('Start times (e.g. 11:00, 15:00)').fill('11:00, 15:00');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText(/^4 starts, 1 of them exist already/)).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Starts added.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'admin-catalog-tour');
});

test('the shop’s tour list in Danish shows the Danish name at once', async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.goto('/da/guided-tours');
  await expect(page.getByRole('link', { name: DANISH })).toBeVisible();
  await expect(page.getByText(GERMAN)).toHaveCount(0);
});
