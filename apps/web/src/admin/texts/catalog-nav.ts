/**
 * The catalog editor's name in the navigation and the page title, composed into the admin
 * translator (i18n.ts). The editor's own texts load with the screens (texts/catalog.ts).
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

export type CatalogNavKey = 'navCatalog' | 'catalogTitle';

export const CATALOG_NAV_TEXTS: Record<StaffLanguage, Record<CatalogNavKey, string>> = {
  en: { navCatalog: 'Catalog', catalogTitle: 'Catalog' },
  de: { navCatalog: 'Katalog', catalogTitle: 'Katalog' },
  fr: { navCatalog: 'Catalogue', catalogTitle: 'Catalogue' },
  it: { navCatalog: 'Catalogo', catalogTitle: 'Catalogo' },
  nl: { navCatalog: 'Catalogus', catalogTitle: 'Catalogus' },
  es: { navCatalog: 'Catálogo', catalogTitle: 'Catálogo' },
  sv: { navCatalog: 'Katalog', catalogTitle: 'Katalog' },
  da: { navCatalog: 'Katalog', catalogTitle: 'Katalog' },
};
