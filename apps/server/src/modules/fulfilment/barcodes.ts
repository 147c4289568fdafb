/**
 * Barcodes of issued tickets and gift voucher codes: 16 characters from a 32-character alphabet
 * without 0/O/1/I (80 random bits), written in four groups of four, e.g. `K7QX-2MHD-R9TB-WC4N`. They
 * are unguessable, so a barcode or voucher code cannot be made up from another one.
 */
import { randomBytes } from 'node:crypto';

/** 32 characters that cannot be mistaken for each other when read aloud or typed. */
export const BARCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
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

/**
 * The barcode as issued from what a scanner or a person typed: case, spaces and dashes do not
 * matter for a 16-character code of the alphabet; anything else is kept as it was (trimmed).
 */
export function normalizeBarcode(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  const ours = new RegExp(`^[${BARCODE_ALPHABET}]{${LENGTH}}$`);
  if (!ours.test(compact)) return input.trim();
  return compact.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? compact;
}
