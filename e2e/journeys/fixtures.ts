/**
 * The journeys' test fixture. The e2e server knows its own origin (`FOYER_PUBLIC_BASE_URL` in
 * e2e/playwright.config.ts), so payment redirects, the return URLs it accepts and the links in its
 * e-mails all point at it, as they would at a museum's public address in production. Calls the tests
 * make themselves go to the same server (`api`), outside the browser. Like every shop test, a page
 * waits after `goto` and `reload` until the page the server drew is hydrated (`hydrated-test.ts`):
 * a field filled before that is emptied by React, as a visitor's early typing would be.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test as base } from '../hydrated-test';
import { ownE2eServer } from '../e2e-server';
import { acceptCookiesUpFront } from '../helpers';

/** Where this worker's e2e server listens: the shop's public origin in these tests. */
export const SERVER = ownE2eServer().origin;
export const SHOP = SERVER;

export interface JourneyFixtures {
  /** Calls to the e2e server (outside the browser). */
  api: APIRequestContext;
}

export const test = base.extend<JourneyFixtures>({
  // Playwright reads the fixtures a fixture needs from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  api: async ({}, use) => {
    const context = await playwrightRequest.newContext({ baseURL: SERVER });
    await use(context);
    await context.dispose();
  },
  page: async ({ page }, use) => {
    await acceptCookiesUpFront(page);
    await use(page);
  },
});

export { expect };

let counter = 0;

/** An e-mail address no other test or run uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${tag}-${stamp}@example.org`;
}

/** The `data` of a GET call in `lang`. */
export async function apiGet<T>(
  api: APIRequestContext,
  lang: string,
  endpoint: string,
): Promise<T> {
  const response = await api.get(`/api/${lang}/${endpoint}`);
  expect(response.ok(), `GET ${endpoint}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The order token the page's URL carries (a payment return). */
export function orderTokenOfPage(page: Page): string {
  const id = new URL(page.url()).searchParams.get('cartId');
  if (!id) throw new Error(`no cartId in ${page.url()}`);
  return id;
}

/** The venue's today, `YYYY-MM-DD`. */
export async function venueToday(api: APIRequestContext): Promise<string> {
  const info = await apiGet<{ meta: { today: string } }>(api, 'en', 'shopinfo?shop=2');
  return info.meta.today;
}
