/**
 * The till's touch screen in Chromium on a tablet (1180×820), on a server of its own with the till
 * signed by the fiskaly stand-in (no network): a sales member opens a shift with a float, sells one
 * adult ticket for the next slot in three taps (exact cash), sells with a 20 € note (change shown),
 * sells two tickets split between card and cash, cancels that sale (storno), sells while the TSE is
 * down ("TSE failed") and closes the shift with cash missing (the Z report). The receipt shows the
 * stand-in's TSE data. After each step the places the shop reports for the slot equal the till's slot
 * strip. Axe finds no violations; screenshots of the till at 1180 and 1280 px and of a receipt.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, venueMinute } from '@foyer/domain';
import { expect, test } from './hydrated-test';
import { root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';
import {
  FiskalyStandIn,
  STAND_IN_ADMIN_PIN,
  STAND_IN_API_KEY,
  STAND_IN_API_SECRET,
} from '../apps/server/src/modules/till/testing';

const port = Number(process.env.FOYER_E2E_TILL_PORT ?? 4711);
const base = `http://127.0.0.1:${port}`;
const SALES = 'sales@museum.example';
/** The demo museum's special exhibition: time slots every 30 minutes, adults 14 €. */
const EVENT = 1;
const TIME_ZONE = 'Europe/Berlin';
const WAIT = { timeout: 12_000 };

let server: AdminServer | null = null;
const standIn = new FiskalyStandIn(randomUUID());

