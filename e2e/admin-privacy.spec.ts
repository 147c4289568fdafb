/**
 * Data protection in Chromium (docs/decisions.md "Data protection"):
 * - a registered visitor downloads their data as JSON and as a readable page, records a consent,
 *   and deletes the account: afterwards a login fails, and the invoice of their order (downloaded,
 *   read with pdftotext) still names them with their billing address, as the law requires, while
 *   their e-mail is gone from it;
 * - the owner finds a guest by e-mail in "Data requests", downloads the record's export and erases
 *   it; the audit log shows both runs and the visitor's own deletion.
 * The settings and the screen have no axe violations at 375 and 1280 px; their screenshots go to
 * docs/screenshots/data-protection-*.png.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './hydrated-test';
import { buyItems, root, signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';

// A port of its own next to the run's shop servers.
const port = Number(process.env.FOYER_E2E_PRIVACY_PORT ?? 4791);
const OWNER = 'owner@museum.example';
const PASSWORD = 'Lindenau-Privacy-2026!';
const NIGHT_TICKET = { type: 'ticket', id: 31, count: 1, datetime: null, subtickets: [] };

let server: AdminServer | null = null;
const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const visitorEmail = `privacy-visitor-${stamp}@example.org`;
const guestEmail = `privacy-guest-${stamp}@example.org`;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'privacy',
    staff: [{ email: OWNER, role: 'owner', name: 'Olga Owner', language: 'en' }],
  });
});

test.afterAll(() => server?.stop());

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The text of a PDF as pdftotext reads it, runs of blanks made one space. */
function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString().replace(/\s+/g, ' ');
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(root, `docs/screenshots/data-protection-${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor downloads their data, consents, deletes the account; the invoice keeps what the law needs', async ({
  page,
}) => {
  // Registered and logged in (through the API), with one booked order.
  const registered = await page.request.post('/api/en/customer/register', {
    data: {
      c: {
        salutation: 'ms',
        fname: 'Petra',
        lname: 'Privat',
        company: '',
        email: visitorEmail,
        phone: '+49 30 5550123',
        street: 'Datenschutzweg 7',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
        send_invoice: true,
        shipping: null,
        password: PASSWORD,
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const login = async () =>
    page.request.post('/api/en/auth/login', { data: { _u: visitorEmail, _p: md5(PASSWORD) } });
  const loggedIn = await login();
  expect(loggedIn.status()).toBe(200);
  const token = ((await loggedIn.json()) as { data: string }).data;
  const { orderToken } = await buyItems(
    page.request,
    server?.base ?? '',
    { fname: 'Petra', lname: 'Privat', email: visitorEmail },
    [NIGHT_TICKET],
    { customerToken: token },
  );
  const invoiceUrl = `/api/en/order/documents/${orderToken}/invoice.pdf`;
  const before = pdfText(await (await page.request.get(invoiceUrl)).body());
  expect(before).toContain('Petra Privat');
  expect(before).toContain(visitorEmail);

  // The shop, logged in as the visitor.
  await page.addInitScript(
    ([value]) => {
      window.sessionStorage.setItem('cookiesAccepted', 'true');
      window.sessionStorage.setItem('token', JSON.stringify(value));
    },
    [token],
  );
  await page.goto('/en/settings');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const jsonText = readFileSync((await json.path()) ?? '', 'utf8');
  const exported = JSON.parse(jsonText) as {
    account: { email: string; phone: string };
    orders: { past: { number: string }[]; coming: unknown[] };
  };
  expect(exported.account).toMatchObject({ email: visitorEmail, phone: '+49 30 5550123' });
  expect(jsonText).not.toContain(orderToken);
  expect(jsonText).not.toContain(token);
  expect(jsonText).not.toMatch(/passwordHash|\$argon2/);

  const [readable] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data as a readable page' }).click(),
  ]);
  expect(readable.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.html$/);
  const html = readFileSync((await readable.path()) ?? '', 'utf8');
  expect(html).toContain('<h1>Your data</h1>');
  expect(html).toContain('Petra');
  expect(html).toContain(visitorEmail);
  const number = exported.orders.past[0]?.number ?? exported.orders.coming.length;
  expect(html).toContain(`Order ${String(number)}`);
  expect(html).not.toContain(orderToken);
  // The page itself, opened in the browser: readable, with no axe violations.
  const view = await page.context().newPage();
  await view.setContent(html);
  await expect(view.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect(await axeViolations(view)).toEqual([]);
  await view.screenshot({
    path: path.join(root, 'docs/screenshots/data-protection-readable-page-1280.png'),
    fullPage: true,
  });
  await view.close();

  // A consent, recorded and shown with its date.
  const consents = page.getByRole('region', { name: 'Your consents' });
  await consents
    .getByRole('checkbox', { name: 'Send me the museum’s newsletter by e-mail' })
    .check();
  await expect(consents.getByRole('status')).toHaveText('Your answer has been saved.');
  await expect(consents.getByText(/^Agreed on /)).toBeVisible();

  await shot(page, 'settings');

  // Deleting the account.
  const remove = page.getByRole('region', { name: 'Delete account' });
  await expect(remove.getByText(/cannot be undone/)).toBeVisible();
  await remove.getByLabel(/^Your password/).fill(PASSWORD);
  await remove.getByRole('checkbox', { name: 'Yes, delete my account for good' }).check();
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);

  // No login, no token.
  const again = await login();
  expect(again.status()).toBe(422);
  expect(((await again.json()) as { error: string }).error).toBe('AUTH_LOGIN_FAILED');
  const me = await page.request.get(`/api/en/customer?_=${token}`);
  expect(me.status()).toBe(401);

  // The invoice is still there: the name and billing address the law needs, not the e-mail.
  const invoice = await page.request.get(invoiceUrl);
  expect(invoice.status()).toBe(200);
  const after = pdfText(await invoice.body());
  expect(after).toContain('Petra Privat');
  expect(after).toContain('Datenschutzweg 7');
  expect(after).toContain('04109 Leipzig');
  expect(after).not.toContain(visitorEmail);
  expect(after).not.toContain('5550123');
});

test('the owner exports and erases a guest’s data; the audit log shows it', async ({ page }) => {
  await buyItems(
    page.request,
    server?.base ?? '',
    {
      fname: 'Gustav',
      lname: 'Gast',
      email: guestEmail,
    },
    [NIGHT_TICKET],
  );
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, OWNER);
  await page.goto('/admin/privacy');
  await expect(
    page.getByRole('heading', { name: 'A visitor’s data on request', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('The visitor’s e-mail').fill(guestEmail);
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(page.getByText('Records found: 1.')).toBeVisible();
  const record = page.getByRole('list', { name: 'Records of this e-mail' }).getByRole('listitem');
  const heading = (await record.getByRole('heading').textContent()) ?? '';
  const id = /(\d+)\)$/.exec(heading)?.[1] ?? '';
  expect(heading).toBe(`Guest checkout (record ${id})`);
  await shot(page, 'admin');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    record.getByRole('button', { name: 'Download the data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`customer-${id}-data.json`);
  const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
    account: { email: string; fname: string };
  };
  expect(data.account).toMatchObject({ email: guestEmail, fname: 'Gustav' });

  await record.getByRole('button', { name: 'Erase' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Erase the data of ${guestEmail}?`);
  await dialog.getByLabel('E-mail of the record').fill(guestEmail);
  await dialog.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(
    page.getByText('The record has been erased; orders kept with reduced data: 1.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(page.getByText('Records found: 0.')).toBeVisible();

  await page.goto('/admin/audit');
  await expect(
    page.getByText(`Olga Owner exported the data of customer record #${id}`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`Olga Owner erased customer record #${id} (orders kept with reduced data: 1)`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(/^The visitor deleted their account, customer record #\d+/),
  ).toBeVisible();
  // The log names the record, never the visitor's data.
  await expect(page.getByText(guestEmail)).toHaveCount(0);
  await expect(page.getByText(visitorEmail)).toHaveCount(0);
});
