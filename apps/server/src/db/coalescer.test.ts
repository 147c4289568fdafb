/**
 * The coalescer: items of one event-loop turn go in one batch, those arriving while a
 * batch works go in the next (up to the limit), and an error in a batch sends each item alone.
 */
import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

const answer = (name: string) => `done ${name}`;

describe('Coalescer', () => {
  it('gathers the items of one turn of the event loop, then those arriving while a batch works, up to its limit', async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const coalescer = new Coalescer<string, string>(async (take) => {
      const names = [...take()];
      batches.push(names);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return names.map(answer);
    }, 3);
    const alone = () => Promise.reject(new Error('not expected'));
    const add = (name: string) => coalescer.add(name, alone);
    const results = [add('a'), add('b')];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a', 'b']]);
    results.push(...['c', 'd', 'e', 'f'].map(add));
    release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map(answer));
    expect(batches).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
    expect(coalescer.stats).toEqual({ batches: 3, largest: 3, retriedAlone: 0 });
  });

  it('works on each item of a failed batch alone, so an error stays with its item', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const coalescer = new Coalescer<string, string>(async (take) => {
      calls += 1;
      if (calls === 1) {
        const names = take();
        await new Promise<void>((resolve) => (release = resolve));
        return names.map(answer);
      }
      // Fails before it takes its items (as a transaction that gets no connection).
      throw new Error('the batch broke');
    }, 64);
    const first = coalescer.add('first', () => Promise.reject(new Error('no')));
    await new Promise((resolve) => setImmediate(resolve));
    const good = coalescer.add('good', async () => 'good alone');
    const bad = coalescer.add('bad', () => Promise.reject(new Error('bad alone')));
    release();
    expect(await first).toBe(answer('first'));
    expect(await good).toBe('good alone');
    await expect(bad).rejects.toThrow('bad alone');
    expect(coalescer.stats.retriedAlone).toBe(2);
    // A batch of one that fails is that item's error.
    await expect(coalescer.add('single', () => Promise.reject(new Error('no')))).rejects.toThrow(
      'the batch broke',
    );
  });

  it('answers an error for the items a batch left without a result', async () => {
    const coalescer = new Coalescer<string, string>(async (take) => [answer(take()[0] ?? '')], 8);
    const alone = () => Promise.reject(new Error('not expected'));
    const [one, two] = [coalescer.add('one', alone), coalescer.add('two', alone)];
    expect(await one).toBe(answer('one'));
    await expect(two).rejects.toThrow('fewer results');
  });
});
