import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type EndpointName } from './endpoints';
import { pathParamNames } from './endpoint';

interface Case {
  good: unknown;
  bad: unknown;
}

/** A realistic example and a broken one for each part of a call; query values arrive as strings. */
interface Example {
  params?: Case;
  query?: Case;
  body?: Case;
  data: Case;
}

const TOKEN = 'tok_9f8e7d6c5b4a39281706';
const MD5_SECRET = '5ebe2294ecd0e0f08eab7690d2a6ee69';
const PASSWORD = 'correct horse battery';
const CONSENT = {
  purpose: 'newsletter',
  granted: true,
  at: '2026-03-01T09:30:00.000Z',
  textVersion: 'newsletter-2026-11',
  source: 'settings',
} as const;
const ORDER_TOKEN = 'cart_4Fq9ZxT2';

const priceList = [{ id: 31, name: 'Group tour (up to 25)', price: 9000, vat_value: 19 }];

const tour = {
  id: 12,
  name: 'Highlights of the collection',
  eventName: 'Guided tours',
  description: '<p>One hour through the masterpieces.</p>',
  image: '/static/tours/highlights.jpg',
  sequence_no: 1,
  max_participants: 25,
  min_participants: 5,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
  priceList,
  tickets: [
    { id: 41, name: 'Adult', price: 1200, vat_value: 7, sequence_no: 1 },
    {
      id: 42,
      name: 'Family',
      price: 2400,
      vat_value: 7,
      sequence_no: 2,
      subtickets: [{ id: 43, name: 'Extra child', price: 300 }],
    },
  ],
  schedule: { '11:00': { tours: 2, priceList }, '14:30': { tours: 1, priceList } },
  custom_groups: [{ id: 3 }],
  questions: [
    {
      id: 51,
      question: 'Which school grade?',
      type: 'select',
      mandatory: 1,
      sequence_no: 1,
      answers: [
        { id: 511, answer: 'Grades 1–4' },
        { id: 512, answer: 'Grades 5–10' },
      ],
    },
  ],
  langIdentifier: 'de',
  langName: 'Deutsch',
  museumId: 1,
  venue: 'Main building',
};

const ticket = {
  id: 101,
  name: 'Day ticket',
  price: 1400,
  vat_value: 7,
  mode: 1,
  schedule: [
    { datetime: '2026-03-05T10:00', datetime_end: '2026-03-05T10:30', max_tickets: 40 },
    { datetime: '2026-03-05T10:30', datetime_end: null, max_tickets: 0 },
  ],
  group_id: null,
  group_name: null,
  day_ticket: 0,
  family: 0,
  subtickets: [
    {
      id: 102,
      name: 'Child',
      price: 0,
      vat_value: 7,
      min_quantity: 1,
      max_quantity: 1,
    },
  ],
  print_separately: 0,
  unique_barcode: 1,
  scan_separately: 0,
  book_with_cost: 0,
  book_with_cost_warn: 0,
};

const event = {
  id: 7,
  name: 'Impressionism: Light and Colour',
  description: '<p>Special exhibition.</p>',
  image: null,
  venue: 'East wing',
  sequence_no: 2,
  sorting_datetime: '2026-03-01T10:00',
  custom_groups: [],
  end: '2026-06-30T18:00',
};

const merchandise = {
  id: 201,
  name: 'Exhibition catalogue',
  description: '<p>240 pages, hardcover.</p>',
  price: 3900,
  vat_value: 7,
  stock: 12,
  sequence_no: 1,
  custom_groups: [{ id: 9 }],
  product_kind_ref: null,
  images: [{ url: '/static/shop/catalogue.jpg', alt: 'Catalogue cover' }],
};

const voucherType = {
  id: 301,
  name: 'Gift voucher',
  description: '',
  image: null,
  price: 0,
  vat_value: 0,
  variable_amount: 1,
  groupId: 2,
  sequence_no: 1,
};

const address = { name: 'Ada Lovelace', street: 'Museumsinsel 1', zip: '10178', city: 'Berlin' };

const customer = {
  salutation: 'ms',
  fname: 'Ada',
  lname: 'Lovelace',
  company: '',
  email: 'ada@example.org',
  phone: '+49 30 123456',
  addrBilling: { ...address, country: 'DE' },
  addrShipping: null,
  isGuest: false,
  country: 'DE',
};

