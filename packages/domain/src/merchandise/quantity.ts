/**
 * Merchandise quantities against stock.
 * Stock and entered quantities may come from forms or the server, so they are read defensively.
 */

/** A whole, non-negative count from a number or a numeric string; anything else is 0. */
function toCount(value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** True when nothing is left to sell: stock 0 or less, or not a number. */
export function isOutOfStock(stock: unknown): boolean {
  return toCount(stock) === 0;
}

/** The preselected quantity: 0 when out of stock, otherwise 1. */
export function defaultQuantity(stock: unknown): number {
  return isOutOfStock(stock) ? 0 : 1;
}

/** A requested quantity made whole, never negative and never above stock; non-numeric is 0. */
export function clampQuantity(requested: unknown, stock: unknown): number {
  return Math.min(toCount(requested), toCount(stock));
}
