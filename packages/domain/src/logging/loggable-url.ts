/**
 * What of a URL may be written to a log: an allow-list, so that a route or parameter nobody thought
 * of is hidden rather than written (docs/security.md "Logs").
 *
 * A path segment is written as it is when it is a word of Foyer's routes (the shop's and the back
 * office's API, the shop's and the back office's pages, the server's own files), a language, a
 * number, a date or a lower-case file name. Any other segment becomes `[REDACTED]`, and so does every
 * segment after a route that carries a one-time secret in its path (an order's token, a
 * set-password or reset token, a payment reference) unless it is a route word or a file name: a
 * secret is never one of those, but it might look like a number. Under the public file folders (`/assets/`, `/static/`,
 * `/media/`) the path is written whole.
 *
 * A query parameter's value is written only when its name is on `LOGGABLE_QUERY_PARAMETERS`, the
 * parameters that carry neither a secret nor personal data; every other value becomes
 * `[REDACTED]`, and a name that does not look like a parameter name is hidden with its value.
 */
import { adminEndpoints } from '../admin-contract/index';
import { catalogContentEndpoints } from '../admin-contract/catalog-content';
import { catalogDayEndpoints } from '../admin-contract/catalog-days';
import { catalogFileEndpoints } from '../admin-contract/catalog-file';
import { catalogShopEndpoints } from '../admin-contract/catalog-shop';
import { catalogTourEndpoints } from '../admin-contract/catalog-tours';
import { catalogEndpoints } from '../admin-contract/catalog';
import { checkinEndpoints } from '../admin-contract/checkin';
import { closureEndpoints } from '../admin-contract/closures';
import { deskEndpoints } from '../admin-contract/desk';
import { imageEndpoints } from '../admin-contract/images';
import { orderEndpoints } from '../admin-contract/orders';
import { reportEndpoints } from '../admin-contract/reports';
import { tillEndpoints } from '../admin-contract/till';
import { todayEndpoints } from '../admin-contract/today';
import { waitingListEndpoints } from '../admin-contract/waiting-list';
import { waitingRoomEndpoints } from '../admin-contract/waiting-room';
import { ENDPOINT_ROUTES } from '../contract/routes';
import { LANGUAGES } from '../navigation/languages';
import { ROUTES } from '../navigation/routes';

/** What stands in a log line for a value that may not be written. */
export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose values are written to logs: ids, dates, paging, switches and filters of
 * the shop's and the back office's calls. Not on it, among others: the login token `_`, the order
 * token (`id` of `order/review`, `cartId`), voucher codes, the payment return's `us`, `sessionUs`
 * and `srcURL`, and the back office's searches by name, e-mail, order number, barcode and code.
 */
export const LOGGABLE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'shop',
  'date',
  'lookahead',
  'tour',
  'article',
  'product_kind',
  'deep',
  'event',
  'noRedirect',
  'canceled',
  'page',
  'pageSize',
  'from',
  'to',
  'grain',
  'status',
  'product',
  'channel',
]);

/** Route words that the contracts and the page table do not name: the server's own routes. */
const SERVER_WORDS = [
  'api',
  'health',
  'ready',
  'order',
  'documents',
  'visit',
  'wallet',
  'apple',
  'google',
  // Apple's pass web service (`/api/wallet/apple/v1/…`).
  'v1',
  'devices',
  'registrations',
  'passes',
  'log',
  'pay',
  'test',
  'webhook',
  'stripe',
  'media',
  'static',
  'assets',
  'robots.txt',
  'sitemap.xml',
  'favicon.svg',
  'index.html',
  'admin.html',
  'style.css',
  'simulate',
  'cancel',
  // The back office's pages (`apps/web/src/admin/admin-app.tsx`).
  'admin',
  'login',
  'set-password',
  'account',
  'staff',
  'audit',
  'reports',
  'orders',
  'problems',
  'desk',
  'scan',
  'catalog',
  'catalog-file',
  'images',
  'new',
];

/**
 * Routes with a secret in the segment after them: the order's token (documents, wallet, order
 * review page), the visit link's token, a phone's Wallet device id, the staff set-password token, the customer reset token and the test provider's
 * payment reference.
 */
const SECRET_AFTER: readonly (readonly string[])[] = [
  ['order', 'documents'],
  ['order', 'wallet'],
  ['visit'],
  ['apple', 'v1', 'devices'],
  ['order-review'],
  ['set-password'],
  ['recover'],
  // The waiting list's links: the leave secret, the offer's order token (docs/decisions.md "Waiting list").
  ['waitinglist', 'leave'],
  ['waitinglist', 'offer'],
  ['pay', 'test'],
];

/** Folders of public files whose paths are written whole. */
const PUBLIC_FOLDERS: ReadonlySet<string> = new Set(['assets', 'static', 'media']);

