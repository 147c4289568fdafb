/**
 * The visitor's details and the invoice documents on an order's page, in Chromium:
 * - a manager corrects a shop order's e-mail and address in a dialog; the page shows the new
 *   details, the first invoice marked cancelled, a cancellation invoice and a new invoice, each a
 *   download whose PDF says so (the old invoice still prints the old address); the order is found
 *   by part of its new e-mail;
 * - a refused field (a country that is not a code) shows its message beside the field with the
 *   focus on it; Esc closes the dialog and gives the focus back to the button;
 * - a desk sale has no invoice until the manager issues one; its link appears.
 * Axe finds no violations on the page and the dialog; no sideways scrolling at 375 px;
 * screenshots docs/screenshots/admin-order-details-1280.png and -375.png, the documents after a
 * correction in admin-order-documents-1280.png.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from './hydrated-test';
import {
  buyInShop,
  csrfOf,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  type Buyer,
  noSidewaysScroll,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_ORDER_DETAILS_PORT ?? 4671);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
const BUYER: Buyer = { fname: 'Clara', lname: 'Schumann', email: 'clara.s@example.org' };

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'order-details',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
  });
  const api = await playwright.request.newContext({ baseURL: base });
  await buyInShop(api, base, BUYER, [1, 0]);
  await api.dispose();
});

test.afterAll(() => {
  server?.stop();
});

/** The text of a PDF the page links to, as poppler reads it (spaces folded). */
async function pdfText(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await res.body() });
  return text.toString('utf8').replace(/\s+/g, ' ');
}

async function orderIdByEmail(page: Page, email: string): Promise<number> {
  const found = await page.request.get('/api/admin/orders', { params: { email } });
  expect(found.status()).toBe(200);
  const rows = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders;
  return rows[0]?.id ?? 0;
}

test('a manager corrects the e-mail and address: the invoice is cancelled and replaced', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  const id = await orderIdByEmail(page, BUYER.email);
  await page.goto(`/admin/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order ');
  const firstInvoice = page.getByRole('link', { name: /^Invoice INV-\d{6}$/ });
  await expect(firstInvoice).toHaveCount(1);
  const firstNumber = ((await firstInvoice.textContent()) ?? '').replace('Invoice ', '');
  await expect(page.getByRole('link', { name: 'Tickets (PDF)' })).toBeVisible();

  // A refused field: the message beside it, the focus on it; Esc closes and gives focus back.
  const opener = page.getByRole('button', { name: 'Correct details' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: /^Correct the visitor’s details of order / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveValue(BUYER.email);
  const country = dialog.getByLabel(/^Country/);
  await country.fill('X1');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(country).toBeFocused();
  await expect(country).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The correction.
  await opener.click();
  await dialog.getByLabel('E-mail').fill('clara.wieck@example.org');
  await dialog.getByLabel('Street and number').fill('Inselstraße 18');
  await dialog.getByLabel('Why (kept in the audit log)').fill('Visitor called: new address');
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-order-details-1280.png') });
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The visitor’s details were saved.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const customer = page.getByRole('region', { name: 'Customer and invoice' });
  await expect(customer).toContainText('clara.wieck@example.org');
  await expect(customer).toContainText('Inselstraße 18');
  const cancelledLink = page.getByRole('link', { name: `Invoice ${firstNumber}` });
  await expect(cancelledLink.locator('xpath=..')).toContainText('(cancelled)');
  const cancellation = page.getByRole('link', { name: /^Cancellation invoice CI-\d{6}$/ });
  await expect(cancellation).toHaveCount(1);
  const replacement = page
    .getByRole('link', { name: /^Invoice INV-\d{6}$/ })
    .filter({ hasNotText: firstNumber });
  await expect(replacement).toHaveCount(1);
  const newNumber = ((await replacement.textContent()) ?? '').replace('Invoice ', '');
  expect(await axeViolations(page)).toEqual([]);
  await customer.screenshot({
    path: path.join(root, 'docs/screenshots/admin-order-documents-1280.png'),
  });

  // The documents say what they are: the old invoice keeps the old address.
  const oldText = await pdfText(page, (await cancelledLink.getAttribute('href')) ?? '');
  expect(oldText).toContain('Lindenstraße 1');
  expect(oldText).not.toContain('Inselstraße 18');
  const cancelText = await pdfText(page, (await cancellation.getAttribute('href')) ?? '');
  expect(cancelText).toContain(`Cancels invoice: ${firstNumber}`);
  expect(cancelText).toContain(`Replaced by invoice: ${newNumber}`);
  const newText = await pdfText(page, (await replacement.getAttribute('href')) ?? '');
  expect(newText).toContain('Inselstraße 18');
  expect(newText).toContain('clara.wieck@example.org');
  expect(newText).toContain(`Replaces invoice: ${firstNumber}`);

  // Found by part of the new e-mail in the order list.
  await page.goto('/admin/orders');
  await page.getByLabel('E-mail').fill('wieck@exam');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Clara Schumann' })).toHaveCount(1);

  // 375 px: the dialog fits.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/admin/orders/${id}`);
  await page.getByRole('button', { name: 'Correct details' }).click();
  await expect(dialog).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(root, 'docs/screenshots/admin-order-details-375.png') });
});

test('a desk sale gets an invoice when the manager issues one', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  const sold = await page.request.post('/api/admin/desk/sales', {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: {
      language: 'en',
      payment: 'cash',
      items: [{ type: 'ticket', id: 31, count: 2, datetime: null, subtickets: [] }],
    },
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const { orderId } = ((await sold.json()) as { data: { orderId: number } }).data;
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order ');
  await expect(page.getByRole('link', { name: /^Invoice / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Correct details' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Robert');
  await dialog.getByLabel('Last name').fill('Schumann');
  await dialog.getByLabel('Street and number').fill('Inselstraße 18');
  await dialog.getByLabel('Postcode').fill('04103');
  await dialog.getByLabel('City').fill('Leipzig');
  await dialog.getByLabel(/^Country/).fill('DE');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The visitor’s details were saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Issue an invoice for order');
  await confirm.getByRole('button', { name: 'Yes, do it' }).click();
  await expect(page.getByText('The invoice was issued.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Issue invoice' })).toHaveCount(0);
  const invoice = page.getByRole('link', { name: /^Invoice INV-\d{6}$/ });
  await expect(invoice).toHaveCount(1);
  const text = await pdfText(page, (await invoice.getAttribute('href')) ?? '');
  expect(text).toContain('Robert Schumann');
  expect(text).toContain('Inselstraße 18');
  expect(text).toMatch(/Paid on \d\d\.\d\d\.\d{4} by cash\s*€\d+\.\d{2}/);
  expect(await axeViolations(page)).toEqual([]);
});
