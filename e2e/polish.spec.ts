/**
 * Shop polish in Chromium at a phone's width: the gone screen, a tour page with its
 * duration, switched-off features, an expired login at start-up and the cookie notice at 375 px.
 * The 375 px screenshots are saved to docs/screenshots.
 */
import { expect, test, type Page } from './hydrated-test';
import { apiData, expectAccessible } from './catalog-helpers';
import { acceptCookiesUpFront, changeConfig, drawInBrowser, isCall, seedBasket } from './helpers';

const PHONE = { width: 375, height: 740 };
const shot = (name: string) => `docs/screenshots/${name}-375.png`;

interface Article {
  id: number;
  name: string;
  price: number;
  stock: number;
  vat_value: number;
  product_kind_ref: number | null;
}

async function seedPoster(page: Page, request: Parameters<typeof apiData>[0]): Promise<void> {
  const all = await apiData<Article[]>(request, 'en/merchandise/select');
  const entry = all.find((article) => article.stock > 5 && article.product_kind_ref !== 13)!;
  const item = {
    type: 'merchandise',
    id: entry.id,
    name: entry.name,
    price: entry.price,
    totalPrice: entry.price,
    count: 1,
    totalCount: 1,
    datetime: null,
    date: null,
    time: null,
    vat_value: entry.vat_value,
  };
  await seedBasket(page, [item]);
}

test.use({ viewport: PHONE });

test('a gone cart says only that it is gone, and where the confirmation is', async ({
  page,
  request,
}) => {
  await acceptCookiesUpFront(page);
  await seedPoster(page, request);
  await page.goto('/en/checkout/failed?reason=gone');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'We could not find your shopping cart' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Please check your e-mails for a confirmation');
  await expect(page.getByText('Your payment was not completed successfully.')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: shot('gone'), fullPage: true });
});

test('a tour page and the tour list show the duration in minutes', async ({ page, request }) => {
  await acceptCookiesUpFront(page);
  const tours = await apiData<Array<{ id: number; duration?: number }>>(
    request,
    'en/tour/select/event',
  );
  const tour = tours.find((entry) => entry.duration !== undefined)!;
  await page.goto(`/en/guided-tours/${tour.id}`);
  const facts = page.getByRole('list', { name: 'About this tour' });
  await expect(facts).toContainText(`Duration: ${tour.duration} min.`);
  await expectAccessible(page);
  await page.screenshot({ path: shot('tour-duration') });
  await page.goto('/de/guided-tours');
  await expect(page.getByText(`Dauer: ${tour.duration} Min.`).first()).toBeVisible();
});

test('a switched-off feature is not found, and the home page does not lead to it', async ({
  page,
}) => {
  await acceptCookiesUpFront(page);
  await changeConfig(page, { hasTickets: false });
  await page.goto('/de/tickets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByText(/konnten nicht geladen werden/)).toHaveCount(0);
  await page.goto('/de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main a[href^="/de/tickets"]')).toHaveCount(0);
});

test('an expired login at start-up leads to the login and back', async ({ page }) => {
  await acceptCookiesUpFront(page);
  // A token from an earlier visit, stored once (not again on a later page load).
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('e2eSeeded') !== null) return;
    window.sessionStorage.setItem('e2eSeeded', '1');
    window.sessionStorage.setItem('token', JSON.stringify('expired-token-0123456789'));
  });
  await page.goto('/en/vouchers');
  await expect(page).toHaveURL('/en/login?fromUnauthorized=true&returnTo=%2Fen%2Fvouchers');
  await expect(page.getByText('The page you were trying to access requires login.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
});

test('the cookie notice leaves the primary button reachable at 375 px', async ({
  page,
  request,
}) => {
  await seedPoster(page, request);
  await page.goto('/en/checkout');
  const notice = page.getByRole('region', { name: 'Cookies on this website' });
  await expect(notice).toBeVisible();
  const primary = page.getByRole('button', { name: 'Continue to checkout', exact: true });
  await primary.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await primary.boundingBox();
  const cover = await notice.boundingBox();
  expect(button && cover && button.y + button.height <= cover.y).toBe(true);
  await primary.click({ trial: true });
});

test('an ended event’s old link says it ended', async ({ page }) => {
  await acceptCookiesUpFront(page);
  // The faked answer is met by the browser's own call: the page is drawn there.
  await drawInBrowser(page);
  await page.route(isCall('ticket/collect/event/\\d+'), (route) =>
    route.fulfill({ status: 410, json: { error: 'EVENT_EXPIRED' } }),
  );
  await page.goto('/en/tickets/424242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This event has ended');
  await expect(page.getByRole('link', { name: 'See the current events' })).toHaveAttribute(
    'href',
    '/en/tickets',
  );
  await expectAccessible(page);
});
