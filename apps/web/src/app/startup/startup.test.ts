import { LANGUAGES } from '@foyer/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@/shared/session/session-store';
import { ApiError } from '@/shared/api/api-error';
import { createApiClient } from '@/shared/api/api-client';
import { demoConfig, erika } from '@/test/fixtures';
import { fakeClient } from '@/test/render-shell';
import {
  capturePartner,
  captureReferrer,
  DEFAULT_PAYMENT_PROVIDER_HOSTS,
  partnerOf,
  paymentProviderHosts,
} from './session-capture';
import { restoreCustomer } from './startup-tasks';
import { applyTheme, themeProperties } from './theme';
import {
  createTransportReactions,
  unauthorizedRedirect,
  waitingRoomPath,
  type ReactionDeps,
} from './transport-reactions';

const TOKEN = 'token-0123456789abcdef';

describe('the referrer', () => {
  const origin = 'https://shop.museum.example';

  it('is stored when the visitor comes from another site', () => {
    const setReferrer = vi.fn();
    captureReferrer('https://news.example/article', origin, DEFAULT_PAYMENT_PROVIDER_HOSTS, {
      setReferrer,
    });
    expect(setReferrer).toHaveBeenCalledWith('https://news.example/article');
  });

  it('is not stored when it is a payment provider, the shop itself or empty', () => {
    const setReferrer = vi.fn();
    const hosts = paymentProviderHosts('pay.example, psp.test');
    captureReferrer('https://checkout.pay.example/return', origin, hosts, { setReferrer });
    captureReferrer(`${origin}/de/tickets`, origin, hosts, { setReferrer });
    captureReferrer('', origin, hosts, { setReferrer });
    expect(setReferrer).not.toHaveBeenCalled();
  });

  it('knows common payment providers unless the build names its own', () => {
    const setReferrer = vi.fn();
    captureReferrer('https://www.paypal.com/checkoutnow', origin, paymentProviderHosts(undefined), {
      setReferrer,
    });
    expect(setReferrer).not.toHaveBeenCalled();
    expect(paymentProviderHosts(' , ')).toEqual(DEFAULT_PAYMENT_PROVIDER_HOSTS);
  });
});

describe('the partner', () => {
  it('is read from the partner query parameter and kept', () => {
    const setPartner = vi.fn();
    capturePartner('?partner=%20hotel-am-park%20&x=1', { setPartner });
    expect(setPartner).toHaveBeenCalledWith('hotel-am-park');
  });

  it('is kept when a later page has none', () => {
    const setPartner = vi.fn();
    capturePartner('?x=1', { setPartner });
    capturePartner('?partner=', { setPartner });
    expect(setPartner).not.toHaveBeenCalled();
    expect(partnerOf('')).toBeNull();
  });
});

function deps(overrides: Partial<ReactionDeps> = {}): ReactionDeps {
  return {
    languages: () => ['de', 'en'],
    storeLanguage: () => null,
    location: () => ({ pathname: '/en/settings', search: '?tab=1', hash: '' }),
    navigate: vi.fn(),
    dropIdentity: vi.fn(),
    serverError: vi.fn(),
    reload: vi.fn(),
    recentlyReloaded: () => false,
    ...overrides,
  };
}

