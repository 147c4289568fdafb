/**
 * The checkout line: checkouts beyond the limit wait their turn in arrival order, and a
 * waiting checkout whose item becomes known to be sold out is answered at once, without its turn;
 * once places come back, waiting checkouts get their turn again instead of a refusal.
 */
import { describe, expect, it } from 'vitest';
import type { Failure } from '../../outcome';
import { SoldOutMemory } from '../inventory';
import { placesChanged } from '../inventory/testing';
import { CheckoutLine } from './checkout-line';

const NOW = new Date('2026-06-01T08:00:00Z');
const shopNow = () => NOW;
const hot = { type: 'ticket', id: 7, count: 1, datetime: '2026-06-08T10:00', subtickets: [] };
const other = { type: 'ticket', id: 8, count: 1, datetime: '2026-06-08T11:00', subtickets: [] };
const soldOut: Failure = {
  kind: 'refused',
  code: 'TIME_SOLD_OUT',
  params: { requested: 1, available: 0, item: 0 },
};

/** Whether the promise has settled after the pending callbacks ran, and with what. */
async function peek<T>(promise: Promise<T>): Promise<{ settled: boolean; value?: T }> {
  let state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => (state = { settled: true, value }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}

describe('checkout line', () => {
  it('lets `limit` checkouts work at once and the others in arrival order', async () => {
    const line = new CheckoutLine(new SoldOutMemory(), 2);
    expect(await line.enter([hot], shopNow)).toBeNull();
    expect(await line.enter([hot], shopNow)).toBeNull();
    const third = line.enter([other], shopNow);
    const fourth = line.enter([hot], shopNow);
    expect(line.state).toEqual({ running: 2, waiting: 2 });
    expect((await peek(third)).settled).toBe(false);
    line.leave();
    expect(await peek(third)).toEqual({ settled: true, value: null });
    expect((await peek(fourth)).settled).toBe(false);
    line.leave();
    expect(await peek(fourth)).toEqual({ settled: true, value: null });
    line.leave();
    line.leave();
    expect(line.state).toEqual({ running: 0, waiting: 0 });
  });

  it('answers the waiting checkouts of an item the moment it is known sold out, the others wait on', async () => {
    const memory = new SoldOutMemory();
    const line = new CheckoutLine(memory, 1);
    expect(await line.enter([hot], shopNow)).toBeNull();
    const sameItem = line.enter([other, { ...hot, count: 3 }], shopNow);
    const otherItem = line.enter([other], shopNow);
    // The checkout at work took the last places: its answer is learned before it even leaves.
    memory.learn([hot], soldOut, NOW);
    expect(await peek(sameItem)).toEqual({
      settled: true,
      value: { ...soldOut, params: { ...soldOut.params, item: 1 } },
    });
    expect((await peek(otherItem)).settled).toBe(false);
    expect(line.state).toEqual({ running: 1, waiting: 1 });
    line.leave();
    expect(await peek(otherItem)).toEqual({ settled: true, value: null });
  });

  it('gives a waiting checkout its turn, not a refusal, once places came back', async () => {
    const memory = new SoldOutMemory();
    const line = new CheckoutLine(memory, 1);
    expect(await line.enter([other], shopNow)).toBeNull();
    const generation = memory.generation();
    placesChanged('returned');
    // An answer read before the places came back is not believed.
    memory.learn([hot], soldOut, NOW, generation);
    const waiting = line.enter([hot], shopNow);
    expect((await peek(waiting)).settled).toBe(false);
    memory.learn([hot], soldOut, NOW);
    expect(await peek(waiting)).toEqual({ settled: true, value: soldOut });
    placesChanged('returned');
    const next = line.enter([hot], shopNow);
    line.leave();
    expect(await peek(next)).toEqual({ settled: true, value: null });
  });
});
