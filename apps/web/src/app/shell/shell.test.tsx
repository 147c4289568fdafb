import type { ShopConfig } from '@foyer/domain/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@/shared/navigation/navigator';
import { cartStore } from '@/shared/session/cart-store';
import { sessionStore } from '@/shared/session/session-store';
import { showServerError } from '@/shared/ui/message-store';
import { demoConfig, demoContent, erika } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const TOKEN = 'token-0123456789abcdef';

function withConfig(changes: Partial<ShopConfig>): ShopConfig {
  return { ...demoConfig, ...changes };
}

async function heading() {
  return screen.findByRole('heading', { level: 1 });
}

describe('routes and titles', () => {
  it('shows the home screen under a language segment with the site name alone as title', async () => {
    renderShell({ path: '/en' });
    expect((await heading()).textContent).toBe('Lindenau City Museum');
    await waitFor(() => expect(document.title).toBe('Lindenau City Museum'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows home at / in the default language', async () => {
    renderShell({ path: '/', lang: 'de' });
    expect((await heading()).textContent).toBe('Stadtmuseum Lindenau');
  });

  it('titles a screen "{page title} - {site name}" in its language', async () => {
    renderShell({ path: '/de/guided-tours' });
    expect((await heading()).textContent).toBe('Führungen');
    await waitFor(() => expect(document.title).toBe('Führungen - Stadtmuseum Lindenau'));
  });

  it.each(['/en/no/such/page', '/en/logout', '/en/tickets/1/2', '/en/page'])(
    'shows the not-found screen for %s',
    async (path) => {
      renderShell({ path });
      expect((await heading()).textContent).toBe('Page not found');
      await waitFor(() => expect(document.title).toBe('Page not found - Lindenau City Museum'));
    },
  );

  it.each(['/xx', '/it/tickets', '/xx/tickets'])(
    'shows the not-found screen in the default language for %s (no language of the shop)',
    async (path) => {
      renderShell({ path });
      await waitFor(() =>
        expect(document.title).toBe('Seite nicht gefunden - Stadtmuseum Lindenau'),
      );
      expect((await heading()).textContent).toBe('Seite nicht gefunden');
      expect(document.documentElement.lang).toBe('de');
    },
  );

  it('gives the secondary screens their own styling', async () => {
    const { container } = renderShell({ path: '/en/login' });
    await heading();
    expect(container.querySelector('.app')?.classList.contains('app--secondary')).toBe(true);
  });

  it('keeps the regular styling elsewhere', async () => {
    const { container } = renderShell({ path: '/en/tickets' });
    await heading();
    expect(container.querySelector('.app')?.classList.contains('app--secondary')).toBe(false);
  });

  it('puts the screen-size class on <html>', async () => {
    window.innerWidth = 375;
    renderShell({ path: '/en' });
    await heading();
    await waitFor(() =>
      expect(document.documentElement.classList.contains('screen-xs')).toBe(true),
    );
    window.innerWidth = 1280;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() =>
      expect(document.documentElement.classList.contains('screen-xl')).toBe(true),
    );
    expect(document.documentElement.classList.contains('screen-xs')).toBe(false);
  });
});

describe('the header', () => {
  it('lists only enabled features, with configured label overrides', async () => {
    renderShell({
      path: '/en',
      config: withConfig({
        hasVouchers: false,
        navTranslations: { passes: { en: 'Memberships' } },
      }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Tickets',
      'Guided tours',
      'Shop',
      'Memberships',
      'Log in',
      'Register',
    ]);
  });

  it('highlights merchandise on product pages', async () => {
    renderShell({ path: '/en/product/5' });
    const shop = await screen.findByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('aria-current')).toBe('true');
    expect(shop.classList.contains('is-active')).toBe(true);
  });

  it('links the brand to the home page, or to the museum site in a new tab', async () => {
    renderShell({ path: '/en/tickets' });
    expect(
      (await screen.findByRole('link', { name: 'Lindenau City Museum' })).getAttribute('href'),
    ).toBe('/en');
  });

  it('links the brand to the per-language main site when configured', async () => {
    renderShell({
      path: '/en/tickets',
      config: withConfig({
        logoLinksToMainSite: true,
        museumMainUrl: 'https://museum.example/',
        museumPerLanguageUrls: { en: 'https://museum.example/en/' },
        openMainSiteInNewTab: true,
      }),
    });
    const brand = await screen.findByRole('link', { name: /Lindenau City Museum/ });
    expect(brand.getAttribute('href')).toBe('https://museum.example/en/');
    expect(brand.getAttribute('target')).toBe('_blank');
  });

  it('gives login and register a returnTo with the current full path', async () => {
    renderShell({ path: '/en/tickets?date=2026-03-05' });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(
      '/en/login?returnTo=%2Fen%2Ftickets%3Fdate%3D2026-03-05',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/en/register?returnTo=%2Fen%2Ftickets%3Fdate%3D2026-03-05',
    );
  });

  it('shows no login links when registration is off', async () => {
    renderShell({ path: '/en', config: withConfig({ hasUserRegistration: false }) });
    await heading();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows guests the login links', async () => {
    sessionStore.getState().logIn(TOKEN, { ...erika, isGuest: true });
    renderShell({ path: '/en' });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('gives a logged-in customer a menu with my orders, settings and logout', async () => {
    sessionStore.getState().logIn(TOKEN, erika);
    renderShell({ path: '/en/tickets' });
    const button = await screen.findByRole('button', { name: 'Erika Mustermann' });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Account of Erika Mustermann' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['My orders', '/en/my-orders'],
      ['Settings', '/en/settings'],
      ['Log out', '/logout?returnTo=%2Fen%2Ftickets'],
    ]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers the other languages, each replacing the first path segment', async () => {
    renderShell({ path: '/en/tickets?date=2026-03-05' });
    await heading();
    const button = screen.getByRole('button', { name: /^Language: ?EN$/ });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Language' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Deutsch', '/de/tickets?date=2026-03-05'],
      ['English', '/en/tickets?date=2026-03-05'],
      ['Français', '/fr/tickets?date=2026-03-05'],
    ]);
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('has no language dropdown with a single language', async () => {
    renderShell({
      path: '/de',
      config: withConfig({ languages: ['de'], languagesFull: ['Deutsch'] }),
    });
    await heading();
    expect(screen.queryByRole('button', { name: /Sprache/ })).toBeNull();
  });

  it('shows the basket count and looks different when the basket is not empty', async () => {
    renderShell({ path: '/en' });
    const basket = await screen.findByRole('link', { name: 'Basket, 0 items' });
    expect(basket.getAttribute('href')).toBe('/en/checkout');
    expect(basket.classList.contains('basket-link--filled')).toBe(false);
    act(() => {
      cartStore.getState().add({
        type: 'merchandise',
        id: 1,
        name: 'Poster',
        price: 1200,
        totalPrice: 1200,
        count: 1,
        totalCount: 1,
        datetime: null,
        date: null,
        time: null,
      });
    });
    const filled = await screen.findByRole('link', { name: 'Basket, 1 item' });
    expect(filled.classList.contains('basket-link--filled')).toBe(true);
    // A voucher code is a means of payment: the count stays that of the basket's lines.
    act(() => {
      cartStore.getState().add({
        type: 'voucherCode',
        barcode: 'GIFT-1',
        name: 'Gift voucher',
        amount: 1000,
        price: -1000,
        totalPrice: -1000,
        count: 1,
        totalCount: 1,
        datetime: null,
        date: null,
        time: null,
        valid_to: null,
      });
    });
    expect(cartStore.getState().basket.items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeTruthy();
  });
});

describe('the footer', () => {
  it('links the legal pages, shipping only with merchandise', async () => {
    renderShell({ path: '/en' });
    const legal = await screen.findByRole('navigation', { name: 'Legal information' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/page/imprint',
      '/en/page/terms',
      '/en/page/data_protection',
      '/en/page/accessibility_statement',
      '/en/page/shipping',
    ]);
  });

  it('leaves shipping out without merchandise', async () => {
    renderShell({ path: '/en', config: withConfig({ hasMerchandise: false }) });
    const legal = await screen.findByRole('navigation', { name: 'Legal information' });
    expect(within(legal).queryByRole('link', { name: 'Shipping information' })).toBeNull();
  });

  it('replaces defaults with the configured custom terms links in a new tab, unless switched off', async () => {
    const customTermsLinks = {
      enabled: true,
      links: { en: { terms: { url: 'https://museum.example/terms', title: 'Museum terms' } } },
    };
    const { unmount } = renderShell({ path: '/en', config: withConfig({ customTermsLinks }) });
    const custom = await screen.findByRole('link', { name: /Museum terms/ });
    expect(custom.getAttribute('href')).toBe('https://museum.example/terms');
    expect(custom.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      '/en/page/imprint',
    );
    unmount();
    renderShell({
      path: '/en',
      config: withConfig({ customTermsLinks: { ...customTermsLinks, enabled: false } }),
    });
    expect(
      (await screen.findByRole('link', { name: 'Terms and conditions' })).getAttribute('href'),
    ).toBe('/en/page/terms');
  });

  it('shows social links in order, partner logos and the copyright of this year', async () => {
    renderShell({ path: '/en' });
    const social = await screen.findByRole('navigation', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Instagram (opens in a new tab)', 'Mastodon (opens in a new tab)']);
    expect(screen.getByRole('img', { name: 'Kulturstiftung' }).getAttribute('src')).toBe(
      '/static/partners/kulturstiftung.svg',
    );
    expect(screen.getByRole('heading', { name: 'Supported by' })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Lindenau City Museum`)).toBeTruthy();
  });

  it('hides header and footer for embedding', async () => {
    renderShell({ path: '/en', config: withConfig({ showHeader: false, showFooter: false }) });
    await heading();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('the cookie notice', () => {
  /**
   * Waits until the static content (with the notice's text) is shown by the footer, which renders
   * in the same update as the notice, and until the notice's lazy panel could have loaded.
   */
  async function staticContentShown() {
    await screen.findByRole('link', { name: /Mastodon/ });
    await act(async () => {
      await import('./cookie-notice-panel');
    });
  }

  it('shows the sanitized text and remembers the acceptance for the session', async () => {
    renderShell({ path: '/en' });
    const notice = await screen.findByRole('region', { name: 'Cookies on this website' });
    expect(notice.innerHTML).toContain('<strong>cookies</strong>');
    expect(notice.innerHTML).not.toContain('<script');
    expect(notice.innerHTML).not.toContain('onerror');
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookies on this website' })).toBeNull(),
    );
    expect(sessionStorage.getItem('cookiesAccepted')).toBe('true');
  });

  it('keeps the page bottom free while shown, so no button stays beneath it', async () => {
    const offsetHeight = vi
      .spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('cookie-notice') ? 212 : 0;
      });
    renderShell({ path: '/en' });
    const notice = await screen.findByRole('region', { name: 'Cookies on this website' });
    const reserved = () =>
      document.documentElement.style.getPropertyValue('--cookie-notice-height');
    await waitFor(() => expect(reserved()).toBe('212px'));
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reserved()).toBe(''));
    offsetHeight.mockRestore();
  });

  it('stays away once accepted or when switched off', async () => {
    renderShell({ path: '/en', config: withConfig({ showCookieDisclaimer: false }) });
    await staticContentShown();
    expect(screen.queryByRole('region', { name: 'Cookies on this website' })).toBeNull();
  });

  it('stays away when the server has no text for it', async () => {
    renderShell({
      path: '/en',
      answers: { staticContent: { ...demoContent, cookie_warning: null } },
    });
    await staticContentShown();
    expect(screen.queryByRole('region', { name: 'Cookies on this website' })).toBeNull();
  });
});

describe('the message bar', () => {
  it('shows the server error with the support address and can be dismissed', async () => {
    renderShell({ path: '/en' });
    await heading();
    act(() => showServerError());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sorry, something went wrong on our side.');
    expect(
      within(alert).getByRole('link', { name: 'hilfe@museum.example' }).getAttribute('href'),
    ).toBe('mailto:hilfe@museum.example');
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('navigation', () => {
  it('keeps the last visited URL and the checkout redirect to login', async () => {
    renderShell({ path: '/en/checkout' });
    await heading();
    act(() => navigateTo('/en/login'));
    await waitFor(() => expect(sessionStore.getState().postLoginRedirect).toBe('checkout'));
    expect(JSON.parse(sessionStorage.getItem('lastVisited')!)).toBe('/en/checkout');
    act(() => navigateTo('/en/register'));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('lastVisited')!)).toBe('/en/login'),
    );
    expect(sessionStore.getState().postLoginRedirect).toBe('checkout');
    act(() => navigateTo('/en/tickets'));
    await waitFor(() => expect(sessionStore.getState().postLoginRedirect).toBeNull());
  });

  it('does not store / as the last visited URL', async () => {
    renderShell({ path: '/', lang: 'de' });
    await heading();
    act(() => navigateTo('/de/tickets'));
    await waitFor(() => expect(document.title).toBe('Eintrittskarten - Stadtmuseum Lindenau'));
    expect(sessionStorage.getItem('lastVisited')).toBeNull();
  });

  it('keeps the partner of the query for the session', async () => {
    renderShell({ path: '/en/tickets?partner=hotel-am-park' });
    await heading();
    act(() => navigateTo('/en/vouchers'));
    await waitFor(() => expect(document.title).toBe('Gift vouchers - Lindenau City Museum'));
    expect(JSON.parse(sessionStorage.getItem('partner')!)).toBe('hotel-am-park');
  });

  it('says why on the login screen after a 401 redirect', async () => {
    renderShell({ path: '/en/settings' });
    await heading();
    act(() => navigateTo('/en/login?fromUnauthorized=true'));
    expect(
      await screen.findByText('The page you were trying to access requires login.'),
    ).toBeTruthy();
  });
});
