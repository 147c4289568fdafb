/**
 * A logged-in visitor cancels within terms that carry a fee (10 %, until 24 hours before the start),
 * in German: from My orders to the order review, the fee and what comes back named before they
 * confirm, the credit note e-mail whose PDF charges the fee as a line of its own and credits the
 * rest; a booking past the deadline is refused with the reason in German (on the page and by the
 * server); a wholly cancelled order still opens from My orders, read-only. Screenshots at 375 px:
 * docs/screenshots/visitor-cancel-fee-{terms,confirm,closed}-375.png, and the closed order at 1280
 * px. axe has nothing to say.
 */
import { NOTICE_COOKIE } from '@foyer/domain';
import type { APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './hydrated-test';
import {
  addEventSlot,
  buyItems,
  root,
  signInByApi,
  startAdminServer,
  type AdminServer,
  type Buyer,
  venueLocal,
} from './admin-helpers';
import { axeViolations } from './booking-helpers';
import { t } from './journeys/i18n';
import { pdfAttachments, waitForMail } from './journeys/outbox';
import { registerAndLogIn } from './journeys/steps';

const port = Number(process.env.FOYER_E2E_PORT ?? 4321) + 7;
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
/** The demo museum's special exhibition (time slots) and its reduced ticket (9,00 €). */
const EVENT = 1;
const TICKET = 12;
const PASSWORD = 'Lindenau-Storno-2026!';
/** A new visitor per attempt (a retry registers again). */
const visitor = (): Buyer => ({
  fname: 'Frieda',
  lname: 'Fee',
  email: `frieda.fee.${Date.now()}@example.org`,
});
const lang = 'de';

let server: AdminServer | null = null;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'visitor-cancel-fee',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    configure: (raw) => {
      const museum = (raw.server as { museum: Record<string, unknown> }).museum;
      museum.terms = {
        cancel: { allowed: true, untilHours: 24, fee: { percent: 10 }, kinds: ['ticket'] },
      };
    },
  });
});

test.afterAll(() => {
  server?.stop();
});

