/**
 * The waiting list's staff side in Chromium (docs/decisions.md "Waiting list: staff"): on a server
 * with the museum's waiting list switched on, three visitors join a sold-out slot; staff raise its
 * capacity and the first in line is offered the place; the manager sees the line in "Waiting
 * lists", removes the person holding the offer (after a confirmation) and the next in line is
 * offered it; then switches the event's waiting list off in the editor and the shop's join call is
 * refused. The screen has no axe violations at 375 and 1280 px; its screenshots go to
 * docs/screenshots/waiting-list-admin-*.png.
 */
import path from 'node:path';
import { expect, test, type Page } from './hydrated-test';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';
import {
  joinLine,
  lineStates,
  setSlotCapacity,
  soldOutEvent,
  startInDays,
} from './waiting-list-admin-helpers';

// A port of its own next to the run's shop servers (`FOYER_E2E_PORT`, 10 apart per worker).
const port = Number(
  process.env.FOYER_E2E_WAITING_LIST_PORT ?? Number(process.env.FOYER_E2E_PORT ?? 4321) + 7,
);
const MANAGER = 'manager@museum.example';

let server: AdminServer | null = null;
const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const visitors = ['ana', 'ben', 'cleo'].map((name) => `${name}-${stamp}@example.org`);

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'waiting-list',
    staff: [{ email: MANAGER, role: 'manager', name: 'Mia Manager', language: 'en' }],
    configure: (raw) => {
      const settings = (raw.server ?? {}) as Record<string, unknown>;
      settings.waitingList = { enabled: true };
      raw.server = settings;
    },
  });
});

test.afterAll(() => server?.stop());

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(root, `docs/screenshots/waiting-list-admin-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff see a line, remove the person holding an offer, and switch the event’s list off', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  const event = await soldOutEvent(page, { de: 'Mondnacht', en: 'Moon night' }, startInDays(4));
  for (const email of visitors) expect(await joinLine(page, event, email)).toBe(200);

  // Staff raise the capacity: the job offers the place to the first in line.
  await setSlotCapacity(page, event.slotId, 1);
  await expect
    .poll(() => lineStates(page, event), { timeout: 20_000 })
    .toEqual(['offered', 'waiting', 'waiting']);

  await page.goto('/admin/waiting-list');
  await expect(
    page.getByRole('heading', { name: 'Waiting lists of the slots to come', level: 1 }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /^Line of Moon night/ });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(visitors[0] ?? '');
  await expect(rows.nth(0)).toContainText(/Offered until/);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(rows.nth(1)).toContainText('Waiting');
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText('2');
  await shot(page, 'line');

  await rows
    .nth(0)
    .getByRole('button', { name: `Remove ${visitors[0]}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The places held for their offer go to the next in line.');
  await shot(page, 'confirm');
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByText(`${visitors[0]} has been removed from the line.`)).toBeVisible();
  await expect(rows.nth(0)).toContainText('Left the line');
  await expect(rows.nth(1)).toContainText(/Offered until/);
  await expect(rows.nth(2).getByRole('cell').first()).toHaveText('1');
  expect(await lineStates(page, event)).toEqual(['left', 'offered', 'waiting']);

  // The event's list switched off in the editor: the shop's join call is refused.
  await page.goto(`/admin/catalog/events/${event.id}`);
  const optIn = page.getByRole('checkbox', { name: 'Waiting list when sold out' });
  await expect(optIn).toBeChecked();
  await optIn.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(await joinLine(page, event, `late-${stamp}@example.org`)).toBe(404);
  const shop = await page.request.get('/api/en/event/select');
  const listed = ((await shop.json()) as { data: { id: number; waiting_list?: boolean }[] }).data;
  expect(listed.find((item) => item.id === event.id)?.waiting_list).toBe(false);

  await page.goto('/admin/waiting-list');
  await expect(page.getByText(/Joining is switched off for this event or tour\./)).toBeVisible();
});
