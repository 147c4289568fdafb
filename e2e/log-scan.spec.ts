/**
 * The server's whole log of a browser journey holds none of the journey's secrets: a guest buys
 * night tickets paying by SEPA direct debit, opens the ticket PDF, the invoice, the calendar file
 * and the wallet pass link; an owner sets the password through the set-password link, turns on 2FA
 * and invites a sales member, who sets a password through the link; the owner signs in with a 2FA
 * code. Every token, password, code and IBAN used is collected on the way (also the tokens the shop
 * sends in its API calls), the server runs at the most verbose log level with its standard output
 * and standard error captured, and after it stopped the log is searched for each.
 *
 * The staff account must exist before the server opens its embedded database (PGlite allows one
 * connection), so this file starts a server of its own on a fresh data folder.
 */
import { expect, request as playwrightRequest, test, type Page } from './hydrated-test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import { openDatabase } from '../apps/server/src/db/client';
import { addStaffMember, totpCode } from '../apps/server/src/modules/staff/testing';
import { acceptCookiesUpFront } from './helpers';
import { payBySepa, TEST_IBAN } from './journeys/provider';
import { t } from './journeys/i18n';
import {
  acceptTermsAndContinue,
  addNightTickets,
  expectSuccess,
  field,
  leipzigGuest,
  openBasket,
  payButton,
  paymentTypeName,
  registerAsGuest,
} from './journeys/steps';
import { startTestServer } from './test-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.FOYER_E2E_LOG_SCAN_PORT ?? 4591);
const base = `http://127.0.0.1:${port}`;
const OWNER = 'owner@museum.example';
const SALES = 'sales@museum.example';
const OWNER_PASSWORD = 'the owner password 7Qx';
const SALES_PASSWORD = 'the sales password 4Kd';
const IBAN = TEST_IBAN;

let server: ChildProcess | null = null;
let dataDir = '';
let ownerLink = '';
let log = '';

/** Everything secret the journey used; the log must hold none of it. */
const secrets = new Map<string, string>();

function keep(what: string, value: string | null | undefined): void {
  if (!value) throw new Error(`no ${what} to look for`);
  secrets.set(value, what);
}

/** Keeps the tokens the shop puts into its calls: the login token, the order's token. */
function keepTokensOfRequests(page: Page): void {
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base) return;
    for (const name of ['_', 'cartId', 'id']) {
      const value = url.searchParams.get(name);
      if (value && value.length >= 20) keep(`query parameter ${name}`, value);
    }
    const ref = /^\/pay\/test\/([\w-]{20,})/.exec(url.pathname)?.[1];
    if (ref) keep('payment reference', ref);
  });
}

/**
 * True when `value` is in the log. A six-digit 2FA code counts only as a number of its own, not as
 * part of a longer one such as a time stamp.
 */
function appearsIn(text: string, value: string): boolean {
  if (!/^\d+$/.test(value)) return text.includes(value);
  return new RegExp(`(?<![\\d.])${value}(?!\\d)`).test(text);
}

test.use({ baseURL: base, viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-log-scan-'));
  const env = {
    ...process.env,
    FOYER_DATA_DIR: dataDir,
    FOYER_PUBLIC_BASE_URL: base,
    LOG_LEVEL: 'trace',
  };
  const config = withEnvironment(loadConfigFile(path.join(root, 'foyer.config.yaml')), env);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const added = await addStaffMember(database.db, config, {
    email: OWNER,
    role: 'owner',
    name: 'Olga Owner',
  });
  await database.close();
  if (!added.ok) throw new Error(added.failure.code);
  ownerLink = added.value.setPasswordUrl;
  server = await startTestServer({
    port,
    env,
    name: 'log-scan',
    onOutput: (text) => (log += text),
    onErrorOutput: (text) => (log += text),
  });
});

test.afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function setPassword(page: Page, link: string, password: string) {
  keep('set-password token', link.split('/').pop());
  keep('staff password', password);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password (at least 12 characters)').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is set. You can sign in now.')).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Keeps the staff session's cookie and CSRF token. */
async function keepStaffSession(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'foyer_staff');
  keep('staff session cookie', cookie?.value);
  const me = await page.request.get('/api/admin/me');
  keep('CSRF token', ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken);
}

