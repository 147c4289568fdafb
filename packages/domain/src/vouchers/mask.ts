/**
 * A voucher code as e-mails name it (docs/decisions.md "E-mails a lawyer accepts"):
 * a redeemed code is a means of payment while value is left on it, and value can come back onto it
 * when an order it paid is cancelled, so it is never written out in full. Its last four characters
 * are shown, never more than half of it, the rest as bullets: enough for the visitor to recognise
 * the voucher in their hand.
 */
const SHOWN = 4;
const BULLET = '•';

/** `GIFT-2026-7QX2` → `••••••••••7QX2`; a code of up to two characters is bullets only. */
export function maskedVoucherCode(code: string): string {
  const chars = [...code.trim()];
  const shown = Math.min(SHOWN, Math.floor(chars.length / 2));
  return BULLET.repeat(chars.length - shown) + chars.slice(chars.length - shown).join('');
}
