/**
 * Barcodes of issued tickets and gift voucher codes: 16 characters from a 32-character alphabet
 * without 0/O/1/I (80 random bits), written in four groups of four, e.g. `K7QX-2MHD-R9TB-WC4N`. They
 * are unguessable, so a barcode or voucher code cannot be made up from another one.
 */
import { randomBytes } from 'node:crypto';
import { BARCODE_ALPHABET } from '@foyer/domain';

export { BARCODE_ALPHABET };
const LENGTH = 16;
const GROUP = 4;

/** A new random barcode `XXXX-XXXX-XXXX-XXXX` (5 bits per character, no modulo bias). */
export function newBarcode(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) {
    if (i > 0 && i % GROUP === 0) code += '-';
    code += BARCODE_ALPHABET[(bytes[i] ?? 0) & 31];
  }
  return code;
}

export { normalizeBarcode } from '@foyer/domain';
