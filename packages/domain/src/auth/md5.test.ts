import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMd5Hex, md5Hex } from './md5';

describe('md5Hex', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
      'd174ab98d277d9f5a5611c2c9f419d9f',
    ],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('matches the RFC 1321 test suite for %j', (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(md5Hex('ä')).toBe('8419b71c87a225a2c70b50486fbee545');
    expect(md5Hex('€')).toBe('bca53fde466a76b7bee3e18997e94a7a');
    expect(md5Hex('Grüße aus dem Museum 🎟️')).toBe('6c489c79b979cda095dba7627c65bf57');
  });

  it('hashes a lone surrogate as the replacement character, like TextEncoder', () => {
    expect(md5Hex('\ud800')).toBe(md5Hex('\ufffd'));
    expect(md5Hex('\ufffd')).toBe('9b759040321a408a5c7768b4511287a6');
  });

  it.each([
    [55, 'ef1772b6dff9a122358552954ad0df65'],
    [56, '3b0c8ac703f828b04c6c197006d17218'],
    [64, '014842d480b571495a4a0363793f7367'],
    [1000, 'cabe45dcc9ae5b66ba86600cca6b8ba8'],
  ])('pads correctly around block borders: %i bytes', (length, digest) => {
    expect(md5Hex('a'.repeat(length))).toBe(digest);
  });

  it('always gives 32 lower-case hex characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(md5Hex(text)).toMatch(/^[0-9a-f]{32}$/);
      }),
    );
  });
});

describe('isMd5Hex', () => {
  it('accepts exactly 32 hex characters', () => {
    expect(isMd5Hex('900150983cd24fb0d6963f7d28e17f72')).toBe(true);
    expect(isMd5Hex('900150983CD24FB0D6963F7D28E17F72')).toBe(true);
  });

  it.each([
    ['31 characters', '900150983cd24fb0d6963f7d28e17f7'],
    ['33 characters', '900150983cd24fb0d6963f7d28e17f722'],
    ['a non-hex character', '900150983cd24fb0d6963f7d28e17f7g'],
    ['a plain password', 'Sonnenblume7'],
  ])('refuses %s', (_label, value) => {
    expect(isMd5Hex(value)).toBe(false);
  });
});
