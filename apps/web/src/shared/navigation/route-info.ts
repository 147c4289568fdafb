/** Which screen and language the current path shows. */
import { matchRoute, parseLangSegment, type Language, type RouteMatch } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import { defaultLanguageOf } from '../config/shop-config';

export interface RouteInfo {
  /** The matched route, or null for the not-found screen. */
  readonly match: RouteMatch | null;
  /** The language of the screen. */
  readonly lang: Language;
}

/**
 * The route and language of a path: the language segment when it is one of the shop's languages,
 * else the language in the store (logout has no segment), else the shop's default.
 */
export function routeInfoOf(
  pathname: string,
  config: ShopConfig,
  storeLanguage: Language | null,
): RouteInfo {
  const match = matchRoute(pathname, config.languages);
  const segment = parseLangSegment(pathname, config.languages).lang;
  const stored = storeLanguage !== null && config.languages.includes(storeLanguage);
  return {
    match,
    lang: segment ?? (stored ? storeLanguage : defaultLanguageOf(config)),
  };
}
