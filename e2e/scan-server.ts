/**
 * A server of its own for the scanner's specs and bench: a fresh data folder with the demo museum,
 * a door member and tickets booked in the database before the server opens it (PGlite allows one
 * connection). `prepare` books what the caller needs with `book` (orders fulfilled as the shop does).
 */
import { venueToday } from '@foyer/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { loadConfigFile, withEnvironment } from '../apps/server/src/config/load';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { issuedTickets } from '../apps/server/src/db/schema';
import { insertOrder, type NewItem } from '../apps/server/src/modules/fulfilment/testing';
import { fulfilOrder } from '../apps/server/src/modules/fulfilment';
import { startTestServer } from './test-server';
import { addStaffMember } from '../apps/server/src/modules/staff/testing';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOOR = { email: 'door@museum.example', password: 'a long door password' };
/** Demo museum: event 1 sells timed tickets (11), event 2 day tickets (21). */
export const TIMED = { event: 1, ticket: 11 };
export const DAY = { event: 2, ticket: 21 };

export function dayTicket(date: string): NewItem {
  return {
    type: 'dayTicket',
    refId: DAY.ticket,
    name: 'Day ticket adults',
    datetime: `${date} 00:00:00`,
    count: 1,
    unitPrice: 800,
    totalPrice: 800,
    vatValue: 7,
    details: {
      itemIndex: 0,
      eventId: DAY.event,
      eventName: 'Permanent exhibition',
      venue: 'Main building',
      subtickets: [],
      places: 1,
      ticketFlags: { unique_barcode: true, scan_separately: false, print_separately: false },
      lines: [],
      date,
    },
  };
}

export function timedTicket(date: string, time: string): NewItem {
  return {
    type: 'ticket',
    refId: TIMED.ticket,
    name: 'Adults',
    datetime: `${date} ${time}:00`,
    count: 1,
    unitPrice: 1400,
    totalPrice: 1400,
    vatValue: 7,
    details: {
      itemIndex: 0,
      eventId: TIMED.event,
      eventName: 'Special exhibition',
      venue: 'Main building',
      subtickets: [],
      places: 1,
      ticketFlags: { unique_barcode: true, scan_separately: false, print_separately: false },
      lines: [],
      datetime: `${date}T${time}`,
    },
  };
}

/** Books `items` as one paid order and returns its id and its tickets' barcodes. */
export type Book = (items: NewItem[]) => Promise<{ id: number; barcodes: string[] }>;

export interface ScanServer<T> {
  base: string;
  dataDir: string;
  /** The venue's date today. */
  today: string;
  prepared: T;
  stop(): void;
}

export async function startScanServer<T>(options: {
  port: number;
  name: string;
  prepare: (context: { book: Book; db: Db; today: string }) => Promise<T>;
}): Promise<ScanServer<T>> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `foyer-${options.name}-`));
  const env = { ...process.env, FOYER_DATA_DIR: dataDir, FOYER_PUBLIC_BASE_URL: base };
  const config = withEnvironment(loadConfigFile(path.join(root, 'foyer.config.yaml')), env);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const now = new Date();
  await seedDemoIfEmpty(database.db, now, config);
  const today = venueToday(now, config.server.timeZone);
  const added = await addStaffMember(database.db, config, {
    email: DOOR.email,
    role: 'door',
    name: 'Door Member',
  });
  if (!added.ok) throw new Error(added.failure.code);
  const deps = {
    config,
    db: database.db,
    clock: { now: () => new Date() },
    mailer: { send: async () => ({}) },
  };
  const book: Book = async (items) => {
    const order = await insertOrder(database.db, { items, language: 'en' });
    await database.db.transaction((tx) => fulfilOrder(tx, deps, order.id));
    const rows = await database.db
      .select({ barcode: issuedTickets.barcode })
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order.id))
      .orderBy(asc(issuedTickets.id));
    return { id: order.id, barcodes: rows.map((row) => row.barcode) };
  };
  const prepared = await options.prepare({ book, db: database.db, today });
  await database.close();

  const server = await startTestServer({ port: options.port, env, name: options.name }).catch(
    (error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const token = added.value.setPasswordUrl.split('/').pop() ?? '';
  const set = await fetch(`${base}/api/admin/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: DOOR.password }),
  });
  if (set.status !== 200) {
    stop();
    throw new Error(`set password: ${await set.text()}`);
  }
  return { base, dataDir, today, prepared, stop };
}
