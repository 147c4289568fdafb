/**
 * The desk's till (till.ts): it pays desk sales back at once, keyed like every refund, and no
 * payment type of the online shop may name it.
 */
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { systemClock } from '../../clock';
import { demoConfig } from '../../testing/app';
import { createPayments } from './setup';
import { isTill, tillProviders } from './till';

// The providers only keep the database for later calls; building them asks nothing of it.
const db = {} as AppDeps['db'];

describe('the till', () => {
  it('has a provider per desk payment kind that records a refund at once, by its key', async () => {
    const [cash, terminal] = tillProviders();
    expect([cash?.name, terminal?.name]).toEqual(['cash', 'card_terminal']);
    await expect(cash?.refund('ref-1', { amount: 500, key: 'order-refund-7' })).resolves.toEqual({
      ok: true,
      refundRef: 'cash:order-refund-7',
    });
    await expect(terminal?.verify('ref-1')).resolves.toEqual({ status: 'paid' });
    expect(() => cash?.start({} as never)).toThrow(/not started online/);
  });

  it('is in the registry, and a shop payment type naming it is refused at start', () => {
    const config = demoConfig();
    const payments = createPayments({ config, db, clock: systemClock });
    expect(payments.registry.provider('cash')?.name).toBe('cash');
    expect(isTill('card_terminal')).toBe(true);
    expect(isTill('test')).toBe(false);
    const first = config.server.payments.types[0];
    if (!first) throw new Error('the demo configuration has payment types');
    first.provider = 'cash';
    expect(() => createPayments({ config, db, clock: systemClock })).toThrow(
      /cannot use the desk's till \(cash\)/,
    );
  });
});
