/**
 * E-invoices on an order's page, in Chromium: a business customer's order (bought in the shop with
 * the buyer's reference) lists its invoice PDF and, beside it, the XRechnung; the XML names the
 * buyer's reference and the PDF embeds the Factur-X XML (poppler's `pdfdetach`). Axe finds no
 * violations; no sideways scrolling at 375 px; screenshots
 * docs/screenshots/admin-order-einvoice-1280.png and -375.png.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './hydrated-test';
import {
  buyItems,
  noSidewaysScroll,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  type Buyer,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';

const port = Number(process.env.FOYER_E2E_EINVOICE_PORT ?? 4757);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
const BUYER: Buyer = { fname: 'Fanny', lname: 'Hensel', email: 'fanny.h@example.org' };
const REFERENCE = '04011000-12345-67';

let server: AdminServer | null = null;

test.use({ baseURL: base, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'order-einvoice',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
  });
  const api = await playwright.request.newContext({ baseURL: base });
  await buyItems(
    api,
    base,
    BUYER,
    [{ type: 'ticket', id: 31, count: 2, datetime: null, subtickets: [] }],
    {
      externalDocumentNumber: REFERENCE,
    },
  );
  await api.dispose();
});

test.afterAll(() => {
  server?.stop();
});

/** The names of the files a PDF embeds (poppler's `pdfdetach -list`). */
function embeddedFiles(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-einvoice-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(1)
      .map((line) => /^\s*\d+:\s*(.+)$/.exec(line)?.[1]?.trim() ?? '')
      .filter((name) => name.length > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a business customer’s order links its XRechnung beside the Factur-X invoice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  const found = await page.request.get('/api/admin/orders', { params: { email: BUYER.email } });
  const id = ((await found.json()) as { data: { orders: { id: number }[] } }).data.orders[0]?.id;
  await page.goto(`/admin/orders/${id}`);
  const customer = page.getByRole('region', { name: 'Customer and invoice' });
  await expect(customer).toContainText(REFERENCE);
  const invoice = customer.getByRole('link', { name: /^Invoice INV-\d{6}$/ });
  await expect(invoice).toHaveCount(1);
  const number = ((await invoice.textContent()) ?? '').replace('Invoice ', '');
  const xml = customer.getByRole('link', { name: `E-invoice ${number} (XRechnung XML)` });
  await expect(xml).toBeVisible();

  const xmlAnswer = await page.request.get((await xml.getAttribute('href')) ?? '');
  expect(xmlAnswer.status()).toBe(200);
  expect(xmlAnswer.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const text = await xmlAnswer.text();
  expect(text).toContain(`<ram:BuyerReference>${REFERENCE}</ram:BuyerReference>`);
  expect(text).toContain('xrechnung_3.0');
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(embeddedFiles(await pdf.body())).toEqual(['factur-x.xml']);

  expect(await axeViolations(page)).toEqual([]);
  await customer.screenshot({
    path: path.join(root, 'docs/screenshots/admin-order-einvoice-1280.png'),
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(xml).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await customer.screenshot({
    path: path.join(root, 'docs/screenshots/admin-order-einvoice-375.png'),
  });
});
