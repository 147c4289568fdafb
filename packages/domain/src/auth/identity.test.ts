import { describe, expect, it } from 'vitest';
import {
  canPayWithoutLogin,
  identityOf,
  mayStartPayment,
  showsAuthLinks,
  showsUserMenu,
} from './identity';
import type { IdentityState } from './identity';

describe('identityOf', () => {
  it('is logged out without a token', () => {
    expect(identityOf({ token: null, customer: null })).toBe('loggedOut');
    expect(identityOf({ token: undefined, customer: { isGuest: true } })).toBe('loggedOut');
    expect(identityOf({ token: '', customer: { isGuest: false } })).toBe('loggedOut');
  });

  it('is a guest when the customer is flagged as guest', () => {
    expect(identityOf({ token: 'tok', customer: { isGuest: true } })).toBe('guest');
    expect(identityOf({ token: 'tok', customer: { isGuest: 1 } })).toBe('guest');
  });

  it('is logged in for a registered customer', () => {
    expect(identityOf({ token: 'tok', customer: { isGuest: false } })).toBe('loggedIn');
    expect(identityOf({ token: 'tok', customer: { isGuest: 0 } })).toBe('loggedIn');
    expect(identityOf({ token: 'tok', customer: {} })).toBe('loggedIn');
  });

  it('is logged in while the customer of a token is still loading', () => {
    expect(identityOf({ token: 'tok', customer: null })).toBe('loggedIn');
  });
});

describe('payment before login', () => {
  it('offers only the express wallet before login', () => {
    expect(canPayWithoutLogin('expressWallet')).toBe(true);
    expect(canPayWithoutLogin('wallet')).toBe(false);
    expect(canPayWithoutLogin('paymentType')).toBe(false);
  });

  it('lets guests and logged-in customers use every method', () => {
    for (const identity of ['guest', 'loggedIn'] as const) {
      expect(mayStartPayment('paymentType', identity)).toBe(true);
      expect(mayStartPayment('wallet', identity)).toBe(true);
    }
  });

  it('lets a logged-out visitor use the express wallet only', () => {
    expect(mayStartPayment('expressWallet', 'loggedOut')).toBe(true);
    expect(mayStartPayment('paymentType', 'loggedOut')).toBe(false);
    expect(mayStartPayment('wallet', 'loggedOut')).toBe(false);
  });
});

describe('header links', () => {
  it.each<[IdentityState, boolean, boolean]>([
    ['loggedOut', true, false],
    ['guest', true, false],
    ['loggedIn', false, true],
  ])('for %s: auth links %s, user menu %s', (identity, authLinks, userMenu) => {
    expect(showsAuthLinks({ registrationEnabled: true, identity })).toBe(authLinks);
    expect(showsUserMenu(identity)).toBe(userMenu);
  });

  it('hides the auth links when registration is disabled', () => {
    expect(showsAuthLinks({ registrationEnabled: false, identity: 'loggedOut' })).toBe(false);
    expect(showsAuthLinks({ registrationEnabled: false, identity: 'guest' })).toBe(false);
  });
});
