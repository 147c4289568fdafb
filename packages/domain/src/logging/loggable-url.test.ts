import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract';
import { orderEndpoints } from '../admin-contract/orders';
import { reportEndpoints } from '../admin-contract/reports';
import { adminEndpoints } from '../admin-contract/index';
import { catalogShopEndpoints } from '../admin-contract/catalog-shop';
import { LOGGABLE_QUERY_PARAMETERS, loggableUrl, REDACTED, withLoggableUrls } from './loggable-url';

/** A token as Foyer makes them: 256 random bits, base64url. */
const TOKEN = 'q3Zk9_Xw-2mB7vYtLp0aR8sJd4FhC6nE1uGiKoWzTxV';
const DIGITS = '204816384512';
const BARCODE = 'K7PQ-M2XD-9RTB-WC4H';

describe('loggableUrl', () => {
  it.each([
    // Token-bearing paths of the API and the pages.
    [
      `/api/de/order/documents/${TOKEN}/tickets.pdf`,
      `/api/de/order/documents/${REDACTED}/tickets.pdf`,
    ],
    [
      `/api/en/order/documents/${TOKEN}/credit-note-2.pdf`,
      `/api/en/order/documents/${REDACTED}/credit-note-2.pdf`,
    ],
    [
      `/api/en/order/documents/${TOKEN}/calendar.ics`,
      `/api/en/order/documents/${REDACTED}/calendar.ics`,
    ],
    [`/api/en/order/wallet/${TOKEN}/apple`, `/api/en/order/wallet/${REDACTED}/apple`],
    [`/api/fr/visit/12.${TOKEN}/tickets.pdf`, `/api/fr/visit/${REDACTED}/tickets.pdf`],
    [
      `/api/wallet/apple/v1/devices/${TOKEN}/registrations/pass.museum.example.tickets/1234`,
      `/api/wallet/apple/v1/devices/${REDACTED}/registrations/${REDACTED}/${REDACTED}`,
    ],
    ['/api/wallet/apple/v1/log', '/api/wallet/apple/v1/log'],
    [
      `/api/en/order/wallet/${TOKEN}/google/${BARCODE}`,
      `/api/en/order/wallet/${REDACTED}/google/${REDACTED}`,
    ],
    [`/admin/set-password/${TOKEN}`, `/admin/set-password/${REDACTED}`],
    [`/de/recover/${TOKEN}`, `/de/recover/${REDACTED}`],
    [`/recover/${TOKEN}`, `/recover/${REDACTED}`],
    [`/de/waitinglist/leave/${TOKEN}`, `/de/waitinglist/leave/${REDACTED}`],
    [`/fr/waitinglist/offer/123456`, `/fr/waitinglist/offer/${REDACTED}`],
    [`/api/fr/waitinglist/offer/${TOKEN}`, `/api/fr/waitinglist/offer/${REDACTED}`],
    [`/en/order-review/${TOKEN}`, `/en/order-review/${REDACTED}`],
    [`/pay/test/${TOKEN}`, `/pay/test/${REDACTED}`],
    [`/pay/test/${TOKEN}/simulate`, `/pay/test/${REDACTED}/simulate`],
    // A secret that happens to look like a number is hidden where secrets sit.
    [`/admin/set-password/${DIGITS}`, `/admin/set-password/${REDACTED}`],
    [
      `/api/de/order/documents/${DIGITS}/invoice.pdf`,
      `/api/de/order/documents/${REDACTED}/invoice.pdf`,
    ],
    // Token-bearing query parameters.
    [`/api/de/order/review?id=${TOKEN}`, `/api/de/order/review?id=${REDACTED}`],
    [`/api/de/customer?_=${TOKEN}`, `/api/de/customer?_=${REDACTED}`],
    [`/api/de/customer?%5F=${TOKEN}`, `/api/de/customer?%5F=${REDACTED}`],
    [`/api/de/customer?_=a&_=b`, `/api/de/customer?_=${REDACTED}&_=${REDACTED}`],
    [
      `/api/de/checkout/cancel?noRedirect=1&_=${TOKEN}&x=2`,
      `/api/de/checkout/cancel?noRedirect=1&_=${REDACTED}&x=${REDACTED}`,
    ],
    [`/de/checkout/accepted?cartId=${TOKEN}`, `/de/checkout/accepted?cartId=${REDACTED}`],
    [`/api/de/voucher?voucher=GIFT-1234`, `/api/de/voucher?voucher=${REDACTED}`],
    [
      `/api/en/checkout/execPayment?_=${TOKEN}&us=abc&sessionUs=def&srcURL=http%3A%2F%2Fx%2F%3FcartId%3D${TOKEN}`,
      `/api/en/checkout/execPayment?_=${REDACTED}&us=${REDACTED}&sessionUs=${REDACTED}&srcURL=${REDACTED}`,
    ],
    // Personal data in the back office's searches.
    [
      '/api/admin/orders?name=Erika%20Muster&email=e%40x.example&page=2',
      `/api/admin/orders?name=${REDACTED}&email=${REDACTED}&page=2`,
    ],
    [`/api/admin/orders?barcode=${BARCODE}`, `/api/admin/orders?barcode=${REDACTED}`],
    // An annual pass's number looked up at the desk.
    [`/api/admin/desk/pass?code=${BARCODE}`, `/api/admin/desk/pass?code=${REDACTED}`],
    // A secret put where a parameter name goes is hidden whole.
    [`/api/de/customer?${TOKEN}`, `/api/de/customer?${REDACTED}`],
    [`/api/de/customer?${BARCODE}=1`, `/api/de/customer?${REDACTED}`],
    // Unknown paths: only route words, numbers and dates are written.
    [`/api/de/${TOKEN}`, `/api/de/${REDACTED}`],
    [`/somewhere/${TOKEN}/else`, `/${REDACTED}/${REDACTED}/${REDACTED}`],
    // The fragment is never sent; dropped if present.
    [`/x?token=${TOKEN}#frag`, `/${REDACTED}?token=${REDACTED}`],
  ])('hides the secrets of %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
  });

  it.each([
    '/api/de/tour?tour=3&date=20261201',
    '/api/de/ticket/calendar/event/12/range/20261201;20261231?deep=1',
    '/api/de/tour/soldoutTimeslots/tour/4/date/20261201',
    '/api/en/merchandise?article=7',
    '/api/de/shopinfo/config',
    '/api/health',
    '/api/admin/orders/42/refunds/3/retry',
    '/api/admin/reports/sales?from=2026-11-01&to=2026-11-30&grain=day',
    '/api/admin/catalog/voucher-codes/lookup',
    '/api/admin/staff/5/password-link',
    '/api/admin/password',
    '/admin/set-password',
    '/admin/catalog/events/new',
    '/de/tickets/12',
    '/en/page/shipping',
    '/assets/index-BxQ9_a1Z.js',
    '/static/logos/museum.svg',
    '/media/5f2c9a-800.webp',
    '/robots.txt',
    '/',
  ])('writes %s as it is', (url) => {
    expect(loggableUrl(url)).toBe(url);
  });

  it('writes the words of every route of the shop and the back office', () => {
    // An offer's token is the link's secret: hidden (above), not written.
    const secretPaths = new Set([endpoints.waitingListOffer.path]);
    const paths = [
      ...Object.values(endpoints)
        .filter((endpoint) => !secretPaths.has(endpoint.path))
        .map((endpoint) => `/api/de/${endpoint.path}`),
      ...[adminEndpoints, orderEndpoints, reportEndpoints, catalogShopEndpoints].flatMap((group) =>
        Object.values(group).map((endpoint: { path: string }) => `/api/admin/${endpoint.path}`),
      ),
    ].map((path) => path.replace(/\{[a-z]+\}/gi, '7'));
    for (const path of paths) expect(loggableUrl(path)).toBe(path);
  });

  it('is unchanged when applied twice', () => {
    const once = loggableUrl(`/api/de/order/documents/${TOKEN}/tickets.pdf?_=${TOKEN}&page=1`);
    expect(loggableUrl(once)).toBe(once);
  });

  it('writes no parameter that carries a token or personal data', () => {
    for (const name of ['_', 'id', 'cartId', 'token', 'voucher', 'us', 'sessionUs', 'srcURL']) {
      expect(LOGGABLE_QUERY_PARAMETERS.has(name)).toBe(false);
    }
    for (const name of ['name', 'email', 'number', 'barcode', 'code']) {
      expect(LOGGABLE_QUERY_PARAMETERS.has(name)).toBe(false);
    }
  });
});

