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

/** A date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `YYYYMMDD` of the first day of the month of `date`, `offset` months on. */
export function monthStart(date: string, offset = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);
}

/** The last day of the month of `date`, `offset` months on. */
export function monthEnd(date: string, offset = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month + offset, 0)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as `YYYYMMDD` for the range segments of the calendar calls. */
export function compact(date: string): string {
  return date.replaceAll('-', '');
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
