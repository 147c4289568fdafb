/**
 * The door's scanner in Chromium at 375 px: a door member scans valid, used, cancelled,
 * wrong-slot and unknown tickets by typing, a valid one through the camera (Chromium's fake capture
 * of a QR code, read by the zxing-wasm fallback where BarcodeDetector is missing), and goes offline,
 * scans, comes back: the scans arrive exactly once and a barcode admitted at two doors shows as a
 * conflict. Axe finds no violations; screenshots of a valid and a refused answer go to
 * docs/screenshots/.
 *
 * The tickets are booked in the database before the server opens it (PGlite allows one
 * connection), so this file starts a server of its own on a fresh data folder.
 */
import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { orders } from '../apps/server/src/db/schema';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { axeViolations } from './booking-helpers';
import { writeQrVideo } from './qr-video';
import {
  DAY,
  DOOR,
  dayTicket,
  root,
  startScanServer,
  timedTicket,
  type ScanServer,
} from './scan-server';

const port = Number(process.env.FOYER_E2E_SCAN_PORT ?? 4441);
const base = `http://127.0.0.1:${port}`;

const NAMES = ['typed', 'camera', 'offline', 'elsewhere', 'slotA', 'slotB', 'cancelled'] as const;
type Codes = Record<(typeof NAMES)[number], string>;

let server: ScanServer<Codes> | null = null;
let video = '';
let codes = Object.fromEntries(NAMES.map((name) => [name, ''])) as Codes;
let today = '';

