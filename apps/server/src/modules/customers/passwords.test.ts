import { md5Hex } from '@foyer/domain';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { customerTestConfig, TEST_ARGON2 } from './customer.fixtures';
import { createPasswordHasher, loadPepper } from './passwords';

const PASSWORD = 'Sonnenblume7';

describe('password storage', () => {
  it('stores argon2id with OWASP parameters over the peppered MD5, never the MD5 or the password', async () => {
    const hasher = createPasswordHasher(customerTestConfig());
    const stored = await hasher.hashPlain(PASSWORD);
    expect(stored).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(stored).not.toContain(md5Hex(PASSWORD));
    expect(await hasher.verifyMd5(stored, md5Hex(PASSWORD))).toBe(true);
    expect(await hasher.verifyMd5(stored, md5Hex(PASSWORD).toUpperCase())).toBe(true);
    expect(await hasher.verifyPlain(stored, PASSWORD)).toBe(true);
    expect(await hasher.verifyPlain(stored, 'Sonnenblume8')).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('salts every hash and tells when a hash was made with other parameters', async () => {
    const cheap = createPasswordHasher(customerTestConfig(), TEST_ARGON2);
    const first = await cheap.hashPlain(PASSWORD);
    const second = await cheap.hashPlain(PASSWORD);
    expect(first).not.toBe(second);
    expect(cheap.needsRehash(first)).toBe(false);
    expect(createPasswordHasher(customerTestConfig()).needsRehash(first)).toBe(true);
  });

  it('needs the same pepper to verify', async () => {
    const stored = await createPasswordHasher(customerTestConfig(), TEST_ARGON2).hashPlain(
      PASSWORD,
    );
    const otherPepper = createPasswordHasher(
      customerTestConfig((config) => {
        config.server.security.pepper = 'another-pepper-0123456789abcdef0123456789';
      }),
      TEST_ARGON2,
    );
    expect(await otherPepper.verifyPlain(stored, PASSWORD)).toBe(false);
  });

  it('accepts only 32 hex characters as a wire password and refuses unknown accounts', async () => {
    const hasher = createPasswordHasher(customerTestConfig(), TEST_ARGON2);
    await expect(hasher.hashMd5(PASSWORD)).rejects.toThrow();
    const stored = await hasher.hashPlain(PASSWORD);
    expect(await hasher.verifyMd5(stored, PASSWORD)).toBe(false);
    expect(await hasher.verifyMd5(null, md5Hex(PASSWORD))).toBe(false);
  });

  it('generates the pepper once into the data folder with mode 0600 and reuses it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-pepper-'));
    const config = customerTestConfig((changed) => {
      delete changed.server.security.pepper;
      changed.server.dataDir = dataDir;
    });
    const stored = await createPasswordHasher(config, TEST_ARGON2).hashPlain(PASSWORD);
    const file = path.join(dataDir, 'pepper');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    const restarted = createPasswordHasher(config, TEST_ARGON2);
    expect(await restarted.verifyPlain(stored, PASSWORD)).toBe(true);
    const [a, b] = await Promise.all([loadPepper(config), loadPepper(config)]);
    expect(a.equals(b)).toBe(true);
  });
});
