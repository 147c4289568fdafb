import { describe, expect, it } from 'vitest';
import {
  admissionVerdict,
  boundClaimedScanTime,
  decideScan,
  isOfflineConflict,
  localMs,
  normalizeBarcode,
  scanIdUse,
  type Checkpoint,
  type ScanTicket,
} from './scan-rules';

const everywhere: Checkpoint = { entrance: null, slot: null };

function timed(overrides: Partial<ScanTicket> = {}): ScanTicket {
  return {
    barcode: 'ABCD-EFGH-JKLM-NPQR',
    kind: 'ticket',
    entrance: 'event:1',
    name: 'Zeitfenster',
    admits: 1,
    part: null,
    slot: '2026-11-25T11:00',
    validFrom: '2026-11-25 11:00:00',
    validTo: '2026-11-25 12:00:00',
    cancelled: false,
    usedAt: null,
    ...overrides,
  };
}

const pass = timed({
  kind: 'pass',
  entrance: null,
  slot: null,
  validFrom: '2026-01-10 00:00:00',
  validTo: '2027-01-09 23:59:59',
});

describe('check-in time rules', () => {
  it('opens a timed slot 30 minutes early and closes it at its end, on its day', () => {
    expect(admissionVerdict(timed(), '2026-11-25 10:29')).toBe('wrong_slot');
    expect(admissionVerdict(timed(), '2026-11-25 10:30')).toBe('valid');
    expect(admissionVerdict(timed(), '2026-11-25T12:00')).toBe('valid');
    expect(admissionVerdict(timed(), '2026-11-25 12:01')).toBe('wrong_slot');
    expect(admissionVerdict(timed(), '2026-11-26 11:00')).toBe('wrong_day');
  });

  it('admits a day ticket all its day and a pass on every day of its year', () => {
    const dayTicket = timed({
      kind: 'dayTicket',
      validFrom: '2026-11-25 00:00:00',
      validTo: '2026-11-25 23:59:59',
    });
    expect(admissionVerdict(dayTicket, '2026-11-25 19:00')).toBe('valid');
    expect(admissionVerdict(dayTicket, '2026-11-24 19:00')).toBe('wrong_day');
    expect(admissionVerdict(pass, '2027-01-09 17:00')).toBe('valid');
    expect(admissionVerdict(pass, '2027-01-10 09:00')).toBe('wrong_day');
  });
});

