/**
 * The desk's extra parts (variable-amount vouchers, annual passes with holders): what each part
 * adds to the cart and whether it blocks the sale. The rules are the shop's: the amount is read by
 * the domain's `parseVariableVoucherAmount`, the holders by `validatePassHolders` (through the
 * shop's `holderProblems`); the server checks both again and prices everything.
 */
import { MAX_VARIABLE_VOUCHER_CENTS, parseVariableVoucherAmount } from '@foyer/domain';
import type { CartItem } from '@foyer/domain/contract';
import { holderProblems, toOwners, type HolderDraft } from '@/shared/merchandise/pass-holders';

/** One part of the desk sale: its cart items, and true while something entered is not yet valid. */
export interface DeskPart {
  readonly items: readonly CartItem[];
  readonly incomplete: boolean;
}

export const NO_PART: DeskPart = { items: [], incomplete: false };

/** The smallest amount a buyer can choose (the shop's rule: more than 0, in cents). */
export const MIN_VARIABLE_VOUCHER_CENTS = 1;
export { MAX_VARIABLE_VOUCHER_CENTS };

/** A variable-amount voucher as typed at the desk: the amount in euros and how many. */
export interface AmountEntry {
  readonly amount: string;
  readonly count: number;
}

export type AmountProblem = 'required' | 'tooHigh';

/** What is wrong with an entry, or null: nothing entered, or an amount the shop accepts. */
export function amountProblem(entry: AmountEntry): AmountProblem | null {
  if (entry.amount.trim() === '' && entry.count === 0) return null;
  const parsed = parseVariableVoucherAmount(entry.amount);
  if (parsed.ok) return null;
  return parsed.code === 'VOUCHER_AMOUNT_INVALID' ? 'tooHigh' : 'required';
}

/** The voucher cart items of the entries (by voucher type id): one per entered, valid amount. */
export function amountPart(entries: Readonly<Record<number, AmountEntry>>): DeskPart {
  const items: CartItem[] = [];
  let incomplete = false;
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.amount.trim() === '' && entry.count === 0) continue;
    const parsed = parseVariableVoucherAmount(entry.amount);
    if (!parsed.ok) incomplete = true;
    else if (entry.count > 0) {
      items.push({ type: 'voucher', id: Number(id), count: entry.count, amount: parsed.value });
    }
  }
  return { items, incomplete };
}

/** The pass cart items (by article id, one holder per pass): holders must have first and last name. */
export function passPart(holders: Readonly<Record<number, readonly HolderDraft[]>>): DeskPart {
  const items: CartItem[] = [];
  let incomplete = false;
  for (const [id, drafts] of Object.entries(holders)) {
    if (drafts.length === 0) continue;
    if (drafts.some((holder) => holderProblems(holder) !== null)) incomplete = true;
    else
      items.push({
        type: 'merchandise',
        id: Number(id),
        count: drafts.length,
        owners: toOwners(drafts),
      });
  }
  return { items, incomplete };
}
