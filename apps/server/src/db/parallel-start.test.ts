/**
 * Several processes started together on an empty PostgreSQL database all come up: the
 * migrations and the demo seed run under an advisory lock, once. PostgreSQL only (PGlite is one
 * process by design); runs when `FOYER_TEST_DATABASE_URL` is set, as in CI.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases';

const run = promisify(execFile);
const baseUrl = process.env.FOYER_TEST_DATABASE_URL;
const script = fileURLToPath(new URL('../testing/start-once.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const PROCESSES = 3;

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(baseUrl)('parallel first start on PostgreSQL', () => {
  it(`starts ${PROCESSES} processes together on an empty database: all succeed, the demo is seeded once`, async () => {
    const base = baseUrl ?? '';
    const name = `foyer_parallel_${randomBytes(6).toString('hex')}`;
    await admin(base, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const starts = Array.from({ length: PROCESSES }, () =>
        run(tsx, [script], { env: { ...process.env, DATABASE_URL: url.toString() } }),
      );
      const outcomes = await Promise.allSettled(starts);
      const failures = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [String((outcome.reason as Error).message)] : [],
      );
      expect(failures).toEqual([]);
      const printed = outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value.stdout.trim() : '',
      );
      expect(printed.filter((line) => line === 'seeded')).toHaveLength(1);
      expect(printed.filter((line) => line === 'skipped')).toHaveLength(PROCESSES - 1);
      const events = await admin(url.toString(), (client) =>
        client.query<{ n: string }>('SELECT count(*)::text AS n FROM events'),
      );
      expect(Number(events.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await admin(base, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 120_000);
});

describe.each(testDatabaseKinds())('the start-up lock on $name', ({ open }) => {
  it('lets one caller in at a time and is reentrant inside its work', async () => {
    const database = await open();
    try {
      const trace: string[] = [];
      const work = (name: string) =>
        database.exclusive(async () => {
          trace.push(`${name} in`);
          // Reentrant: a nested call (migrate takes the lock too) does not wait for itself.
          await database.migrate();
          await database.exclusive(async () => trace.push(`${name} nested`));
          trace.push(`${name} out`);
        });
      await Promise.all([work('a'), work('b')]);
      const first = trace[0]?.split(' ')[0];
      const second = first === 'a' ? 'b' : 'a';
      expect(trace).toEqual(
        [first, first, first, second, second, second].map(
          (name, i) => `${name} ${['in', 'nested', 'out'][i % 3]}`,
        ),
      );
    } finally {
      await database.close();
    }
  }, 60_000);
});
