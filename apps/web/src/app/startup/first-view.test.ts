import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_ID } from '@foyer/domain';
import { appHasDrawnPage, firstViewPainted, watchFirstView } from './first-view';

function page(firstView: boolean): HTMLElement {
  document.body.innerHTML = `${
    firstView ? `<div id="${FIRST_VIEW_ID}"><h1>Light Play</h1></div>` : ''
  }<div id="root" hidden><main class="boot" id="foyer-boot"></main></div>`;
  return document.getElementById('root') as HTMLElement;
}

/** Lets the mutation observer and the promise chain after it run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('appHasDrawnPage', () => {
  it('is false for the boot screen and the loading states, true for a drawn page', () => {
    const root = document.createElement('div');
    expect(appHasDrawnPage(root)).toBe(false);
    root.innerHTML = '<main class="boot" id="foyer-boot"></main>';
    expect(appHasDrawnPage(root)).toBe(false);
    root.innerHTML = '<div class="app"><main id="main"></main></div>';
    expect(appHasDrawnPage(root)).toBe(false);
    root.innerHTML =
      '<div class="app"><main id="main"><div class="page page-loading"></div></main></div>';
    expect(appHasDrawnPage(root)).toBe(false);
    root.innerHTML =
      '<div class="app"><main id="main"><div class="page detail-loading"></div></main></div>';
    expect(appHasDrawnPage(root)).toBe(false);
    root.innerHTML =
      '<div class="app"><main id="main"><div class="home" data-pending=""></div></main></div>';
    expect(appHasDrawnPage(root)).toBe(false);
    root.innerHTML =
      '<div class="app"><main id="main"><div class="page"><h1>Light Play</h1></div></main></div>';
    expect(appHasDrawnPage(root)).toBe(true);
    // A startup error screen has no #main and must show at once.
    root.innerHTML = '<div class="startup-error"><h1>Error</h1></div>';
    expect(appHasDrawnPage(root)).toBe(true);
  });
});

describe('watchFirstView', () => {
  it('shows the root at once when the server drew no first view', () => {
    const root = page(false);
    watchFirstView(document, root);
    expect(root.hidden).toBe(false);
  });

  it('keeps the first view while the app loads and swaps once the page is drawn', async () => {
    const root = page(true);
    watchFirstView(document, root);
    root.innerHTML =
      '<div class="app"><main id="main"><div class="page detail-loading"></div></main></div>';
    await settle();
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    expect(root.hidden).toBe(true);
    const main = root.querySelector('#main') as HTMLElement;
    main.innerHTML = '<div class="page"><h1>Light Play</h1></div>';
    await settle();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(root.hidden).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows the app anyway when it never draws the page in time', () => {
    vi.useFakeTimers();
    const root = page(true);
    watchFirstView(document, root, 1000);
    vi.advanceTimersByTime(999);
    expect(root.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.hidden).toBe(false);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('returns a function that hands over at once', () => {
    const root = page(true);
    watchFirstView(document, root)();
    expect(root.hidden).toBe(false);
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });
});

describe('firstViewPainted', () => {
  it('waits for the first view’s images to load', async () => {
    const view = document.createElement('div');
    const image = document.createElement('img');
    Object.defineProperty(image, 'complete', { value: false, configurable: true });
    view.append(image);
    let painted = false;
    void firstViewPainted(view).then(() => {
      painted = true;
    });
    await settle();
    expect(painted).toBe(false);
    image.dispatchEvent(new Event('load'));
    await settle();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await settle();
    expect(painted).toBe(true);
  });
});
