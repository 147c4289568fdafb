/** The header gets its scrolled style after this vertical scroll in px (spec 2 "Header", spec 9). */
export const HEADER_SCROLLED_AFTER_PX = 100;

/** The collapsing menu is re-measured at most this often on resize and orientation change (spec 2 "Header", spec 9). */
export const MENU_REMEASURE_THROTTLE_MS = 500;

/** Returning to a saved scroll position waits this long and retries while the server is busy (spec 4 "Navigation", spec 9). */
export const SCROLL_RETRY_MS = 500;

/** How long the global message of an HTTP 500 stays (spec 8 "Transport level", spec 9). */
export const SERVER_ERROR_MESSAGE_MS = 15000;

/** Toasts disappear after this time (spec 2 "Other shell elements", spec 9). */
export const TOAST_DURATION_MS = 2000;

/** A toast swiped further than this in px is dismissed (spec 9). */
export const TOAST_SWIPE_DISMISS_PX = 80;

/** The shop identifier of payment and info calls (spec 7, spec 9). */
export const SHOP_ID = 2;
