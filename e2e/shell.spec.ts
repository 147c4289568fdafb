import { expect, test } from './hydrated-test';
import {
  acceptCookiesUpFront,
  changeConfig,
  isCall,
  logInAsErika,
  sessionValue,
  TOKEN,
} from './helpers';

test.describe('routes and titles', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('the home screen has the site name as title, in the language of the path', async ({
    page,
  }) => {
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stadtmuseum Lindenau');
    await expect(page).toHaveTitle('Stadtmuseum Lindenau');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/en');
    await expect(page).toHaveTitle('Lindenau City Museum');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('every other screen is titled "{page title} - {site name}"', async ({ page }) => {
    await page.goto('/en/guided-tours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guided tours');
    await expect(page).toHaveTitle('Guided tours - Lindenau City Museum');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Shop' })
      .click();
    await expect(page).toHaveURL('/en/merchandise');
    await expect(page).toHaveTitle('Museum shop - Lindenau City Museum');
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/de/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page).toHaveTitle('Seite nicht gefunden - Stadtmuseum Lindenau');
    await page.goto('/en/tickets/1/extra');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/en');
  });

  test('secondary screens look quieter', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.locator('.app')).toHaveClass(/app--secondary/);
    await page.goto('/en/tickets');
    await expect(page.locator('.app')).not.toHaveClass(/app--secondary/);
  });
});

test.describe('the header', () => {
  test.beforeEach(({ page }) => acceptCookiesUpFront(page));

  test('the language switch replaces the first path segment and reloads', async ({ page }) => {
    await page.goto('/de/tickets?view=list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eintrittskarten');
    const button = page.getByRole('button', { name: /Sprache/ });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: 'Sprache' });
    await expect(menu.getByRole('menuitem', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    const navigation = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'English' }).click();
    await navigation;
    await expect(page).toHaveURL('/en/tickets?view=list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets');
  });

  test('login and register carry the current full path as returnTo', async ({ page }) => {
    await page.goto('/en/vouchers?category=3');
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login?returnTo=%2Fen%2Fvouchers%3Fcategory%3D3',
    );
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/register?returnTo=%2Fen%2Fvouchers%3Fcategory%3D3',
    );
  });

  test('the menu collapses into a hamburger at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/screen-xs/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await toggle.click();
    const panel = page.getByRole('navigation', { name: 'Main menu' });
    await expect(panel.getByRole('link', { name: 'Guided tours' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/screen-xl/);
  });

  test('the header gets its scrolled style after 100 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en');
    // The app's header (the server's first view has one too until the app takes over).
    const header = page.locator('#root .site-header');
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(header).toHaveClass(/is-scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/is-scrolled/);
  });
});

test.describe('session', () => {
  test('/logout forgets the login, says so and returns to returnTo', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await logInAsErika(page);
    let revoked = '';
    await page.route(isCall('auth/logout'), (route) => {
      revoked = new URL(route.request().url()).searchParams.get('_') ?? '';
      return route.fulfill({ json: { data: true } });
    });
    await page.goto('/en/tickets');
    const account = page.getByRole('button', { name: 'Erika Mustermann' });
    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await expect(page).toHaveURL('/en/tickets');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(revoked).toBe(TOKEN);
    expect(await sessionValue(page, 'token')).toBeNull();
    expect(await sessionValue(page, 'customer')).toBeNull();
  });

  test('/logout without a language segment goes home when there is nothing to return to', async ({
    page,
  }) => {
    await page.goto('/logout');
    await expect(page).toHaveURL('/de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stadtmuseum Lindenau');
  });

  test('the partner of the query is kept for the session', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.goto('/en?partner=hotel-am-park');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Tickets' })
      .click();
    await expect(page).toHaveURL('/en/tickets');
    expect(await sessionValue(page, 'partner')).toBe('hotel-am-park');
    await page.goto('/de/vouchers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gutscheine');
    expect(await sessionValue(page, 'partner')).toBe('hotel-am-park');
  });
});

test.describe('shell elements', () => {
  test('the cookie notice shows the sanitized text until accepted for the session', async ({
    page,
  }) => {
    await page.goto('/en');
    const notice = page.getByRole('region', { name: 'Cookies on this website' });
    await expect(notice).toContainText('This shop uses no tracking cookies.');
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    expect(await sessionValue(page, 'cookiesAccepted')).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this website' })).toBeHidden();
  });

  test('the cookie notice stays away when the configuration switches it off', async ({ page }) => {
    await changeConfig(page, { showCookieDisclaimer: false });
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookies on this website' })).toBeHidden();
  });

  test('a toast vanishes after 2 seconds', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.goto('/logout?returnTo=%2Fen');
    const toast = page.getByText('Sie wurden abgemeldet.');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 2000 });
  });

  test('a toast can be swiped away past 80 px', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.goto('/en');
    await page.goto('/logout?returnTo=%2Fen');
    const toast = page.locator('.toast');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, y, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, y, { steps: 6 });
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 500 });
  });

  test('header and footer can be switched off for embedding', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await changeConfig(page, { showHeader: false, showFooter: false });
    await page.goto('/en/tickets');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tickets');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the footer links the legal pages and the social media of the museum', async ({ page }) => {
    await acceptCookiesUpFront(page);
    await page.goto('/en');
    const legal = page.getByRole('navigation', { name: 'Legal information' });
    await expect(legal.getByRole('link')).toHaveCount(5);
    await legal.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL('/en/page/imprint');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Follow us' }).getByRole('link')).toHaveCount(
      4,
    );
    await expect(
      page.getByText(`© ${new Date().getFullYear()} Lindenau City Museum`),
    ).toBeVisible();
  });
});
