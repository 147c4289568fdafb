/** Helpers for the customer tests: a clock that can move, a test configuration and API shortcuts. */
import { md5Hex } from '@foyer/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Clock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import { demoConfig, TEST_NOW } from '../../testing/app';
import type { Argon2Cost } from './passwords';

/** A cheap argon2id cost, passed explicitly by tests only (the default is OWASP's minimum). */
export const TEST_ARGON2: Argon2Cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export const TEST_PEPPER = 'test-pepper-0123456789abcdef0123456789abcdef';

/** A clock the test moves forward. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function movableClock(start: Date = TEST_NOW): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
  };
}

/** The demo configuration with a configured pepper (no pepper file is written). */
export function customerTestConfig(change: (config: FoyerConfig) => void = () => {}): FoyerConfig {
  const config = demoConfig();
  config.server.security.pepper = TEST_PEPPER;
  change(config);
  return config;
}

let sequence = 0;

/** A fresh e-mail address and client IP, so tests do not share accounts or rate limits. */
export function uniqueVisitor(name: string): { email: string; ip: string } {
  sequence += 1;
  const n = sequence;
  return {
    email: `${name}.${n}.${process.pid}@example.org`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

export const PASSWORD = 'Sonnenblume7';

/** A complete guest form `c` for the demo configuration. */
export function guestForm(email: string) {
  return {
    salutation: 'ms',
    fname: 'Ada',
    lname: 'Lovelace',
    company: '',
    email,
    phone: '+49 30 1234567',
    street: 'Lindenstraße 1',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
    send_invoice: true,
    shipping: null,
  };
}

/** A complete registration form `c`: the guest form plus the password. */
export function registrationForm(email: string, password = PASSWORD) {
  return { ...guestForm(email), password };
}

/** A copy of `value` without `keys`. */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !(keys as PropertyKey[]).includes(key)),
  ) as Omit<T, K>;
}

export interface Visit {
  app: FastifyInstance;
  ip: string;
  lang?: string;
}

export function post(
  visit: Visit,
  path: string,
  payload: object,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return visit.app.inject({
    method: 'POST',
    url: `/api/${visit.lang ?? 'en'}/${path}`,
    query,
    payload,
    remoteAddress: visit.ip,
  });
}

export function get(
  visit: Visit,
  path: string,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return visit.app.inject({
    method: 'GET',
    url: `/api/${visit.lang ?? 'en'}/${path}`,
    query,
    remoteAddress: visit.ip,
  });
}

/** Registers `email` and logs in; answers the login token. */
export async function registerAndLogin(
  visit: Visit,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const registered = await post(visit, 'customer/register', {
    c: registrationForm(email, password),
  });
  if (registered.statusCode !== 200) throw new Error(`register: ${registered.body}`);
  return loginToken(visit, email, password);
}

/** Logs in with the password's MD5 (the wire format of `auth/login`); answers the token. */
export async function loginToken(
  visit: Visit,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const res = await post(visit, 'auth/login', { _u: email, _p: md5Hex(password) });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  return (res.json() as { data: string }).data;
}
