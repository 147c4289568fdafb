import { describe, expect, it } from 'vitest';
import { orderLookup } from './order-lookup';

describe('a lookup typed at the desk', () => {
  it('is an order number, in full or as the order id', () => {
    expect(orderLookup(' 2026-000213 ')).toEqual({ number: '2026-000213' });
    expect(orderLookup('213')).toEqual({ number: '213' });
    expect(orderLookup('W-2001')).toEqual({ number: 'W-2001' });
  });

  it('is part of an e-mail address when it has an @ or a dot and no space', () => {
    expect(orderLookup('walk.in')).toEqual({ email: 'walk.in' });
    expect(orderLookup('walk.in@example.net')).toEqual({ email: 'walk.in@example.net' });
    expect(orderLookup('@example.net')).toEqual({ email: '@example.net' });
  });

  it('is part of a name otherwise', () => {
    expect(orderLookup('Müller')).toEqual({ name: 'Müller' });
    expect(orderLookup('Anna M.')).toEqual({ name: 'Anna M.' });
    expect(orderLookup('2026 Anna')).toEqual({ name: '2026 Anna' });
    expect(orderLookup('walk-in')).toEqual({ name: 'walk-in' });
  });

  it('is nothing when only spaces were typed', () => {
    expect(orderLookup('   ')).toBeNull();
  });
});
