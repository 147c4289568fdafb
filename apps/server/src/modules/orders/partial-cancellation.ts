/**
 * Splitting lines for a cancellation of part of their count (docs/decisions.md "Cancelling part of
 * a line"): the domain's `splitLine` says how a line divides and `planAdmissionMove` which barcodes
 * go with the cancelled part; this stores both, under the order's row lock, before the refund
 * request is written in the same transaction. Every part is checked before anything is written.
 */
import { keepPrintedLines } from './invoice-numbers';
import { planAdmissionMove, splitLine, type LinePart } from '@foyer/domain';
import type { Tx } from '../../db/client';
import { failed, type Outcome } from '../../outcome';
import {
  insertPart,
  keepPart,
  lowerAdmits,
  moveTickets,
  ticketsOfLines,
} from './line-split.repository';
import { itemIndexOf, type OrderItem } from './order-lines';

/** Part of a line to cancel. */
export interface CancelQuantity {
  lineId: number;
  count: number;
}

interface PlannedSplit {
  line: OrderItem;
  kept: LinePart<OrderItem['details']>;
  cancelled: LinePart<OrderItem['details']>;
  move: number[];
  lower: { id: number; admits: number }[];
}

const refused = (code: string, message: string) => failed({ kind: 'refused', code, message });

/** The barcodes whose admissions a line's units stand for: a tour's are its booking's. */
async function ticketsFor(tx: Tx, line: OrderItem, items: readonly OrderItem[]) {
  if (line.type !== 'guidedTour') return ticketsOfLines(tx, [line.id]);
  const booking = items.filter((item) => itemIndexOf(item) === itemIndexOf(line));
  const tickets = await ticketsOfLines(
    tx,
    booking.map((item) => item.id),
  );
  return tickets.filter((ticket) => ticket.kind === 'guidedTour');
}

/** Checks every part and plans its split; nothing is written. */
async function plan(
  tx: Tx,
  items: readonly OrderItem[],
  parts: readonly (CancelQuantity & { line: OrderItem })[],
): Promise<Outcome<PlannedSplit[]>> {
  const planned: PlannedSplit[] = [];
  // What earlier parts did to shared barcodes (a tour booking's), so a later part sees it.
  const taken = new Set<number>();
  const admits = new Map<number, number>();
  for (const { line, count } of parts) {
    const tickets = (await ticketsFor(tx, line, items))
      .filter((ticket) => !taken.has(ticket.id))
      .map((ticket) => ({ ...ticket, admits: admits.get(ticket.id) ?? ticket.admits }));
    const simple = splitLine(
      {
        type: line.type,
        count: line.count,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        details: line.details,
      },
      count,
    );
    if (!simple.ok) {
      return simple.code === 'COUNT_TOO_HIGH'
        ? refused('COUNT_TOO_HIGH', `Line ${line.id} has ${line.count}, fewer than ${count}`)
        : refused(
            'LINE_NOT_DIVISIBLE',
            `Part of line ${line.id} cannot be cancelled (${simple.reason})`,
          );
    }
    const move = planAdmissionMove(tickets, simple.cancelled.admissions);
    if (!move.ok) {
      return refused(
        'TICKETS_USED',
        `The unused tickets or gift vouchers of line ${line.id} admit fewer than the ${simple.cancelled.admissions} people of ${count} of its units`,
      );
    }
    // A pass's holders go with the barcodes that move (one barcode per pass, in holder order).
    const units =
      line.type === 'merchandise' && line.details.owners && tickets.length === line.count
        ? move.move.map((id) => tickets.findIndex((ticket) => ticket.id === id))
        : undefined;
    const split = units
      ? splitLine(
          {
            type: line.type,
            count: line.count,
            unitPrice: line.unitPrice,
            totalPrice: line.totalPrice,
            details: line.details,
          },
          count,
          units,
        )
      : simple;
    if (!split.ok)
      return refused('LINE_NOT_DIVISIBLE', `Part of line ${line.id} cannot be cancelled`);
    for (const id of move.move) taken.add(id);
    for (const lowered of move.lower) admits.set(lowered.id, lowered.admits);
    planned.push({
      line,
      kept: split.kept,
      cancelled: split.cancelled,
      move: move.move,
      lower: move.lower,
    });
  }
  return { ok: true, value: planned };
}

/**
 * Splits the cancelled part off each line (see the file comment); answers the new lines' ids, or
 * the first refusal with nothing written.
 */
export async function splitForCancellation(
  tx: Tx,
  orderId: number,
  items: readonly OrderItem[],
  parts: readonly (CancelQuantity & { line: OrderItem })[],
): Promise<Outcome<number[]>> {
  const planned = await plan(tx, items, parts);
  if (!planned.ok) return planned;
  // The documents issued so far keep printing the line as it was sold.
  await keepPrintedLines(tx, orderId);
  const created: number[] = [];
  for (const split of planned.value) {
    await keepPart(tx, split.line, split.kept);
    const id = await insertPart(tx, split.line, split.cancelled);
    await moveTickets(tx, orderId, split.move, id);
    for (const lowered of split.lower) await lowerAdmits(tx, lowered.id, lowered.admits);
    created.push(id);
  }
  return { ok: true, value: created };
}
