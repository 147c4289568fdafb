/**
 * The session cookie the shop sets beside its stored acceptance of the cookie notice (issue 21): the
 * server then leaves the notice out of the first view it draws.
 */
export const COOKIES_ACCEPTED_COOKIE = 'foyer-cookies=accepted';
