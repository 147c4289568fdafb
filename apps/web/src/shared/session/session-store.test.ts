import { noticeAcceptedIn } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { erika } from '@/test/fixtures';
import { createSessionStore, readSessionData } from './session-store';

describe('the session store', () => {
  it('keeps token, customer and the other shop keys in session storage', () => {
    const store = createSessionStore(window.sessionStorage);
    store.getState().logIn('token-0123456789abcdef', erika);
    store.getState().acceptCookies();
    store.getState().setReferrer('https://news.example/article');
    store.getState().setPartner('hotel-am-park');
    store.getState().setLastVisited('/de/tickets');
    store.getState().setShipping({ sameAsBilling: true, address: null });
    expect(JSON.parse(sessionStorage.getItem('token')!)).toBe('token-0123456789abcdef');
    expect(JSON.parse(sessionStorage.getItem('customer')!)).toMatchObject({ fname: 'Erika' });
    expect(sessionStorage.getItem('cookiesAccepted')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('referrer')!)).toBe('https://news.example/article');
    expect(JSON.parse(sessionStorage.getItem('partner')!)).toBe('hotel-am-park');
    expect(JSON.parse(sessionStorage.getItem('lastVisited')!)).toBe('/de/tickets');
    expect(JSON.parse(sessionStorage.getItem('shipping')!)).toEqual({
      sameAsBilling: true,
      address: null,
    });
  });

  it('restores what a previous page of the session stored', () => {
    sessionStorage.setItem('token', JSON.stringify('token-0123456789abcdef'));
    sessionStorage.setItem('customer', JSON.stringify(erika));
    sessionStorage.setItem('cookiesAccepted', 'true');
    const state = createSessionStore(window.sessionStorage).getState();
    expect(state.token).toBe('token-0123456789abcdef');
    expect(state.customer?.lname).toBe('Mustermann');
    expect(state.cookiesAccepted).toBe(true);
  });

  it('keeps the cookie notice answer in a session cookie too, for the server and the other tabs', () => {
    expect(noticeAcceptedIn(document.cookie)).toBe(false);
    const store = createSessionStore(window.sessionStorage);
    expect(store.getState().cookiesAccepted).toBe(false);
    store.getState().acceptCookies();
    expect(noticeAcceptedIn(document.cookie)).toBe(true);
    // Another tab of the browser session: its session storage is empty, the cookie answers.
    sessionStorage.clear();
    expect(createSessionStore(window.sessionStorage).getState().cookiesAccepted).toBe(true);
  });

  it('sets the cookie for an answer stored before it existed', () => {
    sessionStorage.setItem('cookiesAccepted', 'true');
    expect(noticeAcceptedIn(document.cookie)).toBe(false);
    createSessionStore(window.sessionStorage);
    expect(noticeAcceptedIn(document.cookie)).toBe(true);
  });

  it('forgets token and customer together and removes their keys', () => {
    const store = createSessionStore(window.sessionStorage);
    store.getState().logIn('token-0123456789abcdef', erika);
    store.getState().dropIdentity();
    expect(store.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('customer')).toBeNull();
  });

  it('ignores malformed stored values', () => {
    sessionStorage.setItem('token', '{not json');
    sessionStorage.setItem('customer', JSON.stringify({ fname: 1 }));
    sessionStorage.setItem('cookiesAccepted', '"yes"');
    const data = readSessionData(window.sessionStorage);
    expect(data.token).toBeNull();
    expect(data.customer).toBeNull();
    expect(data.cookiesAccepted).toBe(false);
  });

  it('keeps the post-login redirect and the language in memory only', () => {
    const store = createSessionStore(window.sessionStorage);
    store.getState().setPostLoginRedirect('checkout');
    store.getState().setLanguage('fr');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('works without session storage', () => {
    const store = createSessionStore(null);
    store.getState().logIn('token-0123456789abcdef');
    expect(store.getState().token).toBe('token-0123456789abcdef');
  });
});