const guestForm = {
  email: 'ada@example.org',
  phone: '',
  salutation: 'ms',
  fname: 'Ada',
  lname: 'Lovelace',
  company: '',
  street: 'Museumsinsel 1',
  zip: '10178',
  city: 'Berlin',
  country: 'DE',
  send_invoice: true,
  shipping: null,
};

const guestFormWithoutEmail = Object.fromEntries(
  Object.entries(guestForm).filter(([key]) => key !== 'email'),
);

const cart = {
  ver: 1,
  items: [
    {
      type: 'ticket',
      id: 101,
      count: 2,
      datetime: '2026-03-05T10:00',
      subtickets: [{ id: 102, count: 1 }],
    },
    { type: 'merchandise', id: 201, count: 1 },
    { type: 'voucherCode', barcode: 'GIFT-2026-0001' },
  ],
};

const shippingCart = {
  ver: 1,
  items: [{ type: 'merchandise', id: 201, datetime: null, count: 1 }],
};

const returnUrls = {
  continue: 'https://shop.example.org/en/checkout/accepted',
  cancel: 'https://shop.example.org/en/checkout/canceled',
};

const order = {
  id: 'ord_Xk29fPq81',
  number: 'F-2026-000123',
  status: 'booked',
  created: '2026-03-01T09:14:00.000Z',
  language: 'en',
  customer: { fname: 'Ada', lname: 'Lovelace', email: 'ada@example.org' },
  items: [
    {
      type: 'ticket',
      id: 101,
      name: 'Day ticket',
      date: '2026-03-05',
      time: '10:00',
      count: 2,
      price: 1400,
      totalPrice: 2800,
      vat_value: 7,
      details: ['Child × 1'],
    },
    {
      type: 'merchandise',
      id: 201,
      name: 'Exhibition catalogue',
      date: null,
      time: null,
      count: 1,
      price: 3900,
      totalPrice: 3900,
      vat_value: 7,
      details: [],
    },
  ],
  vouchers: [{ barcode: 'GIFT-2026-0001', used: 2000, remaining: 0 }],
  shipping: { cost: 490, address: { ...address, country: 'DE' } },
  totals: { subtotal: 6700, shipping: 490, voucherDiscount: -2000, total: 5190, vat: 340 },
  payment: { payartId: 161, i18n: { en: 'Credit card', de: 'Kreditkarte' } },
  downloads: {
    tickets: 'https://shop.example.org/api/en/order/ord_Xk29fPq81/tickets.pdf',
    invoice: null,
  },
};

const staticContent = {
  banners: [
    {
      group: 'home',
      image: 'https://cdn.example.org/banner-{width}.jpg',
      image_mobile: null,
      link: '/en/tickets',
      alt: 'Spring exhibition',
      sequence_no: 1,
    },
  ],
  cookie_warning: { html: '<p>We use only necessary cookies.</p>' },
  social_media: [{ name: 'Instagram', link: 'https://instagram.com/museum', sequence_no: 1 }],
};

const termsLink = { url: 'https://museum.example.org/imprint', title: 'Imprint' };