const ADMIN_ENDPOINT_GROUPS = [
  adminEndpoints,
  catalogContentEndpoints,
  catalogDayEndpoints,
  catalogFileEndpoints,
  catalogShopEndpoints,
  catalogTourEndpoints,
  catalogEndpoints,
  checkinEndpoints,
  closureEndpoints,
  deskEndpoints,
  imageEndpoints,
  orderEndpoints,
  reportEndpoints,
  tillEndpoints,
  todayEndpoints,
  waitingListEndpoints,
  waitingRoomEndpoints,
];

/** The literal segments of a route path (`{id}` and `:id` are parameters, not words). */
function literalSegments(path: string): string[] {
  return path.split('/').filter((part) => part !== '' && !/[{:]/.test(part));
}

function routeWords(): ReadonlySet<string> {
  const words = new Set<string>([...SERVER_WORDS, ...LANGUAGES]);
  const paths = [
    ...Object.values(ENDPOINT_ROUTES).map((route) => route.path),
    ...ADMIN_ENDPOINT_GROUPS.flatMap((group) =>
      Object.values(group).map((endpoint: { path: string }) => endpoint.path),
    ),
    ...ROUTES.map((route) => route.path),
  ];
  for (const path of paths) for (const word of literalSegments(path)) words.add(word);
  return words;
}

/** Every word of Foyer's routes. */
const WORDS = routeWords();

/** Values that are no secret outside a secret's place: ids, dates and date ranges. */
const HARMLESS_VALUE = /^(?:\d{1,12}(?:;\d{1,12})?|\d{4}-\d{2}-\d{2})$/;

/** A lower-case file name such as `credit-note-2.pdf`: never a secret (tokens have no dot). */
const FILE_NAME = /^[a-z][a-z0-9-]*\.[a-z0-9]{2,8}$/;

/** A query parameter's name: lower-case start, letters, digits and `_` (a barcode is not one). */
const PARAMETER_NAME = /^[a-z_][A-Za-z0-9_]{0,31}$/;

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** True when the words before `index` end with a route that carries a secret after it. */
function followsSecretRoute(segments: readonly string[], index: number): boolean {
  return SECRET_AFTER.some(
    (route) =>
      index >= route.length &&
      route.every((word, offset) => segments[index - route.length + offset] === word),
  );
}

function loggablePath(path: string): string {
  const segments = path.split('/');
  const first = segments[1] ?? '';
  if (PUBLIC_FOLDERS.has(first)) return path;
  let secretPlace = false;
  return segments
    .map((segment, index) => {
      if (segment === '') return segment;
      secretPlace ||= followsSecretRoute(segments, index);
      if (WORDS.has(segment) || FILE_NAME.test(segment)) return segment;
      if (!secretPlace && HARMLESS_VALUE.test(segment)) return segment;
      return REDACTED;
    })
    .join('/');
}

function loggableQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals < 0 ? part : part.slice(0, equals);
      const name = decoded(rawName);
      if (LOGGABLE_QUERY_PARAMETERS.has(name)) return part;
      if (!PARAMETER_NAME.test(name)) return part === '' ? part : REDACTED;
      // An empty value tells nothing.
      if (equals < 0 || equals === part.length - 1) return part;
      return `${rawName}=${REDACTED}`;
    })
    .join('&');
}

/**
 * The URL of a request (path and query, as in `request.url`) as it may be logged: see above. A
 * fragment, which browsers do not send, is dropped.
 */
export function loggableUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash < 0 ? url : url.slice(0, hash);
  const queryStart = withoutHash.indexOf('?');
  if (queryStart < 0) return loggablePath(withoutHash);
  return `${loggablePath(withoutHash.slice(0, queryStart))}?${loggableQuery(withoutHash.slice(queryStart + 1))}`;
}

/**
 * URLs in a text: `http(s)://host` followed by a path, or a path whose first segment is a route
 * word. Paths stop at white space, quotes, backslashes and brackets (the text may be a JSON line).
 */
const URL_IN_TEXT = /(https?:\/\/[^/\s"'\\<>[\]]*)?(\/[A-Za-z0-9._~%!$&()*+,;=:@/?-]*)/g;

/**
 * A text (a log line, an error's message or stack) with every URL of Foyer's routes, and every
 * http(s) URL, written by `loggableUrl`. File paths such as those of a stack trace are left alone.
 */
export function withLoggableUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (whole, origin: string | undefined, path: string) => {
    if (origin === undefined) {
      const first = path.slice(1).split(/[/?#]/, 1)[0] ?? '';
      if (!WORDS.has(first)) return whole;
    }
    return `${origin ?? ''}${loggableUrl(path)}`;
  });
}
