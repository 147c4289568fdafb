/** A small catalog file for the import and export tests: one of everything, with rules and ids. */
import type { CatalogFileInput } from './schema';

export function smallCatalog(): CatalogFileInput {
  return {
    version: 1,
    venues: [
      { id: 1, name: { de: 'Haupthaus', en: 'Main building' }, address: 'Markt 1' },
      { id: 2, name: { de: 'Depot' } },
    ],
    customGroups: [{ id: 1, name: { de: 'Familien', en: 'Families' } }],
    ticketGroups: [{ id: 1, name: { de: 'Einzeltickets', en: 'Single tickets' } }],
    events: [
      {
        id: 10,
        name: { de: 'Ausstellung', en: 'Exhibition' },
        venue: 1,
        customGroups: [1],
        sortingDatetime: '2026-12-01T10:00',
        tickets: [
          { id: 100, name: { de: 'Erwachsene' }, price: 1200, vatValue: 7, mode: 1, group: 1 },
          {
            id: 101,
            name: { de: 'Familie' },
            price: 2900,
            mode: 1,
            family: true,
            subtickets: [
              { id: 1000, name: { de: 'Erwachsene' }, minQuantity: 1, maxQuantity: 2 },
              { id: 1001, name: { de: 'Kinder' }, minQuantity: 1, maxQuantity: 4 },
            ],
          },
          { id: 102, name: { de: 'Tageskarte' }, price: 800, mode: 3, dayTicket: true },
        ],
        slots: [
          {
            every: 30,
            from: '10:00',
            to: '11:30',
            dates: { from: '2026-12-01', to: '2026-12-06' },
            weekdays: ['tue', 'wed', 'sat'],
            except: ['2026-12-02'],
            capacity: 20,
            sold: 2,
          },
          { startsAt: '2026-12-07T18:00', capacity: 5, sold: 5 },
        ],
        days: [
          { dates: { from: '2026-12-01', to: '2026-12-03' }, capacity: 100 },
          { date: '2026-12-05', capacity: 50, sold: 49 },
        ],
      },
      {
        id: 11,
        name: { de: 'Lange Nacht' },
        startsAt: '2026-12-12T18:00',
        endsAt: '2026-12-13T01:00',
        capacity: 300,
        sold: 120,
        tickets: [{ id: 110, name: { de: 'Nachtticket' }, price: 1500, mode: 3 }],
      },
      {
        id: 12,
        name: { de: 'Werkstatt' },
        venue: 2,
        tickets: [{ id: 120, name: { de: 'Kurs' }, price: 1000, mode: 5 }],
        slots: [
          {
            mode: 5,
            times: ['14:00'],
            duration: 120,
            dates: { from: '2026-12-05', to: '2026-12-06' },
            capacity: 12,
          },
        ],
      },
    ],
    tourCategories: [{ id: 1, name: { de: 'Öffentlich', en: 'Public' } }],
    tours: [
      {
        id: 20,
        name: { de: 'Highlights' },
        language: 'de',
        venue: 1,
        categories: [1],
        maxParticipants: 25,
        firstDate: '2026-12-01',
        lastDate: '2026-12-31',
        tickets: [
          {
            id: 200,
            name: { de: 'Erwachsene' },
            price: 500,
            subtickets: [{ id: 2000, name: { de: 'Material' }, price: 150 }],
          },
        ],
        slots: [
          {
            times: ['11:00', '15:00'],
            dates: { from: '2026-12-01', to: '2026-12-02' },
            participants: { capacity: 25, sold: 3 },
          },
        ],
      },
      {
        id: 21,
        name: { de: 'Gruppe' },
        language: 'en',
        maxParticipants: 20,
        minParticipants: 5,
        singleTicketing: false,
        bookCompleteTour: true,
        prices: [{ id: 210, name: { de: 'Gruppe' }, price: 9000 }],
        slots: [
          {
            startsAt: '2026-12-03T10:00',
            participants: { capacity: 40 },
            tours: { capacity: 2, sold: 1 },
          },
        ],
        questions: [
          {
            id: 300,
            text: { de: 'Alter' },
            type: 'radio',
            mandatory: true,
            options: [
              { id: 3000, text: { de: 'Kinder' } },
              { id: 3001, text: { de: 'Erwachsene' } },
            ],
          },
          { id: 301, text: { de: 'Wünsche' }, type: 'textarea' },
        ],
      },
    ],
    merchandiseCategories: [{ id: 1, slug: 'books', name: { de: 'Bücher', en: 'Books' } }],
    merchandise: [
      {
        id: 30,
        category: 1,
        name: { de: 'Katalog' },
        price: 2900,
        vatValue: 7,
        images: ['/static/merchandise/katalog.svg'],
        related: [31],
        capacity: 100,
        sold: 10,
      },
      { id: 31, name: { de: 'Jahreskarte' }, price: 4500, productKind: 13, capacity: 1000 },
    ],
    voucherCategories: [{ id: 1, name: { de: 'Geschenke' } }],
    voucherTypes: [
      { id: 40, category: 1, name: { de: 'Gutschein 25 €' }, price: 2500 },
      { id: 41, category: 1, name: { de: 'Wunschbetrag' }, price: 0, variableAmount: true },
    ],
    voucherCodes: [
      {
        id: 50,
        barcode: 'TEST-50',
        amount: 5000,
        usedAmount: 1000,
        validFrom: '2026-01-01',
        validTo: '2028-12-31',
        voucherType: 40,
      },
      { id: 51, barcode: 'TEST-UNUSED', amount: 1000 },
    ],
    banners: [
      {
        id: 1,
        image: '/static/banners/a.svg',
        imageMobile: '/static/banners/a-mobile.svg',
        link: '/tickets/10',
        alt: { de: 'Ausstellung' },
      },
    ],
    socialLinks: [{ id: 1, name: 'Instagram', url: 'https://www.instagram.com/example' }],
    pages: [
      { id: 'imprint', title: { de: 'Impressum', en: 'Imprint' }, html: { de: '<p>Hallo</p>' } },
    ],
    contentBlocks: [
      { key: 'cookie_warning', text: { de: '<p>Cookies</p>', en: '<p>Cookies</p>' } },
    ],
  };
}
