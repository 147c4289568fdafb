/**
 * Annual passes: merchandise of product kind 13 with one named holder per card.
 */
import { err, ok, type Result } from '../errors';

/** The product kind of annual passes. */
export const ANNUAL_PASS_PRODUCT_KIND = 13;

/** The part of a pass holder this rule reads: the name. */
export interface PassHolderName {
  readonly name: {
    readonly first?: string | null;
    readonly last?: string | null;
  };
}

/** True when the product is an annual pass and so needs named holders. */
export function passHolderRequired(productKindRef: number | string | null | undefined): boolean {
  return Number(productKindRef) === ANNUAL_PASS_PRODUCT_KIND;
}

/** One holder per pass, each with a first and a last name; else the first bad index. */
export function validatePassHolders<T extends PassHolderName>(
  holders: readonly T[],
  count: number,
): Result<readonly T[]> {
  const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';
  const lines = Math.max(holders.length, count);
  for (let index = 0; index < lines; index += 1) {
    const holder = holders[index];
    if (
      index >= count ||
      holder === undefined ||
      !filled(holder.name.first) ||
      !filled(holder.name.last)
    ) {
      return err('PASS_HOLDER_NAME_REQUIRED', { index });
    }
  }
  return ok(holders);
}
