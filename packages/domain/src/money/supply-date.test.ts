import { describe, expect, it } from 'vitest';
import { supplyDay } from './supply-date';

describe('supplyDay', () => {
  it('is the event’s day for a dated admission, the sale’s day for the rest', () => {
    expect(supplyDay('dated', '2026-12-06 10:00:00', '2026-11-28')).toBe('2026-12-06');
    expect(supplyDay('dated', '2026-12-06', '2026-11-28')).toBe('2026-12-06');
    // A ticket valid over a period has no day: supplied when sold.
    expect(supplyDay('dated', null, '2026-11-28')).toBe('2026-11-28');
    expect(supplyDay('goods', null, '2026-11-28T14:00')).toBe('2026-11-28');
    expect(supplyDay('sale', '2026-12-06', '2026-11-28')).toBe('2026-11-28');
  });
});
