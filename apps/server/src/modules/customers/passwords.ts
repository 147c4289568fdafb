/**
 * Password storage. The wire format is the MD5 hex of the password (`auth/login`); it is never
 * stored: the server keeps argon2id(HMAC-SHA256(pepper, md5)) with a random salt per hash. The pepper
 * lives outside the database (configuration, or a file in the data folder), so a leaked database
 * alone cannot be attacked offline. See docs/security.md.
 */
import { hash, parseOptions, verify } from '@node-rs/argon2';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMd5Hex, md5Hex } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';

/** argon2id cost. The default is OWASP's minimum: 19 MiB, two passes, one lane. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const DEFAULT_ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const PEPPER_FILE = 'pepper';
const MIN_PEPPER_LENGTH = 32;

/**
 * The pepper from `server.security.pepper`, else from `<dataDir>/pepper`, which is created once
 * (mode 0600) with 256 random bits. `wx` makes concurrent first starts agree on one file.
 */
export async function loadPepper(config: FoyerConfig): Promise<Buffer> {
  const configured = config.server.security.pepper;
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  const dir = path.resolve(config.server.dataDir);
  const file = path.join(dir, PEPPER_FILE);
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = (await readFile(file, 'utf8')).trim();
  if (stored.length < MIN_PEPPER_LENGTH) {
    throw new Error(`${file} must hold at least ${MIN_PEPPER_LENGTH} characters`);
  }
  return Buffer.from(stored, 'utf8');
}

/** Hashes and checks passwords; the pepper is read on first use. */
export interface PasswordHasher {
  /** The stored form of a password sent as MD5 hex (the wire format of `auth/login`). */
  hashMd5(md5: string): Promise<string>;
  /** The stored form of a password as typed: its MD5 first, so it logs in with `auth/login`. */
  hashPlain(password: string): Promise<string>;
  /** True when `md5` is the password of `stored`; a missing `stored` costs as much and fails. */
  verifyMd5(stored: string | null, md5: string): Promise<boolean>;
  verifyPlain(stored: string | null, password: string): Promise<boolean>;
  /** True when `stored` was made with other argon2 parameters than the current ones. */
  needsRehash(stored: string): boolean;
  /** The key that signs device tokens (`rate-limit.service`), derived from the pepper. */
  deviceKey(): Promise<Buffer>;
}

export function createPasswordHasher(
  config: FoyerConfig,
  cost: Argon2Cost = DEFAULT_ARGON2_COST,
): PasswordHasher {
  let pepper: Promise<Buffer> | null = null;
  let decoy: Promise<string> | null = null;
  const pepperOnce = () => {
    pepper ??= loadPepper(config).catch((error: unknown) => {
      pepper = null;
      throw error;
    });
    return pepper;
  };
  // Hex, because @node-rs/argon2's verify accepts only UTF-8 text as the password.
  const peppered = async (md5: string) =>
    createHmac('sha256', await pepperOnce())
      .update(md5.toLowerCase(), 'utf8')
      .digest('hex');
  const hashMd5 = async (md5: string) => {
    if (!isMd5Hex(md5)) throw new Error('a password must arrive as 32 hex characters');
    return hash(await peppered(md5), cost);
  };
  // Unknown accounts are checked against a hash of a random password, so that they take as long to
  // refuse as a wrong password and the answer time does not tell which e-mails have an account.
  const decoyHash = () => {
    decoy ??= hashMd5(md5Hex(randomBytes(16).toString('hex')));
    return decoy;
  };
  const verifyMd5 = async (stored: string | null, md5: string) => {
    if (!isMd5Hex(md5)) return false;
    const input = await peppered(md5);
    if (stored === null) {
      await verify(await decoyHash(), input);
      return false;
    }
    return verify(stored, input);
  };
  return {
    hashMd5,
    hashPlain: (password) => hashMd5(md5Hex(password)),
    verifyMd5,
    verifyPlain: (stored, password) => verifyMd5(stored, md5Hex(password)),
    deviceKey: async () =>
      createHmac('sha256', await pepperOnce())
        .update('foyer device token v1', 'utf8')
        .digest(),
    needsRehash(stored) {
      const used = parseOptions(stored);
      return (
        used.memoryCost !== cost.memoryCost ||
        used.timeCost !== cost.timeCost ||
        used.parallelism !== cost.parallelism
      );
    },
  };
}
