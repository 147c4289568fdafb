import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, parseLangSegment } from './languages';
import type { Language } from './languages';
import {
  AUTH_SCREENS,
  isAuthScreen,
  matchRoute,
  ROUTE_NAMES,
  routeByName,
  routePath,
  ROUTES,
  switchLanguagePath,
} from './routes';
import type { RouteName } from './routes';

describe('ROUTES', () => {
  it('holds every route once, with its established name', () => {
    expect(ROUTES.map((route) => route.name)).toEqual(ROUTE_NAMES);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(ROUTE_NAMES).toEqual(
      expect.arrayContaining([
        'home',
        'login',
        'checkoutFailed',
        'checkoutAccepted',
        'checkoutSuccess',
        'forgotPasswordSuccess',
        'recoverPasswordSuccess',
      ]),
    );
    expect(ROUTES).toHaveLength(34);
  });

  it('gives each route a title key derived from its name', () => {
    expect(routeByName('home').titleKey).toBe('TITLE_HOME');
    expect(routeByName('checkoutFailed').titleKey).toBe('TITLE_CHECKOUT_FAILED');
    expect(new Set(ROUTES.map((route) => route.titleKey)).size).toBe(ROUTES.length);
  });

  it('styles the login, registration, settings, my orders, password and success screens as secondary pages', () => {
    expect(ROUTES.filter((route) => route.secondary).map((route) => route.name)).toEqual([
      'login',
      'register',
      'registerSuccess',
      'guestRegister',
      'forgotPassword',
      'forgotPasswordSuccess',
      'recoverAccount',
      'recoverPasswordSuccess',
      'settings',
      'myOrders',
      'checkoutSuccess',
    ]);
  });

  it('marks exactly the auth screens as auth', () => {
    expect(
      ROUTES.filter((route) => route.auth)
        .map((route) => route.name)
        .sort(),
    ).toEqual([...AUTH_SCREENS].sort());
  });

  it('requires login only for the settings and my orders', () => {
    expect(ROUTES.filter((route) => route.requiresLogin).map((route) => route.name)).toEqual([
      'settings',
      'myOrders',
    ]);
  });

  it('puts every route except logout under the language segment', () => {
    expect(ROUTES.filter((route) => !route.localized).map((route) => route.name)).toEqual([
      'logout',
    ]);
  });
});

describe('isAuthScreen', () => {
  it('knows the auth screens', () => {
    for (const name of AUTH_SCREENS) {
      expect(isAuthScreen(name)).toBe(true);
    }
    expect(isAuthScreen('checkout')).toBe(false);
    expect(isAuthScreen('settings')).toBe(false);
    expect(isAuthScreen(null)).toBe(false);
    expect(isAuthScreen(undefined)).toBe(false);
  });
});

