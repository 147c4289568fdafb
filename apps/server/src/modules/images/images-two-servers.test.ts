/**
 * Two server processes on one database: an image uploaded through one is served
 * by the other at once, files and all, because the files are stored in the database
 * (docs/decisions.md, catalog images). On PostgreSQL: two app instances with their own pools on a
 * new database; on PGlite, which one process opens, two app instances on the one database.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn } from '../orders/testing';

async function pair(
  name: string,
  open: () => Promise<Database>,
): Promise<{ databases: [Database, Database]; close(): Promise<void> }> {
  const url = process.env.FOYER_TEST_DATABASE_URL;
  if (name !== 'postgres' || !url) {
    const database = await open();
    return { databases: [database, database], close: () => database.close() };
  }
  const dbName = `foyer_images_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  const databases = (await Promise.all(
    [0, 1].map(() => openDatabase({ url: target.toString(), poolSize: 4 })),
  )) as [Database, Database];
  await databases[0].migrate();
  return {
    databases,
    async close() {
      await Promise.all(databases.map((database) => database.close()));
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe.each(testDatabaseKinds())(
  'images on two servers on one $name database',
  ({ name, open }) => {
    it('serves an upload made through one server from the other at once', async () => {
      const both = await pair(name, open);
      both.databases.forEach(ignoreTeardownTermination);
      const apps: FastifyInstance[] = [];
      try {
        const config = demoConfig();
        const clock = movableClock();
        for (const database of both.databases) {
          apps.push(
            await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } }),
          );
        }
        const [one, other] = apps as [FastifyInstance, FastifyInstance];
        const manager = await signedIn(one, both.databases[0].db, config, clock, 'manager');
        const bytes = await sharp({
          create: { width: 480, height: 320, channels: 3, background: '#235' },
        })
          .png()
          .toBuffer();
        const boundary = '----foyer-two-servers';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="alt.de"\r\n\r\nZwei Server\r\n` +
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="two.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const uploaded = await one.inject({
          method: 'POST',
          url: '/api/admin/images',
          headers: {
            cookie: manager.cookie,
            'x-csrf-token': manager.csrf,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload,
        });
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        const files = uploaded.json().data.files as { url: string; width: number }[];
        expect(files.map((file) => file.width).sort()).toEqual([320, 320, 320, 480, 480, 480]);
        for (const file of files) {
          const served = await other.inject({ method: 'GET', url: file.url });
          expect(served.statusCode).toBe(200);
          expect((await sharp(served.rawPayload).metadata()).width).toBe(file.width);
        }
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await both.close();
      }
    }, 120_000);
  },
);
