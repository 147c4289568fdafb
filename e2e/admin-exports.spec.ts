/**
 * Exports for the accountant: a manager opens Exports from the menu (last month by default), reads
 * what each file holds, downloads the workbook and the DATEV booking batch (download events: their
 * names and that they are not empty, the workbook a ZIP container, the batch an EXTF file), at
 * 1280 and 375 px without sideways scrolling. Axe finds no violations; screenshots go to
 * docs/screenshots/admin-exports.png and admin-exports-375.png.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './hydrated-test';
import {
  noSidewaysScroll,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_EXPORTS_PORT ?? 4731);
const MANAGER = 'manager@museum.example';
let server: AdminServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'exports',
    staff: [{ email: MANAGER, role: 'manager', name: 'Ben Manager', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

/** Signs the manager in and opens Exports: from the menu, or (on a phone) by its address. */
async function openExports(page: Page, viaMenu: boolean) {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  if (viaMenu) {
    await page.goto('/admin/');
    await page.getByRole('link', { name: 'Exports' }).click();
  } else {
    await page.goto('/admin/exports');
  }
  await expect(
    page.getByRole('heading', { name: 'Exports for the accountant', level: 1 }),
  ).toBeVisible();
}

/** Clicks a download button and answers the file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(saved) };
}

test('a manager downloads the workbook and the DATEV batch of last month', async ({ page }) => {
  await openExports(page, true);
  const from = await page.getByLabel('From', { exact: true }).inputValue();
  const to = await page.getByLabel('To', { exact: true }).inputValue();
  expect(from.endsWith('-01')).toBe(true);
  expect(to.slice(0, 7)).toBe(from.slice(0, 7));
  await expect(page.getByText(/The four lists below in one file/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-exports.png'),
    fullPage: true,
  });

  const workbook = await download(page, 'Download Workbook (Excel)');
  expect(workbook.name).toBe(`foyer-export-${from}_${to}.xlsx`);
  expect(workbook.bytes.length).toBeGreaterThan(1000);
  expect(workbook.bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText('Workbook (Excel) downloaded.')).toBeVisible();

  const datev = await download(page, 'Download DATEV booking batch');
  expect(datev.name).toBe(`EXTF_Buchungsstapel_${from}_${to}.csv`);
  expect(datev.bytes.length).toBeGreaterThan(100);
  expect(datev.bytes.subarray(0, 6).toString('latin1')).toBe('"EXTF"');
  await expect(page.getByText('DATEV booking batch downloaded.')).toBeVisible();
});

test('the exports fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openExports(page, false);
  await expect(page.getByRole('button', { name: 'Download Document PDFs (ZIP)' })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-exports-375.png'),
    fullPage: true,
  });
});
