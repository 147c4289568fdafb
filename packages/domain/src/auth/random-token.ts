/** The characters of a random token: letters and digits. */
export const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random token length. */
export const RANDOM_TOKEN_LENGTH = 12;

/** Bytes at or above this bound are rejected so that every character is equally likely (248 = 4 × 62). */
const UNBIASED_BYTE_LIMIT = 256 - (256 % TOKEN_ALPHABET.length);

/**
 * An alphanumeric token for execPayment's per-call and per-session values. The caller injects the
 * random source, e.g. `crypto.getRandomValues`; bytes that would bias the alphabet are discarded
 * and more are drawn.
 */
export function randomToken(
  randomBytes: (n: number) => Uint8Array,
  length: number = RANDOM_TOKEN_LENGTH,
): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`Token length must be a positive integer, got ${length}`);
  }
  let token = '';
  while (token.length < length) {
    const bytes = randomBytes(length - token.length);
    if (bytes.length === 0) {
      throw new Error('The random source returned no bytes');
    }
    for (const byte of bytes) {
      if (byte < UNBIASED_BYTE_LIMIT && token.length < length) {
        token += TOKEN_ALPHABET.charAt(byte % TOKEN_ALPHABET.length);
      }
    }
  }
  return token;
}
