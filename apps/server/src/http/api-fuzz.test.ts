/**
 * Random requests to every endpoint of the API contract (the OpenAPI document is built
 * from it): random path segments, query values and JSON bodies, with and without a valid login
 * token, some with NUL and other control characters. No answer is a 5xx, and every refusal has the
 * documented shape: the endpoint's own error schema for its statuses, `{ error, message }` with a
 * stable code for the transport's (400, 404, 413, 414, 415), and the 422 of the contract's checks.
 * The back office's calls (`docs/openapi-admin.json`) get the same treatment with an owner's
 * session and its CSRF token: no 5xx, every refusal `{ error, message, errors? }`.
 *
 * CI runs `FOYER_FUZZ_RUNS` (default 500) requests to each API, a check that every endpoint holds;
 * `npm run bench:fuzz` runs 20,000.
 */
import {
  endpoints,
  pathParamNames,
  unauthorizedBody,
  validationErrorBody,
  type Endpoint,
} from '@foyer/domain/contract';
import { adminError, type AdminEndpoint } from '@foyer/domain/admin-contract';
import { everyAdminEndpoint } from '@foyer/domain/admin-contract/openapi';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { guestToken } from '../modules/checkout/testing';
import { customerTestConfig, movableClock, TEST_ARGON2 } from '../modules/customers/testing';
import { signedIn, type Agent } from '../modules/orders/testing';
import { writeRequireTotp } from '../modules/staff/testing';
import { seedDemoIfEmpty } from '../seed/demo';
import { createTestApp, TEST_NOW } from '../testing/app';

const RUNS = Number(process.env.FOYER_FUZZ_RUNS ?? 500);
/** `FOYER_FUZZ_SEED` replays the run fast-check printed with a failure. */
const SEED = process.env.FOYER_FUZZ_SEED ? Number(process.env.FOYER_FUZZ_SEED) : undefined;
const calls: Endpoint[] = Object.values(endpoints);

const TRANSPORT_CODES: Record<number, string[]> = {
  400: ['BAD_REQUEST'],
  404: ['NOT_FOUND', 'PAGE_NOT_FOUND'],
  413: ['PAYLOAD_TOO_LARGE'],
  414: ['URI_TOO_LONG'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
};

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\u202e',
  '\ud800',
  "' OR 1=1 --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(250),
  '',
);

/** Values that look almost right as well as junk. */
const text = fc.oneof(
  fc.integer({ min: -5, max: 300 }).map(String),
  fc.constantFrom('1', '2', '0', '-1', '1e3', '0x10', '99999999999999999999', 'NaN', '2147483648'),
  fc.constantFrom('20261121', '20261301', '2026-11-21', '2026-02-30', '20261121;20261231'),
  fc.constantFrom('DEMO-VALID-50', 'imprint', 'ada@example.org', 'http://localhost:3000/en/x'),
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

const json: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A body with the endpoint's own top-level keys (and one stray), each with a random value. */
function body(endpoint: Endpoint): fc.Arbitrary<unknown> {
  const keys = [...keysOf(endpoint.body), 'x', '__proto__'];
  return fc.oneof(fc.dictionary(fc.constantFrom(...keys), json, { maxKeys: keys.length }), json);
}

function query(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const keys = [...keysOf(endpoint.query), '_', 'x'];
  return fc.dictionary(fc.constantFrom(...keys), text, { maxKeys: 4 });
}

/** Percent-encodes `value`; a lone surrogate becomes bytes that are not UTF-8 (fuzz, too). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function url(endpoint: Endpoint, lang: string, params: string[], q: Record<string, string>) {
  const names = pathParamNames(endpoint.path);
  let i = 0;
  const path = endpoint.path.replace(/\{[A-Za-z_]+\}/g, () =>
    encode(params[i++ % Math.max(1, names.length)] ?? ''),
  );
  const search = Object.entries(q)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return `/api/${encode(lang)}/${path}${search ? `?${search}` : ''}`;
}

const request = fc.constantFrom(...calls).chain((endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    lang: fc.oneof(fc.constantFrom('de', 'en', 'fr', 'da'), fc.string({ maxLength: 4 })),
    params: fc.array(text, { minLength: 3, maxLength: 3 }),
    query: query(endpoint),
    withToken: fc.boolean(),
    body: endpoint.method === 'POST' ? body(endpoint) : fc.constant(undefined),
  }),
);

let database: Database;
let app: FastifyInstance;
let token: string;
const config = customerTestConfig();
const clock = movableClock();

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedDemoIfEmpty(database.db, TEST_NOW, config);
  clock.set(TEST_NOW);
  app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
  token = await guestToken(app);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('every endpoint of the contract under random input', () => {
  it(`answers ${RUNS} random requests without a 5xx, refusals in the documented shape`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const q = r.withToken ? { ...r.query, _: token } : r.query;
        const res = await app.inject({
          method: r.endpoint.method,
          url: url(r.endpoint, r.lang, r.params, q),
          ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body) }),
          headers: r.body === undefined ? {} : { 'content-type': 'application/json' },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${r.endpoint.name} ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode < 400) return;
        const answer: unknown = res.json();
        const documented = r.endpoint.errors[res.statusCode as keyof Endpoint['errors']];
        if (res.statusCode === 422) {
          // Every call validates its path, query and body: 422 with per-field messages,
          // or the endpoint's own 422 body (shipping costs: `{ code }`).
          const shaped = [validationErrorBody, ...(documented ? [documented] : [])].some(
            (schema) => schema.safeParse(answer).success,
          );
          expect(shaped, where).toBe(true);
        } else if (
          (res.statusCode === 401 || res.statusCode === 403) &&
          r.endpoint.auth !== 'none'
        ) {
          // A call with a login answers 401 without a valid token, 403 when it expired or was
          // revoked (the fuzz also calls auth/logout with the token).
          expect(unauthorizedBody.safeParse(answer).success, where).toBe(true);
        } else if (documented) {
          expect(documented.safeParse(answer).success, where).toBe(true);
        } else {
          const codes = TRANSPORT_CODES[res.statusCode];
          expect(codes, where).toBeDefined();
          const shaped = answer as { error?: unknown; message?: unknown };
          expect(codes, where).toContain(shaped.error);
          expect(typeof shaped.message, where).toBe('string');
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    // The run reached more than the validation: some answers passed it.
    // Most calls got past the session checks and the validation.
    const passed = (statuses.get(200) ?? 0) + (statuses.get(404) ?? 0) + (statuses.get(409) ?? 0);
    expect(passed, String([...statuses])).toBeGreaterThan(RUNS / 10);
    expect(statuses.get(403) ?? 0, String([...statuses])).toBeLessThan(RUNS / 10);
  }, 600_000);
});

interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  options?: unknown[];
  in?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: unknown;
  right?: unknown;
}

function defOf(schema: unknown): SchemaDef {
  return (schema as { _zod: { def: SchemaDef } })._zod.def;
}

/** Texts that pass many checks (dates, e-mail addresses, ids, slots) as well as nasty ones. */
const adminText = fc.oneof(
  text,
  nasty,
  {
    arbitrary: fc.constantFrom('2026-11-21', '2026-11-21T11:00', 'event:1', '11:00', 'de', 'Ada'),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom('ada@example.org', 'AAAA-BBBB-CCCC-DDDD', 'abcdefgh-1234'),
    weight: 2,
  },
);
const adminInt = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 400 }), weight: 5 },
  fc.constantFrom(2_147_483_647, 2_147_483_648, -2_147_483_649, -1, 1e21, 0.5),
);

