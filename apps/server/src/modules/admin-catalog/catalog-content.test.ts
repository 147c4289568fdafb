/**
 * The content editor over HTTP on a real database: pages, banners and upsell
 * relations checked with the catalog file's schema per field, saved through the import's writers,
 * shown by the shop at once, with audit entries; roles; no script injection.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { staffAuditLog } from '../../db/schema';
import { importCatalog } from '../catalog-file';
import { smallCatalog } from '../catalog-file/testing';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';

describe.each(testDatabaseKinds())('the content editor on $name', ({ open }) => {
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
    const imported = await importCatalog(database.db, smallCatalog());
    expect(imported.ok).toBe(true);
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

  it('lets managers and owners in, and not sales', async () => {
    expect((await call('GET', 'pages', agents.manager)).statusCode).toBe(200);
    expect((await call('GET', 'banners', agents.owner)).statusCode).toBe(200);
    expect((await call('GET', 'upsells', agents.sales)).statusCode).toBe(403);
    expect((await call('PUT', 'pages/imprint', agents.sales, { title: 'x' })).statusCode).toBe(403);
  });

  it('saves a page’s Danish text that the shop shows at once, with an audit entry', async () => {
    const list = (await call('GET', 'pages', agents.manager)).json().data;
    expect(list.pages.map((page: { id: string }) => page.id)).toEqual(['imprint']);
    expect(list.missing).toContain('terms');
    const saved = await call('PUT', 'pages/imprint', agents.manager, {
      title: { de: 'Impressum', da: 'Kolofon' },
      html: { de: '<p>Hallo</p>', da: '<p>Hej <strong>alle</strong></p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shop = await app.inject({ method: 'GET', url: '/api/da/page/imprint' });
    expect(shop.json().data).toMatchObject({
      title: 'Kolofon',
      html: '<p>Hej <strong>alle</strong></p>',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.page.update',
      targetType: 'page',
      targetId: 'imprint',
    });
  });

  it('creates a page once, and hides it', async () => {
    const page = { id: 'terms', title: { de: 'AGB' }, html: { de: '<p>AGB</p>' } };
    expect((await call('POST', 'pages', agents.owner, page)).statusCode).toBe(200);
    expect((await call('POST', 'pages', agents.owner, page)).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/api/de/page/terms' })).statusCode).toBe(200);
    expect((await call('POST', 'pages/terms/hide', agents.owner)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/de/page/terms' })).statusCode).toBe(404);
    expect((await lastAudit())?.action).toBe('catalog.page.hide');
    expect((await call('GET', 'pages/terms', agents.owner)).statusCode).toBe(404);
  });

  it('puts an edited accessibility statement in place of Foyer’s default, which returns when it is taken out', async () => {
    const shop = async (lang: string) =>
      (await app.inject({ method: 'GET', url: `/api/${lang}/page/accessibility_statement` })).json()
        .data;
    expect((await shop('de')).title).toBe('Erklärung zur Barrierefreiheit');
    expect((await shop('de')).html).toContain('(WCAG) 2.2 auf Stufe AA');
    const page = {
      id: 'accessibility_statement',
      title: { de: 'Barrierefreiheit im Museum' },
      html: { de: '<p>Unsere eigene Erklärung</p>' },
    };
    expect((await call('POST', 'pages', agents.manager, page)).statusCode).toBe(200);
    expect(await shop('de')).toMatchObject({
      title: 'Barrierefreiheit im Museum',
      html: '<p>Unsere eigene Erklärung</p>',
    });
    expect((await shop('en')).title).toBe('Accessibility statement');
    expect(
      (await call('POST', 'pages/accessibility_statement/hide', agents.manager)).statusCode,
    ).toBe(200);
    expect((await shop('de')).html).toContain(config.shop.supportEmail);
  });

  it('shows the editor Foyer’s default statement in every language, to managers and owners only', async () => {
    const answer = await call('GET', 'pages/accessibility_statement/default', agents.manager);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data.id).toBe('accessibility_statement');
    expect(Object.keys(data.title).sort()).toEqual([
      'da',
      'de',
      'en',
      'es',
      'fr',
      'it',
      'nl',
      'sv',
    ]);
    expect(data.title.nl).toBe('Toegankelijkheidsverklaring');
    expect(data.html.it).toContain('(WCAG) 2.2 al livello AA');
    expect(data.html.it).toContain(`mailto:${config.shop.supportEmail}`);
    const refused = await call('GET', 'pages/accessibility_statement/default', agents.sales);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses scripts and empty titles per field, as the catalog file import does', async () => {
    const answer = await call('PUT', 'pages/imprint', agents.manager, {
      title: { de: ' ' },
      html: { de: '<p>ok</p>', da: '<img src="x" onerror="alert(1)">' },
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['html.da', 'title']);
    const file = await importCatalog(database.db, {
      version: 1,
      pages: [{ id: 'imprint', title: 'x', html: '<script>alert(1)</script>' }],
    });
    expect(file).toEqual({
      ok: false,
      errors: ['pages[0].html: no scripts, event handlers, frames or javascript: links'],
    });
  });

  it('creates, edits and hides a banner; the shop shows the change at once', async () => {
    const created = await call('POST', 'banners', agents.manager, {
      image: '/static/banners/winter.svg',
      link: '/tickets',
      alt: { de: 'Winter', da: 'Vinter' },
      sequenceNo: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = created.json().data;
    expect(banner).toMatchObject({ group: 'home', imageMobile: null, sequenceNo: 2 });
    const edited = await call('PUT', `banners/${banner.id}`, agents.manager, {
      image: '/static/banners/winter.svg',
      alt: { de: 'Winter', da: 'Vinternat' },
      sequenceNo: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shopInfo = await app.inject({ method: 'GET', url: '/api/da/shopinfo?shop=2' });
    expect(shopInfo.body).toContain('Vinternat');
    expect(shopInfo.body).toContain('/static/banners/a.svg');
    expect((await lastAudit())?.action).toBe('catalog.banner.update');
    const bad = await call('PUT', `banners/${banner.id}`, agents.manager, {
      image: 'javascript:alert(1)',
      link: 'not a link',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['image', 'link']);
    expect((await call('POST', `banners/${banner.id}/hide`, agents.manager)).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/da/shopinfo?shop=2' });
    expect(after.body).not.toContain('Vinternat');
    expect(after.body).toContain('/static/banners/a.svg');
    expect((await call('GET', `banners/${banner.id}`, agents.manager)).statusCode).toBe(404);
  });

  it('adds and removes an upsell that the basket offers at once', async () => {
    const suggest = async (id: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/da/checkout/suggest',
        payload: { cart: { ver: 1, items: [{ type: 'merchandise', id, count: 1 }] } },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((entry: { item: { id: number } }) => entry.item.id);
    };
    expect(await suggest(31)).toEqual([]);
    const saved = await call('PUT', 'upsells/31', agents.manager, { related: [30] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: 31, related: [30] });
    expect(await suggest(31)).toEqual([30]);
    expect(await lastAudit()).toMatchObject({
      action: 'catalog.upsell.update',
      before: { related: [] },
      after: { related: [30] },
    });
    const list = (await call('GET', 'upsells', agents.manager)).json().data;
    expect(list.find((item: { id: number }) => item.id === 30)).toMatchObject({ related: [31] });
    expect((await call('PUT', 'upsells/31', agents.manager, { related: [] })).statusCode).toBe(200);
    expect(await suggest(31)).toEqual([]);
    const unknown = await call('PUT', 'upsells/31', agents.manager, { related: [30, 999] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['related.1']);
    expect((await call('PUT', 'upsells/999', agents.manager, { related: [] })).statusCode).toBe(
      404,
    );
  });
});
