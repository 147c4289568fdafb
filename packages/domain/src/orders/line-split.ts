/**
 * Cancelling part of an order line (docs/decisions.md "Cancelling part of a line"): a booked line of
 * `count` units is split into the part that stays booked (count − n) and the part that is cancelled
 * (n), each a line of its own with its count, total price and details. Pure; the server stores both
 * parts and moves the cancelled part's barcodes (`planAdmissionMove`).
 *
 * - Money: each part's total is unitPrice × its count when the line's total is unitPrice × count;
 *   otherwise the cancelled part gets floor(total × n / count) and the kept part the rest, so the two
 *   totals always add up to the line's total, cent for cent.
 * - Details: places, subtickets' counts and their display lines scale with the count; a pass's
 *   holders (and their display lines) go with their units.
 * - Not divisible: a line of one unit, a voucher-code line (it pays for the order), a price line of
 *   whole tours, and a line whose places or subticket counts are not the same for every unit (a
 *   family ticket with extras, a ticket with one add-on for the whole line).
 */
import type { OrderLineType } from '../money/order-vat-line';
import { cancellationMoneyBack, type LedgerSummary } from './ledger';

/** The types of an order line. */
export type SplitLineType = OrderLineType;

/** A subticket (or family component) with its count for the whole line. */
export interface SplitSubticket {
  id: number;
  name: string;
  count: number;
  price: number;
}

/** The parts of a line's details that a split changes; everything else is copied to both parts. */
export interface SplitDetails {
  /** People the line holds places for (event and day tickets). */
  places?: number;
  subtickets?: SplitSubticket[];
  /** A tour price line books whole tours. */
  wholeTour?: boolean;
  /** A pass's holders, one per unit. */
  owners?: unknown[];
  /** Display lines: subticket counts first (`n × name`), or one per holder, then the rest. */
  lines: string[];
}

export interface SplittableLine<D extends SplitDetails = SplitDetails> {
  type: SplitLineType;
  count: number;
  unitPrice: number;
  totalPrice: number;
  details: D;
}

/** One part of a split line. */
export interface LinePart<D extends SplitDetails = SplitDetails> {
  count: number;
  totalPrice: number;
  details: D;
  /** The people the part admits (its places, else its units): what its barcodes must admit. */
  admissions: number;
}

/** Why a line cannot be split. */
export type SplitRefusal = 'single' | 'voucherCode' | 'wholeTour' | 'notDivisible';

export type SplitOutcome<D extends SplitDetails> =
  | { ok: true; kept: LinePart<D>; cancelled: LinePart<D> }
  | { ok: false; code: 'LINE_NOT_DIVISIBLE'; reason: SplitRefusal }
  | { ok: false; code: 'COUNT_TOO_HIGH' };

/** Whether a line can be split at all, or why not. */
export function splitRefusal(line: SplittableLine): SplitRefusal | null {
  if (line.type === 'voucherCode') return 'voucherCode';
  if (line.details.wholeTour === true) return 'wholeTour';
  if (!Number.isInteger(line.count) || line.count < 2) return 'single';
  const divides = (value: number) => value % line.count === 0;
  if (line.details.places !== undefined && !divides(line.details.places)) return 'notDivisible';
  if ((line.details.subtickets ?? []).some((sub) => !divides(sub.count))) return 'notDivisible';
  if (line.details.owners !== undefined && line.details.owners.length > line.count) {
    return 'notDivisible';
  }
  return null;
}

/** The cancelled part's total of a line: see the file comment. */
export function cancelledTotal(
  line: Pick<SplittableLine, 'count' | 'unitPrice' | 'totalPrice'>,
  n: number,
): number {
  if (line.totalPrice === line.unitPrice * line.count) return line.unitPrice * n;
  return Math.floor((line.totalPrice * n) / line.count);
}

/**
 * Splits `n` units off a line. `cancelledUnits` names which units (0-based) are cancelled, for a
 * line whose units differ (a pass's holders); the last `n` when absent.
 */
