/**
 * MD5 (RFC 1321) of the UTF-8 bytes of a string, for the hashed password the client sends as `_p`
 * of `auth/login`. Written out here because the domain runs in the browser and on the server
 * and may not use node's crypto; MD5 is the wire format, not a storage hash.
 */

/** Per-round left-rotation amounts (RFC 1321 section 3.4). */
const SHIFTS = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14,
  20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6,
  10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
];

/** K[i] = floor(abs(sin(i + 1)) * 2^32) (RFC 1321 section 3.4). */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));

/** The UTF-8 bytes of a string; a lone surrogate becomes U+FFFD as in `TextEncoder`. */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      code = 0xfffd;
    }
    if (code < 0x80) {
      bytes.push(code);
    } else if (code < 0x800) {
      bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return bytes;
}

/** Pads the message to whole 64-byte blocks and reads it as little-endian 32-bit words. */
function paddedWords(bytes: readonly number[]): Uint32Array {
  const blocks = Math.floor((bytes.length + 8) / 64) + 1;
  const padded = new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const bitLength = bytes.length * 8;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, bitLength >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bitLength / 2 ** 32), true);
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < words.length; i += 1) {
    words[i] = view.getUint32(i * 4, true);
  }
  return words;
}

function rotateLeft(value: number, amount: number): number {
  return ((value << amount) | (value >>> (32 - amount))) >>> 0;
}

/** The four state words as lower-case hex, each word little-endian (RFC 1321 section 3.5). */
function toHex(state: readonly number[]): string {
  let hex = '';
  for (const word of state) {
    for (let shift = 0; shift < 32; shift += 8) {
      hex += ((word >>> shift) & 0xff).toString(16).padStart(2, '0');
    }
  }
  return hex;
}

/** Lower-case hex MD5 of the UTF-8 bytes of `text` (`_p` of `auth/login`). */
export function md5Hex(text: string): string {
  const words = paddedWords(utf8Bytes(text));
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
  for (let offset = 0; offset < words.length; offset += 16) {
    let a = a0;
    let b = b0;
    let c = c0;
    let d = d0;
    for (let i = 0; i < 64; i += 1) {
      let f: number;
      let g: number;
      if (i < 16) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (i < 32) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const sum = (a + f + (SINES[i] ?? 0) + (words[offset + g] ?? 0)) >>> 0;
      a = d;
      d = c;
      c = b;
      b = (b + rotateLeft(sum, SHIFTS[i] ?? 0)) >>> 0;
    }
    a0 = (a0 + a) >>> 0;
    b0 = (b0 + b) >>> 0;
    c0 = (c0 + c) >>> 0;
    d0 = (d0 + d) >>> 0;
  }
  return toHex([a0, b0, c0, d0]);
}

/** True for exactly 32 hex characters, the shape of a hashed password on the wire (`_p`). */
export function isMd5Hex(value: string): boolean {
  return /^[0-9a-f]{32}$/i.test(value);
}
