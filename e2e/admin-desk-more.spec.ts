/**
 * The desk offers what the shop offers, in Chromium: a sales member sells a
 * variable-amount gift voucher (an amount above the shop's limit is refused at the field with the
 * limits, then a valid one is taken), a group tour whose required questions must be answered (all
 * six answer types are asked; the missing answers are pointed at and the sale waits), and an annual
 * pass with its holder's name. The order shows in the orders list as channel Desk with the total
 * the server priced. Axe finds no violations; screenshots at 375 px and 1280 px go to
 * docs/screenshots/.
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { addDays, venueToday } from '@foyer/domain';
import { axeViolations } from './booking-helpers';
import { root, signInAtDesk, startDeskServer, type DeskServer } from './desk-server';

const port = Number(process.env.FOYER_E2E_DESK_MORE_PORT ?? 4452);
const SALES = 'sales@museum.example';
let server: DeskServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startDeskServer(port, { sales: SALES }, () => playwright.request.newContext());
});

test.afterAll(() => server?.stop());

/** The next day after today on which the group tour of the City Museum runs (Tuesday to Friday). */
function nextGroupTourDay(timeZone: string): string {
  let day = addDays(venueToday(new Date(), timeZone), 1);
  while (![2, 3, 4, 5].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

const sellButton = (page: Page) => page.getByRole('button', { name: /^Take payment and book/ });

test('a sales member sells a chosen-amount voucher, a group tour with its questions and an annual pass', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAtDesk(page, SALES);
  await page.goto('/admin/desk');
  await expect(page.getByRole('heading', { name: 'Desk sale', level: 1 })).toBeVisible();

  // A chosen amount: above the shop's limit it is refused at the field, with the limits.
  const amount = page.getByLabel('Voucher for an amount of your choice: amount in euros');
  await amount.fill('1500');
  await expect(page.getByText('The amount can be at most €1,000.00.')).toBeVisible();
  await expect(page.getByText('From €0.01 to €1,000.00.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('40.50');
  await expect(page.getByText('The amount can be at most €1,000.00.')).toHaveCount(0);
  await expect(page.getByTestId('desk-total')).toHaveText('€40.50');

  // The group tour: whole tours with admission tickets; its required questions must be answered.
  await page.getByLabel('Day of the visit').fill(nextGroupTourDay(server?.timeZone ?? 'UTC'));
  await page.getByLabel('Tour', { exact: true }).selectOption('Group tour of the City Museum');
  const times = page.getByRole('group', { name: 'Start time' });
  await expect(times.getByRole('radio', { checked: true })).toBeVisible();
  await page.getByLabel('Group tour, 60 minutes · €90.00').fill('1');
  await page.getByLabel('Admission, group member · €6.00').fill('8');
  await expect(page.getByText('Please answer this question.')).toHaveCount(3);
  await expect(page.getByText('Answer the tour’s required questions to book it.')).toBeVisible();
  await expect(sellButton(page)).toBeDisabled();
  const questions = page.getByRole('group', { name: 'Questions for the group' });
  await expect(questions.getByRole('checkbox')).toHaveCount(3);
  await expect(questions.getByRole('spinbutton')).toHaveCount(1);
  await expect(questions.locator('textarea')).toHaveCount(1);
  await questions
    .getByRole('group', { name: /^Age group/ })
    .getByRole('radio', { name: 'Secondary school' })
    .check();
  await questions.getByLabel(/^Language of the tour/).selectOption({ label: 'German' });
  await questions.getByLabel(/^Name of the group or school/).fill('Class 9b');
  await expect(page.getByText('Please answer this question.')).toHaveCount(0);
  await expect(page.getByTestId('desk-total')).toHaveText('€178.50');

  // The annual pass waits for its holder's name.
  await page.getByLabel('Annual pass, one person · €45.00').fill('1');
  await expect(page.getByText('Enter the holder’s first and last name.')).toBeVisible();
  await expect(sellButton(page)).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  const holder = page.getByRole('group', { name: 'Holder of pass 1: Annual pass, one person' });
  await holder.getByLabel('First name').fill('Ada');
  await holder.getByLabel('Last name').fill('Lovelace');
  await expect(page.getByText('Enter the holder’s first and last name.')).toHaveCount(0);

  // Priced by the server: 40.50 + 90.00 + 8 × 6.00 + 45.00.
  await expect(page.getByTestId('desk-total')).toHaveText('€223.50');
  await expect(sellButton(page)).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/desk-more-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/desk-more-375.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('radio', { name: 'Card terminal' }).check();
  await sellButton(page).click();
  const done = page
    .getByRole('status')
    .filter({ hasText: /^Order \d{4}-\d{6} booked: €223\.50, Card terminal\.$/ });
  await expect(done).toBeVisible();
  const number = /(\d{4}-\d{6})/.exec((await done.textContent()) ?? '')?.[1] ?? '';

  // A new sale starts empty.
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(amount).toHaveValue('');
  await expect(page.getByLabel('Annual pass, one person · €45.00')).toHaveValue('0');

  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Desk');
  await expect(row).toContainText('€223.50');
});
