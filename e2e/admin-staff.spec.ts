/**
 * The back office at /admin/: an owner made with the command line's function sets the password,
 * signs in, turns on 2FA (the code computed here), adds a sales member, who gets the invitation
 * e-mail (read from this server's outbox folder), opens its link, sets the password, signs in in
 * the language picked on the sign-in page (kept after sign-in), and neither sees the staff screen
 * nor may call the staff API. Axe finds no violations; screenshots
 * of the login and the staff list at 1280 px go to docs/screenshots/.
 *
 * The staff account must exist before the server opens its embedded database (PGlite allows one
 * connection), so this file starts a server of its own on a fresh data folder.
 */
import { expect, test, type Page } from './hydrated-test';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import { totpCode } from '../apps/server/src/modules/staff/testing';
import { startTestServer } from './test-server';
import { addStaffBeforeStart } from './admin-helpers';
import { axeViolations } from './booking-helpers';
import { linkIn, parseMail, type Mail } from './journeys/outbox';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.FOYER_E2E_ADMIN_PORT ?? 4388);
const base = `http://127.0.0.1:${port}`;
const OWNER = 'owner@museum.example';
const SALES = 'sales@museum.example';
const PASSWORD = 'a long owner password';

let server: ChildProcess | null = null;
let dataDir = '';
let ownerLink = '';

test.use({ baseURL: base, viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-admin-'));
  const env = { ...process.env, FOYER_DATA_DIR: dataDir, FOYER_PUBLIC_BASE_URL: base };
  const config = withEnvironment(loadConfigFile(path.join(root, 'foyer.config.yaml')), env);
  [ownerLink = ''] = await addStaffBeforeStart(config, dataDir, [
    { email: OWNER, role: 'owner', name: 'Olga Owner' },
  ]);
  server = await startTestServer({ port, env, name: 'back-office' });
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits for the e-mail to `to` in this server's outbox folder (its worker sends every 5 s). */
async function mailTo(to: string): Promise<Mail> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => parseMail(readFileSync(path.join(dir, name), 'utf8'), name))
          .filter((mail) => mail.to.toLowerCase().includes(to))
      : [];
    if (found.length > 0) {
      expect(found).toHaveLength(1);
      return found[0]!;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function setPassword(page: Page, link: string, password: string) {
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password (at least 12 characters)').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is set. You can sign in now.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

test('an owner sets the password, signs in, turns on 2FA and adds a sales member', async ({
  page,
}) => {
  // A long journey with several axe runs on a shared machine.
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await setPassword(page, ownerLink, PASSWORD);
  await page.getByRole('button', { name: 'Go to sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-login.png') });
  await page.getByLabel('E-mail').fill(OWNER);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail or password is wrong.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Every role starts on today's figures.
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Authentication code').fill(await totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication: On')).toBeVisible();

  // Signing in again now asks for a code.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  // The code that turned 2FA on is spent; the next 30-second step's code is accepted (±1 step).
  await codeField.fill(await totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

  await page.getByLabel('Name').fill('Sam Sales');
  await page.getByLabel('E-mail', { exact: true }).fill(SALES);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  await page.getByRole('button', { name: 'Create' }).click();
  const link = (await page.getByTestId('password-link').textContent()) ?? '';
  expect(link).toContain('/admin/set-password/');
  await expect(page.getByRole('cell', { name: SALES })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/admin-staff.png'),
    fullPage: true,
  });

  await page.getByRole('link', { name: 'Audit log' }).click();
  // The log reads as sentences.
  await expect(page.getByText(`added staff member ${SALES} (Sales)`).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  // The new member gets the link by e-mail, in the museum's language (none was chosen for them).
  const invitation = await mailTo(SALES);
  expect(invitation.subject).toContain('Verwaltung');
  const mailedLink = linkIn(invitation, '/admin/set-password/');
  expect(mailedLink).toBe(link);
  await setPassword(page, mailedLink, 'a long sales password');
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await page.getByLabel('E-mail').fill(SALES);
  await page.getByLabel('Password').fill('a long sales password');
  // The language picked on the sign-in page is kept after signing in, also after a reload.
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Aujourd’hui', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Aujourd’hui', level: 1 })).toBeVisible();
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/staff');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'FORBIDDEN' });
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

  // The staff member's language is remembered on the account.
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the shop's page loads no back-office code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/assets\/admin-/.test(url))).toEqual([]);
});
