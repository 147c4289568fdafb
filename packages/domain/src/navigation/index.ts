export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  offeredLanguageOf,
  LANGUAGES,
  parseLangSegment,
  splitPath,
} from './languages';
export type { LangSegment, Language } from './languages';
export {
  AUTH_SCREENS,
  isAuthScreen,
  matchRoute,
  ROUTE_NAMES,
  routeByName,
  routePath,
  ROUTES,
  switchLanguagePath,
} from './routes';
export type { RouteDefinition, RouteMatch, RouteName } from './routes';
export {
  CHECKOUT_REDIRECT,
  isPaymentProviderReferrer,
  nextLastVisited,
  nextPostLoginRedirect,
  returnToQuery,
  safeReturnTo,
} from './redirects';
export { BREAKPOINTS, pageTitle, screenSizeClass } from './layout';
export type { ScreenSizeClass } from './layout';
export {
  HEADER_SCROLLED_AFTER_PX,
  MENU_REMEASURE_THROTTLE_MS,
  SCROLL_RETRY_MS,
  SERVER_ERROR_MESSAGE_MS,
  SHOP_ID,
  TOAST_DURATION_MS,
  TOAST_SWIPE_DISMISS_PX,
} from './constants';
export { DATE_FORMAT, formatDate, formatMinutes } from './format';
export {
  absoluteUrl,
  hreflangAlternates,
  INDEXABLE_ROUTES,
  isIndexable,
  localizedPagePath,
} from './seo';
export type { HreflangAlternate } from './seo';
