/**
 * Recovery codes of the back office's two-factor authentication: a manager turns on 2FA and is shown
 * ten one-time recovery codes once; signs out and back in with one of them instead of a code from
 * the app; the used code does not work twice; new codes (for a current app code) void the old ones.
 * Axe finds no violations; screenshots of the codes and of the sign-in with a recovery code at
 * 1280 and 375 px go to docs/screenshots/.
 */
import { expect, test, type Page } from './hydrated-test';
import path from 'node:path';
import { totpCode } from '../apps/server/src/modules/staff/testing';
import { root, STAFF_PASSWORD, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_RECOVERY_PORT ?? 4593);
const MANAGER = 'mia.manager@museum.example';

let server: AdminServer | null = null;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startAdminServer({
    port,
    name: 'recovery-codes',
    staff: [{ email: MANAGER, role: 'manager', name: 'Mia Manager', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

async function signInWithPassword(page: Page) {
  await page.getByLabel('E-mail').fill(MANAGER);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function shot(name: string): string {
  return path.join(root, 'docs/screenshots', name);
}

test('a manager keeps the recovery codes shown once and signs in with one', async ({ page }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await page.goto('/admin/');
  await signInWithPassword(page);
  // Every role starts on today's figures; two-factor authentication is set up on the account.
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Authentication code').fill(await totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The codes are shown once; focus is on their heading, so a screen reader reads them out.
  const heading = page.getByRole('heading', { name: 'Recovery codes', level: 2 });
  await expect(heading).toBeFocused();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('admin-recovery-codes-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shot('admin-recovery-codes-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard only: the "kept" button closes the list; the count of unused codes remains.
  await page.getByRole('button', { name: 'I have kept the codes' }).focus();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(page.getByText('Unused recovery codes: 10')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInWithPassword(page);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = page.getByLabel('Recovery code');
  await expect(recovery).toBeFocused();
  await recovery.fill(codes[0] ?? '');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: shot('admin-login-recovery-code-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shot('admin-login-recovery-code-1280.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('Unused recovery codes: 9')).toBeVisible();

  // A used code does not open a second session.
  const again = await page.request.post('/api/admin/login', {
    data: { email: MANAGER, password: STAFF_PASSWORD, recoveryCode: codes[0] },
  });
  expect(again.status()).toBe(401);
  expect(await again.json()).toMatchObject({ error: 'TOTP_INVALID' });

  // New codes for a current app code (the next step's: the one that turned 2FA on is spent).
  await page
    .getByLabel('Authentication code')
    .last()
    .fill(await totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const renewed = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
  expect(renewed.filter((code) => codes.includes(code))).toEqual([]);
  const old = await page.request.post('/api/admin/login', {
    data: { email: MANAGER, password: STAFF_PASSWORD, recoveryCode: codes[1] },
  });
  expect(old.status()).toBe(401);
});
