/**
 * Fixtures of the catalog editors' tests: events, tours, articles, voucher types and codes as the
 * admin API sends them (typed by the contract), and the routes every editor page needs besides its
 * own (the image picker's library).
 */
import type { CatalogDay } from '@foyer/domain/admin-contract/catalog-days';
import type { CatalogEventDetail, CatalogSlot } from '@foyer/domain/admin-contract/catalog';
import type {
  CatalogArticle,
  CatalogVoucherCode,
  CatalogVoucherType,
} from '@foyer/domain/admin-contract/catalog-shop';
import type {
  CatalogTourDetail,
  CatalogTourSlot,
} from '@foyer/domain/admin-contract/catalog-tours';
import { imageEndpoints } from '@foyer/domain/admin-contract/images';
import type { UserEvent } from '@testing-library/user-event';
import { ok, type FakeRoutes } from './admin-harness';

type EventTicket = CatalogEventDetail['event']['tickets'][number];

/** The image picker below each saved item asks for the library; it is empty here. */
export const imageLibrary: FakeRoutes = { 'GET images': ok(imageEndpoints.images, []) };

/** A date in the future (slots and dates before today are not listed). */
export const FUTURE = '2031-05-14';
/** A date in the past. */
export const PAST = '2020-01-10';

export function eventTicket(overrides: Partial<EventTicket> = {}): EventTicket {
  return {
    id: 7,
    name: { de: 'Erwachsene', en: 'Adults' },
    description: {},
    price: 1200,
    vatValue: 7,
    mode: 1,
    dayTicket: false,
    family: false,
    group: null,
    printSeparately: false,
    uniqueBarcode: true,
    scanSeparately: false,
    bookWithCost: false,
    bookWithCostWarn: false,
    sequenceNo: 1,
    active: true,
    subtickets: [],
    ...overrides,
  };
}

export function eventSlot(overrides: Partial<CatalogSlot> = {}): CatalogSlot {
  return {
    id: 501,
    mode: 1,
    startsAt: `${FUTURE}T10:00:00`,
    endsAt: null,
    capacity: 30,
    sold: 4,
    held: 2,
    sales: 'open',
    ...overrides,
  };
}

export function eventDetail(
  overrides: {
    id?: number;
    event?: Partial<CatalogEventDetail['event']>;
    slots?: CatalogSlot[];
    venues?: CatalogEventDetail['venues'];
  } = {},
): CatalogEventDetail {
  return {
    id: overrides.id ?? 12,
    event: {
      name: { de: 'Sonderausstellung', en: 'Special exhibition' },
      description: { de: 'Bis Ende Mai.' },
      venue: null,
      image: null,
      sequenceNo: 3,
      sortingDatetime: null,
      startsAt: null,
      endsAt: null,
      customGroups: [4],
      active: true,
      waitingList: true,
      capacity: null,
      tickets: [eventTicket()],
      ...overrides.event,
    },
    capacityUse: null,
    slots: overrides.slots ?? [],
    venues: overrides.venues ?? [],
    customGroups: [{ id: 4, name: { de: 'Ausstellungen' } }],
  };
}

export function eventDay(overrides: Partial<CatalogDay> = {}): CatalogDay {
  return { id: 801, date: FUTURE, capacity: 200, sold: 12, held: 3, sales: 'open', ...overrides };
}

export function tourSlot(
  overrides: {
    id?: number;
    startsAt?: string;
    places?: number;
    booked?: number;
    sales?: CatalogTourSlot['sales'];
  } = {},
): CatalogTourSlot {
  return {
    id: overrides.id ?? 901,
    startsAt: overrides.startsAt ?? `${FUTURE}T11:00:00`,
    participants: { capacity: overrides.places ?? 20, sold: overrides.booked ?? 5, held: 1 },
    tours: { capacity: 1, sold: 1, held: 0 },
    sales: overrides.sales ?? 'open',
  };
}

export function tourDetail(
  overrides: {
    id?: number;
    tour?: Partial<CatalogTourDetail['tour']>;
    slots?: CatalogTourSlot[];
    venues?: CatalogTourDetail['venues'];
    categories?: CatalogTourDetail['categories'];
  } = {},
): CatalogTourDetail {
  return {
    id: overrides.id ?? 31,
    tour: {
      name: { de: 'Highlights der Sammlung', en: 'Collection highlights' },
      eventName: {},
      description: {},
      image: null,
      language: 'de',
      venue: null,
      categories: [],
      customGroups: [],
      maxParticipants: 25,
      minParticipants: 1,
      singleTicketing: false,
      bookCompleteTour: false,
      bookingWithoutTickets: false,
      durationMinutes: 60,
      firstDate: null,
      lastDate: null,
      sequenceNo: 2,
      active: true,
      waitingList: true,
      tickets: [
        {
          id: 41,
          name: { de: 'Teilnahme', en: 'Participant' },
          price: 800,
          vatValue: 7,
          sequenceNo: 1,
          subtickets: [],
        },
      ],
      prices: [],
      questions: [],
      ...overrides.tour,
    },
    slots: overrides.slots ?? [],
    venues: overrides.venues ?? [],
    categories: overrides.categories ?? [],
    customGroups: [],
  };
}

export function article(
  overrides: { id?: number; article?: Partial<CatalogArticle['article']>; sold?: number } = {},
): CatalogArticle {
  return {
    id: overrides.id ?? 61,
    article: {
      category: null,
      name: { de: 'Katalog', en: 'Exhibition catalogue' },
      description: {},
      price: 2490,
      vatValue: 7,
      productKind: null,
      images: [],
      customGroups: [],
      related: [],
      needsShipping: true,
      capacity: 100,
      sequenceNo: 1,
      active: true,
      ...overrides.article,
    },
    stockUse: { sold: overrides.sold ?? 8, held: 2 },
  };
}

export function voucherType(
  overrides: { id?: number; type?: Partial<CatalogVoucherType['type']>; codes?: number } = {},
): CatalogVoucherType {
  return {
    id: overrides.id ?? 71,
    type: {
      category: null,
      name: { de: 'Geschenkgutschein', en: 'Gift voucher' },
      description: {},
      image: null,
      price: 2500,
      vatValue: 0,
      variableAmount: false,
      validityDays: 1095,
      sequenceNo: 1,
      active: true,
      ...overrides.type,
    },
    codes: overrides.codes ?? 3,
  };
}

export function voucherCode(overrides: Partial<CatalogVoucherCode> = {}): CatalogVoucherCode {
  return {
    id: 88,
    barcode: 'GV-7Q2K-93XD',
    name: {},
    voucherType: 71,
    typeName: { de: 'Geschenkgutschein', en: 'Gift voucher' },
    amount: 2500,
    usedAmount: 1000,
    left: 1500,
    validFrom: '2026-01-01',
    validTo: '2028-12-31',
    voidedAt: null,
    soldInOrder: null,
    redemptions: [{ orderId: 5001, orderNumber: '2026-000042', amount: 1000 }],
    ...overrides,
  };
}

/**
 * Replaces a field's text as staff do when they paste it: one input event instead of one per
 * character (the big editors re-render on each, which is slow on a busy machine).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
