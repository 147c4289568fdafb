/**
 * Test data of the ticket screens, shaped as the API answers it: the demo museum's timed exhibition
 * (adult ticket with an audio guide, concession, family ticket with a fixed-count booklet), its
 * permanent exhibition with day tickets and its evening event with event-long tickets.
 */
import type { Event, ShopInfo, Ticket, TicketCollection } from '@foyer/domain/contract';

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

function event(id: number, name: string, end: string | null): Event {
  return {
    id,
    name,
    description: `<p>${name} at the museum.</p>`,
    image: null,
    venue: 'Main building',
    sequence_no: id,
    sorting_datetime: `${TODAY}T10:00`,
    custom_groups: [],
    end,
  };
}

export const lightPlay = event(1, 'Light Play', '2027-01-20T18:00');
export const permanent = event(2, 'Permanent exhibition', null);
export const longNight: Event = {
  ...event(3, 'Long Night', '2026-12-06T01:00'),
  sorting_datetime: '2026-12-05T18:00',
};

const flags: Pick<
  Ticket,
  | 'day_ticket'
  | 'family'
  | 'subtickets'
  | 'group_id'
  | 'group_name'
  | 'print_separately'
  | 'unique_barcode'
  | 'scan_separately'
  | 'book_with_cost'
  | 'book_with_cost_warn'
> = {
  day_ticket: 0,
  family: 0,
  subtickets: [],
  group_id: 1,
  group_name: 'Single tickets',
  print_separately: 0,
  unique_barcode: 1,
  scan_separately: 0,
  book_with_cost: 0,
  book_with_cost_warn: 0,
};

/** The timed tickets with their entries on `date`: 10:00 full, 10:30 with 3 left, 11:00 with 40. */
export function timedTickets(date: string): Ticket[] {
  const schedule = [
    { datetime: `${date}T10:00`, datetime_end: null, max_tickets: 0 },
    { datetime: `${date}T10:30`, datetime_end: null, max_tickets: 3 },
    { datetime: `${date}T11:00`, datetime_end: null, max_tickets: 40 },
  ];
  return [
    {
      ...flags,
      id: 11,
      name: 'Adults',
      price: 1400,
      vat_value: 7,
      mode: 1,
      schedule,
      subtickets: [
        {
          id: 111,
          name: 'Audio guide',
          price: 300,
          vat_value: 19,
          min_quantity: 0,
          max_quantity: 10,
        },
      ],
    },
    { ...flags, id: 12, name: 'Concession', price: 900, vat_value: 7, mode: 1, schedule },
    {
      ...flags,
      id: 14,
      name: 'Family ticket',
      price: 2900,
      vat_value: 7,
      mode: 1,
      schedule,
      family: 1,
      group_id: 2,
      group_name: 'Families',
      subtickets: [
        { id: 141, name: 'Adults', price: 0, vat_value: 0, min_quantity: 1, max_quantity: 2 },
        { id: 142, name: 'Children', price: 0, vat_value: 0, min_quantity: 1, max_quantity: 4 },
        {
          id: 143,
          name: 'Explorer booklet',
          price: 0,
          vat_value: 0,
          min_quantity: 1,
          max_quantity: 1,
        },
      ],
    },
  ];
}

/** The day tickets with the day's capacity on `date`. */
export function dayTickets(date: string, left: number): Ticket[] {
  const schedule = [
    { datetime: `${date}T00:00`, datetime_end: `${date}T23:59`, max_tickets: left },
  ];
  return [
    {
      ...flags,
      id: 21,
      name: 'Day ticket adults',
      price: 800,
      vat_value: 7,
      mode: 3,
      day_ticket: 1,
      schedule,
    },
    {
      ...flags,
      id: 22,
      name: 'Day ticket children',
      price: 0,
      vat_value: 7,
      mode: 3,
      day_ticket: 1,
      schedule,
    },
  ];
}

/** The evening's event-long tickets sharing `left` places. */
export function nightTickets(left: number): Ticket[] {
  const schedule = [
    { datetime: '2026-12-05T18:00', datetime_end: '2026-12-06T01:00', max_tickets: left },
  ];
  return [
    { ...flags, id: 31, name: 'Night ticket', price: 1500, vat_value: 7, mode: 3, schedule },
    {
      ...flags,
      id: 32,
      name: 'Night ticket concession',
      price: 1000,
      vat_value: 7,
      mode: 3,
      schedule,
    },
  ];
}

/** The timed exhibition's calendar: the 28th sold out, Mondays closed. */
export const lightPlayCalendar: Record<string, number> = {
  '2026-11-21': 58,
  '2026-11-22': 252,
  '2026-11-24': 43,
  '2026-11-25': 331,
  '2026-11-28': 0,
  '2026-11-29': 8,
  '2026-12-01': 333,
};

export function collection(tickets: Ticket[]): TicketCollection {
  return { tickets, timeslots: [] };
}
