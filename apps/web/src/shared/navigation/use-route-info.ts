/** The route, language and full path of the current location, for components under the router. */
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useShopConfig } from '../config/shop-config';
import { useSession } from '../session/session-store';
import type { Language } from '@foyer/domain';
import { routeInfoOf, type RouteInfo } from './route-info';

/** The route and language of the current location. */
export function useRouteInfo(): RouteInfo {
  const { pathname } = useLocation();
  const config = useShopConfig();
  const storeLanguage = useSession((state) => state.language);
  return useMemo(
    () => routeInfoOf(pathname, config, storeLanguage),
    [pathname, config, storeLanguage],
  );
}

/** The language of the current screen. */
export function useLanguage(): Language {
  return useRouteInfo().lang;
}

/** The current full path: path, query and hash (the header's `returnTo`). */
export function useFullPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
