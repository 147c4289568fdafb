/** Helpers of the catalog specs (merchandise, vouchers, pages): axe checks and demo data from the API. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The WCAG 2.2 AA violations axe finds on the page, as rule ids and targets. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Waits until the page has settled, then expects no axe violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

/** The `data` of a GET call of the shop's API. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The basket stored in the session, as the cart store keeps it. */
export async function storedBasketItems(page: Page): Promise<Array<Record<string, unknown>>> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('cart'));
  if (raw === null) return [];
  return (JSON.parse(raw) as { items: Array<Record<string, unknown>> }).items;
}
