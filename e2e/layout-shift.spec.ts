/**
 * No layout shift: on a phone (375 px) the key pages load from the boot screen of
 * index.html to the rendered page with a cumulative layout shift of at most 0.02: the footer does not
 * jump, images and logos carry their size, late content has its space. Measured by the browser itself
 * with a buffered `layout-shift` PerformanceObserver installed before the page loads; every shift
 * without recent input counts (the sum, which is never less than the CLS of session windows). Run
 * on a first visit (cookie notice shown) and a returning one (accepted).
 */
import { expect, test, type Page } from './hydrated-test';
import { acceptCookiesUpFront, seedBasket } from './helpers';

const GOAL = 0.02;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __foyerShifts?: Shift[];
  }
}

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__foyerShifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${Array.from(node.classList).join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        window.__foyerShifts?.push({
          value: shift.value,
          sources: (shift.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsAfterLoad(page: Page, path: string): Promise<Shift[]> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Late work (images, lazy parts below the first view) gets a moment to land.
  await page.waitForTimeout(1500);
  return page.evaluate(() => window.__foyerShifts ?? []);
}

const giftVoucher = {
  type: 'voucher',
  id: 1,
  name: 'Wertgutschein 25 €',
  price: 2500,
  totalPrice: 2500,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
  vat_value: 0,
};

const PAGES = [
  { name: 'home', path: '/en' },
  { name: 'event', path: '/en/tickets/1' },
  { name: 'tour', path: '/en/guided-tours/2' },
  { name: 'basket', path: '/en/checkout', basket: [giftVoucher] },
  { name: 'German home', path: '/de' },
];

for (const visit of ['first', 'returning'] as const) {
  for (const { name, path, basket } of PAGES) {
    test(`${name} at 375 px shifts by at most ${GOAL} (${visit} visit)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 375, height: 740 });
      await observeShifts(page);
      if (visit === 'returning') await acceptCookiesUpFront(page);
      if (basket) await seedBasket(page, basket);
      const shifts = await shiftsAfterLoad(page, path);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(GOAL);
    });
  }
}
