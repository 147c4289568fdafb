/**
 * Playwright's `test`, with a `page` that waits after `goto` and `reload` until the page the server
 * drew is hydrated (the app removes `data-foyer-drawn` from `<html>`): the tests act as a visitor
 * does once the shop is running. Any React hydration error or warning in the console fails the
 * test. boot.spec.ts and server-render.spec.ts look at the drawn page itself (and check the console
 * on their own) with Playwright's own `test`.
 */
import { expect, test as base } from '@playwright/test';

/** React's hydration messages (development wording, and the production build's error codes). */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrationProblems: string[] = [];
    page.on('console', (message) => {
      const kind = message.type();
      if ((kind === 'error' || kind === 'warning') && HYDRATION_PROBLEM.test(message.text())) {
        hydrationProblems.push(message.text());
      }
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) hydrationProblems.push(error.message);
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () =>
      page.waitForFunction(() => !document.documentElement.hasAttribute('data-foyer-drawn'));
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated();
      return response;
    };
    await use(page);
    expect(hydrationProblems, 'React hydration errors or warnings').toEqual([]);
  },
});
