/**
 * `npm run catalog -- import|export FILE --server URL` against a running server: the staff login
 * comes from the environment, a dry run changes nothing, an import is applied through the back
 * office's API, and errors are listed with their paths.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { customerTestConfig, movableClock, TEST_ARGON2 } from '../customers/testing';
import { addStaffMember } from '../staff/testing';
import { smallCatalog } from './catalog.fixtures';
import { runCatalogCommand, type CommandIo } from './command';
import { importCatalog } from './import';

const EMAIL = 'manager@museum.example';
const PASSWORD = 'a long staff password';

describe.each(testDatabaseKinds())('the catalog command with --server on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let server = '';
  let folder = '';

  beforeAll(async () => {
    database = await open();
    const config = customerTestConfig();
    const clock = movableClock();
    expect((await importCatalog(database.db, smallCatalog())).ok).toBe(true);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    const added = await addStaffMember(
      database.db,
      config,
      { email: EMAIL, role: 'manager' },
      clock,
    );
    if (!added.ok) throw new Error(added.failure.code);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    await app.inject({
      method: 'POST',
      url: '/api/admin/password',
      payload: { token, password: PASSWORD },
    });
    server = await app.listen({ port: 0, host: '127.0.0.1' });
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-remote-'));
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function run(args: string[], env: Record<string, string> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CommandIo = {
      cwd: folder,
      env: { FOYER_STAFF_EMAIL: EMAIL, FOYER_STAFF_PASSWORD: PASSWORD, ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    return { code: await runCatalogCommand(args, io), out, err };
  }

  async function eventNames(): Promise<string[]> {
    const response = await app.inject({ url: '/api/en/event/select' });
    return (response.json().data as { name: string }[]).map((event) => event.name);
  }

  it('exports, checks without changing, then imports through the running server', async () => {
    const exported = await run(['export', 'live.yaml', '--server', server]);
    expect(exported.err).toEqual([]);
    expect(exported.code).toBe(0);
    const file = parse(readFileSync(path.join(folder, 'live.yaml'), 'utf8'));
    expect(file.events[0].id).toBe(10);
    file.events[0].name.en = 'Remote exhibition';
    writeFileSync(path.join(folder, 'live.yaml'), stringify(file));

    const checked = await run(['import', 'live.yaml', '--server', server, '--dry-run']);
    expect(checked.code).toBe(0);
    expect(checked.out).toContain('  ~ events[id=10].name.en: "Exhibition" → "Remote exhibition"');
    expect(await eventNames()).not.toContain('Remote exhibition');

    const imported = await run(['import', 'live.yaml', '--server', server]);
    expect(imported.code).toBe(0);
    expect(imported.out[0]).toBe(`Imported live.yaml on ${server}:`);
    expect(await eventNames()).toContain('Remote exhibition');
  });

  it('lists the errors by path and exits 1', async () => {
    const bad = structuredClone(smallCatalog());
    bad.events![0]!.venue = 7;
    writeFileSync(path.join(folder, 'bad.yaml'), stringify(bad));
    const result = await run(['import', 'bad.yaml', '--server', server]);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'bad.yaml is not valid; nothing was imported:',
      '  events[0].venue: unknown venue 7',
    ]);
  });

  it('refuses a wrong password, missing credentials and secrets or plain http in the URL', async () => {
    const wrong = await run(['export', '-', '--server', server], { FOYER_STAFF_PASSWORD: 'nope' });
    expect(wrong.code).toBe(1);
    expect(wrong.err[0]).toMatch(/^Sign-in refused \(401/);
    const missing = await run(['export', '-', '--server', server], { FOYER_STAFF_EMAIL: '' });
    expect(missing.err).toEqual([
      '--server needs FOYER_STAFF_EMAIL and FOYER_STAFF_PASSWORD to sign in',
    ]);
    const inUrl = await run(['export', '-', '--server', `http://me:secret@127.0.0.1:1/`]);
    expect(inUrl.err[0]).toMatch(/must not carry a user, password or query/);
    const plain = await run(['export', '-', '--server', 'http://shop.museum.example']);
    expect(plain.err[0]).toMatch(/must use https/);
  });
});
