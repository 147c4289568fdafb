/**
 * Setting a staff password with a set-password link (`POST /api/admin/password`): a made-up token
 * costs no password hash, and wrong tokens from one address are throttled.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { staffSuite } from './staff.fixtures';
import { TEST_ARGON2 } from '../customers/testing';
import { createPasswordHasher } from '../customers';
import { SET_PASSWORD_RATE_RULE, setPasswordWithToken } from './accounts.service';
import { addStaffMember } from './staff.command';
import type { StaffDeps } from './staff.deps';

const PASSWORD = 'correct horse battery';
let sequence = 0;

function madeUpToken(): string {
  return randomBytes(32).toString('base64url');
}

describe.each(testDatabaseKinds())('staff set-password on $name', ({ open }) => {
  const s = staffSuite(open);

  function setPassword(token: string, ip: string) {
    return s.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      remoteAddress: ip,
      payload: { token, password: PASSWORD },
    });
  }

  async function invite(): Promise<string> {
    sequence += 1;
    const added = await addStaffMember(
      s.database.db,
      s.config,
      { email: `invited${sequence}@museum.example`, role: 'sales' },
      s.clock,
    );
    if (!added.ok) throw new Error(added.failure.code);
    return added.value.setPasswordUrl.split('/').pop() ?? '';
  }

  /** Staff dependencies whose hasher counts the passwords it hashes. */
  function countingDeps(): { deps: StaffDeps; hashed: () => number } {
    const real = createPasswordHasher(s.config, TEST_ARGON2);
    let hashes = 0;
    const hasher = {
      ...real,
      hashPlain: (password: string) => {
        hashes += 1;
        return real.hashPlain(password);
      },
    };
    return {
      deps: { db: s.database.db, clock: s.clock, config: s.config, hasher },
      hashed: () => hashes,
    };
  }

  it('answers LINK_INVALID for a made-up token without hashing the password', async () => {
    const { deps, hashed } = countingDeps();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await setPasswordWithToken(deps, {
        token: madeUpToken(),
        password: PASSWORD,
        ip: `10.7.0.${attempt + 1}`,
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.failure.code).toBe('LINK_INVALID');
    }
    expect(hashed()).toBe(0);
    const token = await invite();
    const set = await setPasswordWithToken(deps, { token, password: PASSWORD, ip: '10.7.0.9' });
    expect(set.ok).toBe(true);
    expect(hashed()).toBe(1);
  });

  it('answers 410 to made-up tokens, then 429 from that address; other addresses go on', async () => {
    const ip = '10.8.0.1';
    for (let attempt = 0; attempt <= SET_PASSWORD_RATE_RULE.free; attempt += 1) {
      const response = await setPassword(madeUpToken(), ip);
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toBe('LINK_INVALID');
    }
    const token = await invite();
    const throttled = await setPassword(token, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toBe('RATE_LIMITED');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The throttle is the address's: the invited member sets the password from elsewhere.
    const elsewhere = await setPassword(token, '10.8.0.2');
    expect(elsewhere.statusCode).toBe(200);
    // After the delay the address may try again.
    s.clock.advance(SET_PASSWORD_RATE_RULE.baseDelaySeconds * 1000 + 1000);
    expect((await setPassword(madeUpToken(), ip)).statusCode).toBe(410);
  });

  it('stays quick under many concurrent made-up tokens', async () => {
    const { deps, hashed } = countingDeps();
    const results = await Promise.all(
      Array.from({ length: 32 }, (_, index) =>
        setPasswordWithToken(deps, {
          token: madeUpToken(),
          password: PASSWORD,
          ip: `10.9.${Math.floor(index / 4)}.${index % 4}`,
        }),
      ),
    );
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(hashed()).toBe(0);
  });
});
