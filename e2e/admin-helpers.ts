/**
 * Helpers of the back-office specs: a server of their own with staff accounts (they must exist
 * before the server opens its embedded database: PGlite allows one connection), orders bought in
 * the shop through its API, and staff sessions opened through the API.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import type { FoyerConfig } from '../apps/server/src/config/schema';
import { openDatabase } from '../apps/server/src/db/client';
import { startUp } from '../apps/server/src/db/start-up';
import { startTestServer } from './test-server';
import { addStaffMember } from '../apps/server/src/modules/staff/testing';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAFF_PASSWORD = 'a long staff password';

type Role = 'owner' | 'manager' | 'sales' | 'door';
type Language = 'de' | 'en' | 'fr' | 'it' | 'nl' | 'es' | 'sv' | 'da';

export interface StaffSeed {
  email: string;
  role: Role;
  name: string;
  language?: Language;
}

export interface AdminServer {
  base: string;
  /** The server's data folder (its database, and its e-mail in `outbox`). */
  dataDir: string;
  stop(): void;
  /**
   * Kills the server as a crash would (no shutdown) and starts it again on the same data; `between`
   * runs while it is down (the embedded database allows one connection: see `whileStopped`).
   */
  restart(between?: () => Promise<void>): Promise<void>;
}

/**
 * Starts `node apps/server/dist/main.js` on `port` with a fresh data folder, the staff accounts of
 * `staff` (password `STAFF_PASSWORD`).
 */
/**
 * Adds staff members to the shop's embedded database in `dataDir` before its server opens it
 * (PGlite allows one connection); answers their set-password links, in order.
 */
export async function addStaffBeforeStart(
  config: FoyerConfig,
  dataDir: string,
  staff: readonly StaffSeed[],
): Promise<string[]> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    const links: string[] = [];
    for (const member of staff) {
      const added = await addStaffMember(database.db, config, member);
      if (!added.ok) throw new Error(added.failure.code);
      links.push(added.value.setPasswordUrl);
    }
    return links;
  } finally {
    await database.close();
  }
}

/**
 * Runs `work` on the embedded database of a server's data folder while that server is stopped (in
 * `AdminServer.restart`'s `between`): a test moves a stored time into the past instead of waiting
 * for it, as the server's clock would.
 */
export async function withStoppedDatabase(
  dataDir: string,
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

let seededTemplate: Promise<string> | null = null;

/**
 * A data folder with the migrated and seeded demo museum (catalog, demo orders, demo owner), made
 * once per worker process: each back-office spec's server starts from a copy of it instead of
 * creating, migrating and seeding a database of its own (about 15 seconds of each start on two busy
 * cores). The seed does not depend on the server's port, the only setting in which the specs'
 * servers differ from one another at start.
 */
function seededDataDir(config: FoyerConfig): Promise<string> {
  seededTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'foyer-e2e-template-'));
    const database = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      await startUp(database, config, new Date());
    } finally {
      await database.close();
    }
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return seededTemplate;
}

