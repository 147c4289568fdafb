/** The header gets its scrolled style after this vertical scroll in px. */
export const HEADER_SCROLLED_AFTER_PX = 100;

/** The collapsing menu is re-measured at most this often on resize and orientation change. */
export const MENU_REMEASURE_THROTTLE_MS = 500;

/** Returning to a saved scroll position waits this long and retries while the server is busy. */
export const SCROLL_RETRY_MS = 500;

/** How long the global message of an HTTP 500 stays. */
export const SERVER_ERROR_MESSAGE_MS = 15000;

/** Toasts disappear after this time. */
export const TOAST_DURATION_MS = 2000;

/** A toast swiped further than this in px is dismissed. */
export const TOAST_SWIPE_DISMISS_PX = 80;

/** The shop identifier of payment and info calls. */
export const SHOP_ID = 2;
