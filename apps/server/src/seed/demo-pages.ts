/**
 * The demo museum's static pages (imprint, terms, data protection, accessibility statement,
 * shipping) and cookie notice in all eight languages, one file per language in `demo-pages/`. The
 * museum is invented; every page says so. The shipping page is written from the configured
 * shipping rates.
 */
import { formatMoney, LANGUAGES, type Language } from '@foyer/domain';
import type { FoyerConfig } from '../config/schema';
import type { CatalogFileInput } from '../modules/catalog-file';
import { da } from './demo-pages/da';
import { de } from './demo-pages/de';
import { en } from './demo-pages/en';
import { es } from './demo-pages/es';
import { fr } from './demo-pages/fr';
import { it } from './demo-pages/it';
import { nl } from './demo-pages/nl';
import { sv } from './demo-pages/sv';
import {
  DEMO_PAGE_IDS,
  type DemoPageId,
  type DemoPagesText,
  type PageFacts,
} from './demo-pages/texts';

type Pages = NonNullable<CatalogFileInput['pages']>;

/** The pages and the cookie notice in each language. */
export const DEMO_PAGE_TEXTS: Record<Language, DemoPagesText> = { de, en, fr, it, nl, es, sv, da };

const MAIN_ADDRESS = 'Rathausplatz 4, 12345 Lindenau';
const PHONE = '+49 341 555 0190';

function shippingTable(config: FoyerConfig, lang: Language): string {
  const text = DEMO_PAGE_TEXTS[lang].shipping;
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const rates = Object.entries(config.server.shipping.rates).sort(([, a], [, b]) => a - b);
  const rows = rates.map(
    ([country, cents]) =>
      `<tr><td>${names.of(country) ?? country}</td><td>${formatMoney(cents, lang)}</td></tr>`,
  );
  const head = `<tr><th scope="col">${text.destination}</th><th scope="col">${text.cost}</th></tr>`;
  return ['<table>', `<thead>${head}</thead>`, '<tbody>', ...rows, '</tbody>', '</table>'].join(
    '\n',
  );
}

function body(config: FoyerConfig, lang: Language, id: DemoPageId, facts: PageFacts): string[] {
  const text = DEMO_PAGE_TEXTS[lang];
  switch (id) {
    case 'imprint':
      return text.imprint(facts);
    case 'terms':
      return text.terms;
    case 'data_protection':
      return text.dataProtection(facts);
    case 'accessibility_statement':
      return text.accessibility(facts);
    case 'shipping': {
      const from = config.server.shipping.freeFrom;
      return [
        ...text.shipping.before,
        shippingTable(config, lang),
        ...(from === null ? [] : [text.shipping.freeFrom(formatMoney(from, lang))]),
        ...text.shipping.after,
      ];
    }
  }
}

function perLanguage(make: (lang: Language) => string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<
    Language,
    string
  >;
}

/** The five static pages of the footer and the shipping link. */
export function demoPages(config: FoyerConfig): Pages {
  const facts: PageFacts = { email: config.shop.supportEmail, address: MAIN_ADDRESS, phone: PHONE };
  return DEMO_PAGE_IDS.map((id) => ({
    id,
    title: perLanguage((lang) => DEMO_PAGE_TEXTS[lang].titles[id]),
    html: perLanguage((lang) =>
      [DEMO_PAGE_TEXTS[lang].demoNote, ...body(config, lang, id, facts)].join('\n'),
    ),
  }));
}

/** The cookie notice (content block `cookie_warning`). */
export function demoCookieWarning(): NonNullable<CatalogFileInput['contentBlocks']>[number] {
  return {
    key: 'cookie_warning',
    text: perLanguage((lang) => DEMO_PAGE_TEXTS[lang].cookie(`/${lang}/page/data_protection`)),
  };
}
