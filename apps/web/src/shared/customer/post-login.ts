/**
 * Where a login, guest registration or recovery goes next: the `returnTo` query when it is a safe
 * path of this shop that is not an auth screen or logout, else the post-login redirect (checkout),
 * else `fallback`.
 */
import {
  isAuthScreen,
  matchRoute,
  routePath,
  safeReturnTo,
  type Language,
  type RouteName,
} from '@foyer/domain';

export function postLoginTarget(input: {
  readonly returnTo: string | null;
  readonly postLoginRedirect: string | null;
  readonly lang: Language;
  readonly languages: readonly Language[];
  readonly fallback: RouteName;
}): string {
  const back = safeReturnTo(input.returnTo);
  if (back !== null) {
    const name = matchRoute(back, input.languages)?.route.name ?? null;
    if (name !== null && name !== 'logout' && !isAuthScreen(name)) return back;
  }
  if (input.postLoginRedirect === 'checkout') return routePath('checkout', input.lang);
  return routePath(input.fallback, input.lang);
}
