/**
 * The back office on a phone (375 × 812 px) in Chromium: the owner opens every screen of the route
 * table (`STAFF_ROUTES` in apps/web/src/admin/admin-app.tsx), the not-found screen and the sign-in
 * screen; none scrolls sideways once loaded and axe finds no violations. The menu folds behind a
 * button that a keyboard opens and closes; a field the server refuses (a 422 with per-field
 * messages, answered here by the test in the server's stead) shows its message beside it and has
 * the focus. Screenshots of the order, the menu and the event editor at 375 and 1280 px go
 * to the temporary folder (`FOYER_E2E_SHOTS` names another).
 *
 * This file starts a server of its own with the owner's account (`admin-helpers.ts`).
 */
import { expect, test, type Page } from './hydrated-test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buyInShop, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_SMALL_SCREENS_PORT ?? 4601);
const base = `http://127.0.0.1:${port}`;
const OWNER = 'owner@museum.example';
const shots = process.env.FOYER_E2E_SHOTS ?? tmpdir();
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
// A visitor whose name and address are longer than a phone is wide.
const VISITOR = {
  fname: 'Maximiliane-Theodora',
  lname: 'von Hohenzollern-Sigmaringen',
  email: 'maximiliane.hohenzollern-sigmaringen@freundeskreis-des-museums.example.org',
};

let server: AdminServer | null = null;
let orderId = 0;
let eventId = 0;
let tourId = 0;

test.use({ baseURL: base, viewport: PHONE });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'small-screens',
    staff: [{ email: OWNER, role: 'owner', name: 'Olga Owner', language: 'en' }],
  });
  const api = await playwright.request.newContext({ baseURL: base });
  await buyInShop(api, base, VISITOR, [2, 1]);
  await api.dispose();
});

test.afterAll(() => server?.stop());

async function apiData<T>(page: Page, endpoint: string): Promise<T> {
  const response = await page.request.get(`/api/admin/${endpoint}`);
  expect(response.ok(), endpoint).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, OWNER);
  if (orderId > 0) return;
  const orders = await apiData<{ orders: { id: number; email: string }[] }>(
    page,
    `orders?email=${encodeURIComponent(VISITOR.email)}`,
  );
  orderId = orders.orders.find((order) => order.email === VISITOR.email)?.id ?? 0;
  const events = await apiData<{ id: number; slots: number }[]>(page, 'catalog/events');
  eventId = [...events].sort((a, b) => b.slots - a.slots)[0]?.id ?? 0;
  const tours = await apiData<{ id: number }[]>(page, 'catalog/tours');
  tourId = tours[0]?.id ?? 0;
  expect(orderId * eventId * tourId).toBeGreaterThan(0);
}

/** Opens a screen and waits until it is loaded: its heading shows and nothing is loading. */
async function open(page: Page, address: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/admin/${address}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** How far the page scrolls sideways: its width beyond the window's. */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

function shot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: path.join(shots, `foyer-${name}.png`), fullPage: true });
}

const SCREENS: readonly (readonly [string, string | RegExp])[] = [
  ['', 'Today'],
  ['account', 'My account'],
  ['staff', 'Staff'],
  ['audit', /^Audit/],
  ['reports', 'Reports'],
  ['orders', 'Orders'],
  ['orders/problems', /./],
  ['desk', 'Desk sale'],
  ['till', 'Till'],
  ['scan', 'Check-in'],
  ['catalog', 'Catalog'],
  ['catalog/events/new', /./],
  ['catalog/tours', 'Guided tours'],
  ['catalog/tours/new', /./],
  ['catalog/merchandise', /./],
  ['catalog/merchandise/new', /./],
  ['catalog/passes', /./],
  ['catalog/voucher-types', /./],
  ['catalog/voucher-codes', /./],
  ['catalog/pages', /./],
  ['catalog/banners', /./],
  ['catalog/upsells', /./],
  ['catalog-file', /./],
  ['images', /./],
  ['no-such-screen', /./],
];

