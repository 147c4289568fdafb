/**
 * Playwright's `test`, with a `page` that waits after `goto` and `reload` until the page the server
 * drew is hydrated (the app removes `data-foyer-drawn` from `<html>`): the tests act as a visitor
 * does once the shop is running. boot.spec.ts and server-render.spec.ts look at the drawn page
 * itself and use Playwright's own `test`.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
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
  },
});