describe('deciding a scan', () => {
  const now = '2026-11-25 10:45';

  it('admits a valid ticket and refuses unknown and cancelled ones', () => {
    expect(decideScan(timed(), everywhere, now)).toEqual({ status: 'valid' });
    expect(decideScan(null, everywhere, now)).toEqual({ status: 'refused', reason: 'UNKNOWN' });
    expect(decideScan(timed({ cancelled: true, usedAt: 'x' }), everywhere, now)).toEqual({
      status: 'refused',
      reason: 'CANCELLED',
    });
  });

  it('refuses a used ticket but admits a pass again', () => {
    const used = '2026-11-25T09:42:00.000Z';
    expect(decideScan(timed({ usedAt: used }), everywhere, now)).toEqual({
      status: 'refused',
      reason: 'ALREADY_USED',
    });
    expect(decideScan({ ...pass, usedAt: used }, everywhere, now)).toEqual({ status: 'valid' });
  });

  it('refuses tickets of another entrance, but passes admit at every entrance', () => {
    const tours: Checkpoint = { entrance: 'tour:4', slot: null };
    expect(decideScan(timed(), tours, now)).toEqual({
      status: 'refused',
      reason: 'OTHER_ENTRANCE',
    });
    expect(decideScan(pass, tours, now)).toEqual({ status: 'valid' });
  });

  it('refuses a timed ticket of another slot when the door checks one slot', () => {
    const noon: Checkpoint = { entrance: 'event:1', slot: '2026-11-25T12:00' };
    expect(decideScan(timed(), noon, '2026-11-25 11:50')).toEqual({
      status: 'refused',
      reason: 'OTHER_SLOT',
    });
    expect(decideScan(timed({ slot: '2026-11-25T12:00' }), noon, now)).toEqual({
      status: 'valid',
    });
    expect(decideScan(timed(), everywhere, '2026-11-25 14:00')).toEqual({
      status: 'refused',
      reason: 'OTHER_SLOT',
    });
    expect(decideScan(timed(), noon, '2026-11-26 11:00')).toEqual({
      status: 'refused',
      reason: 'OTHER_DAY',
    });
  });

  it('refuses a pass without a booked entry where the museum allows no walk-in', () => {
    const now = '2026-11-25 11:00';
    const noWalkIn = { passWalkIn: false };
    expect(decideScan(pass, everywhere, now, noWalkIn)).toEqual({
      status: 'refused',
      reason: 'PASS_NEEDS_BOOKING',
    });
    // A booked free entry's ticket is a ticket: it admits as one.
    expect(decideScan(timed(), everywhere, now, noWalkIn)).toEqual({ status: 'valid' });
    // Walk-in allowed (the default) admits the pass as before.
    expect(decideScan(pass, everywhere, now)).toEqual({ status: 'valid' });
    expect(decideScan(pass, everywhere, now, { passWalkIn: true })).toEqual({ status: 'valid' });
    // A cancelled pass is refused as cancelled first.
    expect(decideScan({ ...pass, cancelled: true }, everywhere, now, noWalkIn)).toEqual({
      status: 'refused',
      reason: 'CANCELLED',
    });
  });

  it('calls an offline admission of a used ticket a conflict', () => {
    const valid = { status: 'valid' } as const;
    const used = { status: 'refused', reason: 'ALREADY_USED' } as const;
    expect(isOfflineConflict(valid, used)).toBe(true);
    expect(isOfflineConflict(valid, valid)).toBe(false);
    expect(isOfflineConflict(used, used)).toBe(false);
    expect(isOfflineConflict(valid, { status: 'refused', reason: 'CANCELLED' })).toBe(false);
  });

  it('reads a barcode typed in lower case without dashes', () => {
    expect(normalizeBarcode(' abcdefghjklmnpqr ')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(normalizeBarcode(' not ours ')).toBe('not ours');
  });
});

describe('a scan id', () => {
  it('is the same scan with the barcode it was recorded with, and reused with any other', () => {
    expect(scanIdUse('ABCD-EFGH-JKLM-NPQR', 'ABCD-EFGH-JKLM-NPQR')).toBe('repeat');
    expect(scanIdUse('ABCD-EFGH-JKLM-NPQR', 'ABCD-EFGH-JKLM-NPQS')).toBe('reused');
    expect(scanIdUse('ABCD-EFGH-JKLM-NPQR', 'unknown')).toBe('reused');
    expect(scanIdUse(null, 'ABCD-EFGH-JKLM-NPQR')).toBe('reused');
  });
});

describe('the time an offline scan claims', () => {
  const timeZone = 'Europe/Berlin';
  const now = new Date('2026-11-28T15:00:00Z');
  const synced = new Date('2026-11-28T08:00:00Z');
  // A ticket of 28 November, 11:00 to 12:00 in Berlin (10:00 to 11:00 UTC).
  const validity: { validFrom: string | null; validTo: string | null } = {
    validFrom: '2026-11-28 11:00:00',
    validTo: '2026-11-28 12:00:00',
  };
  const bound = (
    claimed: string,
    options: { synced?: Date | null; validity?: typeof validity } = {},
  ) =>
    boundClaimedScanTime({
      claimed: new Date(claimed),
      now,
      synced: options.synced === undefined ? synced : options.synced,
      validity: options.validity ?? validity,
      timeZone,
    });

  it('believes a claim after the sync within the validity and its margin', () => {
    expect(bound('2026-11-28T10:30:00Z')).toEqual({
      at: new Date('2026-11-28T10:30:00Z'),
      doubt: null,
    });
    // 50 minutes before the start, 50 after the end: within the margin.
    expect(bound('2026-11-28T09:10:00Z').doubt).toBeNull();
    expect(bound('2026-11-28T11:50:00Z').doubt).toBeNull();
  });

  it('decides a claim before the sync at the sync, and doubts it', () => {
    // A ticket of 22 November, claimed on its day, uploaded by a door that synced on the 28th.
    const old = { validFrom: '2026-11-22 11:00:00', validTo: '2026-11-22 12:00:00' };
    expect(bound('2026-11-22T10:30:00Z', { validity: old })).toEqual({
      at: synced,
      doubt: 'BEFORE_SYNC',
    });
    expect(bound('2026-11-28T10:30:00Z', { synced: null })).toEqual({
      at: now,
      doubt: 'BEFORE_SYNC',
    });
  });

  it('doubts a claim outside the validity and its margin, and bounds one in the future', () => {
    expect(bound('2026-11-28T08:30:00Z')).toEqual({
      at: new Date('2026-11-28T08:30:00Z'),
      doubt: 'OUTSIDE_VALIDITY',
    });
    expect(bound('2026-11-28T12:30:00Z').doubt).toBe('OUTSIDE_VALIDITY');
    expect(bound('2026-11-29T10:30:00Z', { validity: { validFrom: null, validTo: null } })).toEqual(
      { at: now, doubt: null },
    );
  });
});

describe('localMs', () => {
  it('reads a local date-time as if it were UTC, in any of the written forms', () => {
    const at = Date.UTC(2026, 10, 29, 9, 30, 15);
    expect(localMs('2026-11-29 09:30:15')).toBe(at);
    expect(localMs('2026-11-29T09:30:15')).toBe(at);
    expect(localMs('2026-11-29T09:30')).toBe(at - 15_000);
    expect(localMs('2026-11-29')).toBe(Date.UTC(2026, 10, 29));
  });

  it('orders and subtracts wall-clock times across a month end', () => {
    expect(localMs('2026-12-01 00:10') - localMs('2026-11-30 23:50')).toBe(20 * 60_000);
  });

  it('refuses what is not a local date-time', () => {
    expect(() => localMs('29.11.2026')).toThrow(RangeError);
  });
});