test('every back-office screen fits a phone without sideways scrolling and axe finds nothing', async ({
  page,
}) => {
  await signIn(page);
  const screens: (readonly [string, string | RegExp])[] = [
    ...SCREENS,
    [`orders/${orderId}`, /^Order \d{4}-\d{6}$/],
    [`catalog/events/${eventId}`, /./],
    [`catalog/tours/${tourId}`, /./],
  ];
  const wide: string[] = [];
  const violations: { screen: string; found: Awaited<ReturnType<typeof axeViolations>> }[] = [];
  for (const [address, heading] of screens) {
    await open(page, address, heading);
    if ((await sidewaysScroll(page)) > 0) wide.push(`${address}: ${await sidewaysScroll(page)} px`);
    const found = await axeViolations(page);
    if (found.length > 0) violations.push({ screen: address, found });
  }
  expect.soft(wide).toEqual([]);
  expect(violations).toEqual([]);
});

test('the sign-in screen fits a phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('the menu folds behind a button that the keyboard opens and closes', async ({ page }) => {
  await signIn(page);
  await open(page, 'account', 'My account');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  // The screen starts right under the header.
  const header = await page.locator('.admin-header').boundingBox();
  expect(header?.height ?? 999).toBeLessThan(80);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Today' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav).toBeHidden();

  // A link chosen in the menu opens its screen and folds the menu again.
  await page.keyboard.press('Space');
  await nav.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // On a wide screen the menu is in the header's row and the button is gone.
  await page.setViewportSize(DESKTOP);
  await expect(toggle).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
});

test('a field the server refuses shows its message beside it and has the focus', async ({
  page,
}) => {
  await signIn(page);
  await open(page, 'staff', 'Staff');
  // The server's answer to a form it refuses field by field (422 with its per-field messages).
  await page.route('**/api/admin/staff', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'VALIDATION_FAILED',
            message: 'Some fields are not valid',
            errors: { email: ['Invalid email address'] },
          }),
        })
      : route.fallback(),
  );
  await page.getByLabel('Name').fill('Ben Kraus');
  await page.getByLabel('E-mail').fill('ben@museum.example');
  await page.getByRole('button', { name: 'Create' }).click();
  const email = page.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please check this field.');
  await expect(email).toBeFocused();
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  // Beside the field: right under it, inside the screen.
  const field = await email.boundingBox();
  const message = await page.getByText('Please check this field.').boundingBox();
  expect(message && field ? message.y - (field.y + field.height) : 999).toBeLessThan(24);
  expect(message ? message.x + message.width : 999).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('the slot table’s rows are cards on a phone that keep their table semantics', async ({
  page,
}) => {
  await signIn(page);
  await open(page, `catalog/events/${eventId}`, /./);
  const slots = page.locator('.slots-table');
  const row = slots.locator('tbody tr').first();
  // The row's buttons are in the screen's width, without scrolling the table.
  for (const button of [
    row.getByRole('button', { name: 'Set' }),
    row.getByRole('button', { name: /^Remove/ }),
  ]) {
    const box = await button.boundingBox();
    expect(box ? box.x + box.width : 999).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await slots.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  // Chromium's accessibility tree still has the table, its rows and its cells there.
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument')) as { root: { nodeId: number } };
  const roleOf = async (selector: string) => {
    const { nodeId } = (await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector,
    })) as { nodeId: number };
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })) as { nodes: { role?: { value?: string } }[] };
    return nodes[0]?.role?.value;
  };
  expect(await roleOf('.slots-table table')).toBe('table');
  expect(await roleOf('.slots-table tbody tr')).toBe('row');
  expect(await roleOf('.slots-table tbody td')).toBe('cell');
  expect(await axeViolations(page)).toEqual([]);
});

test('the order, the menu and the event editor look finished at 375 and 1280 px', async ({
  page,
}) => {
  await signIn(page);
  for (const [name, size] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await open(page, `orders/${orderId}`, /^Order /);
    await shot(page, `order-${name}`);
    await open(page, `catalog/events/${eventId}`, /./);
    const slots = page.locator('.slots-table');
    // The table's top with the line above it, under the header.
    await slots.evaluate((table) => {
      table.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await page.screenshot({ path: path.join(shots, `foyer-event-${name}.png`) });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (name === '375') await page.getByRole('button', { name: 'Menu' }).click();
    await page.screenshot({ path: path.join(shots, `foyer-menu-${name}.png`) });
  }
});
