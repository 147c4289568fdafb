/**
 * The server's first view of a catalog page (issue 21), shared by the server that draws it and the
 * web app that hands over from it.
 */

/** The element id of the first view, in front of the app's hidden root. */
export const FIRST_VIEW_ID = 'foyer-first-view';

/**
 * The session cookie the shop sets beside its stored acceptance of the cookie notice (issue 21): the
 * server then leaves the notice out of the first view it draws.
 */
export const COOKIES_ACCEPTED_COOKIE = 'foyer-cookies=accepted';
