/**
 * The catalog editor's name in the navigation and the page title, and the names of its parts (the
 * tabs every catalog screen shows), composed into the admin
 * translator (i18n.ts). The editor's own texts load with the screens (texts/catalog.ts).
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

export type CatalogNavKey =
  | 'navCatalog'
  | 'catalogTitle'
  | 'catalogTabsLabel'
  | 'catalogTabEvents'
  | 'catalogTabTours'
  | 'catalogTabMerchandise'
  | 'catalogTabPasses'
  | 'catalogTabVoucherTypes'
  | 'catalogTabVoucherCodes'
  | 'catalogTabPages'
  | 'catalogTabBanners'
  | 'catalogTabUpsells';

export const CATALOG_NAV_TEXTS: Record<StaffLanguage, Record<CatalogNavKey, string>> = {
  en: {
    navCatalog: 'Catalog',
    catalogTitle: 'Catalog',
    catalogTabsLabel: 'Parts of the catalog',
    catalogTabEvents: 'Events',
    catalogTabTours: 'Guided tours',
    catalogTabMerchandise: 'Products',
    catalogTabPasses: 'Annual passes',
    catalogTabVoucherTypes: 'Voucher types',
    catalogTabVoucherCodes: 'Voucher codes',
    catalogTabPages: 'Pages',
    catalogTabBanners: 'Banners',
    catalogTabUpsells: 'Basket offers',
  },
  de: {
    navCatalog: 'Katalog',
    catalogTitle: 'Katalog',
    catalogTabsLabel: 'Bereiche des Katalogs',
    catalogTabEvents: 'Veranstaltungen',
    catalogTabTours: 'Führungen',
    catalogTabMerchandise: 'Artikel',
    catalogTabPasses: 'Jahreskarten',
    catalogTabVoucherTypes: 'Gutscheinarten',
    catalogTabVoucherCodes: 'Gutscheincodes',
    catalogTabPages: 'Seiten',
    catalogTabBanners: 'Banner',
    catalogTabUpsells: 'Angebote im Warenkorb',
  },
  fr: {
    navCatalog: 'Catalogue',
    catalogTitle: 'Catalogue',
    catalogTabsLabel: 'Parties du catalogue',
    catalogTabEvents: 'Événements',
    catalogTabTours: 'Visites guidées',
    catalogTabMerchandise: 'Produits',
    catalogTabPasses: 'Cartes annuelles',
    catalogTabVoucherTypes: 'Types de bons',
    catalogTabVoucherCodes: 'Codes de bons',
    catalogTabPages: 'Pages',
    catalogTabBanners: 'Bannières',
    catalogTabUpsells: 'Offres dans le panier',
  },
  it: {
    navCatalog: 'Catalogo',
    catalogTitle: 'Catalogo',
    catalogTabsLabel: 'Parti del catalogo',
    catalogTabEvents: 'Eventi',
    catalogTabTours: 'Visite guidate',
    catalogTabMerchandise: 'Prodotti',
    catalogTabPasses: 'Abbonamenti annuali',
    catalogTabVoucherTypes: 'Tipi di buono',
    catalogTabVoucherCodes: 'Codici buono',
    catalogTabPages: 'Pagine',
    catalogTabBanners: 'Banner',
    catalogTabUpsells: 'Offerte nel carrello',
  },
  nl: {
    navCatalog: 'Catalogus',
    catalogTitle: 'Catalogus',
    catalogTabsLabel: 'Onderdelen van de catalogus',
    catalogTabEvents: 'Evenementen',
    catalogTabTours: 'Rondleidingen',
    catalogTabMerchandise: 'Producten',
    catalogTabPasses: 'Jaarkaarten',
    catalogTabVoucherTypes: 'Soorten cadeaubonnen',
    catalogTabVoucherCodes: 'Cadeauboncodes',
    catalogTabPages: 'Pagina’s',
    catalogTabBanners: 'Banners',
    catalogTabUpsells: 'Aanbiedingen in de winkelwagen',
  },
  es: {
    navCatalog: 'Catálogo',
    catalogTitle: 'Catálogo',
    catalogTabsLabel: 'Partes del catálogo',
    catalogTabEvents: 'Eventos',
    catalogTabTours: 'Visitas guiadas',
    catalogTabMerchandise: 'Productos',
    catalogTabPasses: 'Pases anuales',
    catalogTabVoucherTypes: 'Tipos de vale',
    catalogTabVoucherCodes: 'Códigos de vale',
    catalogTabPages: 'Páginas',
    catalogTabBanners: 'Banners',
    catalogTabUpsells: 'Ofertas en la cesta',
  },
  sv: {
    navCatalog: 'Katalog',
    catalogTitle: 'Katalog',
    catalogTabsLabel: 'Katalogens delar',
    catalogTabEvents: 'Evenemang',
    catalogTabTours: 'Guidade turer',
    catalogTabMerchandise: 'Produkter',
    catalogTabPasses: 'Årskort',
    catalogTabVoucherTypes: 'Presentkortstyper',
    catalogTabVoucherCodes: 'Presentkortskoder',
    catalogTabPages: 'Sidor',
    catalogTabBanners: 'Banderoller',
    catalogTabUpsells: 'Erbjudanden i varukorgen',
  },
  da: {
    navCatalog: 'Katalog',
    catalogTitle: 'Katalog',
    catalogTabsLabel: 'Katalogets dele',
    catalogTabEvents: 'Arrangementer',
    catalogTabTours: 'Omvisninger',
    catalogTabMerchandise: 'Produkter',
    catalogTabPasses: 'Årskort',
    catalogTabVoucherTypes: 'Gavekorttyper',
    catalogTabVoucherCodes: 'Gavekortkoder',
    catalogTabPages: 'Sider',
    catalogTabBanners: 'Bannere',
    catalogTabUpsells: 'Tilbud i kurven',
  },
};
