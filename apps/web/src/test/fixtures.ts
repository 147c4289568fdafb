/** Test data: the demo museum's configuration and content, shaped as the API answers them. */
import type { Customer, ShopConfig, StaticContent } from '@foyer/domain/contract';

export const demoConfig: ShopConfig = {
  hasTickets: true,
  hasGuidedTours: true,
  hasMerchandise: true,
  hasVouchers: true,
  hasMemCard: true,
  hasVoucherCodes: true,
  hasUserRegistration: true,
  hasGuestRegistration: true,
  checkoutDocumentNumber: false,
  languages: ['de', 'en', 'fr'],
  languagesFull: ['Deutsch', 'English', 'Français'],
  siteName: 'Stadtmuseum Lindenau',
  siteNameTranslations: { en: 'Lindenau City Museum' },
  navTranslations: { passes: { de: 'Jahreskarten', en: 'Annual passes' } },
  logoLinksToMainSite: false,
  museumMainUrl: null,
  museumPerLanguageUrls: {},
  openMainSiteInNewTab: false,
  customTermsLinks: { enabled: false, links: {} },
  partnerLogos: [
    {
      name: { de: 'Gefördert von', en: 'Supported by' },
      logos: [{ image: '/static/partners/kulturstiftung.svg', url: null, alt: 'Kulturstiftung' }],
    },
  ],
  showCookieDisclaimer: true,
  showHeader: true,
  showFooter: true,
  defaultCountry: 'DE',
  tourDefaultLanguage: 'de',
  homeView: 'overview',
  progressBar: true,
  confirmPaymentOnCheckout: true,
  supportEmail: 'hilfe@museum.example',
  theme: {
    logo: '/static/logo.svg',
    colors: {
      primary: '#1f4e5f',
      onPrimary: '#ffffff',
      accent: '#b5562b',
      background: '#faf8f4',
      text: '#1d1b18',
    },
    fonts: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
  },
};

export const demoContent: StaticContent = {
  banners: [],
  cookie_warning: {
    html: '<p>We use <strong>cookies</strong>.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
  },
  social_media: [
    { name: 'Mastodon', link: 'https://mastodon.example/@museum', sequence_no: 2 },
    { name: 'Instagram', link: 'https://instagram.example/museum', sequence_no: 1 },
  ],
};

export const erika: Customer = {
  salutation: 'ms',
  fname: 'Erika',
  lname: 'Mustermann',
  company: '',
  email: 'erika@example.org',
  phone: '',
  addrBilling: {
    name: 'Erika Mustermann',
    street: 'Hauptstr. 1',
    zip: '04109',
    city: 'Leipzig',
    country: 'DE',
  },
  addrShipping: null,
  isGuest: false,
  country: 'DE',
};
