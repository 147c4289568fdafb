import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { staffSuite } from './staff.fixtures';
import { addStaffMember } from './staff.command';
import { STAFF_IDLE_MS } from './sessions.service';
import { totpCode } from './totp';

const PASSWORD = 'correct horse battery';
let sequence = 0;

interface Agent {
  email: string;
  ip: string;
  cookie: string;
  csrf: string;
}

describe.each(testDatabaseKinds())('staff accounts and the admin API on $name', ({ open }) => {
  const s = staffSuite(open);

  function call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    options: { agent?: Agent; body?: unknown; ip?: string; csrf?: string | null } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.agent) headers.cookie = options.agent.cookie;
    const csrf = options.csrf === undefined ? options.agent?.csrf : options.csrf;
    if (csrf) headers['x-csrf-token'] = csrf;
    return s.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers,
      remoteAddress: options.ip ?? options.agent?.ip ?? '10.0.0.1',
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  async function newStaff(role: 'owner' | 'manager' | 'sales' | 'door'): Promise<string> {
    sequence += 1;
    const email = `${role}${sequence}@museum.example`;
    const added = await addStaffMember(s.database.db, s.config, { email, role }, s.clock);
    if (!added.ok) throw new Error(added.failure.code);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    const set = await call('POST', 'password', { body: { token, password: PASSWORD } });
    expect(set.statusCode).toBe(200);
    return email;
  }

  async function signIn(email: string, totp?: string): Promise<Agent> {
    sequence += 1;
    const ip = `10.1.${Math.floor(sequence / 250)}.${sequence % 250}`;
    const response = await call('POST', 'login', {
      ip,
      body: { email, password: PASSWORD, ...(totp ? { totp } : {}) },
    });
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const data = response.json().data;
    expect(data.status).toBe('signedIn');
    return { email, ip, cookie, csrf: data.me.csrfToken };
  }

  it('answers 401 in the error shape without a session, also on unknown admin paths', async () => {
    for (const [method, url] of [
      ['GET', 'me'],
      ['GET', 'staff'],
      ['GET', 'audit'],
      ['POST', 'logout'],
      ['GET', 'orders'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'AUTH_REQUIRED', message: expect.any(String) });
    }
    const forged = await call('GET', 'me', {
      agent: { email: '', ip: '1.1.1.1', cookie: 'foyer_staff=forged', csrf: '' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Strict cookie and keeps the password link single use', async () => {
    const added = await addStaffMember(s.database.db, s.config, {
      email: 'Once@Museum.example',
      role: 'sales',
    });
    if (!added.ok) throw new Error(added.failure.code);
    expect(added.value.setPasswordUrl).toMatch(/\/admin\/set-password\/[\w-]{43}$/);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    const short = await call('POST', 'password', { body: { token, password: 'short' } });
    expect(short.statusCode).toBe(422);
    expect(
      (await call('POST', 'password', { body: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    const again = await call('POST', 'password', { body: { token, password: PASSWORD } });
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toBe('LINK_INVALID');
    const login = await call('POST', 'login', {
      body: { email: 'once@museum.example', password: PASSWORD },
    });
    const setCookies = login.headers['set-cookie'] as string[];
    expect(setCookies[0]).toMatch(
      /^foyer_staff=[\w-]{43}; Path=\/api\/admin; HttpOnly; SameSite=Strict$/,
    );
    // The device cookie: proof of an earlier sign-in for the code throttle, nothing more.
    expect(setCookies[1]).toMatch(
      /^foyer_staff_device=[\w.-]+; Path=\/api\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const dup = await addStaffMember(s.database.db, s.config, {
      email: 'once@museum.example',
      role: 'door',
    });
    expect(dup.ok).toBe(false);
  });

  it('refuses a password link after 24 hours', async () => {
    const added = await addStaffMember(
      s.database.db,
      s.config,
      { email: `late${++sequence}@museum.example`, role: 'door' },
      s.clock,
    );
    if (!added.ok) throw new Error(added.failure.code);
    s.clock.advance(24 * 60 * 60_000 + 1000);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    const response = await call('POST', 'password', { body: { token, password: PASSWORD } });
    expect(response.statusCode).toBe(410);
  });

  it('gives each role only its calls: 403 for sales on the staff API', async () => {
    const owner = await signIn(await newStaff('owner'));
    const sales = await signIn(await newStaff('sales'));
    expect((await call('GET', 'staff', { agent: owner })).statusCode).toBe(200);
    const refused = await call('GET', 'staff', { agent: sales });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'FORBIDDEN', message: expect.any(String) });
    expect((await call('GET', 'audit', { agent: sales })).statusCode).toBe(403);
    const create = await call('POST', 'staff', {
      agent: sales,
      body: { email: 'x@museum.example', name: 'X', role: 'owner' },
    });
    expect(create.statusCode).toBe(403);
    const me = await call('GET', 'me', { agent: sales });
    expect(me.json().data.permissions).not.toContain('staff.manage');
  });

  it('tells the signed-in member the museum’s time zone, as configured', async () => {
    const door = await signIn(await newStaff('door'));
    const me = (await call('GET', 'me', { agent: door })).json().data;
    expect(me.timeZone).toBe(s.config.server.timeZone);
  });

  it('refuses changing calls without the CSRF token', async () => {
    const owner = await signIn(await newStaff('owner'));
    const body = { email: `c${++sequence}@museum.example`, name: 'C', role: 'door' };
    expect((await call('POST', 'staff', { agent: owner, body, csrf: null })).statusCode).toBe(403);
    const wrong = await call('POST', 'staff', { agent: owner, body, csrf: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('CSRF_INVALID');
    expect((await call('POST', 'logout', { agent: owner, csrf: null })).statusCode).toBe(403);
    expect((await call('POST', 'staff', { agent: owner, body })).statusCode).toBe(200);
  });

  it('ends a session after the idle timeout, and at logout', async () => {
    const agent = await signIn(await newStaff('manager'));
    s.clock.advance(STAFF_IDLE_MS - 1000);
    expect((await call('GET', 'me', { agent })).statusCode).toBe(200);
    s.clock.advance(STAFF_IDLE_MS - 1000);
    expect((await call('GET', 'me', { agent })).statusCode).toBe(200);
    s.clock.advance(STAFF_IDLE_MS + 1000);
    const idle = await call('GET', 'me', { agent });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error).toBe('SESSION_EXPIRED');

    const next = await signIn(agent.email);
    expect((await call('POST', 'logout', { agent: next })).statusCode).toBe(200);
    expect((await call('GET', 'me', { agent: next })).statusCode).toBe(401);
  });

  it('creates, changes and disables staff; keeps the last owner; writes the audit log', async () => {
    const owner = await signIn(await newStaff('owner'));
    const created = await call('POST', 'staff', {
      agent: owner,
      body: { email: `new${++sequence}@museum.example`, name: 'New Person', role: 'sales' },
    });
    expect(created.statusCode).toBe(200);
    const { staff, setPasswordUrl } = created.json().data;
    expect(setPasswordUrl).toContain('/admin/set-password/');
    const token = setPasswordUrl.split('/').pop();
    await call('POST', 'password', { body: { token, password: PASSWORD } });
    const member = await signIn(staff.email);

    const promoted = await call('PATCH', `staff/${staff.id}`, {
      agent: owner,
      body: { role: 'manager' },
    });
    expect(promoted.json().data.role).toBe('manager');
    const disabled = await call('PATCH', `staff/${staff.id}`, {
      agent: owner,
      body: { active: false },
    });
    expect(disabled.json().data.active).toBe(false);
    expect((await call('GET', 'me', { agent: member })).statusCode).toBe(401);
    const badLogin = await call('POST', 'login', {
      ip: '10.9.9.9',
      body: { email: staff.email, password: PASSWORD },
    });
    expect(badLogin.statusCode).toBe(401);

    expect(
      (await call('PATCH', 'staff/abc', { agent: owner, body: { role: 'x' } })).statusCode,
    ).toBe(422);
    expect(
      (await call('PATCH', 'staff/999999', { agent: owner, body: { active: true } })).statusCode,
    ).toBe(404);

    const log = await call('GET', 'audit?page=1&pageSize=200', { agent: owner });
    const entries = log.json().data.entries as {
      action: string;
      actor: string;
      targetId: string;
      before: { role?: string } | null;
      after: { role?: string; active?: boolean } | null;
    }[];
    const about = entries.filter((entry) => entry.targetId === String(staff.id));
    expect(about.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'staff.create',
        'staff.setPassword',
        'staff.update',
        'session.login',
      ]),
    );
    const roleChange = about.find(
      (entry) => entry.after?.role === 'manager' && entry.before?.role === 'sales',
    );
    expect(roleChange?.actor).toBe(owner.email);
    expect(about.some((entry) => entry.after?.active === false)).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password_hash|totpSecret/);
  });

  it('e-mails a new member one invitation in their language whose link sets the password', async () => {
    const owner = await signIn(await newStaff('owner'));
    const invite = async (language?: string) => {
      const email = `invited${++sequence}@museum.example`;
      const created = await call('POST', 'staff', {
        agent: owner,
        body: { email, name: 'Invited Person', role: 'door', ...(language ? { language } : {}) },
      });
      expect(created.statusCode).toBe(200);
      const mails = await s.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      expect(mails).toHaveLength(1);
      return { created: created.json().data, mail: mails[0] };
    };
    const { created, mail } = await invite('en');
    expect(created.staff.language).toBe('en');
    expect(mail?.subject).toContain('back office');
    const link = /https?:\/\/\S+\/admin\/set-password\/[\w-]+/.exec(mail?.text ?? '')?.[0];
    // The owner may still copy the same link.
    expect(link).toBe(created.setPasswordUrl);
    expect(mail?.html).toContain(link);
    const token = link?.split('/').pop();
    expect(
      (await call('POST', 'password', { body: { token, password: PASSWORD } })).statusCode,
    ).toBe(200);
    expect((await signIn(created.staff.email)).email).toBe(created.staff.email);

    // Without a chosen language: the museum's default, for the account and the e-mail.
    const museum = s.config.shop.languages[0];
    const plain = await invite();
    expect(plain.created.staff.language).toBe(museum);
    expect(museum).toBe('de');
    expect(plain.mail?.subject).toContain('Verwaltung');
  });

  it('never leaves the shop without an active owner', async () => {
    await s.database.db.execute(
      "update staff_accounts set disabled_at = now() where role = 'owner'",
    );
    const owner = await signIn(await newStaff('owner'));
    const me = (await call('GET', 'me', { agent: owner })).json().data;
    const demote = await call('PATCH', `staff/${me.staff.id}`, {
      agent: owner,
      body: { role: 'sales' },
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().error).toBe('LAST_OWNER');
  });

  it('enables 2FA with a code, then asks for a code at login and refuses a reused one', async () => {
    const email = await newStaff('manager');
    const agent = await signIn(email);
    const enrol = await call('POST', 'me/totp/enrol', { agent });
    expect(enrol.statusCode).toBe(200);
    const { secret, qrCode, otpauthUrl } = enrol.json().data;
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauthUrl).toContain('otpauth://totp/');
    const wrong = await call('POST', 'me/totp/confirm', { agent, body: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    const code = await totpCode(secret, s.clock.now());
    const confirmed = await call('POST', 'me/totp/confirm', { agent, body: { code } });
    expect(confirmed.json().data.me.staff.totpEnabled).toBe(true);

    const first = await call('POST', 'login', { body: { email, password: PASSWORD } });
    expect(first.json().data).toEqual({ status: 'totpRequired' });
    expect(first.headers['set-cookie']).toBeUndefined();
    const replay = await call('POST', 'login', { body: { email, password: PASSWORD, totp: code } });
    expect(replay.statusCode).toBe(401);
    s.clock.advance(30_000);
    const fresh = await signIn(email, await totpCode(secret, s.clock.now()));
    expect((await call('GET', 'me', { agent: fresh })).json().data.staff.totpEnabled).toBe(true);

    s.clock.advance(30_000);
    const off = await call('POST', 'me/totp/disable', {
      agent: fresh,
      body: { code: await totpCode(secret, s.clock.now()) },
    });
    expect(off.json().data.staff.totpEnabled).toBe(false);
  });

  it('lets an owner require 2FA: members without it may only set it up', async () => {
    const owner = await signIn(await newStaff('owner'));
    const sales = await signIn(await newStaff('sales'));
    const manager = await signIn(await newStaff('manager'));
    expect(
      (await call('PUT', 'settings', { agent: manager, body: { requireTotp: true } })).statusCode,
    ).toBe(403);
    const on = await call('PUT', 'settings', { agent: owner, body: { requireTotp: true } });
    expect(on.json().data).toEqual({ requireTotp: true });
    try {
      const me = (await call('GET', 'me', { agent: sales })).json().data;
      expect(me.mustEnrolTotp).toBe(true);
      const staffList = await call('GET', 'staff', { agent: owner });
      expect(staffList.statusCode).toBe(403);
      expect(staffList.json().error).toBe('TOTP_ENROLMENT_REQUIRED');
      const enrol = await call('POST', 'me/totp/enrol', { agent: owner });
      const code = await totpCode(enrol.json().data.secret, s.clock.now());
      await call('POST', 'me/totp/confirm', { agent: owner, body: { code } });
      expect((await call('GET', 'staff', { agent: owner })).statusCode).toBe(200);
      s.clock.advance(30_000);
      const disable = await call('POST', 'me/totp/disable', {
        agent: owner,
        body: { code: await totpCode(enrol.json().data.secret, s.clock.now()) },
      });
      expect(disable.json().error).toBe('TOTP_REQUIRED_BY_OWNER');
    } finally {
      await call('PUT', 'settings', { agent: owner, body: { requireTotp: false } });
    }
  });

  it('throttles wrong passwords per address and account without locking the member out', async () => {
    const email = await newStaff('sales');
    const attacker = '10.66.0.1';
    let delayed = false;
    for (let i = 0; i < 8; i += 1) {
      const response = await call('POST', 'login', {
        ip: attacker,
        body: { email, password: 'wrong password!' },
      });
      if (response.statusCode === 429) {
        delayed = true;
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().error).toBe('RATE_LIMITED');
      }
    }
    expect(delayed).toBe(true);
    const blocked = await call('POST', 'login', {
      ip: attacker,
      body: { email, password: PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    // The member, from their own address, signs in at once.
    const agent = await signIn(email);
    expect((await call('GET', 'me', { agent })).statusCode).toBe(200);
  });

  it('answers 422 for malformed bodies and queries, never 500', async () => {
    const owner = await signIn(await newStaff('owner'));
    for (const [method, url, body] of [
      ['POST', 'login', { email: 'nope', password: 1 }],
      ['POST', 'login', 'text'],
      ['POST', 'password', {}],
      ['POST', 'staff', { email: 'a@b.example', name: '', role: 'king' }],
      ['PUT', 'settings', { requireTotp: 'yes' }],
      ['POST', 'me/totp/confirm', { code: '12ab56' }],
      ['PATCH', 'me', { language: 'xx' }],
    ] as const) {
      const response = await call(method, url, { agent: owner, body });
      expect([400, 415, 422]).toContain(response.statusCode);
    }
    expect((await call('GET', 'audit?page=0', { agent: owner })).statusCode).toBe(422);
    const lang = await call('PATCH', 'me', { agent: owner, body: { language: 'sv' } });
    expect(lang.json().data.staff.language).toBe('sv');
  });
});
