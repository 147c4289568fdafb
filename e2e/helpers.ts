/** Helpers of the browser tests: session set-up and answers forced with `page.route`. */
import { NOTICE_COOKIE } from '@foyer/domain';
import type { Page } from '@playwright/test';
import { ownE2eServer } from './e2e-server';

export const TOKEN = 'e2e-token-0123456789abcdef';

export const ERIKA = {
  salutation: 'ms',
  fname: 'Erika',
  lname: 'Mustermann',
  company: '',
  email: 'erika@example.org',
  phone: '',
  addrBilling: {
    name: 'Erika Mustermann',
    street: 'Hauptstr. 1',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
  },
  addrShipping: null,
  isGuest: false,
  country: 'DE',
};

/**
 * Marks the cookie notice as accepted for the session, so it does not cover the page: in session
 * storage, and in the cookie by which the server draws the page without it.
 */
export async function acceptCookiesUpFront(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: NOTICE_COOKIE, value: 'accepted', url: ownE2eServer().origin }]);
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
}

/** The request header that asks the server for the page undrawn (apps/server/src/web/serve-web.ts). */
export const DRAW_HEADER = 'x-foyer-draw';

/** True for an API call to `endpoint` (path after the language), e.g. `shopinfo/config`. */
export function isCall(endpoint: string): (url: URL) => boolean {
  return (url) => new RegExp(`^/api/[a-z]{2}/${endpoint}$`).test(url.pathname);
}

/**
 * The page is drawn in the browser, as when the server cannot draw it: the app then reads the
 * configuration itself, so a test can change it on the way.
 */
export async function drawInBrowser(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ [DRAW_HEADER]: 'browser' });
}

/** Answers `shopinfo/config` with the server's real configuration, changed. */
export async function changeConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  await drawInBrowser(page);
  await page.route(isCall('shopinfo/config'), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { data: { ...body.data, ...changes } } });
  });
}

/** A logged-in customer: token and customer in the session, the customer call answered. */
export async function logInAsErika(page: Page): Promise<void> {
  await page.addInitScript(
    ([token, customer]) => {
      window.sessionStorage.setItem('token', JSON.stringify(token));
      window.sessionStorage.setItem('customer', JSON.stringify(customer));
    },
    [TOKEN, ERIKA] as const,
  );
  await page.route(isCall('customer'), (route) => route.fulfill({ json: { data: ERIKA } }));
}

/** The value stored under a session storage key, parsed. */
export async function sessionValue(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => window.sessionStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/**
 * Puts a basket into the session before the page loads (the shop keeps it in `sessionStorage`
 * under `cart`); a basket the page has changed since is kept on reload.
 */
export async function seedBasket(
  page: Page,
  items: readonly unknown[],
  orderToken: string | null = null,
): Promise<void> {
  await page.addInitScript(
    ([stored]) => {
      if (window.sessionStorage.getItem('cart') === null) {
        window.sessionStorage.setItem('cart', stored);
      }
    },
    [JSON.stringify({ items, orderToken, requestInvoice: true })] as const,
  );
}
