/**
 * A backup taken while the shop sells (docs/operations.md): purchases run concurrently through the
 * app while `npm run backup` copies the database — on PGlite through the running server's backup
 * socket, on PostgreSQL with pg_dump — and the copy is restored elsewhere (a new data folder, a fresh
 * database). Everything committed before the backup started is there identical; an order that is
 * there is whole (its tickets, payments and ledger entries as the shop finished them); the images
 * are there byte for byte. Restore refuses a non-empty target without --force, a running server and
 * a file that is not a backup.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import {
  imageFiles,
  images,
  issuedTickets,
  orderItems,
  orderLedger,
  orders,
  payments,
} from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { pgliteSnapshot } from '../../testing/pglite-snapshot';
import {
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { TEST_ARGON2 } from '../customers/testing';
import { buy } from '../orders/testing';
import { runBackupCommand, runRestoreCommand, startBackupSocket } from './index';

const CONFIG = fileURLToPath(new URL('../../../../../foyer.config.yaml', import.meta.url));

/** What a backup must keep: orders with their lines, tickets, payments and ledger, and images. */
async function readState(db: Db) {
  const byOrder = <T extends { orderId: number | null }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      if (row.orderId === null) continue;
      map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
    }
    return map;
  };
  const orderRows = await db.select().from(orders).orderBy(orders.id);
  const items = byOrder(await db.select().from(orderItems).orderBy(orderItems.id));
  const tickets = byOrder(await db.select().from(issuedTickets).orderBy(issuedTickets.id));
  const paid = byOrder(await db.select().from(payments).orderBy(payments.id));
  const ledger = byOrder(await db.select().from(orderLedger).orderBy(orderLedger.id));
  return {
    orders: new Map(
      orderRows.map((order) => [
        order.id,
        {
          order,
          items: items.get(order.id) ?? [],
          tickets: tickets.get(order.id) ?? [],
          payments: paid.get(order.id) ?? [],
          ledger: ledger.get(order.id) ?? [],
        },
      ]),
    ),
    images: await db.select().from(images).orderBy(images.id),
    imageFiles: await db
      .select()
      .from(imageFiles)
      .orderBy(imageFiles.imageId, imageFiles.format, imageFiles.width),
  };
}

