/**
 * Annual-pass holders' free entries in Chromium at 375 px: a pass bought in the shop books a free
 * entry for a time slot of the exhibition with its number and shows the entry's ticket; the same
 * slot again is refused in German; the desk finds another pass by its code, shows its holder and
 * books its free entry. Axe finds nothing on the new panels; screenshots at 375 and 1280 px go to
 * test-results/pass-entries/.
 *
 * The file starts a server of its own on a fresh data folder with a sales member (e2e/desk-server.ts).
 */
import path from 'node:path';
import { expect, test, type Page } from './hydrated-test';
import { axeViolations } from './booking-helpers';
import { root, signInAtDesk, startDeskServer, type DeskServer } from './desk-server';
import { acceptCookiesUpFront } from './helpers';
import { buyPass, EXHIBITION, openSlot, panelAxeViolations } from './pass-helpers';

const port = Number(process.env.FOYER_E2E_PASSES_PORT ?? 5539);
const base = `http://127.0.0.1:${port}`;
const SALES = 'sales@museum.example';
const shots = path.join(root, 'test-results', 'pass-entries');

let server: DeskServer | null = null;

test.use({ baseURL: base, viewport: { width: 375, height: 800 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  server = await startDeskServer(port, { sales: SALES }, () =>
    playwright.request.newContext({ baseURL: base }),
  );
});

test.afterAll(() => server?.stop());

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

async function openPassPanel(page: Page, lang: 'en' | 'de', date: string, time: string) {
  await page.goto(`/${lang}/tickets/${EXHIBITION}?date=${date}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
  const toggle = page.getByRole('button', {
    name: lang === 'en' ? 'I have an annual pass' : 'Ich habe eine Jahreskarte',
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('a pass holder books a free entry with the pass number and sees the ticket; twice is refused in German', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(page);
  const pass = await buyPass(request, base, { first: 'Ada', last: 'Lovelace' });
  const slot = await openSlot(request);
  await openPassPanel(page, 'en', slot.date, slot.time);
  const number = page.getByRole('textbox', { name: 'Annual pass number' });
  // Typed as a visitor might: lower case, spaces instead of dashes.
  await number.fill(pass.number.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Book free entry' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Your free entry is booked.' });
  await expect(done).toBeVisible();
  await expect(done.getByText(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)).toBeVisible();
  await expect(done.getByRole('link', { name: 'Download ticket (PDF)' })).toHaveAttribute(
    'href',
    /tickets\.pdf$/,
  );
  // The whole pass number is not shown back.
  await expect(page.getByText(pass.number)).toHaveCount(0);
  expect(await panelAxeViolations(page, '.pass-entry')).toEqual([]);
  await shoot(page, 'shop-booked');

  await openPassPanel(page, 'de', slot.date, slot.time);
  await page.getByRole('textbox', { name: 'Nummer der Jahreskarte' }).fill(pass.number);
  await page.getByRole('button', { name: 'Freien Eintritt buchen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Für diese Jahreskarte ist zu dieser Zeit schon ein Eintritt gebucht.',
  );
  await expect(page.getByRole('textbox', { name: 'Nummer der Jahreskarte' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await panelAxeViolations(page, '.pass-entry')).toEqual([]);
  await shoot(page, 'shop-refused');
});

test('the desk finds a pass by its code and books a free entry for its holder', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pass = await buyPass(request, base, { first: 'Emmy', last: 'Noether' });
  const slot = await openSlot(request, 3, 2);
  await signInAtDesk(page, SALES);
  await page.goto('/admin/desk');
  await expect(page.getByRole('heading', { name: 'Desk sale', level: 1 })).toBeVisible();
  await page.getByLabel('Day of the visit').fill(slot.date);
  await page.getByRole('radio', { name: new RegExp(`^${slot.time}`) }).check();
  await page.getByRole('textbox', { name: 'Pass code' }).fill(pass.number.toLowerCase());
  await page.getByRole('button', { name: 'Find pass' }).click();
  const panel = page.getByRole('region', { name: 'Annual pass', exact: true });
  await expect(panel.getByText('Emmy Noether')).toBeVisible();
  await expect(panel.getByText('Valid today')).toBeVisible();
  await panel.getByRole('button', { name: `Book free entry at ${slot.time}` }).click();
  await expect(panel.getByRole('status')).toContainText('Free entry booked: order');
  // Today's entries are the venue's today: a later day's entry is not among them.
  await expect(panel.getByText('None')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'desk-booked');
});
