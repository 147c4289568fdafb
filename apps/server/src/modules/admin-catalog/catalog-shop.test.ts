/**
 * The shop editor over HTTP on a real database: roles, the catalog file's checks
 * per field, articles and passes the shop shows at once, stock never below sold + held (with the
 * numbers), hiding instead of deleting, voucher types, and voucher codes issued with the type's value,
 * looked up and voided (the shop and checkout refuse a voided code), each with an audit entry.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, merchandise, staffAuditLog } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { exportCatalog } from '../catalog-file/testing';
import { importCatalog } from '../catalog-file';
import { ignoreTeardownTermination, guestToken, initPayment } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';

describe.each(testDatabaseKinds())('the shop editor on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let agents: Record<'owner' | 'manager' | 'sales', Agent>;
  const clock = movableClock();
  const config = demoConfig();

  function call(method: 'GET' | 'POST' | 'PUT', url: string, agent: Agent, body?: object) {
    return app.inject({
      method,
      url: `/api/admin/catalog/${url}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

  const mug = {
    name: { de: 'Museumstasse', da: 'Museumskrus', en: 'Museum mug' },
    description: { de: 'Steingut, 300 ml', da: 'Stentøj, 300 ml' },
    price: 1290,
    vatValue: 19,
    needsShipping: false,
    capacity: 5,
  };
  const giftType = {
    name: { de: 'Geschenkgutschein 30 €', da: 'Gavekort 30 €' },
    price: 3000,
    validityDays: 365,
  };

  async function lastAudit() {
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    return entry;
  }

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    agents = {
      owner: await signedIn(app, database.db, config, clock, 'owner'),
      manager: await signedIn(app, database.db, config, clock, 'manager'),
      sales: await signedIn(app, database.db, config, clock, 'sales'),
    };
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function createdArticle(body: object = mug): Promise<number> {
    const answer = await call('POST', 'merchandise', agents.manager, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.id;
  }

  it('lets managers and owners in, and not sales', async () => {
    expect((await call('GET', 'merchandise', agents.owner)).statusCode).toBe(200);
    expect((await call('GET', 'voucher-types', agents.manager)).statusCode).toBe(200);
    expect((await call('GET', 'passes', agents.sales)).statusCode).toBe(403);
    expect((await call('POST', 'merchandise', agents.sales, mug)).statusCode).toBe(403);
  });

  it('refuses an invalid article with the catalog file’s messages per field', async () => {
    const answer = await call('POST', 'merchandise', agents.manager, {
      name: { de: ' ' },
      price: -5,
      capacity: 1.5,
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['capacity', 'name', 'price']);
    expect(body.errors.price).toBe('expected cents (a whole number, 0 or more)');
    const unknown = await call('POST', 'merchandise', agents.manager, {
      ...mug,
      category: 999_999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ category: 'does not exist' });
  });

  it('creates an article the shop shows at once, in Danish, with an audit entry', async () => {
    const id = await createdArticle();
    const shop = await app.inject({ method: 'GET', url: `/api/da/merchandise?article=${id}` });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.body).toContain('Museumskrus');
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.article.create',
      targetId: String(id),
    });
    const list = (await call('GET', 'merchandise', agents.manager)).json().data;
    expect(list.articles.map((a: { id: number }) => a.id)).toContain(id);
    const passes = (await call('GET', 'passes', agents.manager)).json().data;
    expect(passes.articles.map((a: { id: number }) => a.id)).not.toContain(id);
  });

  it('lists annual passes (product kind 13) on their own', async () => {
    const id = await createdArticle({
      ...mug,
      name: { de: 'Jahreskarte', da: 'Årskort' },
      productKind: 13,
    });
    const passes = (await call('GET', 'passes', agents.manager)).json().data;
    expect(passes.articles.map((a: { id: number }) => a.id)).toContain(id);
    expect(await lastAudit()).toMatchObject({ action: 'catalog.pass.create' });
  });

  it('never sets stock below what is sold and held, and says how many', async () => {
    const id = await createdArticle();
    const [row] = await database.db
      .select({ capacityId: merchandise.capacityId })
      .from(merchandise)
      .where(eq(merchandise.id, id));
    await database.db
      .update(capacities)
      .set({ sold: 2, held: 1 })
      .where(eq(capacities.id, row!.capacityId));
    const low = await call('PUT', `merchandise/${id}`, agents.manager, { ...mug, capacity: 2 });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      error: 'CAPACITY_BELOW_SOLD_AND_HELD',
      params: { sold: 2, held: 1, minimum: 3, capacity: 2 },
      errors: { capacity: '2 sold and 1 held: the capacity must be at least 3' },
    });
    const ok = await call('PUT', `merchandise/${id}`, agents.manager, { ...mug, capacity: 3 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      article: { capacity: 3 },
      stockUse: { sold: 2, held: 1 },
    });
    const [stock] = await database.db
      .select()
      .from(capacities)
      .where(and(eq(capacities.id, row!.capacityId)));
    expect(stock).toMatchObject({ capacity: 3, sold: 2, held: 1 });
  });

  it('hides an article instead of deleting it, and the shop stops offering it', async () => {
    const id = await createdArticle();
    const hidden = await call('PUT', `merchandise/${id}`, agents.owner, {
      ...mug,
      needsShipping: true,
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.article).toMatchObject({ active: false, needsShipping: true });
    const shop = await app.inject({ method: 'GET', url: `/api/da/merchandise?article=${id}` });
    expect(shop.body).not.toContain('Museumskrus');
    const rows = await database.db.select().from(merchandise).where(eq(merchandise.id, id));
    expect(rows).toHaveLength(1);
    // Other articles are untouched by a save (the writer's `only`).
    const others = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchandise)
      .where(eq(merchandise.active, true));
    expect(Number(others[0]?.n)).toBeGreaterThan(0);
  });

  it('creates and saves voucher types, checked per field', async () => {
    const bad = await call('POST', 'voucher-types', agents.manager, {
      ...giftType,
      validityDays: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['validityDays']);
    const created = await call('POST', 'voucher-types', agents.manager, giftType);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const saved = await call('PUT', `voucher-types/${id}`, agents.manager, {
      ...giftType,
      description: { de: 'Für alles im Museum', da: 'Til alt i museet' },
    });
    expect(saved.json().data).toMatchObject({
      id,
      type: { price: 3000, description: { da: 'Til alt i museet' } },
      codes: 0,
    });
    expect(await lastAudit()).toMatchObject({ action: 'catalog.voucherType.update' });
    const shop = await app.inject({ method: 'GET', url: `/api/da/voucher/selectOne/price/${id}` });
    expect(shop.body).toContain('Gavekort 30 €');
  });

  it('issues codes with the type’s value, looks one up, voids it, and checkout refuses it', async () => {
    const typeId = (await call('POST', 'voucher-types', agents.manager, giftType)).json().data.id;
    const forged = await call('POST', 'voucher-codes', agents.manager, {
      voucherType: typeId,
      count: 3,
      amount: 99_999,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ amount: 'the value comes from the voucher type' });
    const issued = await call('POST', 'voucher-codes', agents.manager, {
      voucherType: typeId,
      count: 3,
      validFrom: '2026-01-01',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const codes = issued.json().data.codes;
    expect(codes).toHaveLength(3);
    expect(new Set(codes.map((c: { barcode: string }) => c.barcode)).size).toBe(3);
    expect(codes[0]).toMatchObject({
      amount: 3000,
      left: 3000,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      voidedAt: null,
      redemptions: [],
    });
    expect(await lastAudit()).toMatchObject({ action: 'catalog.voucherCode.issue' });

    const code = codes[0];
    const found = await call(
      'GET',
      `voucher-codes/lookup?code=${encodeURIComponent(` ${code.barcode} `)}`,
      agents.manager,
    );
    expect(found.json().data).toMatchObject({ id: code.id, left: 3000, typeName: giftType.name });
    expect((await call('GET', 'voucher-codes/lookup?code=NOPE', agents.manager)).statusCode).toBe(
      404,
    );

    const check = () =>
      app.inject({ method: 'GET', url: `/api/de/voucher?voucher=${code.barcode}` });
    expect((await check()).statusCode).toBe(200);

    const voided = await call('POST', `voucher-codes/${code.id}/void`, agents.manager);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.voidedAt).toEqual(expect.any(String));
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.voucherCode.void',
      targetId: String(code.id),
    });
    expect((await call('POST', `voucher-codes/${code.id}/void`, agents.manager)).statusCode).toBe(
      409,
    );
    expect((await check()).json()).toMatchObject({ error: 'VOUCHER_NOT_FOUND' });

    const articleId = await createdArticle();
    const token = await guestToken(app);
    const refused = await initPayment(
      app,
      [
        { type: 'merchandise', id: articleId, count: 1 },
        { type: 'voucherCode', barcode: code.barcode },
      ],
      { token },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'VOUCHER_NOT_FOUND' });
    // Another code of the batch still pays.
    const other = await initPayment(
      app,
      [
        { type: 'merchandise', id: articleId, count: 1 },
        { type: 'voucherCode', barcode: codes[1].barcode },
      ],
      { token },
    );
    expect(other.statusCode, other.body).toBe(200);
  });

  it('issues a variable-amount type’s codes only with an amount', async () => {
    const typeId = (
      await call('POST', 'voucher-types', agents.manager, {
        ...giftType,
        price: 0,
        variableAmount: true,
      })
    ).json().data.id;
    const none = await call('POST', 'voucher-codes', agents.manager, { voucherType: typeId });
    expect(none.json().errors).toEqual({ amount: 'a variable-amount type needs the amount' });
    const one = await call('POST', 'voucher-codes', agents.manager, {
      voucherType: typeId,
      amount: 4500,
    });
    expect(one.json().data.codes[0]).toMatchObject({ amount: 4500 });
  });

  it('keeps a voided code void through an export and import of the catalog file', async () => {
    const typeId = (await call('POST', 'voucher-types', agents.manager, giftType)).json().data.id;
    const [code] = (
      await call('POST', 'voucher-codes', agents.manager, { voucherType: typeId })
    ).json().data.codes;
    await call('POST', `voucher-codes/${code.id}/void`, agents.owner);
    const file = await exportCatalog(database.db);
    expect(file.voucherCodes?.map((c) => c.barcode)).not.toContain(code.barcode);
    const imported = await importCatalog(database.db, file);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    const again = await importCatalog(database.db, {
      ...file,
      voucherCodes: [
        ...(file.voucherCodes ?? []),
        { id: 1_999_999, barcode: code.barcode, amount: 100_000 },
      ],
    });
    expect(again).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('which was voided')],
    });
    const found = await call('GET', `voucher-codes/lookup?code=${code.barcode}`, agents.manager);
    expect(found.json().data).toMatchObject({ id: code.id, voidedAt: expect.any(String) });
  });
});
