/**
 * What the cashier types and taps at the till: an amount of cash in euros (the float, the cash
 * handed over, the counted drawer) read as cents, and the quick amounts offered for the cash handed
 * over (exactly the amount due, then the notes that cover it).
 */
import type { Cents } from '../money/cents';

/** The largest amount the till accepts in one entry (the contract's bound): 100,000 €. */
export const MAX_TILL_CENTS: Cents = 10_000_000;

const EUROS = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/**
 * Reads an amount in euros (`12`, `12,5`, `12.50`, `1 234,00` with spaces or `.`/`'` as thousands
 * separators before a `,` decimal part) as cents; null when it is not an amount, has more than two
 * decimals or is above `MAX_TILL_CENTS`. Zero is an amount (an empty drawer).
 */
export function parseCashAmount(text: string): Cents | null {
  let plain = text.trim().replace(/[\s\u00a0\u202f'€]/g, '');
  // "1.234,50": the dots group thousands when a comma holds the decimals.
  if (plain.includes(',') && plain.includes('.')) plain = plain.replace(/\./g, '');
  const match = EUROS.exec(plain);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > MAX_TILL_CENTS ? null : cents;
}

/** The notes a visitor usually hands over, in cents. */
export const TILL_NOTES: readonly Cents[] = [500, 1000, 2000, 5000, 10_000];

/**
 * The quick buttons for the cash handed over towards `due`: the exact amount first, then the notes
 * above it (at most `notes` of them). Nothing is offered for nothing due.
 */
export function quickCashAmounts(due: Cents, notes = 4): Cents[] {
  if (due <= 0) return [];
  return [due, ...TILL_NOTES.filter((note) => note > due).slice(0, notes)];
}
