import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { Database, Db } from '../../db/client';
import { banners, contentBlocks, pages, socialLinks } from '../../db/schema';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';

const COOKIE_DE = '<p>Wir verwenden nur technisch notwendige Cookies.</p>';
const COOKIE_EN = '<p>We only use strictly necessary cookies.</p>';

function withShop(changes: Partial<FoyerConfig['shop']>): FoyerConfig {
  const config = demoConfig();
  return { ...config, shop: { ...config.shop, ...changes } };
}

class Rollback extends Error {}

/** Runs `check` against an app whose database writes are rolled back afterwards. */
async function inRolledBackTransaction(db: Db, check: (tx: Db) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await check(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe.each(testDatabaseKinds())('content calls on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    const { db } = database;
    await db.insert(banners).values([
      {
        groupName: 'home',
        image: '/static/banners/winter-{width}.jpg',
        imageMobile: '/static/banners/winter-mobile-{width}.jpg',
        link: '/de/tickets',
        alt: { de: 'Winterausstellung', en: 'Winter exhibition' },
        sequenceNo: 2,
      },
      {
        groupName: 'home',
        image: 'https://cdn.example.org/banners/opening.jpg?w={width}',
        imageMobile: null,
        link: null,
        alt: { de: 'Wiedereröffnung' },
        sequenceNo: 1,
      },
      {
        groupName: 'home',
        image: 'banners/typo without a leading slash.jpg',
        alt: { de: 'Kaputt' },
        sequenceNo: 3,
      },
      {
        groupName: 'aside',
        image: '/static/banners/shop.jpg',
        alt: { en: 'Museum shop' },
        sequenceNo: 9,
      },
    ]);
    await db.insert(socialLinks).values([
      { name: 'Mastodon', url: 'https://mastodon.example/@lindenau', sequenceNo: 3 },
      { name: 'Instagram', url: 'https://instagram.example/lindenau', sequenceNo: 1 },
      { name: 'Broken', url: 'not a url', sequenceNo: 2 },
    ]);
    await db
      .insert(contentBlocks)
      .values({ key: 'cookie_warning', text: { de: COOKIE_DE, en: COOKIE_EN } });
    await db.insert(pages).values([
      {
        id: 'imprint',
        title: { de: 'Impressum', en: 'Imprint' },
        html: {
          de: '<p>Stadtmuseum Lindenau, Marktplatz 1</p>',
          en: '<p>Lindenau City Museum</p>',
        },
      },
      {
        id: 'terms',
        title: { de: 'AGB', fr: 'Conditions générales' },
        html: { fr: '<p>Conditions</p>' },
      },
      { id: 'data_protection', title: { de: 'Datenschutz' }, html: { de: '  ' } },
      {
        id: 'accessibility_statement',
        title: { en: 'Accessibility at the museum' },
        html: { de: '<p>Unsere Erklärung</p>', en: '<p>Our own statement</p>' },
      },
    ]);
    app = await createTestApp(database);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('static/content', () => {
    it('answers banners by group and sequence with the {width} placeholder kept', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/en/static/content' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.banners).toEqual([
        {
          group: 'aside',
          image: '/static/banners/shop.jpg',
          image_mobile: null,
          link: null,
          alt: 'Museum shop',
          sequence_no: 9,
        },
        {
          group: 'home',
          image: 'https://cdn.example.org/banners/opening.jpg?w={width}',
          image_mobile: null,
          link: null,
          alt: 'Wiedereröffnung',
          sequence_no: 1,
        },
        {
          group: 'home',
          image: '/static/banners/winter-{width}.jpg',
          image_mobile: '/static/banners/winter-mobile-{width}.jpg',
          link: '/de/tickets',
          alt: 'Winter exhibition',
          sequence_no: 2,
        },
      ]);
    });

    it('answers the social links ordered by sequence_no, leaving out a link that is no URL', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/de/static/content' });
      expect(res.json().data.social_media).toEqual([
        { name: 'Instagram', link: 'https://instagram.example/lindenau', sequence_no: 1 },
        { name: 'Mastodon', link: 'https://mastodon.example/@lindenau', sequence_no: 3 },
      ]);
    });

    it('answers the cookie notice in the request language', async () => {
      const de = await app.inject({ method: 'GET', url: '/api/de/static/content' });
      const en = await app.inject({ method: 'GET', url: '/api/en/static/content' });
      expect(de.json().data.cookie_warning).toEqual({ html: COOKIE_DE });
      expect(en.json().data.cookie_warning).toEqual({ html: COOKIE_EN });
    });

    it('falls back to the default language for texts missing in the request language', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/fr/static/content' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.cookie_warning).toEqual({ html: COOKIE_DE });
      expect(data.banners.map((b: { alt: string }) => b.alt)).toEqual([
        'Museum shop',
        'Wiedereröffnung',
        'Winterausstellung',
      ]);
    });

    it('answers no cookie notice when showCookieDisclaimer is off', async () => {
      const off = await createTestApp(database, {
        config: withShop({ showCookieDisclaimer: false }),
      });
      const res = await off.inject({ method: 'GET', url: '/api/de/static/content' });
      await off.close();
      expect(res.statusCode).toBe(200);
      expect(res.json().data.cookie_warning).toBeNull();
      expect(res.json().data.social_media).toHaveLength(2);
    });

    it('answers no cookie notice when the cookie_warning block has no text', async () => {
      await inRolledBackTransaction(database.db, async (tx) => {
        await tx
          .update(contentBlocks)
          .set({ text: { de: ' ', en: '' } })
          .where(eq(contentBlocks.key, 'cookie_warning'));
        const emptyApp = await buildApp({
          config: demoConfig(),
          db: tx,
          clock: fixedClock(TEST_NOW),
        });
        const res = await emptyApp.inject({ method: 'GET', url: '/api/de/static/content' });
        await emptyApp.close();
        expect(res.statusCode).toBe(200);
        expect(res.json().data.cookie_warning).toBeNull();
      });
    });

    it('answers 404 for an unknown language segment and for one the shop does not offer', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/api/xx/static/content' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
      const twoLanguages = await createTestApp(database, {
        config: withShop({ languages: ['de', 'en'], languagesFull: ['Deutsch', 'English'] }),
      });
      const notOffered = await twoLanguages.inject({
        method: 'GET',
        url: '/api/fr/static/content',
      });
      await twoLanguages.close();
      expect(notOffered.statusCode).toBe(404);
    });
  });

  describe('shopinfo', () => {
    it('answers the static content and the meta data in the request language', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/en/shopinfo?shop=2' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.meta).toEqual({
        siteName: 'Lindenau City Museum',
        currency: 'EUR',
        timeZone: 'Europe/Berlin',
        today: '2026-11-21',
        supportEmail: 'besucherservice@stadtmuseum-lindenau.example',
        // The demo museum's terms: visitors cancel and move nothing themselves.
        cancellation: { allowed: false, untilHours: 24, kinds: [], fee: null },
        move: { allowed: false, untilHours: 24 },
      });
      expect(data.cookie_warning).toEqual({ html: COOKIE_EN });
      expect(data.banners).toHaveLength(3);
      expect(data.social_media).toHaveLength(2);
    });

    it('falls back to siteName when the language has no translation', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/de/shopinfo?shop=2' });
      expect(res.json().data.meta.siteName).toBe('Stadtmuseum Lindenau');
    });

    it("answers the venue's today, not UTC's", async () => {
      // 23:30 UTC is already the next day in Berlin (UTC+1 in November).
      const late = await createTestApp(database, { now: new Date('2026-11-21T23:30:00Z') });
      const res = await late.inject({ method: 'GET', url: '/api/de/shopinfo?shop=2' });
      await late.close();
      expect(res.json().data.meta.today).toBe('2026-11-22');
    });

    it.each(['shop=3', 'shop=abc', 'shop=02.0', ''])(
      'answers 422 for the query "%s"',
      async (query) => {
        const res = await app.inject({ method: 'GET', url: `/api/de/shopinfo?${query}` });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          errors: { shop: expect.anything() },
        });
      },
    );

    it('answers 404 for an unknown language segment', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/deu/shopinfo?shop=2' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('shopinfo/config', () => {
    it("answers the configuration file's shop section", async () => {
      const res = await app.inject({ method: 'GET', url: '/api/it/shopinfo/config?shop=2' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      // The file's shop section, and the waiting list's limit the server adds while the list is on.
      expect(data).toEqual({
        ...JSON.parse(JSON.stringify(demoConfig().shop)),
        waitingList: { maxPlaces: demoConfig().server.waitingList.maxPlaces },
      });
      expect(data).toMatchObject({
        hasTickets: true,
        languages: ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'],
        siteName: 'Stadtmuseum Lindenau',
        showCookieDisclaimer: true,
        theme: { logo: '/static/logo.svg' },
      });
    });

    it('answers what the museum configured, not the demo', async () => {
      const custom = await createTestApp(database, {
        config: withShop({ hasMerchandise: false, homeView: 'guidedTours' }),
      });
      const res = await custom.inject({ method: 'GET', url: '/api/de/shopinfo/config?shop=2' });
      await custom.close();
      expect(res.json().data).toMatchObject({ hasMerchandise: false, homeView: 'guidedTours' });
    });

    it('answers 422 for shop=3 and 404 for an unknown language', async () => {
      const wrongShop = await app.inject({ method: 'GET', url: '/api/de/shopinfo/config?shop=3' });
      expect(wrongShop.statusCode).toBe(422);
      expect(wrongShop.json().errors).toHaveProperty('shop');
      const unknown = await app.inject({ method: 'GET', url: '/api/pl/shopinfo/config?shop=2' });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('page/{id}', () => {
    it('answers the title and HTML in the request language', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/en/page/imprint' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { id: 'imprint', title: 'Imprint', html: '<p>Lindenau City Museum</p>', lang: 'en' },
      });
    });

    it('falls back to the default language when the page has no text in the request language', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/sv/page/imprint' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: 'imprint',
        title: 'Impressum',
        html: '<p>Stadtmuseum Lindenau, Marktplatz 1</p>',
        lang: 'de',
      });
    });

    it('takes title and HTML from the one language that has the HTML', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/de/page/terms' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: 'terms',
        title: 'Conditions générales',
        html: '<p>Conditions</p>',
        lang: 'fr',
      });
    });

    it.each([
      ['a page that is not stored', 'shipping'],
      ['a page whose HTML is blank', 'data_protection'],
    ])('answers 404 for %s', async (_case, id) => {
      const res = await app.inject({ method: 'GET', url: `/api/de/page/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Nicht gefunden.' });
    });

    it('answers 404 for a page without a title', async () => {
      await inRolledBackTransaction(database.db, async (tx) => {
        await tx
          .insert(pages)
          .values({ id: 'shipping', title: {}, html: { de: '<p>Versand</p>' } });
        const untitledApp = await buildApp({
          config: demoConfig(),
          db: tx,
          clock: fixedClock(TEST_NOW),
        });
        const res = await untitledApp.inject({ method: 'GET', url: '/api/de/page/shipping' });
        await untitledApp.close();
        expect(res.statusCode).toBe(404);
      });
    });

    it.each(['contact', 'Imprint', '..%2F..%2Fetc', '1'])(
      'answers 422 for the page id "%s"',
      async (id) => {
        const res = await app.inject({ method: 'GET', url: `/api/en/page/${id}` });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          errors: { id: expect.anything() },
        });
      },
    );

    it('answers 404 for an unknown language segment', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/EN/page/imprint' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('page/accessibility_statement', () => {
    /** A museum whose facts need escaping, with a phone number unless `phone` is null. */
    function museumConfig(phone: string | null): FoyerConfig {
      const config = withShop({
        siteName: 'Kunst & Design <Haus>',
        siteNameTranslations: {},
        supportEmail: "o'hara@museum.example",
      });
      const museum = { ...config.server.museum };
      delete museum.phone;
      if (phone !== null) museum.phone = phone;
      return { ...config, server: { ...config.server, museum } };
    }

    /** Asks for the statement of a museum that has written none. */
    async function withoutOwnStatement(config: FoyerConfig, paths: string[]) {
      const answers: { statusCode: number; data: Record<string, string> }[] = [];
      await inRolledBackTransaction(database.db, async (tx) => {
        await tx.delete(pages).where(eq(pages.id, 'accessibility_statement'));
        const bare = await buildApp({ config, db: tx, clock: fixedClock(TEST_NOW) });
        for (const url of paths) {
          const res = await bare.inject({ method: 'GET', url });
          answers.push({ statusCode: res.statusCode, data: res.json().data });
        }
        await bare.close();
      });
      return answers;
    }

    it('answers Foyer’s default in the request language, with the museum’s contact, when the museum wrote none', async () => {
      const [de, en] = await withoutOwnStatement(museumConfig('+49 341 555-0190'), [
        '/api/de/page/accessibility_statement',
        '/api/en/page/accessibility_statement',
      ]);
      const mail = `<a href="mailto:o&#39;hara@museum.example">o&#39;hara@museum.example</a>`;
      // Shown without a break opportunity inside the number.
      const phone = '<a href="tel:+493415550190">+49\u00a0341\u00a0555\u20110190</a>';
      expect(de?.statusCode).toBe(200);
      expect(de?.data).toMatchObject({
        id: 'accessibility_statement',
        title: 'Erklärung zur Barrierefreiheit',
        lang: 'de',
      });
      expect(de?.data.html).toMatch(/^<p>Kunst &amp; Design &lt;Haus&gt; möchte/);
      expect(de?.data.html).toContain('(WCAG) 2.2 auf Stufe AA');
      expect(de?.data.html).toContain('EN 301 549');
      expect(de?.data.html).toContain(
        `schreiben Sie uns an ${mail} oder rufen Sie uns an: ${phone}.`,
      );
      expect(de?.data.html).toContain('am 30. November 2026 erstellt');
      expect(en?.statusCode).toBe(200);
      expect(en?.data).toMatchObject({ title: 'Accessibility statement', lang: 'en' });
      expect(en?.data.html).toContain('(WCAG) 2.2 at level AA');
      expect(en?.data.html).toContain(`write to us at ${mail} or call us on ${phone}.`);
      expect(en?.data.html).toContain('prepared on November 30, 2026');
      for (const page of [de, en]) {
        expect(page?.data.html).not.toContain('<h1');
        expect(page?.data.html).not.toContain('<Haus>');
      }
    });

    it('leaves the phone out of the default when none is configured', async () => {
      const [fr] = await withoutOwnStatement(museumConfig(null), [
        '/api/fr/page/accessibility_statement',
      ]);
      expect(fr?.data.title).toBe('Déclaration d’accessibilité');
      expect(fr?.data.html).toContain(
        'écrivez-nous à <a href="mailto:o&#39;hara@museum.example">o&#39;hara@museum.example</a>. ',
      );
      expect(fr?.data.html).not.toContain('tel:');
    });

    it('answers the museum’s own statement where it has one, in place of the default', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/en/page/accessibility_statement' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: 'accessibility_statement',
        title: 'Accessibility at the museum',
        html: '<p>Our own statement</p>',
        lang: 'en',
      });
    });

    it('gives the museum’s text without a title in that language the default title', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/de/page/accessibility_statement' });
      expect(res.json().data).toEqual({
        id: 'accessibility_statement',
        title: 'Erklärung zur Barrierefreiheit',
        html: '<p>Unsere Erklärung</p>',
        lang: 'de',
      });
    });

    it('answers the default in a language the museum’s statement leaves empty', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/sv/page/accessibility_statement' });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ title: 'Tillgänglighetsredogörelse', lang: 'sv' });
      expect(page.html).toContain('(WCAG) 2.2 på nivå AA');
      expect(page.html).toContain('besucherservice@stadtmuseum-lindenau.example');
      expect(page.html).not.toContain('Our own statement');
    });
  });
});
