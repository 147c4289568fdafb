/**
 * The demo museum's static pages and cookie notice answer in each of the shop's eight languages:
 * the page's own title and text in the request's language, never the default language's.
 */
import { LANGUAGES, type Language } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { TEST_NOW, createTestApp, demoConfig } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { useSuite } from '../testing/suite';
import { seedDemoIfEmpty } from './demo';
import { DEMO_PAGE_TEXTS } from './demo-pages';
import { DEMO_PAGE_IDS } from './demo-pages/texts';

/** A paragraph of the page that only the language's own file has (its last line). */
function paragraph(lang: Language, id: (typeof DEMO_PAGE_IDS)[number]): string {
  const text = DEMO_PAGE_TEXTS[lang];
  const facts = { email: 'x', address: 'y', phone: 'z' };
  const lines = {
    imprint: text.imprint(facts),
    terms: text.terms,
    data_protection: text.dataProtection(facts),
    accessibility_statement: text.accessibility(facts),
    shipping: text.shipping.before,
  }[id];
  const found = lines.at(-1);
  if (!found) throw new Error(`${lang} ${id} is empty`);
  return found;
}

describe.each(testDatabaseKinds())('the demo pages in eight languages on $name', ({ open }) => {
  const suite = useSuite(async () => {
    const database = await open();
    await seedDemoIfEmpty(database.db, TEST_NOW, demoConfig());
    return { database, app: await createTestApp(database) };
  });

  it('writes every page differently in each language', () => {
    for (const id of DEMO_PAGE_IDS) {
      const titles = new Set(LANGUAGES.map((lang) => DEMO_PAGE_TEXTS[lang].titles[id]));
      const paragraphs = new Set(LANGUAGES.map((lang) => paragraph(lang, id)));
      expect(titles.size, id).toBe(LANGUAGES.length);
      expect(paragraphs.size, id).toBe(LANGUAGES.length);
    }
  });

  it.each(LANGUAGES)('answers each page and the cookie notice in %s', async (lang) => {
    for (const id of DEMO_PAGE_IDS) {
      const response = await suite.app.inject({ url: `/api/${lang}/page/${id}` });
      expect(response.statusCode, id).toBe(200);
      const page = response.json().data as { title: string; html: string; lang: string };
      expect(page.title).toBe(DEMO_PAGE_TEXTS[lang].titles[id]);
      expect(page.html).toContain(DEMO_PAGE_TEXTS[lang].demoNote);
      expect(page.html).toContain(paragraph(lang, id));
      if (id === 'accessibility_statement') {
        // The same standard as Foyer's default statement names.
        expect(page.html).toMatch(/\(WCAG\) 2\.2 [^<]*AA/);
        expect(page.html).toContain('EN 301 549');
      }
    }
    const content = await suite.app.inject({ url: `/api/${lang}/static/content` });
    expect(content.statusCode).toBe(200);
    const expected = DEMO_PAGE_TEXTS[lang].cookie(`/${lang}/page/data_protection`);
    expect(JSON.stringify(content.json().data.cookie_warning)).toContain(
      JSON.stringify(expected).slice(1, 60),
    );
  });
});
