/**
 * Helpers of the ticket and tour specs: the demo museum's dates found through the real API (the demo
 * is seeded relative to the day the server starts), axe with the WCAG tags of the issue, and the
 * analytics data layer.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** The axe violations of the page, as rule ids with their elements. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The `data` of a GET call of the shop's API in English. */
export async function apiData<T>(request: APIRequestContext, endpoint: string): Promise<T> {
  const response = await request.get(`/api/en/${endpoint}`);
  expect(response.ok(), `GET ${endpoint}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The venue's today, `YYYY-MM-DD`. */
export async function venueToday(request: APIRequestContext): Promise<string> {
  const info = await apiData<{ meta: { today: string } }>(request, 'shopinfo?shop=2');
  return info.meta.today;
}

/** The date written d.m.Y, as the shop shows it. */
export function shown(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** The analytics events pushed to the tag manager's data layer. */
export async function dataLayer(page: Page): Promise<Array<{ event: string; ecommerce: unknown }>> {
  return page.evaluate(
    () =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Array<{
        event: string;
        ecommerce: unknown;
      }>,
  );
}
