/**
 * The back office's errors as a client sees them: transport errors (413, 414, 415) in the staff
 * member's language rather than the shop's default, and every status the back office answers
 * declared for its call in docs/openapi-admin.json.
 */
import { buildAdminOpenApiDocument } from '@foyer/domain/admin-contract/openapi';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { message } from '../../i18n/messages';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { customerTestConfig, movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, signedIn, type Agent } from '../orders/testing';
import { addStaffMember } from './staff.command';

const OVERLONG_ID = '1'.repeat(300);
const HUGE_BODY = JSON.stringify({ email: 'a@b.example', name: 'x'.repeat(300 * 1024) });

describe.each(testDatabaseKinds())('the back office’s errors on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let owner: Agent;
  const clock = movableClock();
  const config = customerTestConfig();

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    owner = await signedIn(app, database.db, config, clock, 'owner');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function transportErrors(agent: Agent | null): Promise<LightMyRequestResponse[]> {
    const headers: Record<string, string> = agent
      ? { cookie: agent.cookie, 'x-csrf-token': agent.csrf }
      : {};
    return Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: HUGE_BODY,
      }),
      app.inject({ method: 'PATCH', url: `/api/admin/staff/${OVERLONG_ID}`, headers }),
      app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a@b.example',
      }),
    ]);
  }

  it('answers 413, 414 and 415 in the staff member’s language', async () => {
    expect(config.shop.languages[0]).toBe('de');
    for (const language of ['sv', 'fr', 'en'] as const) {
      const changed = await app.inject({
        method: 'PATCH',
        url: '/api/admin/me',
        headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf },
        payload: { language },
      });
      expect(changed.statusCode).toBe(200);
      const [tooLarge, tooLong, notJson] = await transportErrors(owner);
      expect(tooLarge?.statusCode).toBe(413);
      expect(tooLarge?.json()).toEqual({
        error: 'PAYLOAD_TOO_LARGE',
        message: message('PAYLOAD_TOO_LARGE', language),
      });
      expect(tooLong?.statusCode).toBe(414);
      expect(tooLong?.json()).toEqual({
        error: 'URI_TOO_LONG',
        message: message('URI_TOO_LONG', language),
      });
      expect(notJson?.statusCode).toBe(415);
      expect(notJson?.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: message('UNSUPPORTED_MEDIA_TYPE', language),
      });
    }
  });

  it('answers them in English, the back office’s language, without a session', async () => {
    const answers = await transportErrors(null);
    expect(answers.map((answer) => answer.statusCode)).toEqual([413, 414, 415]);
    expect(answers[1]?.json().message).toBe(message('URI_TOO_LONG', 'en'));
    // The shop keeps the language of its path.
    const shop = await app.inject({ method: 'GET', url: `/api/da/page/${OVERLONG_ID}` });
    expect(shop.json().message).toBe(message('URI_TOO_LONG', 'da'));
  });

  it('declares every status it answers for the call in the OpenAPI document', async () => {
    const document = buildAdminOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const declared = (method: string, path: string) =>
      Object.keys(document.paths[`/api/admin/${path}`]?.[method.toLowerCase()]?.responses ?? {});

    const [tooLarge, tooLong, notJson] = await transportErrors(owner);
    expect(declared('POST', 'staff')).toContain(String(tooLarge?.statusCode));
    expect(declared('PATCH', 'staff/{id}')).toContain(String(tooLong?.statusCode));
    expect(declared('POST', 'staff')).toContain(String(notJson?.statusCode));

    const email = `errors-${Date.now()}@museum.example`;
    const body = { email, name: 'Erna', role: 'door' };
    await adminCall(app, 'POST', 'staff', { agent: owner, body });
    const exists = await adminCall(app, 'POST', 'staff', { agent: owner, body });
    expect(exists.statusCode).toBe(409);
    expect(declared('POST', 'staff')).toContain('409');

    const added = await addStaffMember(database.db, config, { email: `x${email}`, role: 'door' });
    if (!added.ok) throw new Error(added.failure.code);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    const set = { token, password: 'correct horse battery' };
    await adminCall(app, 'POST', 'password', { body: set });
    const used = await adminCall(app, 'POST', 'password', { body: set });
    expect(used.statusCode).toBe(410);
    expect(declared('POST', 'password')).toContain('410');

    const unknown = await app.inject({
      method: 'PATCH',
      url: '/api/admin/staff/999999',
      headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf },
      payload: { active: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(declared('PATCH', 'staff/{id}')).toContain('404');

    let limited: LightMyRequestResponse | null = null;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: 'wrong password' },
        remoteAddress: '10.99.0.1',
      });
      if (answer.statusCode === 429) limited = answer;
    }
    expect(limited?.statusCode).toBe(429);
    expect(declared('POST', 'login')).toContain('429');

    // An upload larger than the image library takes.
    expect(declared('POST', 'images')).toContain('413');
  });
});
