/**
 * Annual-pass holders' free timed entries over HTTP on a real database: a pass number (as typed) or
 * an account's pass books one person's place of a slot through the checkout's own path (priced,
 * held and sold by the inventory, a ticket issued, 0 € and no money in the ledger); the domain's
 * rules refuse a day outside the pass's year, a second entry for the slot and entries over the
 * museum's limits; guessing numbers is slowed down; bookings racing for one pass or for the last
 * places never double-book or oversell, and a restarted server keeps refusing what was booked.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  issuedTickets,
  orderLedger,
  orders,
  passEntries,
  payments,
  staffAuditLog,
} from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, scanAtDoor, signedIn, type Agent } from '../orders/testing';
import { bookEntry, boughtPass, slotAt, type BoughtPass } from './passes.fixtures';

describe.each(testDatabaseKinds())('free entries with an annual pass on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let pass: BoughtPass;
  let sales: Agent;
  let door: Agent;
  const clock = movableClock();
  const config = demoConfig();
  let ips = 0;

  /** A fresh client address, so the guessing limit of one test does not slow another. */
  function ip(): string {
    ips += 1;
    return `10.77.${Math.floor(ips / 250)}.${ips % 250}`;
  }

  function adult(datetime: string, number: string, lang = 'en') {
    return bookEntry(
      app,
      { ticket: catalog.tickets.adult, datetime, pass: number },
      { lang, ip: ip() },
    );
  }

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    pass = await boughtPass(app, database.db, catalog);
    sales = await signedIn(app, database.db, config, clock, 'sales');
    door = await signedIn(app, database.db, config, clock, 'door');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => {
    // The app's configuration shares this object (`createTestApp` copies only the top levels).
    Object.assign(config.server.passes, { perDay: null, perWeek: null, walkIn: true });
  });

  it('books a free entry with the pass number as typed: one place sold, a ticket, 0 €', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const typed = pass.number.toLowerCase().replaceAll('-', ' ');
    const res = await adult(slot.datetime, typed);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      ticketName: 'Adult',
      datetime: slot.datetime,
      pass: `…${pass.number.slice(-4)}`,
    });
    // The answer never echoes the whole pass number.
    expect(res.body).not.toContain(pass.number);
    expect(data.barcode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(data.ticketsUrl).toMatch(/tickets\.pdf$/);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });

    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.token, data.orderToken));
    expect(order).toMatchObject({ total: 0, subtotal: 0, status: 'booked', channel: 'web' });
    const [ticket] = await database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order?.id ?? 0));
    expect(ticket).toMatchObject({ barcode: data.barcode, kind: 'ticket', admits: 1 });
    expect(ticket?.validFrom?.slice(0, 16)).toBe(slot.datetime.replace('T', ' '));
    // Money: a payment of the built-in free provider for 0 €, and no capture in the ledger.
    const paid = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? 0));
    expect(paid.map((row) => [row.provider, row.amount])).toEqual([['free', 0]]);
    const ledger = await database.db
      .select()
      .from(orderLedger)
      .where(eq(orderLedger.orderId, order?.id ?? 0));
    expect(ledger.filter((row) => row.kind === 'capture' && row.amount !== 0)).toEqual([]);
  });

  it('refuses a second entry for the same slot, in German, and keeps the place count', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    expect((await adult(slot.datetime, pass.number)).statusCode).toBe(200);
    const again = await adult(slot.datetime, pass.number, 'de');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      error: 'PASS_ALREADY_BOOKED_SLOT',
      message: 'Für diese Jahreskarte ist zu dieser Zeit schon ein Eintritt gebucht.',
    });
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
  });

  it('refuses an unknown number, and slows down whoever guesses many', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const guesser = ip();
    const guess = (number: string) =>
      bookEntry(
        app,
        { ticket: catalog.tickets.adult, datetime: slot.datetime, pass: number },
        { lang: 'fr', ip: guesser },
      );
    const first = await guess('AAAA-BBBB-CCCC-DDDD');
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ error: 'PASS_NOT_FOUND' });
    expect(first.json().message).toContain('abonnement annuel');
    for (let n = 0; n < 10; n += 1) await guess(`AAAA-BBBB-CCCC-EEE${n}`);
    const slowed = await guess(pass.number);
    expect(slowed.statusCode).toBe(422);
    expect(slowed.json()).toMatchObject({ error: 'PASS_RATE_LIMITED' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    // Another address is not slowed down.
    expect((await adult(slot.datetime, pass.number)).statusCode).toBe(200);
  });

  it('refuses a day outside the pass’s year', async () => {
    const year = Number(catalog.today.slice(0, 4));
    const later = await slotAt(
      database.db,
      catalog,
      `${year + 1}${catalog.today.slice(4)}T10:00`,
      5,
    );
    const res = await adult(later.datetime, pass.number, 'it');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'PASS_NOT_VALID_ON_DAY' });
    expect(await counters(database.db, later.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('keeps within the museum’s limits per day and per week', async () => {
    const holder = await boughtPass(app, database.db, catalog, ['Grace', 'Hopper']);
    Object.assign(config.server.passes, { perDay: 1, perWeek: 2 });
    const date = catalog.tomorrow;
    const morning = await slotAt(database.db, catalog, `${date}T07:05`, 5);
    const noon = await slotAt(database.db, catalog, `${date}T07:10`, 5);
    expect((await adult(morning.datetime, holder.number)).statusCode).toBe(200);
    const sameDay = await adult(noon.datetime, holder.number, 'nl');
    expect(sameDay.json()).toMatchObject({ error: 'PASS_DAY_LIMIT', params: { limit: 1 } });
    expect(sameDay.json().message).toContain('1');
    Object.assign(config.server.passes, { perDay: null, perWeek: 1 });
    const week = await adult(noon.datetime, holder.number);
    expect(week.json()).toMatchObject({ error: 'PASS_WEEK_LIMIT', params: { limit: 1 } });
  });

  it('books one person’s place of a timed slot only', async () => {
    // An evening ticket is valid all the event long: it has no slot.
    const evening = await bookEntry(
      app,
      { ticket: catalog.tickets.evening, datetime: catalog.slots.open, pass: pass.number },
      { ip: ip() },
    );
    expect(evening.statusCode).toBe(422);
    expect(evening.json()).toMatchObject({ error: 'PASS_ENTRY_NOT_TIMED' });
    const full = await freshSlot(database.db, catalog, 2, 2);
    const soldOut = await adult(full.datetime, pass.number);
    expect(soldOut.json()).toMatchObject({ error: 'TIME_SOLD_OUT' });
  });

  it('lists the account’s passes and books with one of them when signed in', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/api/en/passes/mine',
      query: { _: pass.token },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: pass.id, number: pass.number, holder: 'Ada Lovelace' }),
    ]);
    const slot = await freshSlot(database.db, catalog, 10);
    const booked = await bookEntry(
      app,
      { ticket: catalog.tickets.adult, datetime: slot.datetime, passId: pass.id },
      { token: pass.token },
    );
    expect(booked.statusCode).toBe(200);
    // Another account cannot use it, and without a login there is no account.
    const other = await boughtPass(app, database.db, catalog, ['Alan', 'Turing']);
    const foreign = await bookEntry(
      app,
      { ticket: catalog.tickets.adult, datetime: slot.datetime, passId: pass.id },
      { token: other.token },
    );
    expect(foreign.json()).toMatchObject({ error: 'PASS_NOT_FOUND' });
    const anonymous = await bookEntry(app, {
      ticket: catalog.tickets.adult,
      datetime: slot.datetime,
      passId: pass.id,
    });
    expect(anonymous.statusCode).toBe(401);
    const noLogin = await app.inject({ method: 'GET', url: '/api/en/passes/mine' });
    expect(noLogin.statusCode).toBe(401);
  });

  it('books one entry when two bookings of one pass for one slot race', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const answers = await Promise.all([
      adult(slot.datetime, pass.number),
      adult(slot.datetime, pass.number),
      adult(slot.datetime, pass.number),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
    const entries = await database.db
      .select()
      .from(passEntries)
      .where(
        and(eq(passEntries.passTicketId, pass.id), eq(passEntries.capacityId, slot.capacityId)),
      );
    expect(entries).toHaveLength(1);
  });

  it('sells exactly the last places when many passes race for them', async () => {
    const holders: BoughtPass[] = [];
    for (let n = 0; n < 5; n += 1) {
      holders.push(await boughtPass(app, database.db, catalog, ['Racer', `No${n}`]));
    }
    const slot = await freshSlot(database.db, catalog, 5, 2);
    const answers = await Promise.all(holders.map((holder) => adult(slot.datetime, holder.number)));
    const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().error));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'TIME_SOLD_OUT')).toBe(
      true,
    );
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 5, held: 0 });
  }, 60_000);

  it('still refuses the booked slot after a restart', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    expect((await adult(slot.datetime, pass.number)).statusCode).toBe(200);
    const restarted = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
    });
    try {
      const again = await bookEntry(
        restarted,
        { ticket: catalog.tickets.adult, datetime: slot.datetime, pass: pass.number },
        { ip: ip() },
      );
      expect(again.json()).toMatchObject({ error: 'PASS_ALREADY_BOOKED_SLOT' });
    } finally {
      await restarted.close();
    }
  });

  it('lets the desk find a pass by its code and book an entry for its holder', async () => {
    const holder = await boughtPass(app, database.db, catalog, ['Emmy', 'Noether']);
    const today = await slotAt(database.db, catalog, `${catalog.today}T16:05`, 4);
    const code = holder.number.toLowerCase();
    const before = await adminCall(app, 'GET', 'desk/pass', { agent: sales, query: { code } });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      number: holder.number,
      holder: 'Emmy Noether',
      validFrom: catalog.today,
      validToday: true,
      cancelled: false,
      entriesToday: [],
      rules: { perDay: null, perWeek: null, walkIn: true },
    });
    const booked = await adminCall(app, 'POST', 'desk/pass-entries', {
      agent: sales,
      body: { language: 'de', pass: code, ticket: catalog.tickets.adult, datetime: today.datetime },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({
      datetime: today.datetime,
      ticketName: 'Erwachsene',
    });
    const after = await adminCall(app, 'GET', 'desk/pass', { agent: sales, query: { code } });
    expect(after.json().data.entriesToday).toEqual([
      { datetime: today.datetime, name: 'Erwachsene' },
    ]);
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, booked.json().data.orderId));
    expect(order).toMatchObject({ channel: 'desk', total: 0, status: 'booked' });
    // Audited with the pass's last group only.
    const [audited] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'desk.passEntry'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audited?.after).toEqual({
      pass: `…${holder.number.slice(-4)}`,
      datetime: today.datetime,
    });
    expect(JSON.stringify(audited)).not.toContain(holder.number);
    // The same slot again is refused with the shop's code and message.
    const again = await adminCall(app, 'POST', 'desk/pass-entries', {
      agent: sales,
      body: { language: 'de', pass: code, ticket: catalog.tickets.adult, datetime: today.datetime },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'PASS_ALREADY_BOOKED_SLOT' });
    const unknown = await adminCall(app, 'GET', 'desk/pass', {
      agent: sales,
      query: { code: 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(unknown.statusCode).toBe(404);
    // The door staff do not sell.
    const doorLookup = await adminCall(app, 'GET', 'desk/pass', { agent: door, query: { code } });
    expect(doorLookup.statusCode).toBe(403);
  });

  it('admits a pass at the door without a booking only where the museum allows walk-in', async () => {
    const holder = await boughtPass(app, database.db, catalog, ['Lise', 'Meitner']);
    // Starts within the half hour the door opens early (now is 10:00 at the venue).
    const soon = await slotAt(database.db, catalog, `${catalog.today}T10:20`, 4);
    const entry = await adult(soon.datetime, holder.number);
    expect(entry.statusCode).toBe(200);
    expect(await scanAtDoor(app, door, holder.number)).toBe('valid');
    Object.assign(config.server.passes, { walkIn: false });
    expect(await scanAtDoor(app, door, holder.number)).toBe('PASS_NEEDS_BOOKING');
    // The booked entry's ticket admits like any timed ticket.
    expect(await scanAtDoor(app, door, entry.json().data.barcode)).toBe('valid');
    // The offline list carries the rule, so an offline door decides the same.
    const list = await adminCall(app, 'GET', 'checkin/offline', {
      agent: door,
      query: { date: catalog.today },
    });
    expect(list.json().data.rules).toEqual({ passWalkIn: false });
  });
});
