/**
 * The start screen in Chromium, on a server of its own (docs/decisions.md "Today at a glance"):
 * every role lands on it after signing in and sees what its role may (the door: the slots only);
 * it updates by itself when a visitor books; axe finds no violations and nothing scrolls sideways
 * at 375 px; screenshots at 375 and 1280 px.
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import {
  buyItems,
  root,
  STAFF_PASSWORD,
  startAdminServer,
  type AdminServer,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_TODAY_PORT ?? 4631);
const base = `http://127.0.0.1:${port}`;
const STAFF = {
  owner: 'owner@museum.example',
  manager: 'manager@museum.example',
  sales: 'sales@museum.example',
  door: 'door@museum.example',
} as const;

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'today',
    staff: [
      { email: STAFF.owner, role: 'owner', name: 'Olga Owner' },
      { email: STAFF.manager, role: 'manager', name: 'Max Manager' },
      { email: STAFF.sales, role: 'sales', name: 'Sam Sales' },
      { email: STAFF.door, role: 'door', name: 'Dora Door' },
    ],
  });
});

test.afterAll(() => {
  server?.stop();
});

async function signIn(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Tomorrow, / })).toBeVisible();
}

for (const role of ['owner', 'manager', 'sales', 'door'] as const) {
  test(`the ${role} lands on today's figures and sees what the role may`, async ({ page }) => {
    await signIn(page, STAFF[role]);
    expect(new URL(page.url()).pathname).toBe('/admin/');
    await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    const sales = page.getByRole('heading', { name: 'Sales today' });
    const problems = page.getByRole('heading', { name: 'Waiting for you' });
    if (role === 'door') {
      await expect(sales).toHaveCount(0);
      await expect(problems).toHaveCount(0);
    } else {
      await expect(sales).toBeVisible();
      await expect(problems).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0))
      .toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    if (role === 'manager') {
      await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-today-375.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-today-1280.png') });
    }
  });
}

test('updates by itself when a visitor books', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await signIn(page, STAFF.manager);
  const res = await page.request.get('/api/admin/today');
  const glance = (
    (await res.json()) as {
      data: {
        tomorrow: string;
        slots: {
          kind: string;
          productId: number;
          name: string;
          startsAt: string;
          soldWeb: number;
          free: number;
        }[];
      };
    }
  ).data;
  const slot = glance.slots.find(
    (row) =>
      row.kind === 'event' &&
      row.productId === 1 &&
      row.startsAt.startsWith(glance.tomorrow) &&
      row.free >= 2,
  );
  if (!slot) throw new Error('no slot of the exhibition tomorrow with room');
  const tomorrow = page.getByRole('region', { name: /^Tomorrow, / });
  const row = tomorrow
    .getByRole('row')
    .filter({ has: page.locator(`time[datetime="${slot.startsAt}"]`) })
    .filter({ hasText: slot.name });
  // Start, name, capacity, then sold online.
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(slot.soldWeb));

  const api = await playwright.request.newContext({ baseURL: base });
  await buyItems(
    api,
    base,
    { fname: 'Tia', lname: 'Visitor', email: 'tia@example.org' },
    [{ type: 'ticket', id: 12, count: 2, datetime: slot.startsAt, subtickets: [] }],
    { lang: 'en' },
  );
  await api.dispose();
  await page.clock.fastForward(31_000);
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(slot.soldWeb + 2));
  await expect(page.getByText(/^\d+ orders, €/)).toContainText(/^[1-9]\d* orders/);
});