describe('withLoggableUrls', () => {
  it('hides secrets in URLs inside a log line, also absolute ones', () => {
    const line = JSON.stringify({
      msg: `Route GET:/admin/set-password/${TOKEN} not found`,
      link: `https://shop.example:8443/api/en/order/wallet/${TOKEN}/apple?_=${TOKEN}`,
      other: `see http://127.0.0.1:3000/de/order-review/${TOKEN}.`,
    });
    const logged = withLoggableUrls(line);
    expect(logged).not.toContain(TOKEN);
    expect(logged).toContain(`Route GET:/admin/set-password/${REDACTED} not found`);
    expect(logged).toContain(
      `https://shop.example:8443/api/en/order/wallet/${REDACTED}/apple?_=${REDACTED}`,
    );
    expect(() => JSON.parse(logged) as unknown).not.toThrow();
  });

  it('hides the path of a foreign http URL, which may carry its secrets too', () => {
    expect(withLoggableUrls(`redirect to https://checkout.stripe.com/c/pay/cs_test_${TOKEN}`)).toBe(
      `redirect to https://checkout.stripe.com/${REDACTED}/pay/${REDACTED}`,
    );
  });

  it('leaves file paths of a stack trace alone', () => {
    const stack = [
      'Error: boom',
      '    at handler (file:///srv/foyer/apps/server/dist/main.js:120:9)',
      '    at run (/work/foyer/node_modules/fastify/lib/route.js:5:1)',
    ].join('\n');
    expect(withLoggableUrls(stack)).toBe(stack);
  });
});
