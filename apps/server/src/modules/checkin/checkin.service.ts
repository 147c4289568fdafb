/**
 * Check-in at the venue's entrance (issue 5 item 5): a scanned barcode is valid, already used, for
 * another day or another time slot, or unknown. Every scan of a known barcode is recorded; a ticket
 * admits once (an annual pass on every scan while it is valid).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { venueDateTime } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { normalizeBarcode } from '../fulfilment/barcodes';
import {
  hasValidScan,
  lockTicketByBarcode,
  recordScan,
  type ScanResult,
} from './checkin.repository';
import { admissionVerdict, admitsOnce } from './scan-rules';

export interface CheckinAnswer {
  result: ScanResult | 'unknown';
  ticket: {
    kind: string;
    name: string;
    /** Venue-local `YYYY-MM-DDTHH:mm`, or null for tickets valid on any day. */
    validFrom: string | null;
    validTo: string | null;
    admits: number;
    holderName: string | null;
  } | null;
}

/** Orders whose (not cancelled) tickets admit: booked, or booked with some lines cancelled. */
const ADMITTING_STATUSES = new Set(['booked', 'partlyRefunded']);

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares the scanner's key with the configured one in constant time (whatever their lengths). */
export function staffKeyMatches(configured: string, given: string): boolean {
  return timingSafeEqual(digest(configured), digest(given));
}

function apiDateTime(local: string | null): string | null {
  return local ? `${local.slice(0, 10)}T${local.slice(11, 16)}` : null;
}

/** Scans a barcode: answers the result and records the scan, in one transaction. */
export async function checkIn(
  deps: AppDeps,
  scan: { barcode: string; device?: string | undefined },
): Promise<CheckinAnswer> {
  const now = deps.clock.now();
  const local = venueDateTime(now, deps.config.server.timeZone).replace('T', ' ');
  const barcode = normalizeBarcode(scan.barcode);
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicketByBarcode(tx, barcode);
    // Gift voucher codes are issued with the order but are money, not admissions. Tickets of
    // cancelled orders and of cancelled lines are refused like unknown ones.
    if (
      !ticket ||
      !ADMITTING_STATUSES.has(ticket.orderStatus) ||
      ticket.cancelledAt !== null ||
      ticket.kind === 'voucher'
    ) {
      return { result: 'unknown', ticket: null };
    }
    const used = admitsOnce(ticket.kind) && (await hasValidScan(tx, ticket.id));
    const result: ScanResult = used ? 'already_used' : admissionVerdict(ticket, local);
    await recordScan(tx, {
      issuedTicketId: ticket.id,
      result,
      device: scan.device ?? null,
      scannedAt: now,
    });
    return {
      result,
      ticket: {
        kind: ticket.kind,
        name: ticket.name,
        validFrom: apiDateTime(ticket.validFrom),
        validTo: apiDateTime(ticket.validTo),
        admits: ticket.admits,
        holderName: ticket.holderName,
      },
    };
  });
}
