/**
 * Check-in at the venue's entrance: whether a scanned ticket admits, decided the same way
 * by the server and by the scanner page when it is offline. Times are venue-local
 * `YYYY-MM-DD HH:mm[:ss]` (or with a `T`).
 *
 * Time rules (docs/decisions.md "Fulfilment", check-in):
 * - an annual pass admits on every day from its first to its last valid day, as often as scanned;
 * - a day ticket admits on its day;
 * - a ticket valid within one day (timed slot, range, tour, an evening event) admits on that day
 *   from 30 minutes before its start to its end; earlier or later it is `OTHER_SLOT`;
 * - a ticket valid over several days (event-long) admits on each of them; without dates, any day.
 * Any other day is `OTHER_DAY`.
 *
 * The door may check one entrance (an event or a tour: tickets of others are `OTHER_ENTRANCE`;
 * passes admit everywhere) and one of its time slots (timed tickets of another slot are
 * `OTHER_SLOT`, whatever the clock says).
 */
import { venueDateTime } from '../tickets/dates';

/** Doors open this long before a timed ticket's start. */
export const EARLY_ENTRY_MINUTES = 30;

export const SCAN_REFUSALS = [
  'ALREADY_USED',
  'OTHER_DAY',
  'OTHER_SLOT',
  'OTHER_ENTRANCE',
  'CANCELLED',
  'UNKNOWN',
  'SCAN_ID_REUSED',
  'PASS_NEEDS_BOOKING',
] as const;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

export const SCANNED_KINDS = ['ticket', 'dayTicket', 'guidedTour', 'pass'] as const;
export type ScannedKind = (typeof SCANNED_KINDS)[number];

/** What a scanner knows of a barcode: nothing personal, enough to decide. */
export interface ScanTicket {
  barcode: string;
  kind: ScannedKind;
  /** The event or tour it admits to (`event:3`, `tour:7`), or null for a pass. */
  entrance: string | null;
  /** The ticket type's name as booked. */
  name: string;
  /** People one scan admits. */
  admits: number;
  /** The family component a separately scanned barcode stands for, else null. */
  part: string | null;
  /** The slot booked, `YYYY-MM-DDTHH:mm`, or null (passes, event-long tickets without one). */
  slot: string | null;
  validFrom: string | null;
  validTo: string | null;
  cancelled: boolean;
  /** When it was first admitted (ISO instant), or null. */
  usedAt: string | null;
}

/** The door's choice: an entrance (event or tour) and one of its slots, or everything. */
export interface Checkpoint {
  entrance: string | null;
  slot: string | null;
}

/**
 * The museum's door rules for passes: `passWalkIn` false means a pass admits only through a booked
 * free entry's own ticket, so the pass's code itself is refused `PASS_NEEDS_BOOKING`
 * (docs/decisions.md "Annual-pass holders' free entries"). Default: walk-in allowed.
 */
export interface DoorRules {
  passWalkIn: boolean;
}

export type ScanDecision = { status: 'valid' } | { status: 'refused'; reason: ScanRefusal };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** Milliseconds of a local date-time read as if it were UTC (only for differences and order). */
export function localMs(local: string): number {
  const match = LOCAL.exec(local);
  if (!match) throw new RangeError(`Not a local date-time: ${local}`);
  const [, y, mo, d, h, mi, s] = match.map((part) => Number(part ?? '0'));
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}

function day(local: string): string {
  return local.slice(0, 10);
}

function withinDays(today: string, from: string | null, to: string | null): boolean {
  return (from === null || today >= day(from)) && (to === null || today <= day(to));
}

export type AdmissionVerdict = 'valid' | 'wrong_day' | 'wrong_slot';

/** What the time rules read of a ticket. */
export interface ScannedValidity {
  kind: string;
  validFrom: string | null;
  validTo: string | null;
}

/** True for a ticket valid within one time window of one day (a timed slot, a tour, an evening). */
export function isTimed(ticket: ScannedValidity): boolean {
  const { validFrom: from, validTo: to } = ticket;
  return (
    ticket.kind !== 'pass' &&
    ticket.kind !== 'dayTicket' &&
    from !== null &&
    to !== null &&
    day(from) === day(to)
  );
}

/** Whether the ticket admits at the venue-local time `now`, by the time rules alone. */
export function admissionVerdict(ticket: ScannedValidity, now: string): AdmissionVerdict {
  const today = day(now);
  const { validFrom: from, validTo: to } = ticket;
  if (ticket.kind === 'pass' || from === null) {
    return withinDays(today, from, to) ? 'valid' : 'wrong_day';
  }
  if (ticket.kind === 'dayTicket') return today === day(from) ? 'valid' : 'wrong_day';
  if (!isTimed(ticket)) return withinDays(today, from, to) ? 'valid' : 'wrong_day';
  if (today !== day(from)) return 'wrong_day';
  const at = localMs(now);
  const opens = localMs(from) - EARLY_ENTRY_MINUTES * 60_000;
  return at >= opens && at <= localMs(to ?? from) ? 'valid' : 'wrong_slot';
}

/** True for tickets that admit once; annual passes admit again and again. */
export function admitsOnce(kind: string): boolean {
  return kind !== 'pass';
}