export async function startAdminServer(options: {
  port: number;
  name: string;
  staff: readonly StaffSeed[];
  /** More environment of the server. */
  env?: Record<string, string>;
  /**
   * Changes to the demo configuration for this server only (the parsed foyer.config.yaml, written
   * to the server's own data folder); settings the demo seed does not read.
   */
  configure?: (raw: Record<string, unknown>) => void;
}): Promise<AdminServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `foyer-e2e-${options.name}-`));
  let configFile = path.join(root, 'foyer.config.yaml');
  if (options.configure) {
    const raw = parseYaml(readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    options.configure(raw);
    configFile = path.join(dataDir, 'foyer.config.yaml');
    writeFileSync(configFile, stringifyYaml(raw));
  }
  const env = {
    ...process.env,
    ...options.env,
    FOYER_CONFIG: configFile,
    FOYER_DATA_DIR: dataDir,
    FOYER_PUBLIC_BASE_URL: base,
  };
  const config = withEnvironment(loadConfigFile(configFile), env);
  cpSync(await seededDataDir(config), dataDir, { recursive: true });
  const links = await addStaffBeforeStart(config, dataDir, options.staff);
  let server = await startTestServer({ port: options.port, env, name: options.name }).catch(
    (error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  const stop = () => {
    server.kill();
    // The server may still be writing (an e-mail to the outbox folder) while it stops.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  const restart = async (between?: () => Promise<void>) => {
    const gone = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await gone;
    await between?.();
    server = await startTestServer({ port: options.port, env, name: options.name });
  };
  for (const link of links) {
    const token = link.split('/').pop() ?? '';
    const set = await fetch(`${base}/api/admin/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: STAFF_PASSWORD }),
    });
    if (set.status !== 200) throw new Error(`set password: ${await set.text()}`);
  }
  return { base, dataDir, stop, restart };
}

export interface Buyer {
  fname: string;
  lname: string;
  email: string;
}

export const TEST_CARDS = {
  good: '4242 4242 4242 4242',
  /** Paid, but the test provider refuses to pay it back. */
  noRefund: '4000 0000 0000 0259',
} as const;

/**
 * Buys night tickets of the demo museum (`counts[0]` full price, `counts[1]` concession) as a
 * guest. Paid with `card` and booked, or left waiting for its payment when `card` is null; answers
 * the test provider's reference of the payment and the order's public id (empty while unpaid).
 */
export async function buyInShop(
  api: APIRequestContext,
  base: string,
  buyer: Buyer,
  counts: [number, number] = [2, 1],
  card: string | null = TEST_CARDS.good,
): Promise<{ ref: string; orderToken: string }> {
  return buyItems(
    api,
    base,
    buyer,
    [
      { type: 'ticket', id: 31, count: counts[0], datetime: null, subtickets: [] },
      { type: 'ticket', id: 32, count: counts[1], datetime: null, subtickets: [] },
    ].filter((item) => item.count > 0),
    { card },
  );
}

/** A basket item as the shop's cart sends it (a guided tour's counts are in its tickets). */
export type CartItemBody = Record<string, unknown> & { type: string };

/** Registers `buyer` as a guest in `lang`; answers the guest's token. */
export async function guestToken(
  api: APIRequestContext,
  lang: Language,
  buyer: Buyer,
): Promise<string> {
  const guest = await api.post(`/api/${lang}/auth/guest`, {
    data: {
      c: {
        salutation: 'ms',
        fname: buyer.fname,
        lname: buyer.lname,
        company: '',
        email: buyer.email,
        phone: '',
        street: 'Lindenstraße 1',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
        send_invoice: true,
        shipping: null,
      },
    },
  });
  expect(guest.status(), await guest.text()).toBe(200);
  return ((await guest.json()) as { data: string }).data;
}

/**
 * Buys `items` as a guest (or the customer of `customerToken`) in the shop's `lang` (the order's
 * language), paid with `card` and booked,
 * or left waiting for its payment when `card` is null; answers the test provider's reference of the
 * payment and the order's public id (empty while unpaid).
 */
export async function buyItems(
  api: APIRequestContext,
  base: string,
  buyer: Buyer,
  items: readonly CartItemBody[],
  options: {
    card?: string | null;
    lang?: Language;
    externalDocumentNumber?: string;
    /** A logged-in customer's token: the order is theirs (no guest is registered). */
    customerToken?: string;
    /** Asks for an invoice whatever the customer's setting. */
    requestInvoice?: boolean;
  } = {},
): Promise<{ ref: string; orderToken: string }> {
  const card = options.card === undefined ? TEST_CARDS.good : options.card;
  const lang = options.lang ?? 'en';
  const back = { continue: `${base}/api/health`, cancel: `${base}/api/health?canceled=1` };
  const token = options.customerToken ?? (await guestToken(api, lang, buyer));
  const started = await api.post(`/api/${lang}/checkout/initPayment?_=${token}`, {
    data: {
      payart: 161,
      aux: {},
      cart: {
        ver: 1,
        items,
        ...(options.externalDocumentNumber
          ? { external_document_number: options.externalDocumentNumber }
          : {}),
        ...(options.requestInvoice ? { request_invoice: true } : {}),
      },
      url: back,
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const redirect = new URL(((await started.json()) as { data: string }).data);
  const ref = redirect.pathname.split('/').pop() ?? '';
  if (card === null) return { ref, orderToken: '' };
  const paid = await api.post(redirect.pathname, {
    form: { number: card, expiry: '12/30', cvc: '123', action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const orderToken = new URL(paid.headers().location ?? '').searchParams.get('cartId') ?? '';
  const query = new URLSearchParams({
    _: token,
    us: 'abcdefABCDEF',
    sessionUs: 'ordersSessio',
    srcURL: `${back.continue}?cartId=${orderToken}`,
  });
  const booked = await api.post(`/api/${lang}/checkout/execPayment?${query}`, {
    data: { cartId: orderToken },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { ref, orderToken };
}

/** Opens a staff session in the page's browser context through the API (not the login screen). */
export async function signInByApi(page: Page, email: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', {
    data: { email, password: STAFF_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The CSRF token of the page's staff session, for calls the test makes itself. */
export async function csrfOf(page: Page): Promise<string> {
  const me = await page.request.get('/api/admin/me');
  return ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

/** A guided tour made through the back office's calls: its id, its one ticket, and its editor form. */
export interface MadeTour {
  id: number;
  ticket: number;
  /** The tour as the editor saves it (`PUT catalog/tours/{id}`). */
  form: { tickets: { id: number; price: number }[] } & Record<string, unknown>;
}

/**
 * Makes a tour named `name` (German and English) with one adult ticket at `price` cents and a start
 * at each of `starts` (`YYYY-MM-DDTHH:mm`, 12 places, one tour each), through the back office's calls.
 */
export async function makeTour(
  page: Page,
  name: { de: string; en: string },
  price: number,
  starts: readonly string[],
): Promise<MadeTour> {
  const csrf = await csrfOf(page);
  const made = await page.request.post('/api/admin/catalog/tours', {
    headers: { 'x-csrf-token': csrf },
    data: {
      name,
      description: { de: 'Hinauf', en: 'Up' },
      language: 'en',
      maxParticipants: 20,
      tickets: [{ name: { de: 'Erwachsene', en: 'Adults' }, price, vatValue: 7 }],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const detail = ((await made.json()) as { data: { id: number; tour: MadeTour['form'] } }).data;
  for (const startsAt of starts) {
    const added = await page.request.post(`/api/admin/catalog/tours/${detail.id}/slots`, {
      headers: { 'x-csrf-token': csrf },
      data: { startsAt, participants: { capacity: 12 }, tours: { capacity: 1 } },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  return { id: detail.id, ticket: detail.tour.tickets[0]?.id ?? 0, form: detail.tour };
}

/** Checks that the page does not scroll sideways (at 375 px every back-office screen fits). */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    client: document.scrollingElement?.clientWidth ?? 0,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The demo museum's wall clock of `at`: `YYYY-MM-DDTHH:mm` in its zone (Europe/Berlin). */
export function venueLocal(at: Date, timeZone = 'Europe/Berlin'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** An hour later on the same wall clock (the strings are read as if they were UTC). */
export function plusHour(start: string): string {
  return new Date(Date.parse(`${start}:00Z`) + 3_600_000).toISOString().slice(0, 16);
}

/** Adds an hour-long slot of `capacity` places to the event through the back office's API. */
export async function addEventSlot(
  page: Page,
  event: number,
  startsAt: string,
  capacity: number,
): Promise<void> {
  const res = await page.request.post(`/api/admin/catalog/events/${event}/slots`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { mode: 1, startsAt, endsAt: plusHour(startsAt), capacity },
  });
  expect(res.status(), await res.text()).toBe(200);
}
