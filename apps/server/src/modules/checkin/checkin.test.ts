/**
 * Check-in at the door on staff sessions (issue 17), on PGlite and on PostgreSQL: each reason of a
 * refusal, the people a barcode admits, scan ids counted once, offline uploads with a conflict, the
 * day's offline list without personal data, and who may scan.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { issuedTickets, orders, ticketScans } from '../../db/schema';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { movableClock, TEST_ARGON2 } from '../customers/customer.fixtures';
import {
  insertFulfilmentCatalog,
  insertOrder,
  ticketItem,
  type FulfilmentCatalog,
  type NewItem,
} from '../fulfilment/fulfilment.fixtures';
import { fulfilOrder } from '../fulfilment/fulfilment.service';
import { adminCall, signedIn, type Agent } from '../orders/admin-orders.fixtures';

/** `YYYY-MM-DDTHH:mm` in Berlin (winter: UTC+1) as an instant. */
function berlin(local: string): Date {
  return new Date(`${local}:00+01:00`);
}

const EVERYWHERE = { entrance: null, slot: null };

describe.each(testDatabaseKinds())('check-in on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: FulfilmentCatalog;
  let door: Agent;
  let manager: Agent;
  const clock = movableClock();
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    catalog = await insertFulfilmentCatalog(database.db, TEST_NOW, config.server.timeZone);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    clock.set(TEST_NOW);
    door = await signedIn(app, database.db, config, clock, 'door');
    manager = await signedIn(app, database.db, config, clock, 'manager');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => clock.set(TEST_NOW));

  /** Sets the clock to venue time `local` and signs the door and the manager in again (idle timeout). */
  async function at(local: string): Promise<void> {
    clock.set(berlin(local));
    door = await signedIn(app, database.db, config, clock, 'door');
    manager = await signedIn(app, database.db, config, clock, 'manager');
  }

  const exhibition = () => `event:${catalog.events.exhibition}`;

  /** Books an order with `items` and answers its barcodes. */
  async function book(items: NewItem[]): Promise<{ orderId: number; barcodes: string[] }> {
    const order = await insertOrder(database.db, { items });
    await database.db.transaction((tx) =>
      fulfilOrder(
        tx,
        { config, db: database.db, clock, mailer: { send: async () => ({}) } },
        order.id,
      ),
    );
    const rows = await database.db
      .select({ barcode: issuedTickets.barcode })
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order.id))
      .orderBy(asc(issuedTickets.id));
    return { orderId: order.id, barcodes: rows.map((row) => row.barcode) };
  }

  async function bookOne(item: NewItem): Promise<string> {
    const { barcodes } = await book([item]);
    return barcodes[0] ?? '';
  }

  function timed(time: string, day = catalog.today): NewItem {
    return ticketItem(catalog, 'timed', {
      name: 'Zeitfenster-Ticket',
      count: 1,
      datetime: `${day} ${time}:00`,
    });
  }

  function scan(
    barcode: string,
    options: {
      agent?: Agent;
      scanId?: string;
      device?: string;
      checkpoint?: { entrance: string | null; slot: string | null };
    } = {},
  ) {
    return adminCall(app, 'POST', 'checkin/scans', {
      agent: options.agent ?? door,
      body: {
        scanId: options.scanId ?? randomUUID(),
        barcode,
        device: options.device ?? 'door-1',
        checkpoint: options.checkpoint ?? EVERYWHERE,
      },
    });
  }

  /** `valid` or the reason of the refusal. */
  async function outcome(
    barcode: string,
    checkpoint: { entrance: string | null; slot: string | null } = EVERYWHERE,
  ): Promise<string> {
    const response = await scan(barcode, { checkpoint });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    return data.reason ?? data.status;
  }

  it('answers 401 without a session and 403 without the CSRF token or for the sales role', async () => {
    const body = {
      scanId: randomUUID(),
      barcode: 'ABCD-EFGH-JKLM-NPQR',
      device: 'door-1',
      checkpoint: EVERYWHERE,
    };
    const anonymous = await adminCall(app, 'POST', 'checkin/scans', { body });
    expect(anonymous.statusCode).toBe(401);
    const sales = await signedIn(app, database.db, config, clock, 'sales');
    const forbidden = await adminCall(app, 'POST', 'checkin/scans', { agent: sales, body });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('FORBIDDEN');
    const day = await adminCall(app, 'GET', 'checkin/day', {
      agent: sales,
      query: { date: catalog.today },
    });
    expect(day.statusCode).toBe(403);
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/admin/checkin/scans',
      headers: { cookie: door.cookie },
      payload: body,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error).toBe('CSRF_INVALID');
    const old = await app.inject({ method: 'POST', url: '/api/staff/checkin', payload: body });
    expect(old.statusCode).toBe(404);
  });

  it('answers 422 with per-field messages for a bad scan', async () => {
    for (const body of [
      {},
      { scanId: 'not-a-uuid', barcode: 'X', device: 'd', checkpoint: EVERYWHERE },
      { scanId: randomUUID(), barcode: '  ', device: 'd', checkpoint: EVERYWHERE },
      {
        scanId: randomUUID(),
        barcode: 'X',
        device: 'd',
        checkpoint: { entrance: 'x', slot: null },
      },
      {
        scanId: randomUUID(),
        barcode: 'X',
        device: 'd',
        checkpoint: { entrance: null, slot: `${catalog.today}T11:00` },
      },
    ]) {
      const response = await adminCall(app, 'POST', 'checkin/scans', { agent: door, body });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('admits a ticket once in its slot and records who scanned it on which device', async () => {
    await at(`${catalog.today}T10:45`);
    const barcode = await bookOne(timed('11:00'));
    const first = await scan(barcode, { device: 'north' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'valid',
      reason: null,
      usedAt: null,
      conflict: false,
      repeated: false,
      ticket: {
        barcode,
        kind: 'ticket',
        entrance: exhibition(),
        name: 'Zeitfenster-Ticket',
        admits: 1,
        slot: `${catalog.today}T11:00`,
      },
    });
    await at(`${catalog.today}T10:50`);
    const again = await scan(barcode, { device: 'south', agent: manager });
    expect(again.json().data).toMatchObject({
      status: 'refused',
      reason: 'ALREADY_USED',
      usedAt: berlin(`${catalog.today}T10:45`).toISOString(),
    });
    const [ticket] = await database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.barcode, barcode));
    const scans = await database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.issuedTicketId, ticket?.id ?? 0))
      .orderBy(asc(ticketScans.id));
    expect(scans.map((row) => [row.result, row.device, row.offline])).toEqual([
      ['valid', 'north', false],
      ['already_used', 'south', false],
    ]);
    expect(scans[0]?.staffId).not.toBe(scans[1]?.staffId);
  });

  it('refuses other days, other slots, other entrances, cancelled and unknown barcodes', async () => {
    const { barcodes } = await book([
      timed('11:00'),
      timed('14:00'),
      timed('10:00', catalog.tomorrow),
      timed('11:00'),
    ]);
    const [eleven, two, tomorrow, another] = barcodes.map((code) => code ?? '');
    const cancelled = await book([timed('11:00')]);
    await database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, cancelled.orderId));
    await at(`${catalog.today}T10:29`);
    expect(await outcome(eleven ?? '')).toBe('OTHER_SLOT');
    expect(await outcome(tomorrow ?? '')).toBe('OTHER_DAY');
    expect(await outcome(cancelled.barcodes[0] ?? '')).toBe('CANCELLED');
    expect(await outcome('ABCD-EFGH-JKLM-NPQR')).toBe('UNKNOWN');
    expect(await outcome('not a barcode')).toBe('UNKNOWN');
    expect(await outcome(eleven ?? '', { entrance: 'tour:999', slot: null })).toBe(
      'OTHER_ENTRANCE',
    );
    await at(`${catalog.today}T10:40`);
    const elevenSlot = { entrance: exhibition(), slot: `${catalog.today}T11:00` };
    expect(await outcome(two ?? '', elevenSlot)).toBe('OTHER_SLOT');
    // Typed in lower case without dashes.
    expect(await outcome(` ${(eleven ?? '').replaceAll('-', '').toLowerCase()} `, elevenSlot)).toBe(
      'valid',
    );
    expect(await outcome(another ?? '', elevenSlot)).toBe('valid');
    const unknown = await database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.barcode, 'ABCD-EFGH-JKLM-NPQR'));
    expect(unknown.map((row) => [row.result, row.issuedTicketId])).toEqual([['unknown', null]]);
  });

  it('admits a family with one barcode and a separately scanned family person by person', async () => {
    await at(`${catalog.today}T13:45`);
    const family = await book([
      ticketItem(catalog, 'family', {
        name: 'Familienticket',
        count: 1,
        unitPrice: 3200,
        datetime: `${catalog.today} 14:00:00`,
        places: 5,
        subtickets: [
          { id: catalog.subtickets.adults, name: 'Erwachsene', count: 2, price: 0 },
          { id: catalog.subtickets.children, name: 'Kinder', count: 3, price: 0 },
        ],
      }),
    ]);
    expect(family.barcodes).toHaveLength(1);
    const whole = await scan(family.barcodes[0] ?? '');
    expect(whole.json().data).toMatchObject({ status: 'valid', ticket: { admits: 5 } });
    const separate = await book([
      ticketItem(catalog, 'familySeparate', {
        name: 'Familie einzeln',
        count: 1,
        unitPrice: 3000,
        datetime: `${catalog.today} 14:00:00`,
        places: 3,
        subtickets: [
          { id: catalog.subtickets.separateAdults, name: 'Erwachsene', count: 1, price: 0 },
          { id: catalog.subtickets.separateChildren, name: 'Kinder', count: 2, price: 0 },
        ],
        flags: { scan_separately: 1 },
      }),
    ]);
    expect(separate.barcodes).toHaveLength(3);
    const people = [];
    for (const barcode of separate.barcodes) {
      const answer = (await scan(barcode)).json().data;
      expect(answer.status).toBe('valid');
      people.push([answer.ticket.admits, answer.ticket.part]);
    }
    expect(people).toEqual([
      [1, 'Erwachsene'],
      [1, 'Kinder'],
      [1, 'Kinder'],
    ]);
    expect(await outcome(separate.barcodes[1] ?? '')).toBe('ALREADY_USED');
  });

  it('counts a scan id once, however often it is sent', async () => {
    await at(`${catalog.today}T10:45`);
    const barcode = await bookOne(timed('11:00'));
    const checkpoint = { entrance: exhibition(), slot: `${catalog.today}T11:00` };
    const before = await adminCall(app, 'GET', 'checkin/day', {
      agent: door,
      query: { date: catalog.today },
    });
    const slotBefore = before
      .json()
      .data.entrances.find((entrance: { entrance: string }) => entrance.entrance === exhibition())
      .slots.find((slot: { at: string }) => slot.at === checkpoint.slot);
    const scanId = randomUUID();
    const first = (await scan(barcode, { scanId, checkpoint })).json().data;
    const second = (await scan(barcode, { scanId, checkpoint })).json().data;
    expect(first).toMatchObject({ status: 'valid', repeated: false });
    expect(second).toMatchObject({ status: 'valid', repeated: true });
    expect(first.counts).toEqual({
      expected: slotBefore.expected,
      checkedIn: slotBefore.checkedIn + 1,
    });
    expect(second.counts).toEqual(first.counts);
    const rows = await database.db.select().from(ticketScans).where(eq(ticketScans.scanId, scanId));
    expect(rows).toHaveLength(1);
  });

  it('takes scans made offline at their time, once, and reports a barcode admitted at two doors', async () => {
    await at(`${catalog.today}T10:40`);
    const [twice, once] = (await book([timed('11:00'), timed('11:00')])).barcodes;
    // The north door is online; the south door is offline and admits the same barcode too.
    expect(await outcome(twice ?? '')).toBe('valid');
    await at(`${catalog.today}T12:30`);
    const offline = (barcode: string, at: string) => ({
      scanId: randomUUID(),
      barcode,
      device: 'south',
      checkpoint: EVERYWHERE,
      scannedAt: berlin(`${catalog.today}T${at}`).toISOString(),
      offline: { status: 'valid' },
    });
    const scans = [offline(twice ?? '', '10:55'), offline(once ?? '', '10:56')];
    const sync = await adminCall(app, 'POST', 'checkin/scans/sync', {
      agent: manager,
      body: { scans },
    });
    expect(sync.statusCode).toBe(200);
    expect(
      sync
        .json()
        .data.results.map((r: { reason: string | null; conflict: boolean }) => [
          r.reason,
          r.conflict,
        ]),
    ).toEqual([
      ['ALREADY_USED', true],
      [null, false],
    ]);
    // Sent again (the answer was lost): nothing counts twice.
    const again = await adminCall(app, 'POST', 'checkin/scans/sync', {
      agent: manager,
      body: { scans },
    });
    expect(
      again
        .json()
        .data.results.map((r: { repeated: boolean; conflict: boolean }) => [
          r.repeated,
          r.conflict,
        ]),
    ).toEqual([
      [true, true],
      [true, false],
    ]);
    const rows = await database.db
      .select()
      .from(ticketScans)
      .where(
        and(
          eq(ticketScans.device, 'south'),
          inArray(ticketScans.barcode, [twice ?? '', once ?? '']),
        ),
      )
      .orderBy(asc(ticketScans.id));
    expect(rows.map((row) => [row.result, row.offline, row.conflict])).toEqual([
      ['already_used', true, true],
      ['valid', true, false],
    ]);
    expect(rows[1]?.scannedAt.toISOString()).toBe(berlin(`${catalog.today}T10:56`).toISOString());
    const day = await adminCall(app, 'GET', 'checkin/day', {
      agent: door,
      query: { date: catalog.today },
    });
    expect(day.json().data.conflicts).toEqual([
      expect.objectContaining({
        barcode: twice,
        name: 'Zeitfenster-Ticket',
        admittedAt: berlin(`${catalog.today}T10:40`).toISOString(),
        admittedDevice: 'door-1',
        scannedAt: berlin(`${catalog.today}T10:55`).toISOString(),
        device: 'south',
      }),
    ]);
  });

  it("lists the day's barcodes for offline doors without names", async () => {
    const barcode = await bookOne(timed('11:00'));
    const pass = await bookOne({
      type: 'merchandise',
      refId: catalog.articles.pass,
      name: 'Jahreskarte',
      count: 1,
      unitPrice: 4500,
      totalPrice: 4500,
      vatValue: 0,
      details: {
        bookingId: 0,
        productKind: 13,
        needsShipping: false,
        owners: [
          {
            name: { title: '', first: 'Ada', last: 'Lovelace' },
            send_to_custom_addr: false,
            address: null,
          },
        ],
        lines: [],
      },
    });
    const tomorrow = await bookOne(timed('10:00', catalog.tomorrow));
    const list = await adminCall(app, 'GET', 'checkin/offline', {
      agent: door,
      query: { date: catalog.today },
    });
    expect(list.statusCode).toBe(200);
    const tickets: { barcode: string }[] = list.json().data.tickets;
    expect(tickets.find((ticket) => ticket.barcode === barcode)).toMatchObject({
      kind: 'ticket',
      admits: 1,
      slot: `${catalog.today}T11:00`,
      cancelled: false,
    });
    expect(tickets.find((ticket) => ticket.barcode === pass)).toMatchObject({
      kind: 'pass',
      part: null,
    });
    expect(tickets.some((ticket) => ticket.barcode === tomorrow)).toBe(false);
    expect(list.body).not.toContain('Lovelace');
  });

  it('admits a barcode once when it is scanned at several doors at the same time', async () => {
    await at(`${catalog.today}T10:45`);
    const barcode = await bookOne(timed('11:00'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, gate) => scan(barcode, { device: `gate-${gate}` })),
    );
    const results = answers.map((answer) => answer.json().data.reason ?? 'valid');
    expect(results.filter((value) => value === 'valid')).toHaveLength(1);
    expect(results.filter((value) => value === 'ALREADY_USED')).toHaveLength(11);
  });
});