export function splitLine<D extends SplitDetails>(
  line: SplittableLine<D>,
  n: number,
  cancelledUnits?: readonly number[],
): SplitOutcome<D> {
  const refusal = splitRefusal(line);
  if (refusal) return { ok: false, code: 'LINE_NOT_DIVISIBLE', reason: refusal };
  if (!Number.isInteger(n) || n < 1 || n >= line.count)
    return { ok: false, code: 'COUNT_TOO_HIGH' };
  const units =
    cancelledUnits && cancelledUnits.length === n
      ? new Set(cancelledUnits)
      : new Set(Array.from({ length: n }, (_, i) => line.count - n + i));
  const cancelledPrice = cancelledTotal(line, n);
  const part = (count: number, totalPrice: number, cancelled: boolean): LinePart<D> => {
    const details = { ...line.details };
    const { places, subtickets, owners } = line.details;
    let lines = [...line.details.lines];
    if (places !== undefined) details.places = (places / line.count) * count;
    if (subtickets !== undefined) {
      const scaled = subtickets.map((sub) => ({ ...sub, count: (sub.count / line.count) * count }));
      details.subtickets = scaled;
      lines = [
        ...scaled.map((sub) => `${sub.count} × ${sub.name}`),
        ...lines.slice(subtickets.length),
      ];
    }
    if (owners !== undefined) {
      const mine = (index: number) => units.has(index) === cancelled;
      details.owners = owners.filter((_, index) => mine(index));
      lines = lines.filter((_, index) => index >= owners.length || mine(index));
    }
    details.lines = lines;
    return { count, totalPrice, details, admissions: details.places ?? count };
  };
  return {
    ok: true,
    kept: part(line.count - n, line.totalPrice - cancelledPrice, false),
    cancelled: part(n, cancelledPrice, true),
  };
}

/** A barcode of a line as a split sees it. */
export interface AdmissionTicket {
  id: number;
  /** How many people one scan admits. */
  admits: number;
  /** Admitted someone already (or, a gift voucher, paid for something). */
  used: boolean;
}

export type AdmissionMove =
  | {
      ok: true;
      /** Barcodes that go to the cancelled part whole. */
      move: number[];
      /** Shared barcodes that admit fewer people instead, with what they admit afterwards. */
      lower: { id: number; admits: number }[];
    }
  | { ok: false; code: 'TICKETS_USED' };

/**
 * Which barcodes of a line go with its cancelled part so that they admit `people`: unused barcodes,
 * the newest first, move whole while they fit; a shared barcode that admits more than is left
 * admits fewer instead. Refused when the unused barcodes admit fewer people than that. A line
 * without barcodes moves nothing.
 */
export function planAdmissionMove(
  tickets: readonly AdmissionTicket[],
  people: number,
): AdmissionMove {
  if (tickets.length === 0) return { ok: true, move: [], lower: [] };
  const unused = tickets.filter((ticket) => !ticket.used).sort((a, b) => b.id - a.id);
  if (unused.reduce((sum, ticket) => sum + ticket.admits, 0) < people) {
    return { ok: false, code: 'TICKETS_USED' };
  }
  const move: number[] = [];
  const lower: { id: number; admits: number }[] = [];
  let rest = people;
  for (const ticket of unused) {
    if (rest === 0) break;
    if (ticket.admits <= rest) {
      move.push(ticket.id);
      rest -= ticket.admits;
    }
  }
  for (const ticket of unused) {
    if (rest === 0) break;
    if (move.includes(ticket.id)) continue;
    lower.push({ id: ticket.id, admits: ticket.admits - rest });
    rest = 0;
  }
  return { ok: true, move, lower };
}

/**
 * What cancelling part of each valid line would pay back in money, for every count that leaves
 * some of it booked (1 … count − 1): the part's value in money first, as `planCancellation` plans
 * a cancellation that is not the whole order, and what top-ups give back after it. Lines that cannot be split
 * are left out.
 */
export function partialCancellationAmounts(
  summary: LedgerSummary,
  valid: readonly (SplittableLine & { id: number })[],
): { lineId: number; amounts: { count: number; amount: number }[] }[] {
  return valid.flatMap((line) =>
    splitRefusal(line) !== null
      ? []
      : [
          {
            lineId: line.id,
            amounts: Array.from({ length: line.count - 1 }, (_, i) => ({
              count: i + 1,
              amount: cancellationMoneyBack(summary, {
                value: cancelledTotal(line, i + 1),
                whole: false,
              }),
            })),
          },
        ],
  );
}
