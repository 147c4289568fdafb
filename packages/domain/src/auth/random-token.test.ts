import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANDOM_TOKEN_LENGTH, randomToken, TOKEN_ALPHABET } from './random-token';

/** A random source that hands out the given bytes in order, as many as asked for. */
function fixedBytes(values: readonly number[]): (n: number) => Uint8Array {
  let next = 0;
  return (n) => {
    const chunk = values.slice(next, next + n);
    next += n;
    return Uint8Array.from(chunk);
  };
}

describe('randomToken', () => {
  it('makes a 12-character alphanumeric token by default', () => {
    const token = randomToken(fixedBytes(Array.from({ length: 12 }, (_, i) => i * 5)));
    expect(RANDOM_TOKEN_LENGTH).toBe(12);
    expect(token).toBe('AFKPUZejoty3');
  });

  it('maps bytes onto the 62 letters and digits', () => {
    expect(TOKEN_ALPHABET).toHaveLength(62);
    expect(randomToken(fixedBytes([0, 61, 62, 247]), 4)).toBe('A9A9');
  });

  it('discards bytes that would bias the alphabet and draws more', () => {
    const requests: number[] = [];
    const source = fixedBytes([248, 1, 255, 2, 3]);
    const token = randomToken((n) => {
      requests.push(n);
      return source(n);
    }, 3);
    expect(token).toBe('BCD');
    expect(requests).toEqual([3, 2]);
  });

  it('gives a token of the requested length from any byte source', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 40 }),
        (bytes, length) => {
          let round = 0;
          const token = randomToken((n) => {
            round += 1;
            return Uint8Array.from(
              { length: n },
              (_, i) => bytes[(round + i) % bytes.length]! % 248,
            );
          }, length);
          expect(token).toHaveLength(length);
          expect(token).toMatch(/^[A-Za-z0-9]+$/);
        },
      ),
    );
  });

  it('uses every character equally often over all unbiased bytes', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 248; byte += 1) {
      const char = randomToken(() => Uint8Array.of(byte), 1);
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    expect(new Set(counts.values())).toEqual(new Set([4]));
  });

  it('refuses a length that is not a positive integer', () => {
    const source = fixedBytes([1, 2, 3]);
    expect(() => randomToken(source, 0)).toThrow(RangeError);
    expect(() => randomToken(source, 2.5)).toThrow(RangeError);
  });

  it('fails loudly when the random source gives no bytes', () => {
    expect(() => randomToken(() => new Uint8Array(0))).toThrow('no bytes');
  });
});
