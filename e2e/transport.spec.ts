import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, isCall } from './helpers';

test.beforeEach(({ page }) => acceptCookiesUpFront(page));

test('401 sends the visitor to login with fromUnauthorized=true', async ({ page }) => {
  await page.route(isCall('static/content'), (route) =>
    route.fulfill({ status: 401, json: { error: 'AUTH_REQUIRED' } }),
  );
  await page.goto('/en/vouchers');
  await expect(page).toHaveURL('/en/login?fromUnauthorized=true&returnTo=%2Fen%2Fvouchers');
  await expect(page.getByText('The page you were trying to access requires login.')).toBeVisible();
  // Already on login: another 401 leaves the visitor there.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(page).toHaveURL(/\/en\/login\?fromUnauthorized=true/);
});

test('403 is treated like 401', async ({ page }) => {
  await page.route(isCall('static/content'), (route) =>
    route.fulfill({ status: 403, json: { error: 'AUTH_REQUIRED' } }),
  );
  await page.goto('/de/tickets');
  await expect(page).toHaveURL('/de/login?fromUnauthorized=true&returnTo=%2Fde%2Ftickets');
});

test('500 shows the danger message with the support address for 15 seconds', async ({ page }) => {
  await page.clock.install();
  await page.route(isCall('shopinfo'), (route) =>
    route.fulfill({ status: 500, json: { error: 'SERVER_ERROR' } }),
  );
  await page.goto('/en');
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
    isCall('shopinfo'),
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
  await page.goto('/en');
  await expect.poll(() => loads).toBe(2);
  expect(answered503).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lindenau City Museum');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed configuration shows the error screen with a retry', async ({ page }) => {
  let fail = true;
  await page.route(isCall('shopinfo/config'), (route) =>
    fail ? route.abort('connectionrefused') : route.fallback(),
  );
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'The shop could not be loaded' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lindenau City Museum');
});
