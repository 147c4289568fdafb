/**
 * Login and reset tokens: 256 random bits, base64url (43 characters, an `authToken` of the contract).
 * Only their SHA-256 is stored, so a database leak gives no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random token for the client; never stored as it is. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