const shopConfig = {
  hasTickets: true,
  hasGuidedTours: true,
  hasMerchandise: true,
  hasVouchers: true,
  hasMemCard: true,
  hasVoucherCodes: true,
  hasUserRegistration: true,
  hasGuestRegistration: true,
  checkoutDocumentNumber: false,
  languages: ['de', 'en'],
  languagesFull: ['Deutsch', 'English'],
  siteName: 'Museum Shop',
  siteNameTranslations: { de: 'Museumsshop', en: 'Museum Shop' },
  navTranslations: { passes: { de: 'Jahreskarten', en: 'Annual passes' } },
  logoLinksToMainSite: true,
  museumMainUrl: 'https://museum.example.org',
  museumPerLanguageUrls: { en: 'https://museum.example.org/en' },
  openMainSiteInNewTab: false,
  customTermsLinks: { enabled: true, links: { de: { imprint: termsLink } } },
  partnerLogos: [
    {
      name: { de: 'Gefördert von', en: 'Funded by' },
      logos: [{ image: '/static/partners/city.svg', url: null, alt: 'City of Berlin' }],
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
  supportEmail: 'shop@museum.example.org',
  theme: {
    logo: '/static/logo.svg',
    colors: {
      primary: '#1d3557',
      onPrimary: '#ffffff',
      accent: '#e63946',
      background: '#ffffff',
      text: '#1a1a1a',
    },
    fonts: { body: 'Inter, sans-serif', heading: 'Georgia, serif' },
  },
};

const range = {
  good: { id: '12', start: '20260301', end: '20260331' },
  bad: { id: '12', start: '20260331', end: '20260301' },
};

const examples: Record<EndpointName, Example> = {
  staticContent: { data: { good: staticContent, bad: { ...staticContent, banners: null } } },
  shopInfo: {
    query: { good: { shop: '2' }, bad: { shop: '3' } },
    data: {
      good: {
        ...staticContent,
        meta: {
          siteName: 'Museum Shop',
          currency: 'EUR',
          timeZone: 'Europe/Berlin',
          today: '2026-03-05',
          supportEmail: 'shop@museum.example.org',
        },
      },
      bad: { ...staticContent, meta: { siteName: 'Museum Shop', currency: 'USD' } },
    },
  },
  shopConfig: {
    query: { good: { shop: '2' }, bad: {} },
    data: { good: shopConfig, bad: { ...shopConfig, languagesFull: ['Deutsch'] } },
  },
  page: {
    params: { good: { id: 'accessibility_statement' }, bad: { id: 'secrets' } },
    data: {
      good: { id: 'imprint', title: 'Imprint', html: '<p>Museum GmbH</p>', lang: 'en' },
      bad: { id: 'imprint', title: 'Imprint', html: '<p>Museum GmbH</p>', lang: 'pl' },
    },
  },
  tourSelect: { data: { good: [{ ...tour, schedule: {} }], bad: [{ ...tour, id: 0 }] } },
  tourOverview: {
    query: {
      good: { date: '2026-03-05', lookahead: '4' },
      bad: { date: '2026-03-05', lookahead: '32' },
    },
    data: {
      good: { '2026-03-05': [12, 14], '2026-03-06': [] },
      bad: { '05.03.2026': [12] },
    },
  },
  tourAttr: {
    data: {
      good: { categories: [{ id: 3, name: 'School classes', sequence_no: 1 }] },
      bad: { categories: [{ id: 3, sequence_no: 1 }] },
    },
  },
  tourDay: {
    query: { good: { tour: '12', date: '2026-03-05' }, bad: { tour: 'twelve' } },
    data: { good: tour, bad: { ...tour, single_ticketing: true } },
  },
  tourCalendar: {
    params: range,
    data: {
      good: {
        first: '2026-01-01',
        last: null,
        dates: { '2026-03-05': [{ time: '11:00', timeslotId: 900, available: 18 }] },
      },
      bad: { first: null, last: null, dates: { '2026-03-05': [{ time: '11:00', available: -1 }] } },
    },
  },
  tourSoldOut: {
    params: range,
    data: { good: ['2026-03-07', '2026-03-08'], bad: ['20260307'] },
  },
  tourSoldOutTimeslots: {
    params: { good: { id: '12', date: '2026-03-05' }, bad: { id: '12', date: '2026-02-30' } },
    data: { good: ['11:00'], bad: ['11 am'] },
  },
  tourLifetime: {
    params: { good: { id: '12' }, bad: { id: '-1' } },
    data: { good: { first: '2026-01-01', last: '2026-12-31' }, bad: { first: '2026-01-01' } },
  },
  merchandiseSelect: {
    data: {
      good: [merchandise, { ...merchandise, id: 202, product_kind_ref: 13 }],
      bad: [{ ...merchandise, price: 39.9 }],
    },
  },
  merchandiseArticle: {
    query: { good: { article: '201' }, bad: { article: '' } },
    data: { good: merchandise, bad: { ...merchandise, images: ['catalogue.jpg'] } },
  },
  merchandiseAttr: {
    query: { good: { product_kind: '13' }, bad: { product_kind: '12' } },
    data: {
      good: { categories: [{ id: 9, name: 'Books', sequence_no: 2 }] },
      bad: { categories: 'Books' },
    },
  },
  eventSelect: { data: { good: [event], bad: [{ ...event, sorting_datetime: '2026-03-01' }] } },
  ticketCollect: {
    params: { good: { id: '7' }, bad: { id: '7.5' } },
    data: {
      good: { tickets: [ticket], timeslots: [{ datetime: '2026-03-05T10:00', max_tickets: 40 }] },
      bad: { tickets: [{ ...ticket, mode: 2 }], timeslots: [] },
    },
  },
  ticketCollectDate: {
    params: { good: { id: '7', date: '2026-03-05' }, bad: { id: '7', date: '20260305' } },
    data: {
      good: { tickets: [{ ...ticket, mode: 3, schedule: [] }], timeslots: [] },
      bad: { tickets: [ticket] },
    },
  },
  ticketCalendar: {
    params: {
      good: { id: '7', start: '20260301', end: '20260430' },
      bad: { id: '7', start: '20260101', end: '20260430' },
    },
    query: { good: { deep: '1' }, bad: { deep: '0' } },
    data: { good: { '2026-03-05': 40, '2026-03-06': 0 }, bad: { '2026-03-05': 'many' } },
  },
  ticketLifetime: {
    query: { good: { event: '7' }, bad: {} },
    data: {
      good: { first: '2026-03-01', last: '2026-06-30' },
      bad: { first: '2026-03-01', last: '30.06.2026' },
    },
  },
  voucherCode: {
    query: { good: { voucher: '  GIFT-2026-0001 ' }, bad: { voucher: '   ' } },
    data: {
      good: {
        barcode: 'GIFT-2026-0001',
        name: 'Gift voucher',
        amount: 5000,
        used_amount: 3000,
        available_amount: 2000,
        valid_from: '2026-01-01',
        valid_to: '2026-12-31T23:59',
      },
      bad: { barcode: 'GIFT-2026-0001', amount: 50, used_amount: 0, available_amount: 50 },
    },
  },
  voucherSelect: {
    data: { good: [voucherType], bad: [{ ...voucherType, variable_amount: 'yes' }] },
  },
  voucherSelectOne: {
    params: { good: { id: '301' }, bad: { id: 'gift' } },
    data: {
      good: { ...voucherType, variable_amount: 0, price: 2500 },
      bad: { ...voucherType, price: -1 },
    },
  },
  voucherGroups: {
    data: {
      good: [{ id: 2, name: 'Birthdays', sequence_no: 1 }],
      bad: [{ id: 2, name: 'Birthdays' }],
    },
  },
  customerAttr: {
    data: {
      good: {
        countries: [{ key: 'DE', name: 'Germany' }],
        salutations: [{ key: 'ms', name: 'Ms' }],
        required_fields: ['fname', 'lname', 'email'],
        visible_fields: ['salutation', 'fname', 'lname', 'email', 'country'],
      },
      bad: {
        countries: [],
        salutations: [],
        required_fields: ['password'],
        visible_fields: [],
      },
    },
  },
  customer: {
    query: { good: { _: TOKEN }, bad: {} },
    data: {
      good: customer,
      bad: { ...customer, addrShipping: { ...address, country: 'DE' } },
    },
  },
  authLogin: {
    body: {
      good: { _u: 'ada@example.org', _p: MD5_SECRET },
      bad: { _u: 'ada@example.org', _p: 'secret' },
    },
    data: { good: TOKEN, bad: 'short' },
  },
  authGuest: {
    body: {
      good: { c: { email: 'ada@example.org', fname: 'Ada', lname: 'Lovelace' } },
      bad: { c: { ...guestForm, country: 'Germany' } },
    },
    data: { good: TOKEN, bad: null },
  },
  authLogout: {
    query: { good: { _: TOKEN }, bad: { _: 'x' } },
    body: { good: {}, bad: { everywhere: true } },
    data: { good: true, bad: false },
  },
  customerRegister: {
    body: {
      good: { c: { ...guestForm, password: PASSWORD } },
      bad: { c: guestForm },
    },
    data: { good: true, bad: 'ok' },
  },
  customerValidate: {
    body: {
      good: { c: { ...guestForm, country: '' } },
      bad: { c: { ...guestForm, password: '' } },
    },
    data: { good: true, bad: {} },
  },
  customerUpdate: {
    query: { good: { _: TOKEN }, bad: {} },
    body: {
      good: {
        c: {
          ...guestFormWithoutEmail,
          shipping: { ...address, name: 'Museum office', country: 'AT' },
        },
      },
      bad: { c: guestForm },
    },
    data: {
      good: { ...customer, addrShipping: { ...address, id: 5, country: 'AT' } },
      bad: { ...customer, isGuest: 'no' },
    },
  },
  customerValidateUpdate: {
    query: { good: { _: TOKEN }, bad: { token: TOKEN } },
    body: { good: { c: { fname: 'Ada' } }, bad: { c: { fname: 'Ada', password: PASSWORD } } },
    data: { good: true, bad: 1 },
  },
  customerPwdReset: {
    body: {
      good: { email: 'ada@example.org', backlink: 'https://shop.example.org/en/recover' },
      bad: { email: 'ada@example.org', backlink: 'javascript:alert(1)' },
    },
    data: { good: true, bad: null },
  },
  customerPwdConfirm: {
    body: {
      good: { token: 'reset_7c1b2e9a4f3d5e6b', _p: PASSWORD },
      bad: { token: 'reset_7c1b2e9a4f3d5e6b' },
    },
    data: { good: TOKEN, bad: true },
  },
  customerPwdChange: {
    query: { good: { _: TOKEN }, bad: {} },
    body: {
      good: { _po: PASSWORD, _pn: 'a longer passphrase for 2026' },
      bad: { _po: PASSWORD, _pn: '' },
    },
    data: { good: true, bad: false },
  },
  customerEmailChange: {
    query: { good: { _: TOKEN }, bad: {} },
    body: {
      good: { _po: PASSWORD, email: 'ada.lovelace@example.org' },
      bad: { email: 'ada.lovelace@example.org' },
    },
    data: {
      good: { ...customer, email: 'ada.lovelace@example.org' },
      bad: { ...customer, email: '' },
    },
  },
  customerOrders: {
    query: { good: { _: TOKEN }, bad: {} },
    data: {
      good: {
        coming: [
          {
            id: ORDER_TOKEN,
            number: '2026-000042',
            status: 'booked',
            booked: '2026-03-01T09:30:00.000Z',
            total: 2400,
            firstVisit: '2026-03-05',
            lastVisit: '2026-03-05',
            lines: [{ name: 'Adult', count: 2 }],
            reviewable: true,
          },
        ],
        past: [],
      },
      bad: {
        coming: [],
        past: [
          {
            id: ORDER_TOKEN,
            number: '2026-000041',
            status: 'pending',
            booked: '2026-03-01T09:30:00.000Z',
            total: 2400,
            firstVisit: null,
            lastVisit: null,
            lines: [],
            reviewable: false,
          },
        ],
      },
    },
  },
  customerExport: {
    query: { good: { _: TOKEN }, bad: {} },
    data: {
      good: {
        exportedAt: '2026-03-01T09:30:00.000Z',
        account: {
          ...customer,
          language: 'de',
          sendInvoice: true,
          createdAt: '2026-01-01T08:00:00.000Z',
          updatedAt: '2026-02-01T08:00:00.000Z',
        },
        orders: { coming: [], past: [] },
        consents: [CONSENT],
      },
      bad: { exportedAt: 'yesterday', account: customer, orders: { coming: [], past: [] } },
    },
  },
  customerDelete: {
    query: { good: { _: TOKEN }, bad: {} },
    body: { good: { _po: PASSWORD }, bad: { _po: '' } },
    data: { good: true, bad: false },
  },
  waitingListJoin: {
    body: {
      good: { kind: 'event', id: 3, datetime: '2026-05-01T10:00', email: 'a@b.de', count: 2 },
      bad: { kind: 'day', id: 3, datetime: '2026-05-01T10:00', email: 'a@b.de', count: 2 },
    },
    data: { good: { joined: true }, bad: { joined: false } },
  },
  waitingListLeave: {
    body: { good: { secret: 'A'.repeat(32) }, bad: { secret: 'short' } },
    data: { good: { left: true }, bad: {} },
  },
  waitingRoomPlace: {
    query: { good: { room: 'event:3' }, bad: { room: 'event:0' } },
    data: {
      good: {
        room: 'load',
        state: 'waiting',
        position: 4,
        waitSeconds: 2,
        progress: 0.5,
        pollMs: 1000,
        passSeconds: 0,
      },
      bad: { room: 'load', state: 'queued' },
    },
  },
  waitingListOffer: {
    params: { good: { token: 'A'.repeat(32) }, bad: { token: 'no/slash' } },
    data: {
      good: {
        state: 'open',
        kind: 'event',
        id: 3,
        datetime: '2026-05-01T10:00',
        name: 'Moon night',
        places: 2,
        expiresAt: '2026-05-01T07:30:00.000Z',
        expiresAtLocal: '2026-05-01T09:30',
        available: 0,
      },
      bad: { state: 'pending', kind: 'event', id: 3, places: 0 },
    },
  },
  passEntry: {
    query: { good: {}, bad: { _: 'short' } },
    body: {
      good: { ticket: 3, datetime: '2026-05-01T10:00', pass: 'abcd efgh jklm npqr' },
      bad: { ticket: 3, datetime: '2026-05-01T10:00', pass: 'ABCD', passId: 4 },
    },
    data: {
      good: {
        orderToken: 'abcdefgh12345678',
        number: '2026-000042',
        barcode: 'ABCD-EFGH-JKLM-NPQR',
        ticketName: 'Adult',
        eventName: 'Moon night',
        datetime: '2026-05-01T10:00',
        pass: '…NPQR',
        ticketsUrl: null,
      },
      bad: { orderToken: 'x' },
    },
  },
  passesMine: {
    query: { good: { _: TOKEN }, bad: {} },
    data: {
      good: [
        {
          id: 4,
          number: 'ABCD-EFGH-JKLM-NPQR',
          holder: 'Ada Lovelace',
          validFrom: '2026-05-01',
          validTo: '2027-04-30',
        },
      ],
      bad: [{ id: 0 }],
    },
  },
  customerConsents: {
    query: { good: { _: TOKEN }, bad: {} },
    data: {
      good: { current: { analytics: null, newsletter: CONSENT }, history: [CONSENT] },
      bad: { current: { newsletter: { ...CONSENT, purpose: 'marketing' } }, history: [] },
    },
  },
  customerConsent: {
    query: { good: { _: TOKEN }, bad: {} },
    body: {
      good: { purpose: 'newsletter', granted: true },
      bad: { purpose: 'marketing', granted: true },
    },
    data: {
      good: { current: { analytics: null, newsletter: CONSENT }, history: [CONSENT] },
      bad: { current: {}, history: [] },
    },
  },
  checkoutPayments: {
    query: { good: { shop: '2' }, bad: { shop: 'two' } },
    data: {
      good: [
        { payartId: 161, i18n: { de: 'Kreditkarte', en: 'Credit card' } },
        { payartId: 164, i18n: { de: 'Lastschrift' } },
      ],
      bad: [{ payartId: 161, i18n: { klingon: 'Hol' } }],
    },
  },
  checkoutInitPayment: {
    query: { good: { _: TOKEN }, bad: { _: 'x' } },
    body: {
      good: {
        payart: 164,
        aux: {
          accountHolder: 'Ada Lovelace',
          iban: 'DE89 3704 0044 0532 0130 00',
          partner: 'hotel-adlon',
        },
        cart: { ...cart, external_document_number: 'PO-77' },
        url: returnUrls,
      },
      bad: { payart: 161, aux: { wallet: 'PAYPAL' }, cart, url: returnUrls },
    },
    data: { good: 'https://pay.example.org/session/abc?cartId=cart_4Fq9ZxT2', bad: '/relative' },
  },
  checkoutInitPaymentOrder: {
    query: { good: {}, bad: { _: 'tooshort' } },
    body: {
      good: { payart: 161, aux: { wallet: 'APPLEPAY' }, id: 'ord_Xk29fPq81', url: returnUrls },
      bad: { payart: 161, aux: {}, id: 'ord_Xk29fPq81', url: { continue: returnUrls.continue } },
    },
    data: { good: 'https://pay.example.org/session/def', bad: 42 },
  },
  checkoutExecPayment: {
    query: {
      good: {
        us: 'a1B2c3D4e5F6',
        sessionUs: 'Z9y8X7w6V5u4',
        srcURL: 'https://shop.example.org/en/checkout/accepted?cartId=cart_4Fq9ZxT2',
      },
      bad: { us: 'a1B2c3', sessionUs: 'Z9y8X7w6V5u4', srcURL: 'https://shop.example.org' },
    },
    body: { good: { cartId: ORDER_TOKEN }, bad: { cartId: 'x' } },
    data: {
      good: { booking_id: 'ord_Xk29fPq81', has_tickets: true },
      bad: { booking_id: 'ord_Xk29fPq81', has_tickets: 1 },
    },
  },
  checkoutCancel: {
    query: { good: { noRedirect: '1' }, bad: {} },
    body: { good: { cartId: ORDER_TOKEN }, bad: {} },
    data: { good: true, bad: false },
  },
  checkoutSuggest: {
    query: { good: {}, bad: { _: 'with spaces in it!' } },
    body: { good: { cart }, bad: { cart: { ...cart, ver: 2 } } },
    data: {
      good: [
        { type: 'merchandise', item: merchandise },
        { type: 'voucher', item: voucherType },
      ],
      bad: [{ type: 'tour', item: tour }],
    },
  },
  checkoutShippingCosts: {
    query: { good: { _: TOKEN }, bad: { _: '' } },
    body: {
      good: { country: 'AT', cart: shippingCart },
      bad: { country: 'Austria', cart: shippingCart },
    },
    data: { good: 490, bad: '4.90' },
  },
  checkoutExtendHold: {
    query: { good: { _: TOKEN }, bad: { _: TOKEN.slice(0, 8) } },
    body: { good: { cartId: ORDER_TOKEN }, bad: { cartId: ORDER_TOKEN, minutes: 60 } },
    data: {
      good: { expiresAt: '2026-03-05T10:20:00.000Z' },
      bad: { expiresAt: '2026-03-05 10:20' },
    },
  },
  checkoutHold: {
    query: { good: { cartId: ORDER_TOKEN, _: TOKEN }, bad: { cartId: '' } },
    data: {
      good: { expiresAt: '2026-03-05T10:20:00.000Z', extendable: true },
      bad: { expiresAt: '2026-03-05T10:20:00.000Z' },
    },
  },
  orderReview: {
    query: { good: { id: 'ord_Xk29fPq81' }, bad: { id: '../../etc' } },
    data: { good: order, bad: { ...order, totals: { ...order.totals, voucherDiscount: 2000 } } },
  },
  orderCancelLines: {
    body: {
      good: { id: 'ord_Xk29fPq81', lineIds: [3, 4], key: 'c4ncel-key-1' },
      bad: { id: 'ord_Xk29fPq81', lineIds: [], key: 'c4ncel-key-1' },
    },
    data: {
      good: { refund: 2520, fee: 280, creditNote: null },
      bad: { refund: -1, fee: 280, creditNote: null },
    },
  },
  orderCancelQuote: {
    query: {
      good: { id: 'ord_Xk29fPq81', lineIds: '3,4' },
      bad: { id: 'ord_Xk29fPq81', lineIds: '3,,4' },
    },
    data: { good: { refund: 2520, fee: 280 }, bad: { refund: 2520, fee: -1 } },
  },
  orderMoveOptions: {
    query: {
      good: { id: 'ord_Xk29fPq81', itemIndex: '1' },
      bad: { id: 'ord_Xk29fPq81', itemIndex: '-1' },
    },
    data: {
      good: {
        itemIndex: 1,
        kind: 'guidedTour',
        name: 'Highlights',
        current: '2026-06-10T14:00',
        places: 2,
        deadline: '2026-06-09T14:00',
        starts: [{ start: '2026-06-12T10:00', free: 8, difference: 400 }],
      },
      bad: {
        itemIndex: 1,
        kind: 'merchandise',
        name: 'Mug',
        current: '2026-06-10T14:00',
        places: 1,
        deadline: null,
        starts: [],
      },
    },
  },
  orderMove: {
    body: {
      good: {
        id: 'ord_Xk29fPq81',
        itemIndex: 0,
        to: '2026-06-12T10:00',
        key: 'm0ve-key-1',
        url: {
          continue: 'https://shop.example/en/order/x',
          cancel: 'https://shop.example/en/order/x',
        },
      },
      bad: { id: 'ord_Xk29fPq81', itemIndex: 0, to: '12.06.2026 10:00', key: 'm0ve-key-1' },
    },
    data: {
      good: {
        state: 'payment',
        itemIndex: 0,
        from: '2026-06-10T14:00',
        to: '2026-06-12T10:00',
        difference: 400,
        redirectUrl: 'https://shop.example/pay/test/abc',
      },
      bad: {
        state: 'payment',
        itemIndex: 0,
        from: '2026-06-10T14:00',
        to: '2026-06-12T10:00',
        difference: -400,
        redirectUrl: 'https://shop.example/pay/test/abc',
      },
    },
  },
  orderMoveReturn: {
    body: { good: { id: 'ord_Xk29fPq81' }, bad: { id: 'ord_Xk29fPq81', state: 'moved' } },
    data: {
      good: { state: 'moved', itemIndex: 0, to: '2026-06-12T10:00' },
      bad: { state: 'done', itemIndex: 0, to: '2026-06-12T10:00' },
    },
  },
};

function parses(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

const names = Object.keys(endpoints) as EndpointName[];

describe('endpoints', () => {
  it('has an example for every call and no example for an unknown call', () => {
    expect(Object.keys(examples).sort()).toEqual([...names].sort());
  });

  it('keys every descriptor by its own name', () => {
    for (const name of names) expect(endpoints[name].name).toBe(name);
  });

  it('gives every call its own method and path', () => {
    const routes = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('sends no body with GET and a JSON body with every other method', () => {
    for (const name of names) {
      const endpoint = endpoints[name];
      expect(endpoint.body === null, name).toBe(endpoint.method === 'GET');
    }
  });

  it('requires the token `_` exactly on calls that need a login and accepts it on optional ones', () => {
    for (const name of names) {
      const { auth, query } = endpoints[name];
      const shape: Readonly<Record<string, z.ZodType | undefined>> = query.shape;
      const token = shape._;
      if (auth === 'none') expect(token, name).toBeUndefined();
      if (auth === 'required') expect(token?.safeParse(undefined).success, name).toBe(false);
      if (auth === 'optional') expect(token?.safeParse(undefined).success, name).toBe(true);
    }
  });

  it('answers every refused request of a form with per-field messages (422)', () => {
    const forms: EndpointName[] = [
      'authGuest',
      'customerRegister',
      'customerValidate',
      'customerUpdate',
      'customerValidateUpdate',
      'customerEmailChange',
      'voucherCode',
    ];
    for (const name of forms) expect(endpoints[name].errors[422], name).toBeDefined();
  });

  describe.each(names)('%s', (name) => {
    const endpoint = endpoints[name];
    const example = examples[name];

    it('parses its path parameters and refuses broken ones', () => {
      const hasParams = pathParamNames(endpoint.path).length > 0;
      expect(example.params !== undefined).toBe(hasParams);
      expect(parses(endpoint.params, example.params?.good ?? {})).toBe(true);
      if (example.params) expect(parses(endpoint.params, example.params.bad)).toBe(false);
    });

    it('parses its query and refuses a broken one', () => {
      const hasQuery = Object.keys(endpoint.query.shape).length > 0;
      expect(example.query !== undefined).toBe(hasQuery);
      expect(parses(endpoint.query, example.query?.good ?? {})).toBe(true);
      if (example.query) expect(parses(endpoint.query, example.query.bad)).toBe(false);
    });

    it('parses its body and refuses a broken one', () => {
      expect(example.body !== undefined).toBe(endpoint.body !== null);
      if (endpoint.body && example.body) {
        expect(parses(endpoint.body, example.body.good)).toBe(true);
        expect(parses(endpoint.body, example.body.bad)).toBe(false);
      }
    });

    it('parses the data of its answer inside the envelope and refuses broken data', () => {
      expect(parses(endpoint.data, example.data.good)).toBe(true);
      expect(parses(endpoint.response, { data: example.data.good })).toBe(true);
      expect(parses(endpoint.data, example.data.bad)).toBe(false);
      expect(parses(endpoint.response, { result: example.data.good })).toBe(false);
    });
  });
});

describe('request values', () => {
  it('turns numeric query strings into numbers', () => {
    expect(endpoints.tourOverview.query.parse({ date: '2026-03-05', lookahead: '4' })).toEqual({
      date: '2026-03-05',
      lookahead: 4,
    });
    expect(endpoints.tourCalendar.params.parse(range.good)).toEqual({
      id: 12,
      start: '20260301',
      end: '20260331',
    });
  });

  it('trims the voucher code', () => {
    expect(endpoints.voucherCode.query.parse({ voucher: '  GIFT-1 ' })).toEqual({
      voucher: 'GIFT-1',
    });
  });

  it('fills the defaults of the guest form: invoice wanted, shipping same as billing', () => {
    const body = endpoints.authGuest.body.parse({ c: { email: 'ada@example.org' } });
    expect(body.c.send_invoice).toBe(true);
    expect(body.c.shipping).toBeNull();
    expect(body.c.fname).toBe('');
  });

  it('keeps the e-mail out of the settings form (it changes through emailchange)', () => {
    expect(parses(endpoints.customerUpdate.body, { c: { fname: 'Ada' } })).toBe(true);
    expect(parses(endpoints.customerUpdate.body, { c: { email: 'ada@example.org' } })).toBe(false);
  });

  it('accepts the shipping-costs body as the cart alone for a logged-in user', () => {
    expect(parses(endpoints.checkoutShippingCosts.body, shippingCart)).toBe(true);
    expect(parses(endpoints.checkoutShippingCosts.body, { cart: shippingCart })).toBe(false);
  });

  it('accepts wallets APPLEPAY and GOOGLEPAY only', () => {
    const body = (wallet: string) => ({ payart: 161, aux: { wallet }, cart, url: returnUrls });
    expect(parses(endpoints.checkoutInitPayment.body, body('GOOGLEPAY'))).toBe(true);
    expect(parses(endpoints.checkoutInitPayment.body, body('APPLEPAY'))).toBe(true);
    expect(parses(endpoints.checkoutInitPayment.body, body('applepay'))).toBe(false);
  });
});
