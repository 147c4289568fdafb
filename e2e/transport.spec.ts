/**
 * How the app answers the transport's failures (docs/api.md). The server draws the first page with its
 * data, so the failures are met on the browser's own calls: those of the next screen the visitor
 * opens from the drawn home page.
 */
import { expect, test, type Page } from './hydrated-test';
import { acceptCookiesUpFront, isCall } from './helpers';

test.beforeEach(({ page }) => acceptCookiesUpFront(page));

/** Opens the home page (drawn by the server, then hydrated) and goes on to `name` in the menu. */
async function fromHomeTo(page: Page, lang: 'de' | 'en', name: string): Promise<void> {
  await page.goto(`/${lang}`, { waitUntil: 'networkidle' });
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
}

test('401 sends the visitor to login with fromUnauthorized=true', async ({ page }) => {
  await page.route(isCall('voucher/select/event/'), (route) =>
    route.fulfill({ status: 401, json: { error: 'AUTH_REQUIRED' } }),
  );
  await fromHomeTo(page, 'en', 'Gift vouchers');
  await expect(page).toHaveURL('/en/login?fromUnauthorized=true&returnTo=%2Fen%2Fvouchers');
  await expect(page.getByText('The page you were trying to access requires login.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

test('403 is treated like 401', async ({ page }) => {
  await page.route(isCall('event/select'), (route) =>
    route.fulfill({ status: 403, json: { error: 'AUTH_REQUIRED' } }),
  );
  await fromHomeTo(page, 'de', 'Tickets');
  await expect(page).toHaveURL('/de/login?fromUnauthorized=true&returnTo=%2Fde%2Ftickets');
});

test('500 shows the danger message with the support address for 15 seconds', async ({ page }) => {
  await page.clock.install();
  await page.route(isCall('voucher/select/event/'), (route) =>
    route.fulfill({ status: 500, json: { error: 'SERVER_ERROR' } }),
  );
  await fromHomeTo(page, 'en', 'Gift vouchers');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Sorry, something went wrong on our side.');
  // The page's clock stops a second after the message showed (Playwright cannot stop it in the
  // past), so a slow machine's real seconds count only up to then; the checks leave that slack.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(
    alert.getByRole('link', { name: 'besucherservice@stadtmuseum-lindenau.example' }),
  ).toHaveAttribute('href', 'mailto:besucherservice@stadtmuseum-lindenau.example');
  await page.clock.fastForward(11_000);
  await expect(alert).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(alert).toBeHidden();
});

test('503 reloads the page', async ({ page }) => {
  let answered503 = 0;
  await page.route(
    isCall('voucher/select/event/'),
    (route) => {
      answered503 += 1;
      return route.fulfill({ status: 503, body: '' });
    },
    { times: 1 },
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await fromHomeTo(page, 'en', 'Gift vouchers');
  await expect.poll(() => loads).toBe(2);
  expect(answered503).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift vouchers');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
