/** The read cache's own rules, with a hand-driven monotonic time: no database, no HTTP. */
import { describe, expect, it } from 'vitest';
import { movableClock } from '../customers/testing';
import { etagOf, matchesEtag, ReadCache, type Computed } from './read-cache';

function setup(options: { availabilityMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const clock = movableClock();
  const cache = new ReadCache({
    catalogMs: 60_000,
    availabilityMs: options.availabilityMs ?? 1000,
    maxEntries: options.maxEntries ?? 100,
    clock,
    monotonic: () => time,
  });
  let computed = 0;
  const compute = async (): Promise<Computed<never>> => {
    computed += 1;
    return { body: `{"n":${computed}}` };
  };
  return {
    cache,
    clock,
    compute,
    computed: () => computed,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the read cache', () => {
  it('computes an answer once for callers that ask at the same time', async () => {
    const { cache, computed } = setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const slow = async (): Promise<Computed<never>> => {
      calls += 1;
      await gate;
      return { body: '{"slow":true}' };
    };
    const answers = Promise.all([1, 2, 3].map(() => cache.read('/a', 'catalog', slow)));
    release();
    const [a, b, c] = await answers;
    expect(calls).toBe(1);
    expect(a).toEqual(b);
    expect(b).toEqual(c);
    expect(computed()).toBe(0);
  });

  it('serves availability at most its lifetime, refreshing in the background after three quarters', async () => {
    const { cache, compute, computed, advance } = setup();
    expect(await cache.read('/cal', 'availability', compute)).toMatchObject({ body: '{"n":1}' });
    advance(700);
    expect(await cache.read('/cal', 'availability', compute)).toMatchObject({ body: '{"n":1}' });
    expect(computed()).toBe(1);
    advance(100);
    // Past three quarters of its life: still served, and a new computation starts.
    expect(await cache.read('/cal', 'availability', compute)).toMatchObject({ body: '{"n":1}' });
    await Promise.resolve();
    await Promise.resolve();
    expect(computed()).toBe(2);
    expect(await cache.read('/cal', 'availability', compute)).toMatchObject({ body: '{"n":2}' });
    advance(1000);
    expect(await cache.read('/cal', 'availability', compute)).toMatchObject({ body: '{"n":3}' });
  });

  it('lets a request that finds the answer expired wait for the running refresh', async () => {
    const { cache, advance } = setup();
    let release!: () => void;
    let calls = 0;
    const slow = async (): Promise<Computed<never>> => {
      calls += 1;
      if (calls > 1) await new Promise<void>((resolve) => (release = resolve));
      return { body: `{"slow":${calls}}` };
    };
    await cache.read('/cal', 'availability', slow);
    advance(800);
    // The refresh starts and takes longer than the answer's last quarter.
    expect(await cache.read('/cal', 'availability', slow)).toMatchObject({ body: '{"slow":1}' });
    advance(300);
    const waiting = cache.read('/cal', 'availability', slow);
    await Promise.resolve();
    expect(calls).toBe(2);
    release();
    expect(await waiting).toMatchObject({ body: '{"slow":2}' });
    expect(calls).toBe(2);
  });

  it('forgets availability on a hold, everything on a catalog change, and a jumped clock', async () => {
    const { cache, clock, compute, computed, advance } = setup();
    await cache.read('/list', 'catalog', compute);
    await cache.read('/cal', 'availability', compute);
    cache.invalidate('availability');
    await cache.read('/list', 'catalog', compute);
    await cache.read('/cal', 'availability', compute);
    expect(computed()).toBe(3);
    cache.invalidate('all');
    await cache.read('/list', 'catalog', compute);
    expect(computed()).toBe(4);
    advance(10);
    clock.advance(86_400_000);
    await cache.read('/list', 'catalog', compute);
    expect(computed()).toBe(5);
  });

  it('never keeps an answer computed across an invalidation, nor a failure', async () => {
    const { cache, computed, compute } = setup();
    const during = async (): Promise<Computed<never>> => {
      cache.invalidate('all');
      return { body: '{"old":true}' };
    };
    expect(await cache.read('/a', 'catalog', during)).toMatchObject({ body: '{"old":true}' });
    expect(await cache.read('/a', 'catalog', compute)).toMatchObject({ body: '{"n":1}' });
    const failing = async (): Promise<Computed<string>> => ({ other: 'NOT_FOUND' });
    expect(await cache.read('/b', 'catalog', failing)).toEqual({ other: 'NOT_FOUND' });
    expect(await cache.read('/b', 'catalog', compute)).toMatchObject({ body: '{"n":2}' });
    expect(computed()).toBe(2);
  });

  it('keeps no availability with a lifetime of 0 and at most maxEntries answers', async () => {
    const none = setup({ availabilityMs: 0 });
    await none.cache.read('/cal', 'availability', none.compute);
    await none.cache.read('/cal', 'availability', none.compute);
    expect(none.computed()).toBe(2);
    expect(none.cache.size).toBe(0);
    const few = setup({ maxEntries: 10 });
    for (let i = 0; i < 50; i += 1) await few.cache.read(`/q?${i}`, 'catalog', few.compute);
    expect(few.cache.size).toBe(10);
  });

  it('answers a kept answer at once from peek, the body also as UTF-8 bytes', async () => {
    const { cache, compute, computed, advance } = setup();
    expect(cache.peek('/cal', 'availability', compute)).toBeUndefined();
    const first = await cache.read('/cal', 'availability', compute);
    expect(cache.peek('/cal', 'availability', compute)).toBe(first);
    const kept = cache.peek('/cal', 'availability', compute);
    expect(kept?.bytes.toString('utf8')).toBe(kept?.body);
    expect(computed()).toBe(1);
    // Past three quarters of its life: still answered, and the refresh starts as with read.
    advance(800);
    expect(cache.peek('/cal', 'availability', compute)).toBe(first);
    await Promise.resolve();
    expect(computed()).toBe(2);
    // Past its life or after an invalidation: nothing to peek, read computes.
    advance(1000);
    expect(cache.peek('/cal', 'availability', compute)).toBeUndefined();
    await cache.read('/cal', 'availability', compute);
    cache.invalidate('availability');
    expect(cache.peek('/cal', 'availability', compute)).toBeUndefined();
  });

  it('keeps the bytes and validator of an answer computed again unchanged, not of a changed one', async () => {
    const { cache, advance } = setup();
    let body = '{"free":5}';
    const compute = async (): Promise<Computed<never>> => ({ body });
    const first = await cache.read('/cal', 'availability', compute);
    advance(1000);
    const same = await cache.read('/cal', 'availability', compute);
    // The very same bytes: what is kept per bytes (a page's compressed copies) stays valid.
    expect('bytes' in same && 'bytes' in first && same.bytes === first.bytes).toBe(true);
    expect(same).toMatchObject({ etag: etagOf(body) });
    body = '{"free":4}';
    advance(1000);
    const changed = await cache.read('/cal', 'availability', compute);
    expect(changed).toMatchObject({ body, etag: etagOf(body) });
    expect('bytes' in changed && changed.bytes.toString('utf8')).toBe(body);
    expect('bytes' in changed && 'bytes' in first && changed.bytes !== first.bytes).toBe(true);
  });

  it('keeps a body with other than ASCII characters as its UTF-8 bytes', async () => {
    const { cache } = setup();
    const body = '{"name":"Lichtspiele – Glas, Licht und Farbe “Ausstellung”"}';
    const answer = await cache.read('/u', 'catalog', async () => ({ body }));
    expect('bytes' in answer && answer.bytes.equals(Buffer.from(body, 'utf8'))).toBe(true);
  });

  it('matches If-None-Match lists, weak validators and *', () => {
    const etag = etagOf('{"data":[]}');
    expect(etag).toBe(etagOf('{"data":[]}'));
    expect(etag).not.toBe(etagOf('{"data":[1]}'));
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"x", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"x"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