test.use({ baseURL: base, viewport: { width: 375, height: 740 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startScanServer({
    port,
    name: 'e2e-scan',
    prepare: async ({ book, db, today: date }) => {
      const days = await book([dayTicket(date), dayTicket(date), dayTicket(date), dayTicket(date)]);
      const [typed = '', camera = '', offline = '', elsewhere = ''] = days.barcodes;
      const slots = await book([timedTicket(date, '10:00'), timedTicket(date, '14:00')]);
      const [slotA = '', slotB = ''] = slots.barcodes;
      const cancelled = await book([dayTicket(date)]);
      await db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(inArray(orders.id, [cancelled.id]));
      return {
        typed,
        camera,
        offline,
        elsewhere,
        slotA,
        slotB,
        cancelled: cancelled.barcodes[0] ?? '',
      };
    },
  });
  codes = server.prepared;
  today = server.today;
  video = path.join(server.dataDir, 'ticket-qr.y4m');
  writeQrVideo(video, codes.camera);
});

test.afterAll(() => {
  server?.stop();
});

/** Signs the door member in through the API (the login screen is not what is tested here). */
async function openScanner(context: BrowserContext): Promise<Page> {
  const login = await context.request.post(`${base}/api/admin/login`, {
    data: { email: DOOR.email, password: DOOR.password },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto(`${base}/admin/scan`);
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
  await expect(page.getByTestId('scan-network')).toContainText('tickets stored for offline use');
  return page;
}

async function type(page: Page, code: string): Promise<void> {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByLabel('Ticket code').press('Enter');
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next ticket' }).click();
  await expect(page.getByTestId('scan-result')).toBeHidden();
}

async function csrf(api: APIRequestContext): Promise<string> {
  const me = await api.get(`${base}/api/admin/me`);
  return ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

test('a door member scans valid, used, cancelled, wrong-slot and unknown tickets by typing', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await openScanner(context);
  expect(await axeViolations(page)).toEqual([]);

  await type(page, codes.typed.replaceAll('-', '').toLowerCase());
  const result = page.getByTestId('scan-result');
  await expect(result).toHaveAttribute('data-status', 'valid');
  await expect(result).toContainText('Valid');
  await expect(result).toContainText('Day ticket adults');
  await expect(result).toContainText('1 person');
  // The live region announces it; the button to go on has the focus.
  await expect(page.locator('[aria-live="assertive"]')).toContainText('Valid');
  await expect(page.getByRole('button', { name: 'Next ticket' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/scan-valid-375.png') });
  await next(page);
  await expect(page.getByTestId('scan-counts')).toContainText('1 of');

  await type(page, codes.typed);
  await expect(result).toHaveAttribute('data-status', 'refused');
  await expect(result).toContainText(/Already used at \d{1,2}:\d{2}/);
  await expect(page.locator('[aria-live="assertive"]')).toContainText('Not admitted: Already used');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/scan-refused-375.png') });
  await next(page);

  await type(page, codes.cancelled);
  await expect(result).toContainText('Ticket cancelled');
  await next(page);
  await type(page, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expect(result).toContainText('Unknown code');
  await next(page);

  // The door checks the 10:00 slot of the special exhibition: the 14:00 ticket is refused.
  // Entrances are named from the catalog in the door member's language (English).
  await page.getByLabel('Entrance').selectOption({ label: 'Light Play – Glass, Light and Colour' });
  await page.getByLabel('Time slot').selectOption(`${today}T10:00`);
  await expect(page.getByTestId('scan-counts')).toContainText('0 of 1 checked in');
  await type(page, codes.slotB);
  await expect(result).toHaveAttribute('data-status', 'refused');
  await expect(result).toContainText('Other time slot');
  await expect(result).toContainText('14:00');
  await next(page);
  // A day ticket of the permanent exhibition is for another entrance here.
  await type(page, codes.camera);
  await expect(result).toContainText('Ticket for another entrance');
  await next(page);
  await context.close();
});

test('the camera reads the QR code of a ticket', async () => {
  test.setTimeout(60_000);
  const cameraBrowser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await cameraBrowser.newContext({ viewport: { width: 375, height: 740 } });
    await context.grantPermissions(['camera'], { origin: base });
    const page = await openScanner(context);
    await page.getByRole('button', { name: 'Start camera' }).click();
    const result = page.getByTestId('scan-result');
    await expect(result).toHaveAttribute('data-status', 'valid', { timeout: 20_000 });
    await expect(result).toContainText('Day ticket adults');
    // The page measures decode → answer for the scanner bench (bench/scan-latency.bench.ts).
    const measured = await page.evaluate(() =>
      performance
        .getEntriesByName('foyer:scan')
        .map((entry) => (entry as PerformanceMeasure).detail),
    );
    expect(measured[0]).toEqual({ offline: false, status: 'valid', source: 'camera' });
    await page.getByRole('button', { name: 'Next ticket' }).click();
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await context.close();
  } finally {
    await cameraBrowser.close();
  }
});

test('offline, the page decides with the stored tickets and sends the scans once when back', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await openScanner(context);
  // Another door admits a ticket after this page stored the day's list.
  const elsewhere = await context.request.post(`${base}/api/admin/checkin/scans`, {
    headers: { 'x-csrf-token': await csrf(context.request) },
    data: {
      scanId: crypto.randomUUID(),
      barcode: codes.elsewhere,
      device: 'north-door',
      checkpoint: { entrance: null, slot: null },
    },
  });
  expect(((await elsewhere.json()) as { data: { status: string } }).data.status).toBe('valid');

  await context.setOffline(true);
  const result = page.getByTestId('scan-result');
  await type(page, codes.offline);
  await expect(result).toHaveAttribute('data-status', 'valid');
  await expect(result).toContainText('Decided offline');
  await next(page);
  await expect(page.getByTestId('scan-network')).toContainText('Offline — 1 scans waiting');
  await type(page, codes.offline);
  await expect(result).toContainText('Already used at');
  await next(page);
  await type(page, codes.elsewhere);
  await expect(result).toHaveAttribute('data-status', 'valid');
  await next(page);
  await expect(page.getByTestId('scan-network')).toContainText('Offline — 3 scans waiting');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/scan-offline-375.png') });

  const queued = await page.evaluate(() => localStorage.getItem('foyer.scan.queue') ?? '[]');
  await context.setOffline(false);
  await expect(page.getByTestId('scan-network')).toHaveText(/^Online ·/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('foyer.scan.queue'))).toBe('[]');
  // The barcode admitted at two doors is a conflict, listed on the page.
  await expect(page.getByTestId('scan-conflicts')).toContainText(codes.elsewhere);
  await expect(page.getByTestId('scan-conflicts')).toContainText('north-door');

  // Exactly once: the day counts each admitted day ticket once (typed, camera, offline, elsewhere).
  const day = await context.request.get(`${base}/api/admin/checkin/day?date=${today}`);
  const data = (await day.json()) as {
    data: {
      entrances: { entrance: string; slots: { checkedIn: number }[] }[];
      conflicts: { barcode: string }[];
    };
  };
  const permanent = data.data.entrances.find(
    (entrance) => entrance.entrance === `event:${DAY.event}`,
  );
  expect(permanent?.slots.reduce((sum, slot) => sum + slot.checkedIn, 0)).toBe(4);
  expect(data.data.conflicts.map((conflict) => conflict.barcode)).toEqual([codes.elsewhere]);
  // The same scans sent again (as after a lost answer) are answered, not counted again.
  const again = await context.request.post(`${base}/api/admin/checkin/scans/sync`, {
    headers: { 'x-csrf-token': await csrf(context.request) },
    data: { scans: JSON.parse(queued) as unknown[] },
  });
  const answers = (await again.json()) as { data: { results: { repeated: boolean }[] } };
  expect(answers.data.results.map((answer) => answer.repeated)).toEqual([true, true, true]);
  const after = await context.request.get(`${base}/api/admin/checkin/day?date=${today}`);
  expect(await after.json()).toEqual(data);
  await context.close();
});
