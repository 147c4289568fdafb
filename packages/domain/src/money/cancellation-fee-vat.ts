/**
 * The VAT of a cancellation fee (docs/decisions.md "The cancellation fee booked"): the fee a museum
 * keeps when a visitor cancels within its terms is the price of the cancelled supply that the
 * museum keeps, not damages. It is taxed as the lines it was kept from: their kind, VAT country and
 * rate, split in proportion to their gross when they carry different rates (`splitInProportion`,
 * to the cent). On a credit note it is a charge line of its own beside the credited lines, so the
 * document's total is what is paid back; the reports and the exports book it as revenue kept.
 */
import type { Cents } from './cents';
import { splitInProportion, type OrderVatLine } from './order-vat';

/** A fee line's id: below zero, so it never meets an order line's id. */
export function feeLineId(index: number): number {
  return -(index + 1);
}

export function isFeeLineId(id: number): boolean {
  return id < 0;
}

/**
 * The fee's `orderVat` lines: `fee` (signed as the document needs it: positive on a credit note,
 * whose credited lines are negative) over the (kind, rate, shipped) groups of `cancelled`, in
 * proportion to their gross. No fee, or no cancelled line with a value: no line.
 */
export function cancellationFeeVatLines(
  fee: Cents,
  cancelled: readonly OrderVatLine[],
): OrderVatLine[] {
  if (fee === 0) return [];
  const groups: Omit<OrderVatLine, 'id'>[] = [];
  for (const line of cancelled) {
    if (line.gross === 0) continue;
    const shipped = line.shipped !== false;
    const group = groups.find(
      (entry) => entry.kind === line.kind && entry.rate === line.rate && entry.shipped === shipped,
    );
    if (group) group.gross += Math.abs(line.gross);
    else groups.push({ kind: line.kind, rate: line.rate, shipped, gross: Math.abs(line.gross) });
  }
  if (groups.length === 0) return [];
  const shares = splitInProportion(
    fee,
    groups.map((group) => group.gross),
  );
  return groups
    .map((group, index) => ({ ...group, id: feeLineId(index), gross: shares[index] ?? 0 }))
    .filter((line) => line.gross !== 0);
}
