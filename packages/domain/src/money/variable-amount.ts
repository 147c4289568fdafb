import { err, ok, type Result } from '../errors';
import { toCents, type Cents } from './cents';

/** Upper bound of a variable-amount voucher: 1000 € (Foyer's own; the voucher rules set none). */
export const MAX_VARIABLE_VOUCHER_CENTS: Cents = 100_000;

const DECIMAL = /^[+-]?(?:(\d+)(?:[.,](\d*))?|[.,](\d+))$/;

/** Exact decimal-string → cents, rounding extra decimals half away from zero; null when not a number. */
function decimalStringToCents(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (match === null) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
}

/** Reads a voucher amount entered in units (`12.5`, `"12,50"`) as positive cents. */
export function parseVariableVoucherAmount(input: string | number): Result<Cents> {
  let cents: number | null;
  if (typeof input === 'number') {
    cents = Number.isFinite(input) ? Math.abs(toCents(input)) : null;
  } else {
    cents = decimalStringToCents(input.trim());
  }
  if (cents === null || cents === 0) return err('VOUCHER_AMOUNT_REQUIRED');
  if (cents > MAX_VARIABLE_VOUCHER_CENTS) {
    return err('VOUCHER_AMOUNT_INVALID', { max: MAX_VARIABLE_VOUCHER_CENTS });
  }
  return ok(cents);
}
