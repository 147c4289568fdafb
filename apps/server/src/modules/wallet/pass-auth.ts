/**
 * The serial number and authentication token of an Apple Wallet pass. The serial number is the
 * issued ticket's id: it stays when the ticket gets a new barcode (a move). The token is an HMAC of
 * the pass type and serial number with a key derived from the server's pepper (docs/security.md),
 * so it cannot be guessed from the serial number, needs no storage, and is the same on every server
 * process. It is written only into the pass; it is never logged (the logger drops the
 * `Authorization` header) and never answered otherwise.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FoyerConfig } from '../../config/schema';
import { loadPepper } from '../customers';

const keys = new WeakMap<FoyerConfig, Promise<Buffer>>();

/** The key of the passes' tokens, derived from the pepper once per configuration. */
function passKey(config: FoyerConfig): Promise<Buffer> {
  let key = keys.get(config);
  if (!key) {
    key = loadPepper(config).then((pepper) =>
      createHmac('sha256', pepper).update('foyer wallet pass token v1', 'utf8').digest(),
    );
    key.catch(() => keys.delete(config));
    keys.set(config, key);
  }
  return key;
}

/** The serial number of the pass of issued ticket `id`. */
export function serialOf(ticketId: number): string {
  return String(ticketId);
}

/** The issued ticket of a serial number, or null for one the shop never gave. */
export function ticketIdOf(serial: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(serial)) return null;
  const id = Number(serial);
  return id <= 2_147_483_647 ? id : null;
}

/** The pass's authentication token: 43 characters (base64url of an HMAC-SHA256). */
export async function passToken(
  config: FoyerConfig,
  passTypeId: string,
  serial: string,
): Promise<string> {
  return createHmac('sha256', await passKey(config))
    .update(`${passTypeId}\n${serial}`, 'utf8')
    .digest('base64url');
}

/** True when `header` is `ApplePass <token>` with the pass's token. */
export async function isPassAuthorized(
  config: FoyerConfig,
  passTypeId: string,
  serial: string,
  header: string | undefined,
): Promise<boolean> {
  const match = /^ApplePass (\S+)$/.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'utf8');
  const expected = Buffer.from(await passToken(config, passTypeId, serial), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
