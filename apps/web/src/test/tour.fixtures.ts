/**
 * Test data of the tour screens, shaped as the API answers it: a public tour in English, a German
 * family tour with a minimum group, and a group tour booked as whole tours with a question of every
 * answer type.
 */
import type { ShopInfo, Tour, TourCalendar } from '@foyer/domain/contract';

export const TODAY = '2026-11-21';

export const shopInfo: ShopInfo = {
  banners: [],
  cookie_warning: null,
  social_media: [],
  meta: {
    siteName: 'Lindenau City Museum',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    today: TODAY,
    supportEmail: 'hilfe@museum.example',
  },
};

const base: Pick<
  Tour,
  | 'description'
  | 'image'
  | 'min_participants'
  | 'single_ticketing'
  | 'book_complete_tour'
  | 'booking_without_tickets'
  | 'priceList'
  | 'schedule'
  | 'questions'
  | 'museumId'
  | 'venue'
> = {
  description: '<p>A tour through the collection.</p>',
  image: null,
  min_participants: 0,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
  priceList: [],
  schedule: {},
  questions: [],
  museumId: 1,
  venue: 'Main building',
};

export const publicTour: Tour = {
  ...base,
  id: 2,
  name: 'Highlights in English',
  eventName: 'Permanent exhibition',
  sequence_no: 2,
  max_participants: 20,
  tickets: [
    { id: 21, name: 'Adults', price: 500, vat_value: 7, sequence_no: 1 },
    { id: 22, name: 'Concession', price: 300, vat_value: 7, sequence_no: 2 },
  ],
  custom_groups: [{ id: 1 }],
  langIdentifier: 'en',
  langName: 'English',
  duration: 90,
};

export const familyTour: Tour = {
  ...base,
  id: 5,
  name: 'Museum detectives',
  eventName: 'For families',
  sequence_no: 5,
  max_participants: 24,
  min_participants: 2,
  tickets: [
    {
      id: 51,
      name: 'Child',
      price: 300,
      vat_value: 7,
      sequence_no: 1,
      subtickets: [{ id: 511, name: 'Craft kit', price: 150 }],
    },
    { id: 52, name: 'Accompanying adult', price: 500, vat_value: 7, sequence_no: 2 },
  ],
  custom_groups: [{ id: 3 }],
  langIdentifier: 'de',
  langName: 'German',
};

const groupPrices = [
  { id: 61, name: 'Group tour, 60 minutes', price: 9000, vat_value: 7 },
  { id: 63, name: 'School class', price: 4500, vat_value: 7 },
];

export const groupTour: Tour = {
  ...base,
  id: 6,
  name: 'Group tour',
  eventName: 'For groups',
  sequence_no: 6,
  max_participants: 25,
  min_participants: 8,
  single_ticketing: 0,
  book_complete_tour: 1,
  priceList: groupPrices,
  tickets: [
    { id: 61, name: 'Group member', price: 600, vat_value: 7, sequence_no: 1 },
    { id: 62, name: 'Pupil', price: 0, vat_value: 7, sequence_no: 2 },
  ],
  custom_groups: [{ id: 2 }],
  questions: [
    {
      id: 61,
      question: 'Age group',
      type: 'radio',
      mandatory: 1,
      sequence_no: 1,
      answers: [
        { id: 611, answer: 'Primary school' },
        { id: 612, answer: 'Adults' },
      ],
    },
    {
      id: 62,
      question: 'Language of the tour',
      type: 'select',
      mandatory: 1,
      sequence_no: 2,
      answers: [
        { id: 621, answer: 'German' },
        { id: 622, answer: 'English' },
      ],
    },
    {
      id: 63,
      question: 'Topics',
      type: 'checkbox',
      mandatory: 1,
      sequence_no: 3,
      answers: [
        { id: 631, answer: 'Middle Ages' },
        { id: 632, answer: 'Glass art' },
      ],
    },
    {
      id: 64,
      question: 'Name of the group',
      type: 'text',
      mandatory: 1,
      sequence_no: 4,
      answers: [],
    },
    { id: 65, question: 'Notes', type: 'textarea', mandatory: 0, sequence_no: 5, answers: [] },
    {
      id: 66,
      question: 'Accompanying adults',
      type: 'number',
      mandatory: 1,
      sequence_no: 6,
      answers: [],
    },
  ],
  langIdentifier: 'de',
  langName: 'German',
};

/** The day's tour: its schedule of `date`, with the tours left per time. */
export function tourOfDay(tour: Tour, times: Record<string, number>): Tour {
  return {
    ...tour,
    schedule: Object.fromEntries(
      Object.entries(times).map(([time, tours]) => [time, { tours, priceList: tour.priceList }]),
    ),
  };
}

/** November: the 24th with two times (the first nearly full), the 28th sold out, the 29th one time. */
export const novemberCalendar: TourCalendar = {
  first: TODAY,
  last: '2027-01-20',
  dates: {
    '2026-11-24': [
      { time: '10:00', timeslotId: 1, available: 2 },
      { time: '14:00', timeslotId: 2, available: 12 },
    ],
    '2026-11-28': [{ time: '13:00', timeslotId: 3, available: 0 }],
    '2026-11-29': [{ time: '13:00', timeslotId: 4, available: 18 }],
  },
};
