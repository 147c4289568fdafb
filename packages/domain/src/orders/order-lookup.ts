/**
 * What a typed lookup at the desk searches for: an order number (`2026-000213`, an imported
 * `W-2001`, or the order's id), else part of an e-mail address when it has an `@` or a dot and no
 * space (`walk.in`), else part of a name.
 */
export type OrderLookup = { number: string } | { email: string } | { name: string };

const ORDER_NUMBER = /^([a-z]{0,3}\d{0,4}-\d{1,9}|\d{1,9})$/i;

/** The search for `text`, or null when there is nothing to search for. */
export function orderLookup(text: string): OrderLookup | null {
  const query = text.trim();
  if (query === '') return null;
  if (ORDER_NUMBER.test(query)) return { number: query };
  if (!/\s/.test(query) && /[@.]/.test(query)) return { email: query };
  return { name: query };
}