test.use({ baseURL: base, viewport: { width: 1180, height: 820 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const fiskalyUrl = await standIn.start();
  server = await startAdminServer({
    port,
    name: 'till',
    staff: [{ email: SALES, role: 'sales', name: 'Sam Sales' }],
    env: {
      FISKALY_API_KEY: STAND_IN_API_KEY,
      FISKALY_API_SECRET: STAND_IN_API_SECRET,
      FISKALY_ADMIN_PIN: STAND_IN_ADMIN_PIN,
    },
    configure: (raw) => {
      const settings = raw.server as Record<string, unknown>;
      settings.till = {
        enabled: true,
        fiscal: { kind: 'fiskaly', baseUrl: fiskalyUrl, tssId: standIn.tssId, timeoutMs: 3000 },
      };
    },
  });
});

test.afterAll(async () => {
  server?.stop();
  await standIn.stop();
});

interface Slot {
  datetime: string;
  max_tickets: number;
}

/** The shop's slots of the exhibition on `date`, as its visitors see them. */
async function shopSlots(request: APIRequestContext, date: string): Promise<Slot[]> {
  const answer = await request.get(`${base}/api/en/ticket/collect/event/${EVENT}/date/${date}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { timeslots: Slot[] } }).data.timeslots;
}

/** The next slot with places in museum time, as the shop reports it (today or a later day). */
async function shopNextSlot(request: APIRequestContext): Promise<Slot> {
  const now = venueMinute(new Date(), TIME_ZONE);
  for (let day = 0; day < 14; day += 1) {
    const date = addDays(now.slice(0, 10), day);
    const next = (await shopSlots(request, date)).find(
      (slot) => slot.datetime >= now && slot.max_tickets > 0,
    );
    if (next) return next;
  }
  throw new Error('no slot with places in two weeks');
}

/** The places the shop reports for `datetime`. */
async function shopLeft(request: APIRequestContext, datetime: string): Promise<number> {
  const slots = await shopSlots(request, datetime.slice(0, 10));
  return slots.find((slot) => slot.datetime === datetime)?.max_tickets ?? -1;
}

/** The shop reports `left` places for the slot, and the till's strip shows the same. */
async function countsAgree(page: Page, request: APIRequestContext, datetime: string, left: number) {
  await expect.poll(() => shopLeft(request, datetime), WAIT).toBe(left);
  // The till reads the places again after each sale (and every 15 s).
  await expect(page.locator(`[data-slot="${datetime}"]`)).toHaveText(
    `${datetime.slice(11, 16)} · ${left} free`,
    { timeout: 20_000 },
  );
}

let taps = 0;
/** A tap of the cashier, counted. */
async function tap(target: Locator): Promise<void> {
  await target.click();
  taps += 1;
}

const receiptPanel = (page: Page) => page.getByTestId('till-receipt');

test('a shift at the till: open, sell (three taps, change, split), storno, TSE outage, close', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, SALES);
  await page.goto('/admin/till');
  await expect(page.getByRole('heading', { name: 'Till', level: 1 })).toBeVisible(WAIT);
  // The navigation offers the till (it is switched on).
  await expect(page.getByRole('link', { name: 'Till', exact: true })).toBeVisible();

  // Open the shift with a counted float of 150 €.
  await page.getByLabel('Float counted (€)').fill('150,00');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByText(/Kasse 1 · shift of Sam Sales since/)).toBeVisible(WAIT);

  // The next slot in museum time is chosen, with the places the shop reports.
  const next = await shopNextSlot(request);
  const slotButton = page.locator(`[data-slot="${next.datetime}"]`);
  await expect(slotButton).toHaveAttribute('aria-pressed', 'true', WAIT);
  let left = next.max_tickets;
  await countsAgree(page, request, next.datetime, left);
  const adults = page.getByRole('button', { name: /^Adults €14\.00/ });
  await expect(adults).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Three taps: the adult tile, Pay, exact cash.
  taps = 0;
  await tap(adults);
  await tap(page.getByRole('button', { name: 'Pay €14.00' }));
  await tap(page.getByRole('button', { name: 'Exact cash €14.00' }));
  await expect(
    page.getByRole('status').filter({ hasText: /^Sale \d+ booked: €14\.00\.$/ }),
  ).toBeVisible(WAIT);
  expect(taps).toBe(3);
  await expect(page.getByTestId('till-change')).toHaveText('€0.00');
  left -= 1;
  await countsAgree(page, request, next.datetime, left);

  // The next sale starts with a tap on a tile: a 20 € note for 14 €, the change is 6 €.
  await adults.click();
  await page.getByRole('button', { name: 'Pay €14.00' }).click();
  await page.getByRole('button', { name: '€20.00 given' }).click();
  await expect(page.getByTestId('till-change')).toHaveText('€6.00', WAIT);
  left -= 1;
  await countsAgree(page, request, next.datetime, left);

  // The receipt carries the stand-in's TSE data: serial number, signature counter and signature.
  const receiptLink = receiptPanel(page).getByRole('link', { name: 'Print receipt' });
  const receiptUrl = (await receiptLink.getAttribute('href')) ?? '';
  const receipt = await page.request.get(receiptUrl.replace(/\.pdf(\?.*)?$/, ''));
  expect(receipt.status()).toBe(200);
  const fiscal = (
    (await receipt.json()) as {
      data: {
        fiscal: {
          state: string;
          tssSerial: string;
          signatureCounter: number;
          signature: string;
          qrCode: string;
        };
      };
    }
  ).data.fiscal;
  expect(fiscal).toMatchObject({ state: 'signed', tssSerial: standIn.serialNumber });
  const tse = page.getByTestId('till-tse');
  await expect(tse).toContainText(
    `TSE signed · serial ${standIn.serialNumber} · signature counter ${fiscal.signatureCounter}`,
  );
  await expect(tse).toContainText(fiscal.signature);
  const pdf = await page.request.get(receiptUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // The printed receipt (80 mm), as an image to look at.
  const pdfFile = path.join(mkdtempSync(path.join(tmpdir(), 'foyer-till-')), 'receipt.pdf');
  writeFileSync(pdfFile, await pdf.body());
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-singlefile',
    pdfFile,
    path.join(root, 'docs/screenshots/till-receipt-pdf'),
  ]);
  // Its QR code is whole on the paper and holds the TSE's data (the DSFinV-K's "V0;…" text).
  const printed = execFileSync(
    'zbarimg',
    ['-q', '--raw', path.join(root, 'docs/screenshots/till-receipt-pdf.png')],
    { encoding: 'utf8' },
  );
  expect(printed.trim()).toBe(fiscal.qrCode);
  expect(printed).toMatch(/^V0;/);
  const tickets = receiptPanel(page).getByRole('link', { name: 'Print tickets (A4)' });
  await expect(tickets).toHaveAttribute('target', '_blank');
  // The tickets on the 80 mm roll: a page 80 mm (226.77 pt) wide.
  const roll = receiptPanel(page).getByRole('link', { name: 'Print tickets (80 mm roll)' });
  const rollPdf = await page.request.get((await roll.getAttribute('href')) ?? '');
  expect(rollPdf.headers()['content-type']).toBe('application/pdf');
  expect((await rollPdf.body()).toString('latin1')).toMatch(/MediaBox\s*\[\s*0 0 226\.77/);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(root, 'docs/screenshots/till-receipt-1180.png') });
  // The page printed (the print stylesheet): only the whole receipt, in the visitor's language.
  await page.emulateMedia({ media: 'print' });
  const printedPage = page.getByTestId('till-print');
  await expect(printedPage).toBeVisible();
  await expect(printedPage).toContainText('Beleg');
  await expect(printedPage).toContainText('Rückgeld');
  await expect(printedPage).toContainText(standIn.serialNumber);
  await expect(page.getByRole('button', { name: 'Next sale' })).toBeHidden();
  await printedPage.screenshot({
    path: path.join(root, 'docs/screenshots/till-receipt-print.png'),
  });
  await page.emulateMedia({ media: 'screen' });

  // Split: two adults (a tap and the basket's +), 10 € on the card, 20 € cash for the 18 € rest.
  await page.getByRole('button', { name: 'Next sale' }).click();
  await adults.click();
  await page.getByRole('button', { name: 'One more: Adults' }).click();
  await expect(page.getByRole('button', { name: 'Pay €28.00' })).toBeEnabled(WAIT);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(root, 'docs/screenshots/till-1180.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(root, 'docs/screenshots/till-1280.png') });
  await page.setViewportSize({ width: 1180, height: 820 });
  await page.getByRole('button', { name: 'Pay €28.00' }).click();
  await page.getByRole('button', { name: 'Card and cash' }).click();
  await page.getByLabel('Card part (€)').fill('10');
  await expect(page.getByText('Cash part: €18.00')).toBeVisible();
  await page.getByLabel('Cash given (€)').fill('20');
  await expect(page.getByText('Change: €2.00')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book card and cash' }).click();
  await expect(page.getByRole('status').filter({ hasText: /booked: €28\.00\./ })).toBeVisible(WAIT);
  await expect(page.getByTestId('till-change')).toHaveText('€2.00');
  await expect(receiptPanel(page)).toContainText('Card €10.00');
  await expect(receiptPanel(page)).toContainText('Cash €18.00');
  left -= 2;
  await countsAgree(page, request, next.datetime, left);

  // Storno of the last sale: confirmed, the places come back.
  await page.getByRole('button', { name: 'Storno of last sale' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Cancel sale \d+ \(€28\.00\)\?/);
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Sale \d+ cancelled: storno \d+, €28\.00 paid back\.$/ }),
  ).toBeVisible(WAIT);
  left += 2;
  await countsAgree(page, request, next.datetime, left);

  // The TSE is down: the sale stands and the receipt says "TSE failed".
  standIn.down();
  try {
    await adults.click();
    await page.getByRole('button', { name: 'Pay €14.00' }).click();
    await page.getByRole('button', { name: 'Exact cash €14.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: /booked: €14\.00\./ })).toBeVisible(
      WAIT,
    );
    await expect(page.getByTestId('till-tse')).toHaveText(/TSE failed/);
  } finally {
    standIn.down(false);
  }
  left -= 1;
  await countsAgree(page, request, next.datetime, left);

  // Closing: 150 float + 14 + 14 + 18 − 18 + 14 cash = 192 € expected; 190 € counted.
  await page.getByRole('button', { name: 'Close shift' }).click();
  await page.getByLabel('Cash counted (€)').fill('190');
  await page.getByRole('button', { name: 'Close shift' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Shift closed: Z report \d+\.$/ }),
  ).toBeVisible(WAIT);
  await expect(page.getByTestId('till-expected')).toHaveText('€192.00');
  await expect(page.getByTestId('till-counted')).toHaveText('€190.00');
  await expect(page.getByTestId('till-difference')).toHaveText('-€2.00');
  await expect(page.getByTestId('till-difference')).toHaveClass(/till-missing/);
  const zLink = page.getByRole('link', { name: 'Z report (PDF)' });
  const zPdf = await page.request.get((await zLink.getAttribute('href')) ?? '');
  expect(zPdf.status()).toBe(200);
  expect((await zPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await axeViolations(page)).toEqual([]);
  expect(standIn.refused).toEqual([]);
});
