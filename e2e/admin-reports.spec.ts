/**
 * Reports in the back office: a fresh shop prints its demo owner's credentials on the first start;
 * the owner adds a manager and a sales member. The manager opens the reports (demo orders of the
 * past six weeks), sees a chart and a table, changes the period, and downloads the CSV in English
 * and German spreadsheet style. The sales member has no Reports entry and the API answers 403.
 * Axe finds no violations; a screenshot at 1280 px goes to docs/screenshots/admin-report.png.
 *
 * Starts a server of its own on a fresh data folder, to read what the first start prints.
 */
import { addDays } from '@foyer/domain';
import { expect, request, test, type Page } from './hydrated-test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from './test-server';
import { axeViolations } from './booking-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.FOYER_E2E_REPORTS_PORT ?? 4421);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
const SALES = 'sales@museum.example';
const PASSWORD = 'a long staff password';

let server: ChildProcess | null = null;
let dataDir = '';
let output = '';

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

/** Signs the demo owner in through the API and adds a staff member with a password. */
async function addStaff(owner: { email: string; password: string }, email: string, role: string) {
  const api = await request.newContext({ baseURL: base });
  const login = await api.post('/api/admin/login', { data: owner });
  expect(login.status()).toBe(200);
  const csrf: string = (await login.json()).data.me.csrfToken;
  const created = await api.post('/api/admin/staff', {
    data: { email, name: role, role, language: 'en' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(created.status()).toBe(200);
  const token = String((await created.json()).data.setPasswordUrl)
    .split('/')
    .pop();
  const set = await api.post('/api/admin/password', { data: { token, password: PASSWORD } });
  expect(set.status()).toBe(200);
  await api.dispose();
}

async function signIn(page: Page, email: string) {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-reports-'));
  server = await startTestServer({
    port,
    env: { ...process.env, FOYER_DATA_DIR: dataDir, FOYER_PUBLIC_BASE_URL: base },
    name: 'reports',
    onOutput: (text) => {
      output += text;
    },
    ready: () => Promise.resolve(/password: \S+/.test(output) && /Foyer is running/.test(output)),
  });
  const email = /e-mail: +(\S+)/.exec(output)?.[1];
  const password = /password: +(\S+)/.exec(output)?.[1];
  if (!email || !password) throw new Error(`no demo owner printed:\n${output.slice(0, 2000)}`);
  const owner = { email, password };
  await addStaff(owner, MANAGER, 'manager');
  await addStaff(owner, SALES, 'sales');
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the first start prints the demo owner once, with the back office address', () => {
  expect(output).toContain('demo owner account (shown only now)');
  expect(output).toContain(`${base}/admin/`);
  expect(output.match(/password: /g)).toHaveLength(1);
});

test('a manager sees sales as chart and table, changes the period and downloads CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MANAGER);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Sales per period' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('img', { name: /^Chart of Sales per period/ })).toBeVisible();
  await expect(page.locator('.report-chart canvas')).toBeVisible();
  // Six weeks of demo orders: weekly rows with sales, and a total.
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  const weeks = table.getByRole('row', { name: /^Week \d+, \d{4}/ });
  expect(await weeks.count()).toBeGreaterThanOrEqual(6);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-report.png'),
    fullPage: true,
  });

  // The last 14 days, per day.
  const today = await page.getByLabel('To', { exact: true }).inputValue();
  const from = addDays(today, -13);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('Per', { exact: true }).selectOption('day');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 14 + 1);
  await expect(table.getByRole('row', { name: /^Week/ })).toHaveCount(0);

  const csv = async (name: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    const file = await (await download).path();
    return { name: (await download).suggestedFilename(), text: readFileSync(file, 'utf8') };
  };
  const english = await csv('Download CSV');
  expect(english.name).toBe(`foyer-sales-${from}-${today}.csv`);
  const lines = english.text.split('\r\n');
  // The sales with the VAT they contain (the VAT report's, per period).
  expect(lines[0]).toBe(
    '\uFEFF"Period","Orders","Sales (EUR)","Refunds (EUR)","Net sales (EUR)","Excluding VAT (EUR)","VAT (EUR)"',
  );
  expect(lines[1]).toMatch(
    new RegExp(
      `^"${from}",\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2},-?\\d+\\.\\d{2},-?\\d+\\.\\d{2},-?\\d+\\.\\d{2}$`,
    ),
  );
  expect(lines[15]).toMatch(
    /^"Total",\d+,\d+\.\d{2},\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/,
  );
  expect(lines[16]).toBe('');

  // Products, in German: semicolons and decimal commas.
  await page.getByLabel('Report', { exact: true }).selectOption('products');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByRole('table', { name: 'Sales per product and ticket type' }),
  ).toBeVisible();
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Berichte', level: 1 })).toBeVisible();
  const german = await csv('CSV herunterladen');
  const rows = german.text.split('\r\n');
  expect(rows[0]).toBe(
    '\uFEFF"Produkt";"Menge";"Umsatz (EUR)";"Erstattungen (EUR)";"Nettoumsatz (EUR)"',
  );
  expect(
    rows.slice(1, -2).every((row) => /^"[^"]+";\d+;-?\d+,\d{2};\d+,\d{2};-?\d+,\d{2}$/.test(row)),
  ).toBe(true);
  expect(rows.at(-2)).toMatch(/^"Summe";/);
  await page.getByLabel('Sprache').selectOption('en');

  // Visitors per slot: expected and checked in, two series.
  await page.getByLabel('Report', { exact: true }).selectOption('visitors');
  await page.getByRole('button', { name: 'Show' }).click();
  const visitors = page.getByRole('table', { name: 'Visitors per time slot' });
  await expect(visitors.getByRole('columnheader', { name: 'Checked in' })).toBeVisible();
  // The legend names the two series, with no empty values beside them ("Value: --").
  const legend = page.locator('.report-chart .u-legend');
  await expect(legend).toContainText('Expected');
  await expect(legend).toContainText('Checked in');
  await expect(legend).not.toContainText('--');
  await expect(legend).not.toContainText('Value');
  expect(await axeViolations(page)).toEqual([]);
});

test('a tablet sees the reports without losing the filters', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, MANAGER);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('table', { name: 'Sales per period' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(768);
  expect(await axeViolations(page)).toEqual([]);
});

test('a sales member has no Reports entry and the API answers 403', async ({ page }) => {
  await signIn(page, SALES);
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/reports/sales?from=2026-01-01&to=2026-01-31');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN' });
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
});
