/**
 * Scans made offline at the door, on PGlite and on PostgreSQL: uploaded once at the
 * time they were made, a barcode admitted at two doors reported as a conflict, and the day's list
 * for offline doors without personal data.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketScans } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { adminCall } from '../orders/testing';
import { berlin, checkinSuite, EVERYWHERE } from './checkin.fixtures';
import { SYNC_BATCH } from './checkin.service';

describe.each(testDatabaseKinds())('offline check-in on $name', ({ open }) => {
  const s = checkinSuite(open);
  /** The door `device` fetches the list of `date` for deciding offline. */
  async function syncList(device: string, date: string): Promise<void> {
    const list = await adminCall(s.app, 'GET', 'checkin/offline', {
      agent: s.door,
      query: { date, device },
    });
    expect(list.statusCode).toBe(200);
  }

  it('takes scans made offline at their time, once, and reports a barcode admitted at two doors', async () => {
    await s.at(`${s.catalog.today}T10:40`);
    const [twice, once] = (await s.book([s.timed('11:00'), s.timed('11:00')])).barcodes;
    // The south door fetched the day's list, then went offline.
    await syncList('south', s.catalog.today);
    // The north door is online; the south door is offline and admits the same barcode too.
    expect(await s.outcome(twice ?? '')).toBe('valid');
    await s.at(`${s.catalog.today}T12:30`);
    const offline = (barcode: string, at: string) => ({
      scanId: randomUUID(),
      barcode,
      device: 'south',
      checkpoint: EVERYWHERE,
      scannedAt: berlin(`${s.catalog.today}T${at}`).toISOString(),
      offline: { status: 'valid' },
    });
    const scans = [offline(twice ?? '', '10:55'), offline(once ?? '', '10:56')];
    const sync = await adminCall(s.app, 'POST', 'checkin/scans/sync', {
      agent: s.manager,
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
    const again = await adminCall(s.app, 'POST', 'checkin/scans/sync', {
      agent: s.manager,
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
    const rows = await s.database.db
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
    expect(rows[1]?.scannedAt.toISOString()).toBe(berlin(`${s.catalog.today}T10:56`).toISOString());
    const day = await adminCall(s.app, 'GET', 'checkin/day', {
      agent: s.door,
      query: { date: s.catalog.today },
    });
    expect(day.json().data.conflicts).toEqual([
      expect.objectContaining({
        barcode: twice,
        // Named in the door's language (English) from the catalog, not as the order stored it.
        name: 'Timed ticket',
        admittedAt: berlin(`${s.catalog.today}T10:40`).toISOString(),
        admittedDevice: 'door-1',
        scannedAt: berlin(`${s.catalog.today}T10:55`).toISOString(),
        device: 'south',
      }),
    ]);
  });

  it('takes a long upload in batches, in order, each scan once, also when sent again after a cut', async () => {
    await s.at(`${s.catalog.today}T10:40`);
    const count = 2 * SYNC_BATCH + 5;
    const { barcodes } = await s.book(Array.from({ length: count }, () => s.timed('11:00')));
    await s.at(`${s.catalog.today}T10:30`);
    await syncList('west', s.catalog.today);
    await s.at(`${s.catalog.today}T12:30`);
    const scans = barcodes.map((barcode, i) => ({
      scanId: randomUUID(),
      barcode,
      device: 'west',
      checkpoint: EVERYWHERE,
      scannedAt: berlin(
        `${s.catalog.today}T10:${String(31 + (i % 28)).padStart(2, '0')}`,
      ).toISOString(),
      offline: { status: 'valid' },
    }));
    // The first barcode again, in the same batch and in the last one: admitted once.
    const first = barcodes[0] ?? '';
    scans.splice(3, 0, { ...scans[0]!, scanId: randomUUID() });
    scans.push({ ...scans[0]!, scanId: randomUUID() });
    // The upload was cut off after its first batch, and is sent again whole.
    const cut = await adminCall(s.app, 'POST', 'checkin/scans/sync', {
      agent: s.door,
      body: { scans: scans.slice(0, SYNC_BATCH) },
    });
    expect(cut.statusCode).toBe(200);
    const sync = await adminCall(s.app, 'POST', 'checkin/scans/sync', {
      agent: s.door,
      body: { scans },
    });
    expect(sync.statusCode).toBe(200);
    const results: {
      scanId: string;
      status: string;
      reason: string | null;
      repeated: boolean;
      counts: { checkedIn: number };
    }[] = sync.json().data.results;
    expect(results.map((r) => r.scanId)).toEqual(scans.map((scan) => scan.scanId));
    expect(results.map((r) => r.repeated)).toEqual(scans.map((_, i) => i < SYNC_BATCH));
    expect(results.filter((r) => r.reason === 'ALREADY_USED')).toHaveLength(2);
    expect(results.filter((r) => r.status === 'valid')).toHaveLength(count);
    const rows = await s.database.db
      .select()
      .from(ticketScans)
      .where(inArray(ticketScans.barcode, barcodes));
    expect(rows).toHaveLength(scans.length);
    expect(rows.filter((row) => row.barcode === first && row.result === 'valid')).toHaveLength(1);
    expect(results.at(-1)?.counts.checkedIn).toBeGreaterThanOrEqual(count);
  });

  it('doubts an offline scan claimed before the door synced or outside its validity: a conflict for staff', async () => {
    await s.at(`${s.catalog.today}T09:00`);
    const [early, late, honest] = (
      await s.book([s.timed('11:00'), s.timed('11:00'), s.timed('11:00')])
    ).barcodes;
    const old = await s.bookOne(s.timed('11:00'));
    // The east door fetches today's list at 09:00, then goes offline.
    const list = await adminCall(s.app, 'GET', 'checkin/offline', {
      agent: s.door,
      query: { date: s.catalog.today, device: 'east' },
    });
    expect(list.statusCode).toBe(200);
    await s.at(`${s.catalog.tomorrow}T10:00`);
    // Another door fetches only tomorrow's list.
    await syncList('north-west', s.catalog.tomorrow);
    const offline = (barcode: string, at: string, device = 'east') => ({
      scanId: randomUUID(),
      barcode,
      device,
      checkpoint: EVERYWHERE,
      scannedAt: berlin(at).toISOString(),
      offline: { status: 'valid' },
    });
    const sync = await adminCall(s.app, 'POST', 'checkin/scans/sync', {
      agent: s.door,
      body: {
        scans: [
          offline(honest ?? '', `${s.catalog.today}T10:55`),
          // Before the door had the list: decided at 09:00, too early for an 11:00 ticket.
          offline(early ?? '', `${s.catalog.today}T08:00`),
          // After its slot and the margin.
          offline(late ?? '', `${s.catalog.today}T14:00`),
          // Yesterday's ticket claimed yesterday, from a door that synced only today's list.
          offline(old, `${s.catalog.today}T11:05`, 'north-west'),
        ],
      },
    });
    expect(sync.statusCode).toBe(200);
    expect(
      sync
        .json()
        .data.results.map((r: { status: string; reason: string | null; conflict: boolean }) => [
          r.reason ?? r.status,
          r.conflict,
        ]),
    ).toEqual([
      ['valid', false],
      ['OTHER_SLOT', true],
      ['OTHER_SLOT', true],
      ['OTHER_DAY', true],
    ]);
    const rows = await s.database.db
      .select()
      .from(ticketScans)
      .where(inArray(ticketScans.device, ['east', 'north-west']))
      .orderBy(asc(ticketScans.id));
    expect(
      rows.map((row) => [row.scannedAt.toISOString(), row.claimedAt?.toISOString() ?? null]),
    ).toEqual([
      [berlin(`${s.catalog.today}T10:55`).toISOString(), null],
      [
        berlin(`${s.catalog.today}T09:00`).toISOString(),
        berlin(`${s.catalog.today}T08:00`).toISOString(),
      ],
      [
        berlin(`${s.catalog.today}T14:00`).toISOString(),
        berlin(`${s.catalog.today}T14:00`).toISOString(),
      ],
      [
        berlin(`${s.catalog.tomorrow}T10:00`).toISOString(),
        berlin(`${s.catalog.today}T11:05`).toISOString(),
      ],
    ]);
    const day = await adminCall(s.app, 'GET', 'checkin/day', {
      agent: s.door,
      query: { date: s.catalog.tomorrow },
    });
    expect(day.json().data.conflicts).toEqual([
      expect.objectContaining({
        barcode: old,
        device: 'north-west',
        scannedAt: berlin(`${s.catalog.tomorrow}T10:00`).toISOString(),
        claimedAt: berlin(`${s.catalog.today}T11:05`).toISOString(),
      }),
    ]);
  });

  it("lists the day's barcodes for offline doors without names", async () => {
    const barcode = await s.bookOne(s.timed('11:00'));
    const pass = await s.bookOne({
      type: 'merchandise',
      refId: s.catalog.articles.pass,
      name: 'Jahreskarte',
      count: 1,
      unitPrice: 4500,
      totalPrice: 4500,
      vatValue: 0,
      details: {
        itemIndex: 0,
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
    const tomorrow = await s.bookOne(s.timed('10:00', s.catalog.tomorrow));
    const list = await adminCall(s.app, 'GET', 'checkin/offline', {
      agent: s.door,
      query: { date: s.catalog.today },
    });
    expect(list.statusCode).toBe(200);
    const tickets: { barcode: string }[] = list.json().data.tickets;
    expect(tickets.find((ticket) => ticket.barcode === barcode)).toMatchObject({
      kind: 'ticket',
      admits: 1,
      slot: `${s.catalog.today}T11:00`,
      cancelled: false,
    });
    expect(tickets.find((ticket) => ticket.barcode === pass)).toMatchObject({
      kind: 'pass',
      part: null,
    });
    expect(tickets.some((ticket) => ticket.barcode === tomorrow)).toBe(false);
    expect(list.body).not.toContain('Lovelace');
  });
});
