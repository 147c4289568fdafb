import { isAuthScreen } from './routes';

/** The route name kept as post-login redirect when leaving checkout for an auth screen. */
export const CHECKOUT_REDIRECT = 'checkout';

/**
 * The post-login redirect after a route change: checkout → auth screen stores 'checkout'; any
 * other non-auth target clears it; moves between auth screens keep it.
 */
export function nextPostLoginRedirect(
  current: string | null,
  fromRouteName: string | null,
  toRouteName: string | null,
): string | null {
  if (!isAuthScreen(toRouteName)) {
    return null;
  }
  return fromRouteName === CHECKOUT_REDIRECT ? CHECKOUT_REDIRECT : current;
}

/** The last visited URL after a route change: the previous URL, unless it is '/' or unknown. */
export function nextLastVisited(
  previousUrl: string | null | undefined,
  currentStored: string | null,
): string | null {
  if (previousUrl === null || previousUrl === undefined || previousUrl.length === 0) {
    return currentStored;
  }
  return previousUrl === '/' ? currentStored : previousUrl;
}

/**
 * A same-site relative path to return to, or null: it must start with exactly one '/', and may hold
 * no backslash, whitespace or control character, which browsers could read as another host
 * (open-redirect guard for the header's returnTo).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  const safe =
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    ![...value].some(isWhitespaceOrControl);
  return safe ? value : null;
}

function isWhitespaceOrControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f || /\s/.test(char);
}

/**
 * The query of the login, register and logout links: '?returnTo=' and the current full path,
 * encoded; empty when the path is not a safe return target.
 */
export function returnToQuery(fullPath: string): string {
  const safe = safeReturnTo(fullPath);
  return safe === null ? '' : `?returnTo=${encodeURIComponent(safe)}`;
}

/** The host of an absolute http(s) URL, lower-case, without user info and port; null otherwise. */
function hostOf(url: string): string | null {
  const match = /^https?:\/\/([^/?#]*)/i.exec(url.trim());
  const authority = match?.[1];
  if (authority === undefined) {
    return null;
  }
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  return host.length > 0 ? host.toLowerCase() : null;
}

/**
 * True when the referrer is a page of a payment provider (the host or one of its subdomains), so it
 * is not stored as the visitor's referrer.
 */
export function isPaymentProviderReferrer(
  referrer: string | null | undefined,
  providerHosts: readonly string[],
): boolean {
  const host = hostOf(referrer ?? '');
  if (host === null) {
    return false;
  }
  return providerHosts.some((candidate) => {
    const provider = candidate.trim().toLowerCase();
    return provider.length > 0 && (host === provider || host.endsWith(`.${provider}`));
  });
}
