/** The token bucket of guest registrations: a burst, then one per refill interval. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { uniqueVisitor } from '../customers/testing';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import { takeToken, takeTokenAndCount } from './rate-limit.repository';

describe.each(testDatabaseKinds())('token bucket on $name', ({ open }) => {
  const suite = {} as { database: Database };
  beforeAll(async () => {
    suite.database = await open();
    ignoreTeardownTermination(suite.database);
  }, 120_000);
  afterAll(async () => {
    await suite.database.close();
  });

  it('gives an address a burst of tokens, then one per refill interval', async () => {
    const rule = { name: 'test:bucket', burst: 3, perHour: 3600 };
    const key = `test:bucket:${uniqueVisitor('bucket').ip}`;
    const start = new Date('2026-11-21T09:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const db = suite.database.db;
    for (let n = 0; n < 3; n += 1) {
      expect(await takeToken(db, key, rule, start)).toEqual({ allowed: true });
    }
    expect(await takeToken(db, key, rule, start)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await takeToken(db, key, rule, at(500))).toMatchObject({ allowed: false });
    expect(await takeToken(db, key, rule, at(1000))).toEqual({ allowed: true });
    expect(await takeToken(db, key, rule, at(1000))).toMatchObject({ allowed: false });
    // A quiet hour fills the bucket again: the whole burst, and no more.
    const later = at(3_600_000);
    for (let n = 0; n < 3; n += 1) {
      expect(await takeToken(db, key, rule, later)).toEqual({ allowed: true });
    }
    expect(await takeToken(db, key, rule, later)).toMatchObject({ allowed: false });
  });

  it('counts the e-mail only when the bucket gives a token, in one statement', async () => {
    const db = suite.database.db;
    const start = new Date('2026-11-21T09:00:00Z');
    const visitor = uniqueVisitor('bucket-and-count');
    const bucket = {
      key: `test:pair:${visitor.ip}`,
      rule: { name: 'test:pair', burst: 2, perHour: 3600 },
    };
    const loose = {
      name: 'test:count',
      free: 5,
      windowSeconds: 3600,
      baseDelaySeconds: 10,
      maxDelaySeconds: 60,
    };
    const attempt = { key: `test:count:${visitor.email}`, rule: loose };
    const failures = async (key: string) =>
      (await db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.failures;
    expect(await takeTokenAndCount(db, bucket, attempt, start)).toEqual({ allowed: true });
    expect(await takeTokenAndCount(db, bucket, attempt, start)).toEqual({ allowed: true });
    expect(await takeTokenAndCount(db, bucket, attempt, start)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await failures(attempt.key)).toBe(2);

    const strict = { ...loose, free: 1 };
    const wide = {
      key: `test:wide:${visitor.ip}`,
      rule: { name: 'test:wide', burst: 100, perHour: 3600 },
    };
    const slowed = { key: `test:slowed:${visitor.email}`, rule: strict };
    expect(await takeTokenAndCount(db, wide, slowed, start)).toEqual({ allowed: true });
    expect(await takeTokenAndCount(db, wide, slowed, start)).toEqual({ allowed: true });
    expect(await takeTokenAndCount(db, wide, slowed, start)).toEqual({
      allowed: false,
      blockedUntil: new Date(start.getTime() + 10_000),
    });
    expect(await failures(slowed.key)).toBe(2);
    // The bucket gave its token before the counter refused, as two separate calls would.
    expect(await failures(wide.key)).toBe(3);
  });
});
