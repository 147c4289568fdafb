import { describe, expect, it } from 'vitest';
import { maskedVoucherCode } from './mask';

describe('maskedVoucherCode', () => {
  it('shows the last four characters of a code and hides the rest', () => {
    expect(maskedVoucherCode('GIFT-2026-7QX2')).toBe('••••••••••7QX2');
    expect(maskedVoucherCode(' GIFT-2026-7QX2 ')).toBe('••••••••••7QX2');
  });

  it('never shows more than half of a short code', () => {
    expect(maskedVoucherCode('ABCDEF')).toBe('•••DEF');
    expect(maskedVoucherCode('AB')).toBe('•B');
    expect(maskedVoucherCode('A')).toBe('•');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskedVoucherCode('ÄÖÜ-ßé€ab')).toBe('•••••é€ab');
    expect(maskedVoucherCode('👍👍👍👍👍👍👍👍')).toBe('••••👍👍👍👍');
  });
});