function connectionString(database: Database): string {
  return (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '';
}

describe.each(testDatabaseKinds())('a backup during sales on $name', (kind) => {
  let folder: string;
  /** The live shop's data folder (PGlite). */
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let closeSocket: () => Promise<void> = async () => {};
  const opened: Database[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-backup-'));
    dataDir = path.join(folder, 'live');
    if (kind.name === 'pglite') {
      database = await openDatabase({
        dataDir: path.join(dataDir, 'db'),
        loadDataDir: pgliteSnapshot() ?? undefined,
      });
      await database.migrate();
      closeSocket = await startBackupSocket(database, dataDir);
    } else {
      database = await kind.open();
      ignoreTeardownTermination(database);
    }
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { customers: { argon2: TEST_ARGON2 } });
  });
  afterAll(async () => {
    await app.close();
    await closeSocket();
    for (const other of opened) await other.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Runs a command as npm would from `folder`, on the live shop's database or on `target`. */
  async function run(
    command: typeof runBackupCommand,
    args: string[],
    target: { dataDir?: string; url?: string } = {},
  ) {
    const out: string[] = [];
    const err: string[] = [];
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      INIT_CWD: folder,
      FOYER_CONFIG: CONFIG,
      FOYER_DATA_DIR: target.dataDir ?? dataDir,
    };
    const url = target.url ?? (kind.name === 'postgres' ? connectionString(database) : undefined);
    if (url) env.DATABASE_URL = url;
    const code = await command(args, {
      cwd: '/somewhere/else',
      env,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  }

  /** A fresh place to restore into: an empty data folder, or an empty database. */
  async function emptyTarget(name: string): Promise<{ dataDir?: string; url?: string }> {
    if (kind.name === 'pglite') return { dataDir: path.join(folder, name) };
    const empty = await kind.openUnmigrated();
    opened.push(empty);
    return { url: connectionString(empty) };
  }

  /** The target of the first test, which holds the restored shop afterwards. */
  let restoredTarget: { dataDir?: string; url?: string };

  /**
   * Reads a restored target after running the migrations, as the shop's start does; closes it
   * again (restore refuses a database others are connected to).
   */
  async function readRestored(target: { dataDir?: string; url?: string }) {
    const restored = await openDatabase(
      kind.name === 'pglite'
        ? { dataDir: path.join(target.dataDir ?? '', 'db') }
        : { url: target.url, poolSize: 2 },
    );
    try {
      await restored.migrate();
      return await readState(restored.db);
    } finally {
      await restored.close();
    }
  }

  it('keeps every order committed before it, whole, and every image', async () => {
    const [image] = await database.db
      .insert(images)
      .values({ hash: randomBytes(16).toString('hex'), width: 40, height: 30, name: 'hall.jpg' })
      .returning();
    await database.db.insert(imageFiles).values([
      { imageId: image!.id, format: 'webp', width: 40, height: 30, bytes: randomBytes(5000) },
      { imageId: image!.id, format: 'avif', width: 40, height: 30, bytes: randomBytes(3000) },
    ]);
    const slot = await freshSlot(database.db, catalog, 10_000);
    const basket = [
      {
        type: 'ticket' as const,
        id: catalog.tickets.adult,
        count: 2,
        datetime: slot.datetime,
        subtickets: [],
      },
      { type: 'merchandise' as const, id: catalog.articles.book, count: 1 },
    ];
    for (let i = 0; i < 3; i += 1) await buy(app, basket);

    // Three buyers keep buying until told to stop.
    let selling = true;
    let booked = 0;
    const buyers = Array.from({ length: 3 }, async () => {
      while (selling) {
        await buy(app, basket);
        booked += 1;
      }
    });
    while (booked < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const before = await readState(database.db);
    const backup = await run(runBackupCommand, ['shop.backup']);
    const bookedDuringBackup = booked;
    while (booked < bookedDuringBackup + 3) await new Promise((resolve) => setTimeout(resolve, 20));
    selling = false;
    await Promise.all(buyers);
    expect(backup.err).toEqual([]);
    expect(backup.code).toBe(0);
    // Every visitor's data is in it: only its owner may read it.
    expect(statSync(path.join(folder, 'shop.backup')).mode & 0o777).toBe(0o600);
    expect(backup.out[0]).toMatch(
      kind.name === 'pglite'
        ? /^Backed up the database to shop\.backup from the running server\.$/
        : /^Backed up the database to shop\.backup from PostgreSQL with pg_dump\.$/,
    );
    const after = await readState(database.db);

    restoredTarget = await emptyTarget('restored');
    const restore = await run(runRestoreCommand, ['shop.backup'], restoredTarget);
    expect(restore.err).toEqual([]);
    expect(restore.code).toBe(0);
    const restored = await readRestored(restoredTarget);

    // Committed before the backup started: there, as it was then or as the shop went on to finish
    // it before the backup's snapshot (an order paid meanwhile is booked in the copy).
    expect(before.orders.size).toBeGreaterThanOrEqual(6);
    for (const [id, order] of before.orders) {
      const copy = restored.orders.get(id);
      expect([order.order, after.orders.get(id)?.order]).toContainEqual(copy?.order);
      expect(copy?.items).toEqual(order.items);
      if (order.order.status === 'booked') expect(copy).toEqual(after.orders.get(id));
    }
    // Sales went on after it: some orders are not in the copy.
    expect(after.orders.size).toBeGreaterThan(restored.orders.size);
    // Whatever is in the copy is whole: a booked order as the shop finished it, any other without
    // tickets.
    let bookedInCopy = 0;
    for (const [id, copy] of restored.orders) {
      if (copy.order.status === 'booked') {
        bookedInCopy += 1;
        expect(copy).toEqual(after.orders.get(id));
        expect(copy.tickets.length).toBe(2);
        expect(copy.payments.map((payment) => payment.status)).toEqual(['paid']);
      } else {
        expect(copy.tickets).toEqual([]);
      }
    }
    expect(bookedInCopy).toBeGreaterThanOrEqual(
      [...before.orders.values()].filter((order) => order.order.status === 'booked').length,
    );
    expect(restored.images).toEqual(after.images);
    expect(restored.imageFiles).toEqual(after.imageFiles);
  });

  it('refuses a target that is not empty unless forced, and a file that is not a backup', async () => {
    const target = restoredTarget;
    const refused = await run(runRestoreCommand, ['shop.backup'], target);
    expect(refused.code).toBe(1);
    expect(refused.err).toEqual([
      kind.name === 'pglite'
        ? `${path.join(folder, 'restored', 'db')} already holds a database: restore refuses to overwrite it (add --force to replace it).`
        : 'The database is not empty: restore refuses to overwrite it (add --force to replace everything in it).',
    ]);
    const forced = await run(runRestoreCommand, ['shop.backup', '--force'], target);
    expect(forced.err).toEqual([]);
    expect(forced.code).toBe(0);

    expect((await readRestored(target)).orders.size).toBeGreaterThanOrEqual(6);

    writeFileSync(path.join(folder, 'notes.txt'), 'not a backup\n');
    const wrong = await run(runRestoreCommand, ['notes.txt'], await emptyTarget('wrong'));
    expect(wrong.code).toBe(1);
    expect(wrong.err).toEqual([
      'notes.txt is not a Foyer backup (made with npm run backup); nothing was restored.',
    ]);
  });

  if (kind.name === 'pglite') {
    it('refuses to restore while a server runs on the data folder', async () => {
      const running = await run(runRestoreCommand, ['shop.backup', '--force']);
      expect(running.code).toBe(1);
      expect(running.err).toEqual([
        `A Foyer server is running on ${dataDir}: stop it before restoring.`,
      ]);
    });

    it('lets only one server have the data folder', async () => {
      await expect(startBackupSocket(database, dataDir)).rejects.toThrow(
        /another Foyer server is running on the data folder/,
      );
    });
  } else {
    it('says what to install when pg_dump is missing', async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runBackupCommand(['missing.backup'], {
        cwd: folder,
        env: {
          PATH: '/nonexistent',
          FOYER_CONFIG: CONFIG,
          DATABASE_URL: connectionString(database),
        },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      expect(code).toBe(1);
      expect(err).toEqual([
        "pg_dump was not found: install PostgreSQL's client programs in the server's version or newer (Debian and Ubuntu: apt-get install postgresql-client) and put them on the PATH.",
      ]);
    });
  }
});
