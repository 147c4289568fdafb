/**
 * When a scanned ticket admits (docs/decisions.md "Fulfilment", check-in). Times are venue-local
 * `YYYY-MM-DD HH:mm:ss`, as stored in `issued_tickets`:
 * - an annual pass admits on every day from its first to its last valid day, as often as scanned;
 * - a day ticket admits on its day;
 * - a ticket valid within one day (timed slot, range, tour, an evening event) admits on that day
 *   from 30 minutes before its start to its end; earlier or later it is `wrong_slot`;
 * - a ticket valid over several days (event-long) admits on each of them; without dates, any day.
 * Any other day is `wrong_day`. Whether a ticket was used already is the caller's part.
 */
import { localMs } from '../fulfilment/validity';

/** Doors open this long before a timed ticket's start. */
export const EARLY_ENTRY_MINUTES = 30;

export type AdmissionVerdict = 'valid' | 'wrong_day' | 'wrong_slot';

export interface ScannedValidity {
  kind: string;
  validFrom: string | null;
  validTo: string | null;
}

function day(local: string): string {
  return local.slice(0, 10);
}

function withinDays(today: string, from: string | null, to: string | null): boolean {
  return (from === null || today >= day(from)) && (to === null || today <= day(to));
}

/** Whether the ticket admits at the venue-local time `now`. */
export function admissionVerdict(ticket: ScannedValidity, now: string): AdmissionVerdict {
  const today = day(now);
  const { validFrom: from, validTo: to } = ticket;
  if (ticket.kind === 'pass' || from === null) {
    return withinDays(today, from, to) ? 'valid' : 'wrong_day';
  }
  if (ticket.kind === 'dayTicket') return today === day(from) ? 'valid' : 'wrong_day';
  if (to === null || day(from) !== day(to)) {
    return withinDays(today, from, to) ? 'valid' : 'wrong_day';
  }
  if (today !== day(from)) return 'wrong_day';
  const at = localMs(now);
  const opens = localMs(from) - EARLY_ENTRY_MINUTES * 60_000;
  return at >= opens && at <= localMs(to) ? 'valid' : 'wrong_slot';
}

/** True for tickets that admit once; annual passes admit again and again. */
export function admitsOnce(kind: string): boolean {
  return kind !== 'pass';
}
