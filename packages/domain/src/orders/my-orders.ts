/**
 * "My orders" of a customer's account (docs/decisions.md "My orders"): each booked order is either a
 * coming visit or a past order.
 * - An order is coming when it still has valid lines and one of its valid lines is dated today or
 *   later in the museum's time zone. Lines without a date (passes, vouchers, merchandise) are no
 *   visit: an order of only such lines is listed under past orders from the day it was booked.
 * - A refunded or cancelled order is past, whatever its dates.
 * - Coming visits list the next visit first; past orders the most recent first (the last visit
 *   date, or the booking date for an order without dates).
 */

/** One line of an order as the list sees it; `date` is the local date of its visit (YYYY-MM-DD). */
export interface MyOrderLine {
  name: string;
  count: number;
  date: string | null;
  cancelled: boolean;
}

/** The visit dates of an order: its earliest and latest dated line. */
export interface VisitSpan {
  first: string | null;
  last: string | null;
}

/**
 * The first and last visit date of an order's lines: of its valid lines, or of all its lines when
 * none is valid any more (a refunded order still shows which visit it was for).
 */
export function visitSpan(lines: readonly MyOrderLine[]): VisitSpan {
  const valid = lines.filter((line) => !line.cancelled);
  const dates = (valid.length > 0 ? valid : lines)
    .map((line) => line.date)
    .filter((date): date is string => date !== null)
    .sort();
  return { first: dates[0] ?? null, last: dates[dates.length - 1] ?? null };
}

/**
 * True when the order is a coming visit on `today` (the museum's local date, YYYY-MM-DD): it still
 * has valid lines and a valid line dated today or later.
 */
export function isComingVisit(
  order: { hasValidLines: boolean; lines: readonly MyOrderLine[] },
  today: string,
): boolean {
  return (
    order.hasValidLines &&
    order.lines.some((line) => !line.cancelled && line.date !== null && line.date >= today)
  );
}

/** The next visit of a coming order: its earliest valid line dated today or later. */
function nextVisit(lines: readonly MyOrderLine[], today: string): string {
  const dates = lines
    .filter((line) => !line.cancelled && line.date !== null && line.date >= today)
    .map((line) => line.date ?? today)
    .sort();
  return dates[0] ?? today;
}

/** Names and counts of an order's lines, counts of lines with the same name added up, in order. */
export function lineSummary(lines: readonly MyOrderLine[]): { name: string; count: number }[] {
  const valid = lines.filter((line) => !line.cancelled);
  const counts = new Map<string, number>();
  for (const line of valid.length > 0 ? valid : lines) {
    counts.set(line.name, (counts.get(line.name) ?? 0) + line.count);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** An order to sort into coming visits and past orders. */
export interface MyOrderInput {
  hasValidLines: boolean;
  lines: readonly MyOrderLine[];
  /** The local date it was booked on (YYYY-MM-DD). */
  bookedOn: string;
  /** Breaks ties: the order's booking time (ISO, UTC). */
  bookedAt: string;
}

/** Splits orders into coming visits (next visit first) and past orders (most recent first). */
export function splitMyOrders<T extends MyOrderInput>(
  orders: readonly T[],
  today: string,
): { coming: T[]; past: T[] } {
  const coming = orders
    .filter((order) => isComingVisit(order, today))
    .map((order) => ({ order, key: nextVisit(order.lines, today) }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.order.bookedAt.localeCompare(b.order.bookedAt))
    .map(({ order }) => order);
  const past = orders
    .filter((order) => !isComingVisit(order, today))
    .map((order) => ({ order, key: visitSpan(order.lines).last ?? order.bookedOn }))
    .sort((a, b) => b.key.localeCompare(a.key) || b.order.bookedAt.localeCompare(a.order.bookedAt))
    .map(({ order }) => order);
  return { coming, past };
}
