/**
 * The visitor's answer to the cookie notice is kept for their browser session: in session storage,
 * where the shop reads it, and in a session cookie holding nothing but that answer, so the server
 * draws a page with the notice only for a visitor who has not accepted it yet.
 */
export const NOTICE_COOKIE = 'foyer-notice';
const ACCEPTED = 'accepted';

/** True when a `Cookie` header (or `document.cookie`) says the visitor accepted the notice. */
export function noticeAcceptedIn(cookies: string | null | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(';').some((pair) => {
    const at = pair.indexOf('=');
    return (
      at > 0 && pair.slice(0, at).trim() === NOTICE_COOKIE && pair.slice(at + 1).trim() === ACCEPTED
    );
  });
}

/** The session cookie that says so, for `document.cookie` (`Secure` on an https site). */
export function noticeAcceptedCookie(secure: boolean): string {
  return `${NOTICE_COOKIE}=${ACCEPTED}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
