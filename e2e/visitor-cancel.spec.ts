/**
 * A visitor cancels a booking themselves within the museum's terms (visitors may cancel tickets
 * until 24 hours before the start): on the order review page at 375 px the later booking is offered
 * with what comes back, the one starting within the day says why it cannot be cancelled, and after
 * the confirmation the refund and the credit note arrive. axe has nothing to say about the screen.
 */
import { expect, test } from './hydrated-test';
import path from 'node:path';
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
import { waitForMail } from './journeys/outbox';

const port = Number(process.env.FOYER_E2E_VISITOR_CANCEL_PORT ?? 4681);
const base = `http://127.0.0.1:${port}`;
const MANAGER = 'manager@museum.example';
/** The demo museum's special exhibition (time slots) and its reduced ticket (10.00). */
const EVENT = 1;
const TICKET = 12;
const VISITOR: Buyer = { fname: 'Vera', lname: 'Voss', email: 'vera.voss@example.org' };

let server: AdminServer | null = null;

test.use({ baseURL: base });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAdminServer({
    port,
    name: 'visitor-cancel',
    staff: [{ email: MANAGER, role: 'manager', name: 'Max Manager' }],
    configure: (raw) => {
      const museum = (raw.server as { museum: Record<string, unknown> }).museum;
      museum.terms = { cancel: { allowed: true, untilHours: 24, kinds: ['ticket'] } };
    },
  });
});

test.afterAll(() => {
  server?.stop();
});

test('a visitor cancels a booking within the terms and is paid back; a booking too soon says why not', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await signInByApi(page, MANAGER);
  // One start in five days (may be cancelled), one in about three hours (past the deadline).
  const later = `${venueLocal(new Date(Date.now() + 5 * 86_400_000)).slice(0, 10)}T10:13`;
  const soonAt = venueLocal(new Date(Date.now() + 3 * 3_600_000));
  const soon = `${soonAt.slice(0, 15)}${Number(soonAt.slice(15)) < 5 ? '3' : '7'}`;
  await addEventSlot(page, EVENT, later, 8);
  await addEventSlot(page, EVENT, soon, 8);

  const api = await playwright.request.newContext({ baseURL: base });
  const { orderToken } = await buyItems(api, base, VISITOR, [
    { type: 'ticket', id: TICKET, count: 2, datetime: later, subtickets: [] },
    { type: 'ticket', id: TICKET, count: 1, datetime: soon, subtickets: [] },
  ]);
  await api.dispose();
  const dirs = [path.join(server?.dataDir ?? '', 'outbox')];
  const confirmation = await waitForMail({ to: VISITOR.email, dirs });

  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`/en/order-review/${orderToken}`);
  // The cookie notice would cover the screenshots.
  await page.getByRole('button', { name: 'Accept' }).click();
  const section = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Cancel tickets' }),
  });
  await expect(section).toContainText(
    'You can cancel tickets yourself until 24 hours before the start of your visit.',
  );
  const laterBox = section.getByRole('checkbox', { name: /^2 × / });
  const soonBox = section.getByRole('checkbox', { name: /^1 × / });
  await expect(laterBox).toBeEnabled();
  await expect(soonBox).toBeDisabled();
  await expect(section).toContainText('The time to cancel ended on');
  await expect(section).toContainText(/You get back €\d+\.\d\d · possible until/);
  expect(await axeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-cancel-375.png'),
    fullPage: true,
  });

  await laterBox.check();
  await section.getByRole('button', { name: 'Cancel the selection' }).click();
  await expect(section.getByRole('heading', { level: 3, name: 'Cancel now?' })).toBeVisible();
  await section.getByRole('button', { name: 'Yes, cancel' }).click();
  const done = section.getByRole('status');
  await expect(done).toContainText(/^Cancelled\. €\d+\.\d\d will be paid back to you/);
  await expect(done).toBeFocused();
  await expect(section.getByRole('link', { name: 'Download the credit note (PDF)' })).toBeVisible();
  // The page shows the order again: the booking is marked cancelled and only the late one is left.
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(laterBox).toHaveCount(0);
  await expect(soonBox).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({
    path: path.join(root, 'docs/screenshots/visitor-cancel-done-375.png'),
    fullPage: true,
  });

  const creditNote = await waitForMail({
    to: VISITOR.email,
    exclude: [confirmation],
    dirs,
  });
  expect(creditNote.attachments.some((file) => /\.pdf$/.test(file.filename))).toBe(true);
});
