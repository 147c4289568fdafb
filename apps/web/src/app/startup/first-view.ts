/**
 * The server's first view (issue 21): for catalog pages the server draws the page's main content
 * into the HTML (`#foyer-first-view`, apps/server/src/web/head-html.ts) and keeps the app's root
 * hidden, so the largest paint does not wait for the scripts and the API. The app renders into its
 * hidden root as usual; as soon as the root shows the page itself (no boot screen, no page-level
 * loading state), the first view is removed and the root shown in the same frame: a mutation
 * observer's callback runs before the browser paints. Elements that appear are no layout shift, so
 * the swap costs no CLS. A timeout shows the app anyway should it never get there.
 */
import { FIRST_VIEW_ID } from '@foyer/domain';

/** What the app draws while the page is not there yet (boot screen, page and detail skeletons). */
const STILL_LOADING =
  '#foyer-boot, .page-loading, .detail-loading, .catalog-loading, [data-pending]';

/** How long the first view may stand in for the app at most. */
const MAX_FIRST_VIEW_MS = 15_000;

/** True when the app's root shows a page (or a startup error screen), not a loading state. */
export function appHasDrawnPage(root: Element): boolean {
  if (root.firstElementChild === null || root.querySelector(STILL_LOADING) !== null) return false;
  const main = root.querySelector('#main');
  // No #main: a startup error screen, which must show at once.
  return main === null || main.firstElementChild !== null;
}

/** Resolves when the image has loaded and is decoded, ready to paint (or failed). */
function imageReady(image: HTMLImageElement): Promise<void> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(() =>
    typeof image.decode === 'function' ? image.decode().catch(() => undefined) : undefined,
  );
}

/**
 * Resolves once every image of the first view has loaded and been decoded and then two frames
 * have been drawn, so the browser has painted them.
 */
export function firstViewPainted(view: Element): Promise<void> {
  const images = [...view.querySelectorAll('img')];
  return Promise.all(images.map(imageReady)).then(
    () =>
      new Promise<void>((resolve) => {
        if (images.length === 0 || typeof requestAnimationFrame !== 'function') resolve();
        // One frame paints the images; the hand-over happens in the next frame's callback.
        else requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * Hands over from the server's first view to the app once the app has drawn the page; returns a
 * function that hands over at once (also called on timeout).
 */
export function watchFirstView(
  doc: Document,
  root: HTMLElement,
  maxMs: number = MAX_FIRST_VIEW_MS,
): () => void {
  const found = doc.getElementById(FIRST_VIEW_ID);
  if (!found) {
    root.hidden = false;
    return () => undefined;
  }
  const view: HTMLElement = found;
  let done = false;
  let waiting = false;
  const observer = new MutationObserver(() => {
    if (waiting || !appHasDrawnPage(root)) return;
    // The first view's images are painted first: when the app took over before they had loaded,
    // the app's own copy would be the page's largest paint, as late as the app itself.
    waiting = true;
    void firstViewPainted(view).then(handOver);
  });
  const timer = setTimeout(handOver, maxMs);
  function handOver() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    view.remove();
    root.hidden = false;
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  return handOver;
}
