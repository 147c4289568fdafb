/**
 * Test cards of the test provider: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 0259 pays but the provider refuses to pay it back (as after a dispute); every
 * number must pass the Luhn check, the expiry (MM/YY) must not lie in the past and the CVC has three
 * or four digits.
 */

export const SUCCESS_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const NO_REFUND_CARD = '4000000000000259';
const TEST_CARDS = new Set([SUCCESS_CARD, DECLINED_CARD, NO_REFUND_CARD]);

/** Digits of a card number as typed; spaces and hyphens are allowed between them. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check of a card number of 12 to 19 digits. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True for `MM/YY` (or `MM/YYYY`) whose month has not ended at `today` (`YYYY-MM-DD`). */
export function validExpiry(input: string, today: string): boolean {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return false;
  const month = Number(match[1]);
  const written = match[2] ?? '';
  const year = written.length === 2 ? 2000 + Number(written) : Number(written);
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

export function validCvc(input: string): boolean {
  return /^\s*\d{3,4}\s*$/.test(input);
}

export type CardCheck =
  | { ok: true; outcome: 'paid' | 'failed'; refundsRefused: boolean }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; problem: 'invalid' | 'unknownTestCard' };

/** Checks the card form: a test card pays or is declined; anything else is a form error. */
export function checkCard(
  form: { number: string; expiry: string; cvc: string },
  today: string,
): CardCheck {
  const number = cardDigits(form.number);
  if (!passesLuhn(number)) return { ok: false, field: 'number', problem: 'invalid' };
  if (!TEST_CARDS.has(number)) {
    return { ok: false, field: 'number', problem: 'unknownTestCard' };
  }
  if (!validExpiry(form.expiry, today)) return { ok: false, field: 'expiry', problem: 'invalid' };
  if (!validCvc(form.cvc)) return { ok: false, field: 'cvc', problem: 'invalid' };
  return {
    ok: true,
    outcome: number === DECLINED_CARD ? 'failed' : 'paid',
    refundsRefused: number === NO_REFUND_CARD,
  };
}
