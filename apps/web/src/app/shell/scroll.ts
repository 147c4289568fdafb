/**
 * Scrolling on navigation: a new page starts at the top; going back to a page
 * returns to its saved position, waiting 500 ms and retrying while the server is busy, so the page has
 * its content again before the browser scrolls.
 */
import { SCROLL_RETRY_MS } from '@foyer/domain';

export interface ScrollRestore {
  /** The saved position. */
  readonly y: number;
  /** True while requests are pending. */
  readonly isBusy: () => boolean;
  readonly scrollTo: (y: number) => void;
  /** Gives up after this many tries (the server may stay busy with background work). */
  readonly maxAttempts?: number;
}

/** Schedules the return to a saved position; the returned function cancels it. */
export function restoreScrollWhenIdle({
  y,
  isBusy,
  scrollTo,
  maxAttempts = 20,
}: ScrollRestore): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const attempt = () => {
    attempts += 1;
    if (isBusy() && attempts < maxAttempts) {
      timer = setTimeout(attempt, SCROLL_RETRY_MS);
      return;
    }
    timer = null;
    scrollTo(y);
  };
  timer = setTimeout(attempt, SCROLL_RETRY_MS);
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
}