test('a purchase, its documents and wallet link, an invitation and a 2FA login log no secret', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lang = 'en';
  keepTokensOfRequests(page);
  await acceptCookiesUpFront(page);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  const api = await playwrightRequest.newContext({ baseURL: base });

  // A guest buys night tickets and pays by SEPA direct debit entered in the shop.
  await addNightTickets(page, api, lang, 2);
  await openBasket(page, lang, 1);
  await acceptTermsAndContinue(page, lang);
  await registerAsGuest(page, lang, leipzigGuest('Lotte', 'Logbuch', 'lotte@example.org'));
  await page
    .getByRole('radio', { name: await paymentTypeName(api, lang, 164), exact: true })
    .check();
  await field(page, t(lang, 'payment.accountHolder')).fill('Lotte Logbuch');
  await field(page, t(lang, 'payment.iban')).fill(IBAN);
  keep('IBAN', IBAN);
  await payButton(page, lang).click();
  await payBySepa(page, lang);
  const orderToken = await expectSuccess(page, lang);
  keep('order token', orderToken);

  // The order's page, its documents, its calendar file and the wallet pass link.
  await page.goto(`/${lang}/order-review/${orderToken}`);
  const tickets = page.getByRole('link', { name: t(lang, 'checkout.downloadTickets') });
  const invoice = page.getByRole('link', { name: t(lang, 'checkout.downloadInvoice') });
  for (const link of [tickets, invoice]) {
    const href = (await link.getAttribute('href', { timeout: 20_000 })) ?? '';
    expect(href).toContain(`/order/documents/${orderToken}/`);
    const file = await page.request.get(href);
    expect(file.status(), href).toBe(200);
  }
  // The evening's tickets have no date, so the page offers no calendar file: it is asked for.
  const ics = await page.request.get(`/api/${lang}/order/documents/${orderToken}/calendar.ics`);
  expect(ics.status()).toBeLessThan(500);
  const wallet = await page.request.get(`/api/${lang}/order/wallet/${orderToken}/apple`);
  expect(wallet.status()).toBeLessThan(500);

  // The owner sets the password through the link, signs in and turns on 2FA.
  await setPassword(page, ownerLink, OWNER_PASSWORD);
  await signIn(page, OWNER, OWNER_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await keepStaffSession(page);
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const totpSecret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  keep('TOTP secret', totpSecret.replace(/\s+/g, ''));
  keep('TOTP secret as shown', totpSecret.trim());
  const enrolCode = await totpCode(totpSecret, new Date());
  keep('TOTP code', enrolCode);
  await page.getByLabel('Authentication code').fill(enrolCode);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication: On')).toBeVisible();

  // The owner invites a sales member, who sets a password through the link.
  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByLabel('Name').fill('Sam Sales');
  await page.getByLabel('E-mail', { exact: true }).fill(SALES);
  await page.getByLabel('Role', { exact: true }).selectOption('sales');
  // In English (without a choice the member would get the museum's language, German).
  await page.locator('#staff-language').selectOption('en');
  await page.getByRole('button', { name: 'Create' }).click();
  const salesLink = (await page.getByTestId('password-link').textContent()) ?? '';
  expect(salesLink).toContain('/admin/set-password/');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await setPassword(page, salesLink, SALES_PASSWORD);
  await signIn(page, SALES, SALES_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await keepStaffSession(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The owner signs in with a 2FA code (the next step's: the enrolment's code is spent).
  await signIn(page, OWNER, OWNER_PASSWORD);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  const loginCode = await totpCode(totpSecret, new Date(Date.now() + 30_000));
  keep('TOTP code', loginCode);
  await codeField.fill(loginCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await keepStaffSession(page);
  await api.dispose();

  // The whole log, once the server has stopped.
  const stopped = new Promise((resolve) => server?.once('exit', resolve));
  server?.kill('SIGTERM');
  await stopped;
  server = null;
  const found = [...secrets].filter(([value]) => appearsIn(log, value)).map(([, what]) => what);
  expect(found, `secrets in the log (of ${secrets.size} looked for)`).toEqual([]);
  // The journey was logged: its requests are there, their secrets hidden.
  expect(log).toContain('"url":"/admin/set-password/[REDACTED]"');
  expect(log).toContain(`"url":"/api/${lang}/order/documents/[REDACTED]/tickets.pdf"`);
  expect(log).toContain(`"url":"/api/${lang}/order/documents/[REDACTED]/calendar.ics"`);
  expect(log).toContain(`"url":"/api/${lang}/order/wallet/[REDACTED]/apple"`);
});
