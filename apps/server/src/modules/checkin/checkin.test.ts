/**
 * Check-in at the door on staff sessions, on PGlite and on PostgreSQL: who may scan, each
 * reason of a refusal, the people a barcode admits, scan ids counted once, and simultaneous scans.
 * Offline uploads and the offline list: checkin-offline.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issuedTickets, orders, ticketScans } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { ticketItem } from '../fulfilment/testing';
import { adminCall, signedIn } from '../orders/testing';
import { berlin, checkinSuite, EVERYWHERE } from './checkin.fixtures';

describe.each(testDatabaseKinds())('check-in on $name', ({ open }) => {
  const s = checkinSuite(open);
  it('answers 401 without a session and 403 without the CSRF token or for the sales role', async () => {
    const body = {
      scanId: randomUUID(),
      barcode: 'ABCD-EFGH-JKLM-NPQR',
      device: 'door-1',
      checkpoint: EVERYWHERE,
    };
    const anonymous = await adminCall(s.app, 'POST', 'checkin/scans', { body });
    expect(anonymous.statusCode).toBe(401);
    const sales = await signedIn(s.app, s.database.db, s.config, s.clock, 'sales');
    const forbidden = await adminCall(s.app, 'POST', 'checkin/scans', { agent: sales, body });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('FORBIDDEN');
    const day = await adminCall(s.app, 'GET', 'checkin/day', {
      agent: sales,
      query: { date: s.catalog.today },
    });
    expect(day.statusCode).toBe(403);
    const noCsrf = await s.app.inject({
      method: 'POST',
      url: '/api/admin/checkin/scans',
      headers: { cookie: s.door.cookie },
      payload: body,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error).toBe('CSRF_INVALID');
    const old = await s.app.inject({ method: 'POST', url: '/api/staff/checkin', payload: body });
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
        checkpoint: { entrance: null, slot: `${s.catalog.today}T11:00` },
      },
    ]) {
      const response = await adminCall(s.app, 'POST', 'checkin/scans', { agent: s.door, body });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('admits a ticket once in its slot and records who scanned it on which device', async () => {
    await s.at(`${s.catalog.today}T10:45`);
    const barcode = await s.bookOne(s.timed('11:00'));
    const first = await s.scan(barcode, { device: 'north' });
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
        entrance: s.exhibition(),
        // Named in the door's language (English) from the catalog, not as the order stored it.
        name: 'Timed ticket',
        admits: 1,
        slot: `${s.catalog.today}T11:00`,
      },
    });
    await s.at(`${s.catalog.today}T10:50`);
    const again = await s.scan(barcode, { device: 'south', agent: s.manager });
    expect(again.json().data).toMatchObject({
      status: 'refused',
      reason: 'ALREADY_USED',
      usedAt: berlin(`${s.catalog.today}T10:45`).toISOString(),
    });
    const [ticket] = await s.database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.barcode, barcode));
    const scans = await s.database.db
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
    const { barcodes } = await s.book([
      s.timed('11:00'),
      s.timed('14:00'),
      s.timed('10:00', s.catalog.tomorrow),
      s.timed('11:00'),
    ]);
    const [eleven, two, tomorrow, another] = barcodes.map((code) => code ?? '');
    const cancelled = await s.book([s.timed('11:00')]);
    await s.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, cancelled.orderId));
    await s.at(`${s.catalog.today}T10:29`);
    expect(await s.outcome(eleven ?? '')).toBe('OTHER_SLOT');
    expect(await s.outcome(tomorrow ?? '')).toBe('OTHER_DAY');
    expect(await s.outcome(cancelled.barcodes[0] ?? '')).toBe('CANCELLED');
    expect(await s.outcome('ABCD-EFGH-JKLM-NPQR')).toBe('UNKNOWN');
    expect(await s.outcome('not a barcode')).toBe('UNKNOWN');
    expect(await s.outcome(eleven ?? '', { entrance: 'tour:999', slot: null })).toBe(
      'OTHER_ENTRANCE',
    );
    await s.at(`${s.catalog.today}T10:40`);
    const elevenSlot = { entrance: s.exhibition(), slot: `${s.catalog.today}T11:00` };
    expect(await s.outcome(two ?? '', elevenSlot)).toBe('OTHER_SLOT');
    // Typed in lower case without dashes.
    expect(
      await s.outcome(` ${(eleven ?? '').replaceAll('-', '').toLowerCase()} `, elevenSlot),
    ).toBe('valid');
    expect(await s.outcome(another ?? '', elevenSlot)).toBe('valid');
    const unknown = await s.database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.barcode, 'ABCD-EFGH-JKLM-NPQR'));
    expect(unknown.map((row) => [row.result, row.issuedTicketId])).toEqual([['unknown', null]]);
  });

  it('admits a family with one barcode and a separately scanned family person by person', async () => {
    await s.at(`${s.catalog.today}T13:45`);
    const family = await s.book([
      ticketItem(s.catalog, 'family', {
        name: 'Familienticket',
        count: 1,
        unitPrice: 3200,
        datetime: `${s.catalog.today} 14:00:00`,
        places: 5,
        subtickets: [
          { id: s.catalog.subtickets.adults, name: 'Erwachsene', count: 2, price: 0 },
          { id: s.catalog.subtickets.children, name: 'Kinder', count: 3, price: 0 },
        ],
      }),
    ]);
    expect(family.barcodes).toHaveLength(1);
    const whole = await s.scan(family.barcodes[0] ?? '');
    expect(whole.json().data).toMatchObject({ status: 'valid', ticket: { admits: 5 } });
    const separate = await s.book([
      ticketItem(s.catalog, 'familySeparate', {
        name: 'Familie einzeln',
        count: 1,
        unitPrice: 3000,
        datetime: `${s.catalog.today} 14:00:00`,
        places: 3,
        subtickets: [
          { id: s.catalog.subtickets.separateAdults, name: 'Erwachsene', count: 1, price: 0 },
          { id: s.catalog.subtickets.separateChildren, name: 'Kinder', count: 2, price: 0 },
        ],
        flags: { scan_separately: 1 },
      }),
    ]);
    expect(separate.barcodes).toHaveLength(3);
    const people = [];
    for (const barcode of separate.barcodes) {
      const answer = (await s.scan(barcode)).json().data;
      expect(answer.status).toBe('valid');
      people.push([answer.ticket.admits, answer.ticket.part]);
    }
    expect(people).toEqual([
      [1, 'Erwachsene'],
      [1, 'Kinder'],
      [1, 'Kinder'],
    ]);
    expect(await s.outcome(separate.barcodes[1] ?? '')).toBe('ALREADY_USED');
  });

  it('counts a scan id once, however often it is sent', async () => {
    await s.at(`${s.catalog.today}T10:45`);
    const barcode = await s.bookOne(s.timed('11:00'));
    const checkpoint = { entrance: s.exhibition(), slot: `${s.catalog.today}T11:00` };
    const before = await adminCall(s.app, 'GET', 'checkin/day', {
      agent: s.door,
      query: { date: s.catalog.today },
    });
    const slotBefore = before
      .json()
      .data.entrances.find((entrance: { entrance: string }) => entrance.entrance === s.exhibition())
      .slots.find((slot: { at: string }) => slot.at === checkpoint.slot);
    const scanId = randomUUID();
    const first = (await s.scan(barcode, { scanId, checkpoint })).json().data;
    const second = (await s.scan(barcode, { scanId, checkpoint })).json().data;
    expect(first).toMatchObject({ status: 'valid', repeated: false });
    expect(second).toMatchObject({ status: 'valid', repeated: true });
    expect(first.counts).toEqual({
      expected: slotBefore.expected,
      checkedIn: slotBefore.checkedIn + 1,
    });
    expect(second.counts).toEqual(first.counts);
    const rows = await s.database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.scanId, scanId));
    expect(rows).toHaveLength(1);
  });

  it("refuses another barcode sent with an earlier scan's id, online and in an upload", async () => {
    await s.at(`${s.catalog.today}T10:45`);
    const [first, other] = (await s.book([s.timed('11:00'), s.timed('11:00')])).barcodes;
    const scanId = randomUUID();
    expect((await s.scan(first ?? '', { scanId })).json().data).toMatchObject({
      status: 'valid',
      repeated: false,
    });
    for (const barcode of [other ?? '', 'NOT-A-TICKET', (first ?? '').toLowerCase() + 'x']) {
      const reused = await s.scan(barcode, { scanId });
      expect(reused.statusCode).toBe(200);
      expect(reused.json().data).toMatchObject({
        scanId,
        status: 'refused',
        reason: 'SCAN_ID_REUSED',
        repeated: false,
        ticket: null,
      });
    }
    const upload = await adminCall(s.app, 'POST', 'checkin/scans/sync', {
      agent: s.door,
      body: {
        scans: [
          {
            scanId,
            barcode: other,
            device: 'south',
            checkpoint: EVERYWHERE,
            scannedAt: berlin(`${s.catalog.today}T10:44`).toISOString(),
            offline: { status: 'valid' },
          },
        ],
      },
    });
    expect(upload.json().data.results).toEqual([
      expect.objectContaining({ status: 'refused', reason: 'SCAN_ID_REUSED', repeated: false }),
    ]);
    // The same barcode with its id is still the same scan sent again; the other ticket is unused.
    expect((await s.scan(first ?? '', { scanId })).json().data).toMatchObject({
      status: 'valid',
      repeated: true,
    });
    expect(await s.outcome(other ?? '')).toBe('valid');
    const rows = await s.database.db
      .select()
      .from(ticketScans)
      .where(eq(ticketScans.scanId, scanId));
    expect(rows.map((row) => row.barcode)).toEqual([first]);
  });

  it('admits a barcode once when it is scanned at several doors at the same time', async () => {
    await s.at(`${s.catalog.today}T10:45`);
    const barcode = await s.bookOne(s.timed('11:00'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, gate) => s.scan(barcode, { device: `gate-${gate}` })),
    );
    const results = answers.map((answer) => answer.json().data.reason ?? 'valid');
    expect(results.filter((value) => value === 'valid')).toHaveLength(1);
    expect(results.filter((value) => value === 'ALREADY_USED')).toHaveLength(11);
  });
});