describe('the transport reactions', () => {
  it('send 401/403 to login with fromUnauthorized=true and the page to return to', () => {
    const d = deps();
    createTransportReactions(d).unauthorized(403, false);
    expect(d.navigate).toHaveBeenCalledWith(
      '/en/login?fromUnauthorized=true&returnTo=%2Fen%2Fsettings%3Ftab%3D1',
    );
    expect(d.dropIdentity).not.toHaveBeenCalled();
  });

  it('do not redirect when the visitor is already on the login screen', () => {
    expect(
      unauthorizedRedirect({ pathname: '/de/login', search: '', hash: '' }, ['de'], null),
    ).toBeNull();
  });

  it('drop token and customer when a call with the token answers 401', () => {
    const d = deps();
    createTransportReactions(d).unauthorized(401, true);
    expect(d.dropIdentity).toHaveBeenCalledTimes(1);
  });

  it('use the stored language on a path without a language segment', () => {
    expect(
      unauthorizedRedirect({ pathname: '/logout', search: '', hash: '' }, LANGUAGES, 'fr'),
    ).toBe('/fr/login?fromUnauthorized=true&returnTo=%2Flogout');
  });

  it('send a waiting-room answer to the waiting page, coming back to the basket', () => {
    expect(
      waitingRoomPath(
        { pathname: '/de/checkout', search: '', hash: '' },
        LANGUAGES,
        null,
        'event:4',
      ),
    ).toBe('/de/waiting-room?room=event%3A4&returnTo=%2Fde%2Fcheckout');
    expect(
      waitingRoomPath(
        { pathname: '/de/waiting-room', search: '?room=load', hash: '' },
        LANGUAGES,
        null,
        'load',
      ),
    ).toBeNull();
  });

  it('show the server error on 500', () => {
    const d = deps();
    createTransportReactions(d).serverError();
    expect(d.serverError).toHaveBeenCalledTimes(1);
  });

  it('reload once on 503, and show the server error instead of reloading in a loop', () => {
    const d = deps();
    const reactions = createTransportReactions(d);
    reactions.unavailable();
    reactions.unavailable();
    expect(d.reload).toHaveBeenCalledTimes(1);
    const again = deps({ recentlyReloaded: () => true });
    createTransportReactions(again).unavailable();
    expect(again.reload).not.toHaveBeenCalled();
    expect(again.serverError).toHaveBeenCalledTimes(1);
  });
});

describe('restoring the login at startup', () => {
  it('loads the customer of a stored token', async () => {
    const session = createSessionStore(window.sessionStorage);
    session.getState().logIn(TOKEN);
    const { client, calls } = fakeClient({ customer: erika });
    await restoreCustomer(client, session);
    expect(calls[0]).toMatchObject({ name: 'customer' });
    expect(session.getState().customer?.fname).toBe('Erika');
  });

  it.each([401, 403])('drops token and customer on %i', async (status) => {
    const session = createSessionStore(window.sessionStorage);
    session.getState().logIn(TOKEN, erika);
    const { client } = fakeClient({
      customer: () => {
        throw new ApiError({ status, code: 'AUTH_TOKEN_EXPIRED' });
      },
    });
    await restoreCustomer(client, session);
    expect(session.getState()).toMatchObject({ token: null, customer: null });
  });

  it('leads an expired token to the login with fromUnauthorized=true and the way back', async () => {
    window.history.replaceState(null, '', '/de/tickets?day=2026-05-02');
    const session = createSessionStore(window.sessionStorage);
    session.getState().logIn(TOKEN, erika);
    const navigate = vi.fn();
    const client = createApiClient({
      apiBase: 'https://api.museum.example/api/',
      language: () => 'de',
      token: () => session.getState().token,
      reactions: createTransportReactions(
        deps({
          navigate,
          location: () => window.location,
          dropIdentity: () => session.getState().dropIdentity(),
        }),
      ),
      fetch: async () =>
        new Response(JSON.stringify({ code: 'AUTH_TOKEN_EXPIRED' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await restoreCustomer(client, session);
    expect(session.getState()).toMatchObject({ token: null, customer: null });
    expect(navigate).toHaveBeenCalledWith(
      '/de/login?fromUnauthorized=true&returnTo=%2Fde%2Ftickets%3Fday%3D2026-05-02',
    );
    window.history.replaceState(null, '', '/');
  });

  it('keeps both when the server cannot be reached', async () => {
    const session = createSessionStore(window.sessionStorage);
    session.getState().logIn(TOKEN, erika);
    const { client } = fakeClient({
      customer: () => {
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
      },
    });
    await restoreCustomer(client, session);
    expect(session.getState().token).toBe(TOKEN);
  });

  it('asks nothing without a token', async () => {
    const { client, calls } = fakeClient({ customer: erika });
    await restoreCustomer(client, createSessionStore(window.sessionStorage));
    expect(calls).toEqual([]);
  });
});

describe('the theme', () => {
  it('becomes CSS custom properties on the document', () => {
    applyTheme(document, {
      ...demoConfig.theme,
      colors: { ...demoConfig.theme.colors, primary: '#123456' },
    });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
    expect(document.documentElement.style.getPropertyValue('--font-heading')).toBe(
      'Georgia, serif',
    );
    expect(Object.keys(themeProperties(demoConfig.theme))).toHaveLength(7);
  });
});
