/**
 * Property test: random path and query values thrown at every catalog and content call never get a
 * 5xx answer — malformed input answers 404 or 422, well-formed input 200.
 */
import { endpoints, pathParamNames, type Endpoint } from '@foyer/domain/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { seedDemoIfEmpty } from './seed/demo';
import { createTestApp, demoConfig, TEST_NOW } from './testing/app';
import { testDatabaseKinds } from './testing/databases';

const CATALOG_TAGS = new Set(['content', 'tours', 'merchandise', 'events', 'vouchers', 'pages']);
const catalogCalls = Object.values(endpoints).filter(
  (endpoint: Endpoint) => endpoint.method === 'GET' && CATALOG_TAGS.has(endpoint.tag),
);

/** Values that look almost right as well as junk. */
const value = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom('1', '2', '13', '0', '-1', '1e3', '0x10', '99999999999999999999', 'NaN', ''),
  fc.constantFrom('20261121', '20261301', '2026-11-21', '2026-02-30', '20261121;20261231'),
  fc.constantFrom('imprint', 'shipping', 'DEMO-VALID-50', ' DEMO-EXPIRED ', '../../etc/passwd'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

const query = fc.dictionary(
  fc.constantFrom(
    'shop',
    'date',
    'lookahead',
    'tour',
    'article',
    'product_kind',
    'event',
    'deep',
    'voucher',
    'x',
  ),
  value,
  { maxKeys: 4 },
);

function url(
  endpoint: Endpoint,
  lang: string,
  params: string[],
  q: Record<string, string>,
): string {
  const names = pathParamNames(endpoint.path);
  let i = 0;
  const path = endpoint.path.replace(/\{[A-Za-z_]+\}/g, () =>
    encodeURIComponent(params[i++ % Math.max(1, names.length)] ?? ''),
  );
  const search = new URLSearchParams(q).toString();
  return `/api/${encodeURIComponent(lang)}/${path}${search ? `?${search}` : ''}`;
}

describe.each(testDatabaseKinds())('catalog calls under random input on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, TEST_NOW, demoConfig());
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never answers 5xx to 1,200 random paths and queries', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...catalogCalls),
        fc.oneof(fc.constantFrom('de', 'en', 'fr', 'da'), fc.string({ maxLength: 4 })),
        fc.array(value, { minLength: 3, maxLength: 3 }),
        query,
        async (endpoint, lang, params, q) => {
          const res = await app.inject({ method: 'GET', url: url(endpoint, lang, params, q) });
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${endpoint.name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(res.headers['content-type']).toContain('application/json');
        },
      ),
      { numRuns: 1200, seed: 20261121 },
    );
    // The run must reach the handlers, not only the validators.
    expect(seen.get(200) ?? 0).toBeGreaterThan(20);
    expect((seen.get(422) ?? 0) + (seen.get(404) ?? 0)).toBeGreaterThan(100);
  }, 180_000);
});
