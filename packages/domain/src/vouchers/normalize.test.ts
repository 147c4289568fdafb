import { describe, expect, it } from 'vitest';
import { normalizeVoucherCode } from './normalize';

describe('normalizeVoucherCode', () => {
  it('trims spaces around the entered code', () => {
    expect(normalizeVoucherCode('  GIFT-2026 \n')).toBe('GIFT-2026');
  });

  it('keeps the case because codes are case-sensitive', () => {
    expect(normalizeVoucherCode('aBc123')).toBe('aBc123');
  });
});