/** Values shaped like what `schema` accepts, with texts and numbers from the pools above. */
function arbitraryOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown) => arbitraryOf(child, depth + 1);
  if (depth > 8) return json;
  switch (def.type) {
    case 'string':
      return adminText;
    case 'number':
      return adminInt;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, child]) => [key, inner(child)]),
        ),
      );
    case 'array':
      return fc.array(inner(def.element), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'record':
      return fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 3 });
    case 'intersection':
      return fc.oneof(inner(def.left), inner(def.right));
    case 'pipe':
      return inner(def.in);
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    default:
      return def.innerType ? inner(def.innerType) : json;
  }
}

/** A back-office body shaped like the endpoint's (most of the time), with strays, or junk. */
function adminBody(endpoint: AdminEndpoint): fc.Arbitrary<unknown> {
  const keys = [...keysOf(endpoint.body), 'x', '__proto__'];
  return fc.oneof(
    { arbitrary: endpoint.body ? arbitraryOf(endpoint.body) : json, weight: 4 },
    fc.dictionary(fc.constantFrom(...keys), json, { maxKeys: keys.length }),
    json,
  );
}

/** Query values shaped like the endpoint's, as text. */
function adminQuery(endpoint: AdminEndpoint): fc.Arbitrary<Record<string, string>> {
  return fc
    .oneof(
      { arbitrary: arbitraryOf(endpoint.query), weight: 3 },
      fc.dictionary(fc.constantFrom(...keysOf(endpoint.query), 'x'), text, { maxKeys: 4 }),
    )
    .map((value) =>
      Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .map(([key, v]) => [key, typeof v === 'string' ? v : JSON.stringify(v)]),
      ),
    );
}

function adminUrl(endpoint: AdminEndpoint, params: string[], q: Record<string, string>) {
  let i = 0;
  const path = endpoint.path.replace(/\{[A-Za-z_]+\}/g, () => encode(params[i++] ?? ''));
  const search = Object.entries(q)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return `/api/admin/${path}${search ? `?${search}` : ''}`;
}

const adminParam = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 400 }).map(String), weight: 3 },
  fc.constantFrom('event', 'tour', 'merchandise', 'voucher', '2147483648', '-1'),
  text,
);

const adminRequest = fc.constantFrom(...everyAdminEndpoint).chain((endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    params: fc.array(adminParam, { minLength: 3, maxLength: 3 }),
    query: adminQuery(endpoint),
    body: endpoint.method === 'GET' ? fc.constant(undefined) : adminBody(endpoint),
  }),
);

describe('every back-office call under random input with a staff session', () => {
  it(`answers ${RUNS} random requests without a 5xx, refusals as { error, message }`, async () => {
    let owner: Agent = await signedIn(app, database.db, config, clock, 'owner');
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(adminRequest, async (r) => {
        const res = await app.inject({
          method: r.endpoint.method,
          url: adminUrl(r.endpoint, r.params, r.query),
          ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body) }),
          headers: {
            cookie: owner.cookie,
            'x-csrf-token': owner.csrf,
            ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${r.endpoint.method} ${r.endpoint.path} ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(adminError.safeParse(res.json()).success, where).toBe(true);
        }
        // The fuzz signs out, disables accounts and requires 2FA of all staff too: undo that.
        if (r.endpoint.name === 'adminPutSettings' && res.statusCode === 200) {
          await database.db.transaction((tx) => writeRequireTotp(tx, false));
        }
        if (res.statusCode === 401 || (res.statusCode === 403 && !res.body.includes('CSRF'))) {
          owner = await signedIn(app, database.db, config, clock, 'owner');
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(
      [...statuses.keys()].some((status) => status === 200),
      String([...statuses]),
    ).toBe(true);
  }, 600_000);
});