describe('matchRoute', () => {
  it.each<[string, RouteName, Record<string, string>, Language | null]>([
    ['/', 'home', {}, null],
    ['/de', 'home', {}, 'de'],
    ['/en/', 'home', {}, 'en'],
    ['/logout', 'logout', {}, null],
    ['/en/merchandise', 'merchandise', {}, 'en'],
    ['/en/merchandise/books', 'merchandiseCategory', { category: 'books' }, 'en'],
    ['/fr/passes', 'passes', {}, 'fr'],
    ['/fr/passes/13', 'pass', { id: '13' }, 'fr'],
    ['/it/vouchers', 'vouchers', {}, 'it'],
    ['/it/vouchers/4', 'voucher', { id: '4' }, 'it'],
    ['/nl/tickets', 'tickets', {}, 'nl'],
    ['/nl/tickets/27', 'event', { id: '27' }, 'nl'],
    ['/es/guided-tours', 'guidedTours', {}, 'es'],
    ['/es/guided-tours/8', 'guidedTour', { id: '8' }, 'es'],
    ['/sv/login', 'login', {}, 'sv'],
    ['/sv/register', 'register', {}, 'sv'],
    ['/sv/register/success', 'registerSuccess', {}, 'sv'],
    ['/da/register-guest', 'guestRegister', {}, 'da'],
    ['/da/forgot-password', 'forgotPassword', {}, 'da'],
    ['/da/password-reset-success', 'forgotPasswordSuccess', {}, 'da'],
    ['/de/recover/7f3c-11aa', 'recoverAccount', { guid: '7f3c-11aa' }, 'de'],
    ['/de/recover-success', 'recoverPasswordSuccess', {}, 'de'],
    ['/de/settings', 'settings', {}, 'de'],
    ['/de/my-orders', 'myOrders', {}, 'de'],
    ['/de/order-review/abc123', 'orderReview', { id: 'abc123' }, 'de'],
    ['/de/product/55', 'product', { id: '55' }, 'de'],
    ['/de/checkout', 'checkout', {}, 'de'],
    ['/de/checkout/accepted', 'checkoutAccepted', {}, 'de'],
    ['/de/checkout/canceled', 'checkoutCanceled', {}, 'de'],
    ['/de/checkout/success', 'checkoutSuccess', {}, 'de'],
    ['/de/checkout/failed', 'checkoutFailed', {}, 'de'],
    ['/de/page/shipping', 'shippingPage', {}, 'de'],
    ['/de/page/imprint', 'page', { id: 'imprint' }, 'de'],
    ['/tickets/27', 'event', { id: '27' }, null],
  ])('matches %s as %s', (pathname, name, params, lang) => {
    expect(matchRoute(pathname)).toEqual({ route: routeByName(name), params, lang });
  });

  it('ignores query and hash', () => {
    expect(matchRoute('/de/tickets/27?date=2026-03-05#top')?.params).toEqual({ id: '27' });
  });

  it('decodes parameters', () => {
    expect(matchRoute('/de/merchandise/b%C3%BCcher')?.params).toEqual({ category: 'bücher' });
  });

  it.each([
    ['an unknown path', '/de/shop'],
    ['logout under a language', '/de/logout'],
    ['an unknown language', '/pl/tickets'],
    ['too many segments', '/de/tickets/27/extra'],
    ['a malformed escape', '/de/tickets/%E0%A4%A'],
    ['a checkout step that does not exist', '/de/checkout/payment'],
  ])('gives not found for %s', (_label, pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('accepts only the languages of this build', () => {
    expect(matchRoute('/fr/tickets', ['de', 'en'])).toBeNull();
    expect(matchRoute('/en/tickets', ['de', 'en'])?.lang).toBe('en');
  });
});

describe('routePath', () => {
  it('builds paths under the language with encoded parameters', () => {
    expect(routePath('home', 'de')).toBe('/de');
    expect(routePath('event', 'en', { id: 27 })).toBe('/en/tickets/27');
    expect(routePath('merchandiseCategory', 'de', { category: 'bücher & mehr' })).toBe(
      '/de/merchandise/b%C3%BCcher%20%26%20mehr',
    );
    expect(routePath('recoverAccount', 'fr', { guid: '7f3c' })).toBe('/fr/recover/7f3c');
  });

  it('builds logout without a language', () => {
    expect(routePath('logout', 'de')).toBe('/logout');
  });

  it('refuses to build a path without its parameter', () => {
    expect(() => routePath('event', 'de')).toThrow('needs the parameter id');
    expect(() => routePath('event', 'de', { id: '' })).toThrow('needs the parameter id');
  });

  it('builds for every route a path that matches that route again', () => {
    for (const route of ROUTES) {
      const path = routePath(route.name, 'it', {
        id: '1',
        category: 'books',
        guid: 'g',
        token: 't',
        secret: 's',
      });
      expect(matchRoute(path)?.route.name).toBe(route.name);
    }
  });
});

describe('switchLanguagePath', () => {
  it('replaces a leading language segment', () => {
    expect(switchLanguagePath('/en/tickets/27', 'de')).toBe('/de/tickets/27');
    expect(switchLanguagePath('/en', 'fr')).toBe('/fr');
  });

  it('prefixes the language when the path has none', () => {
    expect(switchLanguagePath('/tickets', 'de')).toBe('/de/tickets');
    expect(switchLanguagePath('/', 'en')).toBe('/en');
  });

  it('keeps query and hash', () => {
    expect(switchLanguagePath('/en/checkout?step=payment#form', 'sv')).toBe(
      '/sv/checkout?step=payment#form',
    );
  });

  it('leaves logout as it is', () => {
    expect(switchLanguagePath('/logout?returnTo=%2Fde', 'en')).toBe('/logout?returnTo=%2Fde');
  });

  it('prefixes a language outside this build instead of replacing it', () => {
    expect(switchLanguagePath('/fr/tickets', 'de', ['de', 'en'])).toBe('/de/fr/tickets');
  });

  it('always yields the new language and the same rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.option(fc.constantFrom(...LANGUAGES), { nil: null }),
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }),
        (newLang, oldLang, segments) => {
          const rest = `/${segments.join('/')}`;
          const path = oldLang === null ? rest : `/${oldLang}${rest}`;
          fc.pre(rest !== '/logout');
          const switched = parseLangSegment(switchLanguagePath(path, newLang));
          expect(switched.lang).toBe(newLang);
          expect(switched.rest).toBe(parseLangSegment(path).rest);
        },
      ),
    );
  });
});