/**
 * Whether `ticket` (null: no such barcode) admits at the door `checkpoint` at venue-local `now`.
 * A refusal names the first reason in this order: unknown, cancelled, other entrance, already
 * used, a pass where the museum admits passes only with a booked entry, other day, other slot.
 */
export function decideScan(
  ticket: ScanTicket | null,
  checkpoint: Checkpoint,
  now: string,
  rules: DoorRules = { passWalkIn: true },
): ScanDecision {
  const refuse = (reason: ScanRefusal): ScanDecision => ({ status: 'refused', reason });
  if (!ticket) return refuse('UNKNOWN');
  if (ticket.cancelled) return refuse('CANCELLED');
  if (
    checkpoint.entrance !== null &&
    ticket.kind !== 'pass' &&
    ticket.entrance !== checkpoint.entrance
  ) {
    return refuse('OTHER_ENTRANCE');
  }
  if (admitsOnce(ticket.kind) && ticket.usedAt !== null) return refuse('ALREADY_USED');
  if (ticket.kind === 'pass' && !rules.passWalkIn) return refuse('PASS_NEEDS_BOOKING');
  const verdict = admissionVerdict(ticket, now);
  if (verdict === 'wrong_day') return refuse('OTHER_DAY');
  if (checkpoint.slot !== null && isTimed(ticket) && ticket.slot !== checkpoint.slot) {
    return refuse('OTHER_SLOT');
  }
  return verdict === 'wrong_slot' ? refuse('OTHER_SLOT') : { status: 'valid' };
}

/**
 * An offline scan the door admitted that the server finds already used: the barcode was admitted at
 * two doors while they were offline (or at one online door meanwhile). It is recorded as a conflict.
 */
export function isOfflineConflict(offline: ScanDecision, server: ScanDecision): boolean {
  return (
    offline.status === 'valid' && server.status === 'refused' && server.reason === 'ALREADY_USED'
  );
}

/**
 * A scan id names one scan of one barcode. Sent again with the barcode it was recorded with, it is
 * the same scan (a retry, an upload whose answer was lost): `repeat`, answered with the recorded
 * result. Sent with another barcode (normalized, `normalizeBarcode`) it is `reused`: refused,
 * never answered with the other barcode's result.
 */
export function scanIdUse(recordedBarcode: string | null, barcode: string): 'repeat' | 'reused' {
  return recordedBarcode === barcode ? 'repeat' : 'reused';
}

/** How far outside its ticket's validity an offline scan may claim to have been made. */
export const CLAIM_MARGIN_MINUTES = 60;

/** Why the time an offline scan claims is not believed. */
export type ClaimDoubt = 'BEFORE_SYNC' | 'OUTSIDE_VALIDITY';

export interface ClaimedScanTime {
  /** The time the scan is decided at and recorded with. */
  at: Date;
  /** Null when the claim is believed; otherwise the scan is a conflict for staff to look at. */
  doubt: ClaimDoubt | null;
}

/**
 * When an offline scan is taken to have been made (docs/decisions.md, "Check-in"). The door
 * claims a time; it is bounded by what the server knows:
 * - never later than `now` (a clock ahead is not doubted, only bounded);
 * - never before `synced`, when the door first fetched the list of the claimed day (an offline
 *   decision needs that list); null: it never did. Earlier claims are decided at `synced` (at
 *   `now` without one) and doubted `BEFORE_SYNC`;
 * - a claim outside the ticket's validity (venue-local `validFrom` … `validTo`) widened by
 *   `CLAIM_MARGIN_MINUTES` on both sides is decided at the claim, and doubted `OUTSIDE_VALIDITY`.
 */
export function boundClaimedScanTime(input: {
  claimed: Date;
  now: Date;
  synced: Date | null;
  validity: { validFrom: string | null; validTo: string | null } | null;
  timeZone: string;
}): ClaimedScanTime {
  const { now, synced, validity } = input;
  const claimed = input.claimed.getTime() > now.getTime() ? now : input.claimed;
  if (synced === null) return { at: now, doubt: 'BEFORE_SYNC' };
  if (claimed.getTime() < synced.getTime()) {
    return { at: synced.getTime() > now.getTime() ? now : synced, doubt: 'BEFORE_SYNC' };
  }
  const local = localMs(venueDateTime(claimed, input.timeZone));
  const margin = CLAIM_MARGIN_MINUTES * 60_000;
  const early = validity?.validFrom ? localMs(validity.validFrom) - margin : -Infinity;
  const late = validity?.validTo ? localMs(validity.validTo) + margin : Infinity;
  return { at: claimed, doubt: local < early || local > late ? 'OUTSIDE_VALIDITY' : null };
}

/** 32 characters of issued barcodes that cannot be mistaken for each other (no 0/O/1/I). */
export const BARCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BARCODE_LENGTH = 16;
const OUR_BARCODE = new RegExp(`^[${BARCODE_ALPHABET}]{${BARCODE_LENGTH}}$`);

/**
 * The barcode as issued (`XXXX-XXXX-XXXX-XXXX`) from what a scanner read or a person typed: case,
 * spaces and dashes do not matter for a 16-character code of the alphabet; anything else is kept as
 * it was (trimmed).
 */
export function normalizeBarcode(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (!OUR_BARCODE.test(compact)) return input.trim();
  return compact.match(/.{4}/g)?.join('-') ?? compact;
}
