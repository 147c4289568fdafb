/**
 * The catalog file in the back office in Chromium: an owner downloads the
 * catalog, changes an event's name in the file, uploads it, sees the dry run's change list, applies
 * it, and the running shop shows the new name at once. Axe finds no violations; screenshots at
 * 1280 px and 768 px go to docs/screenshots/.
 *
 * The import changes the catalog, and staff accounts must exist before the server opens its
 * embedded database (PGlite allows one connection), so this file starts a server of its own on a
 * fresh data folder (port FOYER_E2E_IMPORT_PORT, default 4481).
 */
import { expect, test, type Page } from './hydrated-test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import { openDatabase } from '../apps/server/src/db/client';
import { addStaffMember } from '../apps/server/src/modules/staff/testing';
import { startTestServer } from './test-server';
import { axeViolations } from './booking-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.FOYER_E2E_IMPORT_PORT ?? 4481);
const base = `http://127.0.0.1:${port}`;
const PASSWORD = 'a long staff password';
const OWNER = 'owner@museum.example';
const NEW_NAME = 'Night of the Weavers';

let server: ChildProcess | null = null;
let dataDir = '';

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-import-'));
  const env = { ...process.env, FOYER_DATA_DIR: dataDir, FOYER_PUBLIC_BASE_URL: base };
  const config = withEnvironment(loadConfigFile(path.join(root, 'foyer.config.yaml')), env);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const added = await addStaffMember(database.db, config, {
    email: OWNER,
    role: 'owner',
    name: 'Olga Owner',
  });
  if (!added.ok) throw new Error(added.failure.code);
  await database.close();
  server = await startTestServer({ port, env, name: 'import' });
  const api = await playwright.request.newContext({ baseURL: base });
  const token = added.value.setPasswordUrl.split('/').pop() ?? '';
  const set = await api.post('/api/admin/password', { data: { token, password: PASSWORD } });
  expect(set.status()).toBe(200);
  await api.dispose();
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs in through the API (the login screen is tested elsewhere); the cookie is the page's. */
async function signIn(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  const login = await page.request.post('/api/admin/login', {
    data: { email: OWNER, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
}

type Item = Record<string, unknown> & { id: number; name: Record<string, string> };

test('an owner downloads the catalog, uploads a changed file, checks it and applies it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/catalog-file');
  await expect(page.getByRole('heading', { name: 'Catalog file', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Catalog file' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the catalog' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.yaml$/);
  const file = parse(readFileSync(await download.path(), 'utf8')) as { events: Item[] };
  const [event] = file.events.filter((item) => item.active !== false);
  if (!event) throw new Error('the demo has no event');
  const oldName = event.name.en ?? '';
  event.name.en = NEW_NAME;
  const changed = path.join(dataDir, 'changed.yaml');
  writeFileSync(changed, stringify(file));

  await page.getByLabel('Catalog file (YAML)').setInputFiles(changed);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: 'What the import changes' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `events[id=${event.id}].name.en` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Changed');
  await expect(row.getByRole('cell').nth(2)).toHaveText(oldName);
  await expect(row.getByRole('cell').nth(3)).toHaveText(NEW_NAME);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/catalog-file-1280.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/catalog-file-768.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Nothing changed yet: the dry run rolled back.
  const before = await page.request.get('/api/en/event/select');
  expect(await before.text()).not.toContain(NEW_NAME);

  await page.getByRole('button', { name: 'Apply the changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: the catalog/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/en/tickets');
  await expect(page.getByText(NEW_NAME).first()).toBeVisible();
});

test('a broken file lists its errors by path and changes nothing', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/catalog-file');
  const broken = path.join(dataDir, 'broken.yaml');
  writeFileSync(
    broken,
    stringify({ version: 1, events: [{ id: 1, name: { en: 'x' }, price: -1 }] }),
  );
  await page.getByLabel('Catalog file (YAML)').setInputFiles(broken);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    page.getByRole('heading', { name: 'The file has errors; nothing was imported' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'events[0].price' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
