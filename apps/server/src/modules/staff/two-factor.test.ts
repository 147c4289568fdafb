/**
 * Staff two-factor sign-in: wrong codes after a right password meet a ceiling per account (from
 * every address together), which a proven device (the staff device cookie of an earlier sign-in)
 * does not meet; a code is accepted exactly once, also when logins race; one-time recovery codes
 * are given at enrolment, stored hashed, each usable once, and regenerable.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { staffRecoveryCodes } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { staffSuite } from './staff.fixtures';
import { addStaffMember } from './staff.command';
import { STAFF_RATE_RULES } from './sessions.service';
import { totpCode } from './totp';

const PASSWORD = 'correct horse battery';
let sequence = 0;

interface Agent {
  cookie: string;
  csrf: string;
}

interface Member {
  email: string;
  secret: string;
  /** The staff device cookie of the first sign-in (`foyer_staff_device=…`). */
  device: string;
  agent: Agent;
  recoveryCodes: string[];
}

function cookieNamed(response: LightMyRequestResponse, name: string): string | null {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const found = list.find((cookie) => cookie.startsWith(`${name}=`));
  return found?.split(';')[0] ?? null;
}

describe.each(testDatabaseKinds())('staff two-factor sign-in on $name', ({ open }) => {
  const s = staffSuite(open);

  function nextIp(): string {
    sequence += 1;
    return `10.40.${Math.floor(sequence / 250)}.${sequence % 250}`;
  }

  function call(
    method: 'GET' | 'POST',
    url: string,
    options: { agent?: Agent; body?: unknown; ip?: string; cookie?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    const cookies = [options.agent?.cookie, options.cookie].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (options.agent && method !== 'GET') headers['x-csrf-token'] = options.agent.csrf;
    return s.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers,
      remoteAddress: options.ip ?? nextIp(),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  function login(
    email: string,
    second: { totp?: string; recoveryCode?: string },
    options: { ip?: string; cookie?: string } = {},
  ) {
    return call('POST', 'login', { ...options, body: { email, password: PASSWORD, ...second } });
  }

  function signedIn(response: LightMyRequestResponse): Agent {
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('signedIn');
    return { cookie: cookieNamed(response, 'foyer_staff') ?? '', csrf: data.me.csrfToken };
  }

  /** A code of none of the steps around now: wrong for certain. */
  async function wrongCode(secret: string): Promise<string> {
    const near = await Promise.all(
      [-30_000, 0, 30_000].map((offset) =>
        totpCode(secret, new Date(s.clock.now().getTime() + offset)),
      ),
    );
    for (let n = 0; ; n += 1) {
      const candidate = String(n).padStart(6, '0');
      if (!near.includes(candidate)) return candidate;
    }
  }

  /** A new member with 2FA on, signed in once with a code (so their device is proven). */
  async function memberWith2fa(): Promise<Member> {
    sequence += 1;
    const email = `two${sequence}@museum.example`;
    const added = await addStaffMember(
      s.database.db,
      s.config,
      { email, role: 'manager' },
      s.clock,
    );
    if (!added.ok) throw new Error(added.failure.code);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    expect(
      (await call('POST', 'password', { body: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    const first = signedIn(await login(email, {}));
    const enrol = await call('POST', 'me/totp/enrol', { agent: first });
    const { secret } = enrol.json().data as { secret: string };
    const confirmed = await call('POST', 'me/totp/confirm', {
      agent: first,
      body: { code: await totpCode(secret, s.clock.now()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes, me } = confirmed.json().data as {
      recoveryCodes: string[];
      me: { staff: { totpEnabled: boolean }; recoveryCodesLeft: number };
    };
    expect(me.staff.totpEnabled).toBe(true);
    s.clock.advance(30_000);
    const withCode = await login(email, { totp: await totpCode(secret, s.clock.now()) });
    const agent = signedIn(withCode);
    const device = cookieNamed(withCode, 'foyer_staff_device');
    expect(device).toMatch(/^foyer_staff_device=[\w.-]+$/);
    s.clock.advance(30_000);
    return { email, secret, device: device ?? '', agent, recoveryCodes };
  }

  it('caps wrong codes per account from every address together, but not on a proven device', async () => {
    const member = await memberWith2fa();
    const wrong = await wrongCode(member.secret);
    // Twenty addresses, one or two guesses each: no address and no pair reaches its own limit.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const ip = `10.41.${sequence}.${attempt % 20}`;
      answers.push((await login(member.email, { totp: wrong }, { ip })).statusCode);
    }
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(
      STAFF_RATE_RULES.codeAccount.free + 1,
    );
    expect(answers).toContain(429);
    // A new address with the right code waits too: the ceiling belongs to the account.
    const right = await totpCode(member.secret, s.clock.now());
    const stranger = await login(member.email, { totp: right });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe('RATE_LIMITED');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The member's proven device gets in at once, from any address.
    const proven = await login(member.email, { totp: right }, { cookie: member.device });
    signedIn(proven);
  });

  it('throttles wrong codes from a proven device on its own counter', async () => {
    const member = await memberWith2fa();
    const wrong = await wrongCode(member.secret);
    const answers: number[] = [];
    for (let attempt = 0; attempt < STAFF_RATE_RULES.codeDevice.free + 3; attempt += 1) {
      answers.push(
        (await login(member.email, { totp: wrong }, { cookie: member.device })).statusCode,
      );
    }
    expect(answers).toContain(429);
    // The account's ceiling was not raised by the device's guesses: a new device may still try.
    const right = await totpCode(member.secret, s.clock.now());
    signedIn(await login(member.email, { totp: right }));
  });

  it('accepts one valid code exactly once among ten concurrent logins', async () => {
    const member = await memberWith2fa();
    const code = await totpCode(member.secret, s.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(member.email, { totp: code })),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401, 401, 401, 401, 401]);
    for (const response of answers.filter((answer) => answer.statusCode === 401)) {
      expect(response.json().error).toBe('TOTP_INVALID');
    }
  });

  it('gives ten recovery codes once at enrolment, stores them hashed, each usable once', async () => {
    const member = await memberWith2fa();
    const codes = member.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const stored = await s.database.db.select().from(staffRecoveryCodes);
    const storedText = JSON.stringify(stored);
    for (const code of codes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }

    const [first = '', second = ''] = codes;
    // Typed loosely (upper case, spaces) it still counts.
    signedIn(
      await login(member.email, { recoveryCode: ` ${first.toUpperCase().replaceAll('-', ' ')} ` }),
    );
    const again = await login(member.email, { recoveryCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('TOTP_INVALID');
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => login(member.email, { recoveryCode: second })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([
      200, 401, 401, 401, 401, 401,
    ]);
    const agent = signedIn(
      racing.find((response) => response.statusCode === 200) as LightMyRequestResponse,
    );
    const me = (await call('GET', 'me', { agent })).json().data;
    expect(me.recoveryCodesLeft).toBe(8);
  });

  it('regenerates the recovery codes with a current code; the old ones stop working', async () => {
    const member = await memberWith2fa();
    const refused = await call('POST', 'me/totp/recovery-codes', {
      agent: member.agent,
      body: { code: await wrongCode(member.secret) },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('TOTP_INVALID');
    const renewed = await call('POST', 'me/totp/recovery-codes', {
      agent: member.agent,
      body: { code: await totpCode(member.secret, s.clock.now()) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => member.recoveryCodes.includes(code))).toBe(false);
    const old = await login(member.email, { recoveryCode: member.recoveryCodes[3] ?? '' });
    expect(old.statusCode).toBe(401);
    signedIn(await login(member.email, { recoveryCode: fresh[3] ?? '' }));
    const log = (
      await s.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { cookie: member.agent.cookie },
      })
    ).json().data;
    expect(log.recoveryCodesLeft).toBe(9);
  });
});
