import { venueToday } from '@foyer/domain';
import type { OfflineList, ScanTicketRecord } from '@foyer/domain/admin-contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decideOffline,
  dequeue,
  enqueue,
  markUsed,
  newScanId,
  queuedScans,
  storedList,
  storeList,
} from './offline';

const everywhere = { entrance: null, slot: null };

function ticket(barcode: string, overrides: Partial<ScanTicketRecord> = {}): ScanTicketRecord {
  return {
    barcode,
    kind: 'dayTicket',
    entrance: 'event:2',
    name: 'Day ticket',
    admits: 2,
    part: null,
    slot: '2026-11-25T00:00',
    validFrom: '2026-11-25 00:00:00',
    validTo: '2026-11-25 23:59:59',
    cancelled: false,
    usedAt: null,
    ...overrides,
  };
}

const BERLIN = 'Europe/Berlin';

const list: OfflineList = {
  date: '2026-11-25',
  timeZone: BERLIN,
  at: '2026-11-25T08:00:00.000Z',
  rules: { passWalkIn: true },
  tickets: [ticket('AAAA-BBBB-CCCC-DDDD'), ticket('EEEE-FFFF-GGGG-HHHH', { cancelled: true })],
};

// 10:00 in Berlin.
const now = new Date('2026-11-25T09:00:00Z');

describe('the offline door', () => {
  beforeEach(() => localStorage.clear());

  it('refuses a pass without a booked entry where the museum’s list says so', () => {
    const pass = ticket('PPPP-AAAA-SSSS-SSSS', {
      kind: 'pass',
      entrance: null,
      slot: null,
      validFrom: '2026-01-01 00:00:00',
      validTo: '2026-12-31 23:59:59',
    });
    const walkIn = { ...list, tickets: [pass] };
    expect(decideOffline(walkIn, pass.barcode, everywhere, now, BERLIN).decision).toEqual({
      status: 'valid',
    });
    const booked = { ...walkIn, rules: { passWalkIn: false } };
    expect(decideOffline(booked, pass.barcode, everywhere, now, BERLIN).decision).toEqual({
      status: 'refused',
      reason: 'PASS_NEEDS_BOOKING',
    });
  });

  it('decides with the stored list as the server would', () => {
    expect(decideOffline(list, 'aaaabbbbccccdddd', everywhere, now, BERLIN).decision).toEqual({
      status: 'valid',
    });
    expect(decideOffline(list, 'EEEE-FFFF-GGGG-HHHH', everywhere, now, BERLIN).decision).toEqual({
      status: 'refused',
      reason: 'CANCELLED',
    });
    expect(decideOffline(list, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', everywhere, now, BERLIN).decision).toEqual({
      status: 'refused',
      reason: 'UNKNOWN',
    });
    expect(
      decideOffline(
        list,
        'AAAA-BBBB-CCCC-DDDD',
        everywhere,
        new Date('2026-11-26T09:00:00Z'),
        BERLIN,
      ).decision,
    ).toEqual({ status: 'refused', reason: 'OTHER_DAY' });
  });

  it('reads the day in the museum’s own time zone: New York’s evening is still its day', () => {
    // 03:30 UTC on 26 November: 04:30 the 26th in Berlin, 22:30 the 25th in New York.
    const lateEvening = new Date('2026-11-26T03:30:00Z');
    const newYork = { ...list, timeZone: 'America/New_York' };
    expect(venueToday(lateEvening, 'America/New_York')).toBe('2026-11-25');
    expect(
      decideOffline(newYork, 'AAAA-BBBB-CCCC-DDDD', everywhere, lateEvening, 'America/New_York')
        .decision,
    ).toEqual({ status: 'valid' });
    expect(
      decideOffline(list, 'AAAA-BBBB-CCCC-DDDD', everywhere, lateEvening, BERLIN).decision,
    ).toEqual({ status: 'refused', reason: 'OTHER_DAY' });
  });

  it('refuses a barcode it admitted itself, from the stored list of that day only', () => {
    storeList(list);
    markUsed('AAAA-BBBB-CCCC-DDDD', now);
    const stored = storedList('2026-11-25');
    expect(decideOffline(stored, 'AAAA-BBBB-CCCC-DDDD', everywhere, now, BERLIN).decision).toEqual({
      status: 'refused',
      reason: 'ALREADY_USED',
    });
    expect(storedList('2026-11-26')).toBeNull();
  });

  it('keeps the queue until the server has the scans', () => {
    const scan = (scanId: string) => ({
      scanId,
      barcode: 'AAAA-BBBB-CCCC-DDDD',
      device: 'door-1',
      checkpoint: everywhere,
      scannedAt: now.toISOString(),
      offline: { status: 'valid' as const },
    });
    const [first, second] = [newScanId(), newScanId()];
    enqueue(scan(first));
    enqueue(scan(second));
    dequeue(new Set([first]));
    expect(queuedScans().map((queued) => queued.scanId)).toEqual([second]);
  });

  it('makes version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newScanId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
