/**
 * The shell's reactions to the transport-level answers, handed to the API client: 401/403
 * → login with `fromUnauthorized=true` (unless already there), 500 → the danger message for 15 s,
 * 503 → reload, 503 `WAITING_ROOM` → the waiting page (back to where the visitor was once admitted).
 */
import {
  matchRoute,
  parseLangSegment,
  routePath,
  safeReturnTo,
  DEFAULT_LANGUAGE,
  type Language,
} from '@foyer/domain';
import type { TransportReactions } from '@/shared/api/api-client';

export interface ReactionDeps {
  /** The shop's languages (all eight until the configuration has loaded). */
  readonly languages: () => readonly Language[];
  /** The language in the store (logout has no language segment). */
  readonly storeLanguage: () => Language | null;
  readonly location: () => { pathname: string; search: string; hash: string };
  readonly navigate: (to: string) => void;
  /** Forgets token and customer. */
  readonly dropIdentity: () => void;
  readonly serverError: () => void;
  readonly reload: () => void;
  /** True when this page itself came from a reload moments ago, so reloading again would loop. */
  readonly recentlyReloaded: () => boolean;
}

/**
 * The login path after a 401/403: `fromUnauthorized=true`, and `returnTo` with the page the visitor
 * was on, so a login can bring them back. Null when they are already on the login screen.
 */
export function unauthorizedRedirect(
  location: { pathname: string; search: string; hash: string },
  languages: readonly Language[],
  storeLanguage: Language | null,
): string | null {
  const match = matchRoute(location.pathname, languages);
  if (match?.route.name === 'login') return null;
  const lang =
    parseLangSegment(location.pathname, languages).lang ??
    (storeLanguage !== null && languages.includes(storeLanguage) ? storeLanguage : null) ??
    languages[0] ??
    DEFAULT_LANGUAGE;
  const back = safeReturnTo(`${location.pathname}${location.search}${location.hash}`);
  const returnTo = back === null ? '' : `&returnTo=${encodeURIComponent(back)}`;
  return `${routePath('login', lang)}?fromUnauthorized=true${returnTo}`;
}

/** The waiting page for a place in `room`, coming back to the page the visitor is on. */
export function waitingRoomPath(
  location: { pathname: string; search: string; hash: string },
  languages: readonly Language[],
  storeLanguage: Language | null,
  room: string,
): string | null {
  const match = matchRoute(location.pathname, languages);
  if (match?.route.name === 'waitingRoom') return null;
  const lang =
    parseLangSegment(location.pathname, languages).lang ??
    (storeLanguage !== null && languages.includes(storeLanguage) ? storeLanguage : null) ??
    languages[0] ??
    DEFAULT_LANGUAGE;
  const back = safeReturnTo(`${location.pathname}${location.search}${location.hash}`);
  const returnTo = back === null ? '' : `&returnTo=${encodeURIComponent(back)}`;
  return `${routePath('waitingRoom', lang)}?room=${encodeURIComponent(room)}${returnTo}`;
}

export function createTransportReactions(deps: ReactionDeps): TransportReactions {
  let reloading = false;
  return {
    unauthorized(status, tokenSent) {
      // A 401 on a call that carried the token means the token is no longer valid.
      if (status === 401 && tokenSent) deps.dropIdentity();
      const target = unauthorizedRedirect(deps.location(), deps.languages(), deps.storeLanguage());
      if (target !== null) deps.navigate(target);
    },
    serverError() {
      deps.serverError();
    },
    waitingRoom(room) {
      const target = waitingRoomPath(deps.location(), deps.languages(), deps.storeLanguage(), room);
      if (target !== null) deps.navigate(target);
    },
    unavailable() {
      if (reloading) return;
      if (deps.recentlyReloaded()) {
        deps.serverError();
        return;
      }
      reloading = true;
      deps.reload();
    },
  };
}

/** True when the page was loaded by a reload less than `withinMs` ago. */
export function pageWasJustReloaded(withinMs = 10_000): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  const type = entry && 'type' in entry ? (entry as PerformanceNavigationTiming).type : null;
  return type === 'reload' && performance.now() < withinMs;
}
