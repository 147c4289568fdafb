/**
 * The session state of a visitor: login token and customer, cookie consent, referrer, partner, last
 * visited URL and shipping selection are kept in session storage; the post-login redirect and the
 * current language live in memory only.
 */
import { noticeAcceptedCookie, noticeAcceptedIn, type Language } from '@foyer/domain';
import type { Customer, PostalAddress } from '@foyer/domain/contract';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  browserSessionStorage,
  readSession,
  writeSession,
  type SessionKey,
} from './session-storage';

/** The shipping address choice of the checkout; persisted when edited. */
export interface ShippingSelection {
  readonly sameAsBilling: boolean;
  readonly address: PostalAddress | null;
}

export interface SessionData {
  readonly token: string | null;
  readonly customer: Customer | null;
  readonly cookiesAccepted: boolean;
  readonly referrer: string | null;
  readonly partner: string | null;
  readonly lastVisited: string | null;
  readonly shipping: ShippingSelection | null;
  /** Route name to go to after login; memory only. */
  readonly postLoginRedirect: string | null;
  /** The language of the current screen (taken from the store); memory only. */
  readonly language: Language | null;
}

export interface SessionActions {
  /** Stores the token of a login or guest registration. */
  logIn(token: string, customer?: Customer | null): void;
  setCustomer(customer: Customer | null): void;
  /** Forgets token and customer: logout, or a token the server no longer accepts. */
  dropIdentity(): void;
  acceptCookies(): void;
  setReferrer(referrer: string | null): void;
  setPartner(partner: string | null): void;
  setLastVisited(url: string | null): void;
  setShipping(shipping: ShippingSelection | null): void;
  setPostLoginRedirect(routeName: string | null): void;
  setLanguage(language: Language): void;
}

export type SessionState = SessionData & SessionActions;

/** Which state field is kept under which session storage key. */
const PERSISTED: ReadonlyArray<readonly [keyof SessionData, SessionKey]> = [
  ['token', 'token'],
  ['customer', 'customer'],
  ['cookiesAccepted', 'cookiesAccepted'],
  ['referrer', 'referrer'],
  ['partner', 'partner'],
  ['lastVisited', 'lastVisited'],
  ['shipping', 'shipping'],
];

const asString = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored customer is used only when it has the fields the shell shows; the server refreshes it. */
function asCustomer(value: unknown): Customer | null {
  if (!isRecord(value)) return null;
  const looksRight =
    typeof value.fname === 'string' &&
    typeof value.lname === 'string' &&
    typeof value.isGuest === 'boolean';
  return looksRight ? (value as unknown as Customer) : null;
}

function asShipping(value: unknown): ShippingSelection | null {
  if (!isRecord(value) || typeof value.sameAsBilling !== 'boolean') return null;
  const address = isRecord(value.address) ? (value.address as unknown as PostalAddress) : null;
  return { sameAsBilling: value.sameAsBilling, address };
}

/**
 * Whether the browser session's cookie says the cookie notice was accepted: the server draws the
 * notice by the same cookie (`noticeAcceptedIn`), and the answer holds for every tab of the session.
 */
function noticeCookieSaysAccepted(): boolean {
  return typeof document !== 'undefined' && noticeAcceptedIn(document.cookie);
}

/** Sets the cookie that tells the server the notice was accepted (once per browser session). */
function rememberNoticeAccepted(): void {
  if (typeof document === 'undefined' || noticeCookieSaysAccepted()) return;
  document.cookie = noticeAcceptedCookie(window.location.protocol === 'https:');
}

/**
 * The cookie as the page's server saw it, read before the store could set it: the page is
 * hydrated with the notice the server drew or left out by it.
 */
export const noticeAcceptedAtStart = noticeCookieSaysAccepted();

/** The session data as stored, with safe defaults for anything missing or malformed. */
export function readSessionData(storage: Storage | null): SessionData {
  return {
    token: asString(readSession(storage, 'token')),
    customer: asCustomer(readSession(storage, 'customer')),
    cookiesAccepted:
      readSession(storage, 'cookiesAccepted') === true ||
      (storage !== null && noticeCookieSaysAccepted()),
    referrer: asString(readSession(storage, 'referrer')),
    partner: asString(readSession(storage, 'partner')),
    lastVisited: asString(readSession(storage, 'lastVisited')),
    shipping: asShipping(readSession(storage, 'shipping')),
    postLoginRedirect: null,
    language: null,
  };
}

/**
 * A session store over `storage`; every change of a persisted field is written through. Its initial
 * state is an anonymous visitor's, as the server draws the page; the stored session is set right
 * after, so a hydrating page first matches the server's HTML and then shows the visitor's session.
 */
export function createSessionStore(storage: Storage | null): StoreApi<SessionState> {
  const store = createStore<SessionState>()((set) => ({
    ...readSessionData(null),
    logIn: (token, customer = null) => set({ token, customer }),
    setCustomer: (customer) => set({ customer }),
    dropIdentity: () => set({ token: null, customer: null }),
    acceptCookies: () => set({ cookiesAccepted: true }),
    setReferrer: (referrer) => set({ referrer }),
    setPartner: (partner) => set({ partner }),
    setLastVisited: (lastVisited) => set({ lastVisited }),
    setShipping: (shipping) => set({ shipping }),
    setPostLoginRedirect: (postLoginRedirect) => set({ postLoginRedirect }),
    setLanguage: (language) => set({ language }),
  }));
  store.setState(readSessionData(storage));
  if (store.getState().cookiesAccepted) rememberNoticeAccepted();
  store.subscribe((state, previous) => {
    if (state.cookiesAccepted && !previous.cookiesAccepted) rememberNoticeAccepted();
    for (const [field, key] of PERSISTED) {
      if (state[field] !== previous[field]) {
        writeSession(
          storage,
          key,
          field === 'cookiesAccepted' ? state[field] || null : state[field],
        );
      }
    }
  });
  return store;
}

/** The visitor's session. */
export const sessionStore = createSessionStore(browserSessionStorage());

/** Reads the session in a component; re-renders when the selected value changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Re-reads the session from storage (tests, and a fresh start after storage changed). */
export function reloadSession(storage: Storage | null = browserSessionStorage()): void {
  sessionStore.setState(readSessionData(storage));
}