const money = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('a logged-in visitor cancels with a fee from My orders, gets the credit note, and still opens the cancelled order', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  const VISITOR = visitor();
  // The cookie notice would cover the screenshots.
  await page.context().addCookies([{ name: NOTICE_COOKIE, value: 'accepted', url: base }]);
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  await signInByApi(page, MANAGER);
  // One start in five days (may be cancelled), one in about three hours (past the deadline).
  const later = `${venueLocal(new Date(Date.now() + 5 * 86_400_000)).slice(0, 10)}T10:13`;
  const soonAt = venueLocal(new Date(Date.now() + 3 * 3_600_000));
  const soon = `${soonAt.slice(0, 15)}${Number(soonAt.slice(15)) < 5 ? '3' : '7'}`;
  const other = `${venueLocal(new Date(Date.now() + 6 * 86_400_000)).slice(0, 10)}T11:17`;
  await addEventSlot(page, EVENT, later, 8);
  await addEventSlot(page, EVENT, soon, 8);
  await addEventSlot(page, EVENT, other, 8);

  await registerAndLogIn(page, lang, VISITOR, PASSWORD);
  const customerToken = await page.evaluate(
    () => JSON.parse(window.sessionStorage.getItem('token') ?? 'null') as string | null,
  );
  expect(customerToken).toBeTruthy();
  const api = await playwright.request.newContext({ baseURL: base });
  const ticket = (datetime: string, count: number) => ({
    type: 'ticket',
    id: TICKET,
    count,
    datetime,
    subtickets: [],
  });
  const buy = (items: ReturnType<typeof ticket>[]) =>
    buyItems(api, base, VISITOR, items, {
      lang,
      customerToken: customerToken ?? '',
      requestInvoice: true,
    });
  // Two bookings of one order (one of them too soon to cancel), and an order of one booking.
  const first = await buy([ticket(later, 2), ticket(soon, 1)]);
  const second = await buy([ticket(other, 1)]);
  const dirs = [path.join(server?.dataDir ?? '', 'outbox')];

  // From My orders to the first order's review.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/${lang}/my-orders`);
  const coming = page.getByRole('region', { name: t(lang, 'account.orders.coming') });
  const detailsLink = (number: string) =>
    `${t(lang, 'account.orders.details')} ${t(lang, 'account.orders.detailsOf', { number })}`;
  const firstNumber = await orderNumberOf(api, first.orderToken);
  await coming.getByRole('link', { name: detailsLink(firstNumber) }).click();
  await expect(page).toHaveURL(`/${lang}/order-review/${first.orderToken}`);

  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: t(lang, 'checkout.cancelLines.title') }),
  });
  await expect(section).toContainText(
    `${t(lang, 'checkout.cancelLines.terms', { duration: t(lang, 'common.duration.hours', { count: 24 }) })} ${t(lang, 'checkout.cancelLines.feePercent', { percent: 10 })}`,
  );
  const laterBox = section.getByRole('checkbox', { name: /^2 × / });
  const soonBox = section.getByRole('checkbox', { name: /^1 × / });
  await expect(laterBox).toBeEnabled();
  await expect(soonBox).toBeDisabled();
  // 2 × 9,00 €: 10 % is 1,80 €, 16,20 € come back.
  await expect(section).toContainText(
    `${t(lang, 'checkout.cancelLines.refund', { amount: money(1620) })} · ${t(lang, 'checkout.cancelLines.fee', { fee: money(180) })}`,
  );
  // Past the deadline: the reason in German.
  await expect(section).toContainText('Die Frist zum Stornieren endete am');
  expect(await axeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-cancel-fee-terms-375.png'),
    fullPage: true,
  });

  await laterBox.check();
  await section.getByRole('button', { name: t(lang, 'checkout.cancelLines.submit') }).click();
  const confirm = section.locator('.cancel-lines__confirm');
  await expect(confirm).toContainText(
    t(lang, 'checkout.cancelLines.confirmFee', { fee: money(180) }),
  );
  await expect(confirm).toContainText(money(1620));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-cancel-fee-confirm-375.png'),
    fullPage: true,
  });
  await section.getByRole('button', { name: t(lang, 'checkout.cancelLines.confirm') }).click();
  const done = section.getByRole('status');
  await expect(done).toContainText(
    t(lang, 'checkout.cancelLines.done', { amount: money(1620) }).split(';')[0] ?? '',
  );

  // The server refuses the booking past the deadline, in German.
  const review = await api.get(`/api/${lang}/order/review?id=${first.orderToken}`);
  const soonLine = (
    (await review.json()) as {
      data: { cancellation: { lines: { lineId: number; reason: string | null }[] } };
    }
  ).data.cancellation.lines.find((line) => line.reason === 'DEADLINE_PASSED');
  const refused = await api.post(`/api/${lang}/order/cancelLines`, {
    data: { id: first.orderToken, lineIds: [soonLine?.lineId ?? 0], key: `late-${Date.now()}` },
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    error: 'DEADLINE_PASSED',
    message: 'Die Frist für eine Stornierung ist abgelaufen.',
  });

  // The credit note: the tickets credited, the fee charged with its VAT, 16,20 € in all.
  const creditMail = await waitForMail({ to: VISITOR.email, dirs, text: /Stornogebühr/ });
  expect(creditMail.text).toContain(`Das Museum behält ${money(180)} als Stornogebühr ein.`);
  const [pdf] = pdfAttachments(creditMail);
  if (!pdf) throw new Error('the credit note e-mail has no PDF');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.content }).toString(
    'utf8',
  );
  expect(text).toMatch(/Rechnungskorrektur CN-\d+/);
  expect(text).toMatch(/Stornogebühr[^\n]*1,80\s€/);
  expect(text).toMatch(/-18,00\s€/);
  expect(text).toMatch(/Korrekturbetrag\s+-16,20\s€/);

  // The second order, cancelled wholly, still opens from My orders: read-only.
  await page.goto(`/${lang}/order-review/${second.orderToken}`);
  const box = page.getByRole('checkbox', { name: /^1 × / });
  await box.check();
  await page.getByRole('button', { name: t(lang, 'checkout.cancelLines.submit') }).click();
  await page.getByRole('button', { name: t(lang, 'checkout.cancelLines.confirm') }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.goto(`/${lang}/my-orders`);
  const past = page.getByRole('region', { name: t(lang, 'account.orders.past') });
  const secondNumber = await orderNumberOf(api, second.orderToken);
  await past.getByRole('link', { name: detailsLink(secondNumber) }).click();
  await expect(page).toHaveURL(`/${lang}/order-review/${second.orderToken}`);
  await expect(page.getByText(t(lang, 'checkout.closedNotice'))).toBeVisible();
  const downloads = page.getByRole('region', { name: t(lang, 'checkout.downloads') });
  await expect(
    downloads.getByRole('link', { name: t(lang, 'checkout.downloadInvoice') }),
  ).toBeVisible();
  const creditNoteLink =
    t(lang, 'checkout.downloadCreditNote', { number: '#' }).split('#')[0] ?? '';
  await expect(downloads.getByRole('link', { name: new RegExp(`^${creditNoteLink}`) })).toHaveCount(
    1,
  );
  await expect(
    downloads.getByRole('link', { name: t(lang, 'checkout.downloadTickets') }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-cancel-fee-closed-375.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-cancel-fee-closed-1280.png'),
    fullPage: true,
  });
  await api.dispose();
});

/** The order's number, as the order review answers it. */
async function orderNumberOf(api: APIRequestContext, token: string): Promise<string> {
  const res = await api.get(`/api/${lang}/order/review?id=${token}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { number: string } }).data.number;
}
