/**
 * Login tokens: issued at login, guest registration and password confirm
 * (a login always issues a new token), checked on every call that needs one, revoked at logout,
 * password change and password reset. A token expires after 2 hours without use and, whatever the
 * use, 30 days after login (1 day for a guest).
 */
import type { Language } from '@foyer/domain';
import type { Tx } from '../../db/client';
import {
  deleteEndedTokens,
  findSession,
  insertAuthToken,
  insertCustomerWithToken,
  revokeAuthToken,
  touchAuthToken,
} from './auth.repository';
import { failed, success, type Outcome } from '../../outcome';
import type { CustomerDeps } from './customer.deps';
import {
  customerRefused,
  LOGIN_EXPIRED,
  LOGIN_REQUIRED,
  loginRateLimited,
} from './customer.failures';
import {
  findRegisteredByEmail,
  updateCustomer,
  type CustomerRow,
  type NewCustomer,
} from './customer.repository';
import { admitLogin, loginSucceeded, type LoginAttempt } from '../rate-limit';
import { newToken, tokenHash } from './secrets';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SESSION_LIFETIME = {
  /** A token unused this long is expired. */
  idleMs: 2 * HOUR_MS,
  /** A registered customer's token ends this long after login, whatever the use. */
  registeredMs: 30 * DAY_MS,
  /** A guest's token ends this long after guest registration. */
  guestMs: DAY_MS,
} as const;

/** Activity is written at most once a minute, not on every call. */
const TOUCH_INTERVAL_MS = MINUTE_MS;
/** Ended tokens are kept a day (so they answer "expired", not "unknown"), then deleted at login. */
const ENDED_TOKEN_RETENTION_MS = DAY_MS;

/** The customer behind a valid token. */
export interface Session {
  tokenId: number;
  customer: CustomerRow;
}

/** Issues a new login token for `customer` in `tx`; only its hash is stored. */
export async function issueToken(tx: Tx, customer: CustomerRow, now: Date): Promise<string> {
  const token = newToken();
  const lifetime = customer.isGuest ? SESSION_LIFETIME.guestMs : SESSION_LIFETIME.registeredMs;
  await insertAuthToken(tx, {
    tokenHash: tokenHash(token),
    customerId: customer.id,
    now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

/** Inserts a guest customer and issues their login token, in one statement (no transaction needed). */
export async function insertGuestWithToken(
  tx: Tx,
  guest: NewCustomer & { isGuest: true },
  now: Date,
): Promise<string> {
  const token = newToken();
  await insertCustomerWithToken(tx, guest, {
    tokenHash: tokenHash(token),
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME.guestMs),
  });
  return token;
}

/** The session of a token: 401 when unknown, 403 when expired or revoked. */
export async function authenticate(deps: CustomerDeps, token: string): Promise<Outcome<Session>> {
  const found = await findSession(deps.db, tokenHash(token));
  if (!found) return failed(LOGIN_REQUIRED);
  const now = deps.clock.now();
  const { token: row, customer } = found;
  const idleFor = now.getTime() - row.lastUsedAt.getTime();
  if (row.revokedAt !== null || now >= row.expiresAt || idleFor > SESSION_LIFETIME.idleMs) {
    return failed(LOGIN_EXPIRED);
  }
  if (idleFor >= TOUCH_INTERVAL_MS) await touchAuthToken(deps.db, row.id, now);
  return success({ tokenId: row.id, customer });
}

/** Logs in with the e-mail and the MD5 hex of the password (`auth/login`). */
export async function login(
  deps: CustomerDeps,
  input: { email: string; md5: string; ip: string; lang: Language; device: string | null },
): Promise<Outcome<{ token: string; device: string }>> {
  const now = deps.clock.now();
  const key = await deps.passwords.deviceKey();
  const attempt: LoginAttempt = {
    kind: 'customer',
    account: input.email,
    ip: input.ip,
    device: input.device,
    purpose: 'login',
  };
  const limit = await admitLogin(deps.db, key, attempt, now);
  if (!limit.ok) return loginRateLimited(limit.retryAfterSeconds);
  const customer = await findRegisteredByEmail(deps.db, input.email);
  const matches = await deps.passwords.verifyMd5(customer?.passwordHash ?? null, input.md5);
  if (!customer || !matches) {
    return customerRefused('AUTH_LOGIN_FAILED');
  }
  const device = await loginSucceeded(deps.db, key, attempt, now);
  const rehash =
    customer.passwordHash !== null && deps.passwords.needsRehash(customer.passwordHash)
      ? { passwordHash: await deps.passwords.hashMd5(input.md5) }
      : {};
  const token = await deps.db.transaction(async (tx) => {
    // The customer's language follows their last login: the reset e-mail is written in it.
    await updateCustomer(tx, customer.id, { ...rehash, language: input.lang }, now);
    await deleteEndedTokens(tx, customer.id, new Date(now.getTime() - ENDED_TOKEN_RETENTION_MS));
    return issueToken(tx, customer, now);
  });
  return success({ token, device });
}

/** Revokes a token (`auth/logout`); an unknown or already invalid token is fine. */
export async function logout(deps: CustomerDeps, token: string): Promise<true> {
  await revokeAuthToken(deps.db, tokenHash(token), deps.clock.now());
  return true;
}
