/**
 * How fresh the places a visitor sees must be. A shop screen asks again for an availability answer
 * (ticket counts, calendars, sold-out dates and times) once it is older than
 * `AVAILABILITY_STALE_MS`. A page drawn by the server hands its answers to the browser with the time
 * they were read, so the server must not send a page whose answers are older than that, or the
 * browser would ask for them again right after it takes the page over.
 */
export const AVAILABILITY_STALE_MS = 15_000;

/**
 * A page the server keeps is sent again unchanged, without drawing it, while the answers it was
 * drawn from are still the same and the drawing is younger than this: a third of the time the
 * browser treats them as fresh, which leaves two thirds for the page's own lifetime in caches and on
 * the way. Clock-only changes of a page (the museum's date) show within this time.
 */
export const KEPT_PAGE_REDRAW_MS = AVAILABILITY_STALE_MS / 3;
