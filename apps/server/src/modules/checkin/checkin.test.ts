import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { issuedTickets, orders, ticketScans } from '../../db/schema';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { movableClock } from '../customers/customer.fixtures';
import {
  insertFulfilmentCatalog,
  insertOrder,
  ticketItem,
  type FulfilmentCatalog,
  type NewItem,
} from '../fulfilment/fulfilment.fixtures';
import { fulfilOrder } from '../fulfilment/fulfilment.service';

const STAFF_KEY = 'gate-key-0123456789abcdef';

/** `YYYY-MM-DDTHH:mm` in Berlin (winter: UTC+1) as an instant. */
function berlin(local: string): Date {
  return new Date(`${local}:00+01:00`);
}

describe.each(testDatabaseKinds())('check-in on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: FulfilmentCatalog;
  const clock = movableClock();
  const config = demoConfig();
  config.server.security.staffKey = STAFF_KEY;

  beforeAll(async () => {
    database = await open();
    catalog = await insertFulfilmentCatalog(database.db, TEST_NOW, config.server.timeZone);
    app = await createTestApp(database, { config, clock });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => clock.set(TEST_NOW));

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

  function timed(time: string, day = catalog.today): NewItem {
    return ticketItem(catalog, 'timed', {
      name: 'Zeitfenster-Ticket',
      count: 1,
      datetime: `${day} ${time}:00`,
    });
  }

  function scan(barcode: string, options: { key?: string | null; device?: string } = {}) {
    const key = options.key === undefined ? STAFF_KEY : options.key;
    return app.inject({
      method: 'POST',
      url: '/api/staff/checkin',
      headers: key === null ? {} : { 'x-staff-key': key },
      payload: { barcode, ...(options.device ? { device: options.device } : {}) },
    });
  }

  async function result(barcode: string): Promise<string> {
    const response = await scan(barcode);
    expect(response.statusCode).toBe(200);
    return response.json().data.result;
  }

  it('is switched off (404) when no staff key is configured', async () => {
    const plain = await createTestApp(database);
    const response = await plain.inject({
      method: 'POST',
      url: '/api/staff/checkin',
      headers: { 'x-staff-key': STAFF_KEY },
      payload: { barcode: 'ABCD-EFGH-JKLM-NPQR' },
    });
    await plain.close();
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 without the staff key or with a wrong one', async () => {
    for (const key of [null, '', 'gate-key-0123456789abcdeX', 'short']) {
      const response = await scan('ABCD-EFGH-JKLM-NPQR', { key });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'AUTH_REQUIRED' });
    }
  });

  it('answers 422 for a body without a barcode or with unknown fields', async () => {
    for (const payload of [{}, { barcode: '   ' }, { barcode: 'X', gate: 1 }, { barcode: 42 }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/staff/checkin',
        headers: { 'x-staff-key': STAFF_KEY },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('VALIDATION_FAILED');
    }
  });

  it('admits a ticket once in its slot and records every scan', async () => {
    clock.set(berlin(`${catalog.today}T10:45`));
    const { barcodes } = await book([timed('11:00')]);
    const barcode = barcodes[0] ?? '';
    const first = await scan(barcode, { device: 'gate-1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      data: {
        result: 'valid',
        ticket: {
          kind: 'ticket',
          name: 'Zeitfenster-Ticket',
          validFrom: `${catalog.today}T11:00`,
          validTo: `${catalog.today}T12:00`,
          admits: 1,
          holderName: null,
        },
      },
    });
    expect((await scan(barcode, { device: 'gate-2' })).json().data.result).toBe('already_used');
    const [ticket] = await database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.barcode, barcode));
    const scans = await database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.issuedTicketId, ticket?.id ?? 0))
      .orderBy(asc(ticketScans.id));
    expect(scans.map((row) => [row.result, row.device])).toEqual([
      ['valid', 'gate-1'],
      ['already_used', 'gate-2'],
    ]);
  });

  it('admits a timed ticket from 30 minutes before its start to its end, on its day only', async () => {
    const { barcodes } = await book([
      timed('11:00'),
      timed('14:00'),
      timed('10:00', catalog.tomorrow),
    ]);
    const [eleven, two, tomorrow] = barcodes.map((code) => code ?? '');
    clock.set(berlin(`${catalog.today}T10:29`));
    expect(await result(eleven ?? '')).toBe('wrong_slot');
    clock.set(berlin(`${catalog.today}T10:30`));
    expect(await result(eleven ?? '')).toBe('valid');
    clock.set(berlin(`${catalog.today}T15:01`));
    expect(await result(two ?? '')).toBe('wrong_slot');
    expect(await result(tomorrow ?? '')).toBe('wrong_day');
  });

  it('admits a day ticket all day and an evening ticket during the evening', async () => {
    const { barcodes } = await book([
      ticketItem(catalog, 'day', {
        name: 'Tageskarte',
        count: 1,
        unitPrice: 1000,
        datetime: `${catalog.tomorrow} 00:00:00`,
      }),
      ticketItem(catalog, 'day', {
        name: 'Tageskarte',
        count: 1,
        unitPrice: 1000,
        datetime: `${catalog.today} 00:00:00`,
      }),
      ticketItem(catalog, 'evening', { name: 'Museumsnacht-Ticket', count: 1, datetime: null }),
    ]);
    const [tomorrowDay, todayDay, evening] = barcodes.map((code) => code ?? '');
    expect(await result(tomorrowDay ?? '')).toBe('wrong_day');
    expect(await result(evening ?? '')).toBe('wrong_slot');
    clock.set(berlin(`${catalog.today}T17:45`));
    expect(await result(todayDay ?? '')).toBe('valid');
    expect(await result(evening ?? '')).toBe('valid');
  });

  it('admits an annual pass on every scan until its validity ends', async () => {
    const { barcodes } = await book([
      {
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
      },
    ]);
    const pass = barcodes[0] ?? '';
    const first = await scan(pass);
    expect(first.json().data).toMatchObject({
      result: 'valid',
      ticket: { kind: 'pass', holderName: 'Ada Lovelace', validTo: '2027-11-20T23:59' },
    });
    expect(await result(pass)).toBe('valid');
    clock.set(berlin('2027-11-20T16:00'));
    expect(await result(pass)).toBe('valid');
    clock.set(berlin('2027-11-21T10:00'));
    expect(await result(pass)).toBe('wrong_day');
  });

  it('answers unknown for other codes, gift voucher codes and tickets of orders no longer booked', async () => {
    const voucher = await book([
      {
        type: 'voucher',
        refId: catalog.voucherTypes.fixed,
        name: 'Gutschein',
        count: 1,
        unitPrice: 2500,
        totalPrice: 2500,
        vatValue: 0,
        details: { bookingId: 0, amount: 2500, validityDays: 1095, lines: [] },
      },
    ]);
    const cancelled = await book([timed('11:00')]);
    await database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, cancelled.orderId));
    for (const barcode of [
      'ABCD-EFGH-JKLM-NPQR',
      'not a barcode',
      voucher.barcodes[0],
      cancelled.barcodes[0],
    ]) {
      const response = await scan(barcode ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { result: 'unknown', ticket: null } });
    }
  });

  it('reads a barcode typed in lower case without dashes', async () => {
    clock.set(berlin(`${catalog.today}T10:45`));
    const { barcodes } = await book([timed('11:00')]);
    const typed = (barcodes[0] ?? '').replaceAll('-', '').toLowerCase();
    expect(await result(` ${typed} `)).toBe('valid');
    expect(await result(barcodes[0] ?? '')).toBe('already_used');
  });

  it('admits a barcode once when it is scanned at several gates at the same time', async () => {
    clock.set(berlin(`${catalog.today}T10:45`));
    const { barcodes } = await book([timed('11:00')]);
    const barcode = barcodes[0] ?? '';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, gate) => scan(barcode, { device: `gate-${gate}` })),
    );
    const results = answers.map((answer) => answer.json().data.result);
    expect(results.filter((value) => value === 'valid')).toHaveLength(1);
    expect(results.filter((value) => value === 'already_used')).toHaveLength(24);
    const [ticket] = await database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.barcode, barcode));
    const valid = await database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.issuedTicketId, ticket?.id ?? 0));
    expect(valid.filter((row) => row.result === 'valid')).toHaveLength(1);
    expect(valid).toHaveLength(25);
  });
});
