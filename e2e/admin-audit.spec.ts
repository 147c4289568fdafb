/**
 * The audit log in Chromium: a manager changes a slot's capacity in the catalog editor; the owner
 * finds it in the audit log as a sentence, filters the log by the kind of action and by staff
 * member (the filters stay in the address across a reload) and opens the raw before and after. Axe
 * finds no violations on the screen at 375 and 1280 px, and it does not scroll sideways at 375 px.
 */
import { expect, test, type Page } from './hydrated-test';
import { signInByApi, startAdminServer, type AdminServer } from './admin-helpers';
import { axeViolations } from './booking-helpers';

// A port of its own next to the run's shop servers (`FOYER_E2E_PORT`, 10 apart per worker).
const port = Number(
  process.env.FOYER_E2E_AUDIT_PORT ?? Number(process.env.FOYER_E2E_PORT ?? 4321) + 5,
);
const OWNER = 'owner@museum.example';
const MANAGER = 'ben@museum.example';

let server: AdminServer | null = null;
let sentence = '';

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAdminServer({
    port,
    name: 'audit',
    staff: [
      { email: OWNER, role: 'owner', name: 'Olga Owner', language: 'en' },
      { email: MANAGER, role: 'manager', name: 'Ben Manager', language: 'en' },
    ],
  });
});

test.afterAll(() => server?.stop());

interface Slot {
  id: number;
  startsAt: string;
  capacity: number;
  sold: number;
  held: number;
}

/** An event of the demo catalog with slots, and its first slot. */
async function someSlot(page: Page): Promise<{ eventId: number; slot: Slot }> {
  const events = (await (await page.request.get('/api/admin/catalog/events')).json()) as {
    data: { id: number; slots: number }[];
  };
  const event = events.data.find((candidate) => candidate.slots > 0);
  if (!event) throw new Error('the demo catalog has no event with slots');
  const detail = (await (
    await page.request.get(`/api/admin/catalog/events/${event.id}`)
  ).json()) as {
    data: { slots: Slot[] };
  };
  const slot = detail.data.slots[0];
  if (!slot) throw new Error('no slot');
  return { eventId: event.id, slot };
}

const sentenceRow = (page: Page) => page.getByRole('row').filter({ hasText: sentence });

test('the owner reads a manager’s capacity change as a sentence, filters the log and opens the raw change', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
  await signInByApi(page, MANAGER);
  const { eventId, slot } = await someSlot(page);
  const start = slot.startsAt.replace('T', ' ').slice(0, 16);
  const capacity = slot.capacity + 5;
  await page.goto(`/admin/catalog/events/${eventId}`);
  const field = page.getByLabel(`Capacity of ${start}`);
  await field.fill(String(capacity));
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/catalog/slots/${slot.id}`) &&
      response.request().method() === 'PATCH',
  );
  await field.press('Enter');
  expect((await saved).status()).toBe(200);
  sentence = `Ben Manager changed the capacity of slot ${start} from ${slot.capacity} to ${capacity}`;

  await signInByApi(page, OWNER);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(page.getByText('Olga Owner signed in', { exact: true }).first()).toBeVisible();

  // By kind of action: only the slots' changes.
  const filters = page.getByRole('search', { name: 'Filter the log' });
  await filters.getByLabel('Action').selectOption({ label: 'Time slots of events' });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=eventSlots$/);
  await expect(page.getByText('Olga Owner signed in', { exact: true })).toHaveCount(0);
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();

  // By staff member: the owner changed no slot; the manager did.
  const staff = filters.getByLabel('Staff member');
  await staff.selectOption({ label: `Olga Owner (${OWNER})` });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await expect(page.getByText(sentence, { exact: true })).toHaveCount(0);
  await staff.selectOption({ label: `Ben Manager (${MANAGER})` });
  await filters.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]kind=eventSlots/);
  await expect(page).toHaveURL(/[?&]actorId=\d+/);

  // The filters are in the address: a reload keeps them.
  await page.reload();
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  await expect(filters.getByLabel('Action')).toHaveValue('eventSlots');
  await expect(filters.getByLabel('Staff member')).not.toHaveValue('');

  // The raw change, folded away until asked for.
  const row = sentenceRow(page);
  const after = row.getByRole('definition').nth(1);
  await expect(after).toBeHidden();
  await row.getByText('Before and after').click();
  await expect(after).toBeVisible();
  await expect(row.getByRole('definition').nth(0)).toContainText(`"capacity": ${slot.capacity}`);
  await expect(after).toContainText(`"capacity": ${capacity}`);
});

for (const width of [375, 1280]) {
  test(`the audit log at ${width} px: no axe violations, no sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => localStorage.setItem('foyer.admin.language', 'en'));
    await signInByApi(page, OWNER);
    await page.goto('/admin/audit');
    await expect(page.getByText(sentence, { exact: true })).toBeVisible();
    await sentenceRow(page).getByText('Before and after').click();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    // Neither the page nor the log's table scrolls sideways.
    const scroll = await page.evaluate(() => {
      const table = document.querySelector('.table-wrap');
      return {
        content: document.scrollingElement?.scrollWidth ?? 0,
        view: window.innerWidth,
        table: (table?.scrollWidth ?? 0) - (table?.clientWidth ?? 0),
      };
    });
    expect(scroll.content).toBeLessThanOrEqual(scroll.view);
    expect(scroll.table).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/foyer-audit-${width}.png`, fullPage: true });
  });
}
