import { LANGUAGES, parseLangSegment, splitPath } from './languages';
import type { Language } from './languages';

/** The names of every screen of the shop; a route keeps the name it has always had. */
export const ROUTE_NAMES = [
  'logout',
  'home',
  'merchandise',
  'merchandiseCategory',
  'passes',
  'pass',
  'vouchers',
  'voucher',
  'tickets',
  'event',
  'guidedTours',
  'guidedTour',
  'login',
  'register',
  'registerSuccess',
  'guestRegister',
  'forgotPassword',
  'forgotPasswordSuccess',
  'recoverAccount',
  'recoverPasswordSuccess',
  'settings',
  'myOrders',
  'orderReview',
  'product',
  'checkout',
  'checkoutAccepted',
  'checkoutCanceled',
  'checkoutSuccess',
  'checkoutFailed',
  'waitingRoom',
  'shippingPage',
  'page',
  'waitingListOffer',
  'waitingListLeave',
] as const;

/** The name of a screen. */
export type RouteName = (typeof ROUTE_NAMES)[number];

/** One screen of the route table. */
export interface RouteDefinition {
  readonly name: RouteName;
  /** Path after the language segment, parameters as `:name`; '' for home. */
  readonly path: string;
  /** Translation key of the page title (per-route title key). */
  readonly titleKey: string;
  /** Secondary-page styling. */
  readonly secondary: boolean;
  /** One of the auth screens. */
  readonly auth: boolean;
  /** Only a registered, logged-in customer may open it (some pages need login). */
  readonly requiresLogin: boolean;
  /** Sits under the optional language segment; only logout does not. */
  readonly localized: boolean;
}

/** The auth screens. */
export const AUTH_SCREENS = [
  'login',
  'registerSuccess',
  'register',
  'guestRegister',
  'forgotPassword',
  'recoverAccount',
  'forgotPasswordSuccess',
  'recoverPasswordSuccess',
] as const satisfies readonly RouteName[];

/** Screens with secondary-page styling. */
const SECONDARY_SCREENS: readonly RouteName[] = [
  'login',
  'register',
  'guestRegister',
  'settings',
  'myOrders',
  'forgotPassword',
  'forgotPasswordSuccess',
  'recoverAccount',
  'recoverPasswordSuccess',
  'registerSuccess',
  'checkoutSuccess',
];

/** True when the route name is one of the auth screens. */
export function isAuthScreen(name: string | null | undefined): boolean {
  return (AUTH_SCREENS as readonly (string | null | undefined)[]).includes(name);
}

function titleKeyOf(name: RouteName): string {
  return `TITLE_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}

function defineRoute(name: RouteName, path: string): RouteDefinition {
  return {
    name,
    path,
    titleKey: titleKeyOf(name),
    secondary: SECONDARY_SCREENS.includes(name),
    auth: isAuthScreen(name),
    requiresLogin: name === 'settings' || name === 'myOrders',
    localized: name !== 'logout',
  };
}

/** Path of each route after the language segment; parameters as `:name`. */
const ROUTE_PATHS: Readonly<Record<RouteName, string>> = {
  logout: 'logout',
  home: '',
  merchandise: 'merchandise',
  merchandiseCategory: 'merchandise/:category',
  passes: 'passes',
  pass: 'passes/:id',
  vouchers: 'vouchers',
  voucher: 'vouchers/:id',
  tickets: 'tickets',
  event: 'tickets/:id',
  guidedTours: 'guided-tours',
  guidedTour: 'guided-tours/:id',
  login: 'login',
  register: 'register',
  registerSuccess: 'register/success',
  guestRegister: 'register-guest',
  forgotPassword: 'forgot-password',
  forgotPasswordSuccess: 'password-reset-success',
  recoverAccount: 'recover/:guid',
  recoverPasswordSuccess: 'recover-success',
  settings: 'settings',
  myOrders: 'my-orders',
  orderReview: 'order-review/:id',
  product: 'product/:id',
  checkout: 'checkout',
  checkoutAccepted: 'checkout/accepted',
  checkoutCanceled: 'checkout/canceled',
  checkoutSuccess: 'checkout/success',
  checkoutFailed: 'checkout/failed',
  waitingRoom: 'waiting-room',
  shippingPage: 'page/shipping',
  page: 'page/:id',
  // The links of the waiting list's e-mails (docs/decisions.md "Waiting list").
  waitingListOffer: 'waitinglist/offer/:token',
  waitingListLeave: 'waitinglist/leave/:secret',
};

/**
 * Every route of the shop, in matching order: a literal path comes before a parameter in
 * the same place (page/shipping before page/:id).
 */
export const ROUTES: readonly RouteDefinition[] = ROUTE_NAMES.map((name) =>
  defineRoute(name, ROUTE_PATHS[name]),
);

const ROUTES_BY_NAME = Object.fromEntries(ROUTES.map((route) => [route.name, route])) as Readonly<
  Record<RouteName, RouteDefinition>
>;

/** A matched route with its decoded parameters and language segment. */
export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
  readonly lang: Language | null;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** Each route's path in segments, split once: matching a path compares segment lists. */
const ROUTE_SEGMENTS: ReadonlyMap<RouteDefinition, readonly string[]> = new Map(
  ROUTES.map((route) => [route, segmentsOf(route.path)]),
);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchSegments(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | null {
  if (pattern.length !== segments.length) {
    return null;
  }
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (value === null) {
        return null;
      }
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/**
 * The route for a path under its optional language segment, or null for the not-found screen;
 * query and hash are ignored, empty segments and a trailing slash are tolerated.
 */
export function matchRoute(
  pathname: string,
  languages: readonly Language[] = LANGUAGES,
): RouteMatch | null {
  const { lang, rest } = parseLangSegment(splitPath(pathname).path, languages);
  const segments = segmentsOf(rest);
  for (const route of ROUTES) {
    if (lang !== null && !route.localized) {
      continue;
    }
    const params = matchSegments(ROUTE_SEGMENTS.get(route) ?? [], segments);
    if (params !== null) {
      return { route, params, lang };
    }
  }
  return null;
}

/** The route of that name. */
export function routeByName(name: RouteName): RouteDefinition {
  return ROUTES_BY_NAME[name];
}

/**
 * The path of a route under a language, parameters filled in and encoded, e.g. '/de/tickets/5';
 * logout never takes the language.
 */
export function routePath(
  name: RouteName,
  lang: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const route = routeByName(name);
  const filled = segmentsOf(route.path).map((part) => {
    if (!part.startsWith(':')) {
      return part;
    }
    const value = params[part.slice(1)];
    if (value === undefined || String(value).length === 0) {
      throw new Error(`Route ${name} needs the parameter ${part.slice(1)}`);
    }
    return encodeURIComponent(String(value));
  });
  const segments = route.localized ? [lang, ...filled] : filled;
  return `/${segments.join('/')}`;
}

/**
 * The same page in another language: the first path segment is replaced when it is a language,
 * otherwise the language is put in front; query and hash are kept, and logout stays as it is.
 */
export function switchLanguagePath(
  pathname: string,
  newLang: Language,
  languages: readonly Language[] = LANGUAGES,
): string {
  const { path, suffix } = splitPath(pathname);
  const { lang, rest } = parseLangSegment(path, languages);
  if (lang === null && matchRoute(path, languages)?.route.localized === false) {
    return pathname;
  }
  return `/${newLang}${rest === '/' ? '' : rest}${suffix}`;
}
