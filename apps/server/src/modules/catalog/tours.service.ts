/**
 * The guided-tour catalog: the tour list, the overview of tours per date, categories, a tour's day
 * with its schedule, calendars, sold-out dates and times, and lifetimes.
 *
 * A slot is offered when it starts after the venue's now (`server.timeZone`) and its date lies in
 * the tour's lifetime (`first_date` … `last_date` when set). Offered slots with no participant
 * places left stay in calendars as sold out (available 0); they never count as bookable.
 * Inactive tours are treated as unknown.
 */
import {
  DEFAULT_LANGUAGE,
  addDays,
  booksWholeTours,
  venueDateTime,
  waitingListOpen,
  type Language,
  localized,
  type LocalizedText,
} from '@foyer/domain';
import type {
  Category,
  Lifetime,
  PriceListEntry,
  Picture,
  Tour,
  TourCalendar,
  TourQuestion,
  TourSlot,
  TourTicket,
  ToursPerDate,
} from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { defaultLanguage } from '../../i18n/languages';
import { picturesFor } from '../images';
import { availableByCapacity } from '../inventory';
import {
  findActiveTour,
  listActiveTours,
  listTourCategories,
  pricesOfTours,
  questionsOfTours,
  slotsOfTours,
  ticketsOfTours,
  upcomingSlotBounds,
  type TourRecord,
  type TourSlotRecord,
} from './tours.repository';

/** A Foyer installation serves one museum; the API's `museumId` is therefore always 1. */
const MUSEUM_ID = 1;

type Text = (text: LocalizedText | null | undefined) => string;

/** An offered slot with its date, time and what is left of it. */
interface OfferedSlot {
  slot: TourSlotRecord;
  date: string;
  time: string;
  /** Participant places left (the calendar's `available`). */
  available: number;
  /** Parallel tours left. */
  tours: number;
}

interface TourParts {
  tickets: Map<number, TourTicket[]>;
  priceLists: Map<number, PriceListEntry[]>;
  questions: Map<number, TourQuestion[]>;
}

function textIn(deps: AppDeps, lang: Language): Text {
  const fallback = deps.config.shop.languages[0] ?? DEFAULT_LANGUAGE;
  return (text) => localized(text, lang, fallback);
}

/** The last date a `YYYY-MM-DD` value can name. */
const LAST_DATE = '9999-12-31';

/** The request's instant, read once, and the venue's wall clock at it. */
interface VenueClock {
  now: Date;
  /** `YYYY-MM-DD HH:mm:ss`, comparable with slot starts. */
  local: string;
  /** `YYYY-MM-DD`. */
  today: string;
}

function venueClock(deps: AppDeps): VenueClock {
  const now = deps.clock.now();
  const local = venueDateTime(now, deps.config.server.timeZone).replace('T', ' ');
  return { now, local, today: local.slice(0, 10) };
}

/** `YYYYMMDD` of a range segment → `YYYY-MM-DD`. */
function fromCompact(date: string): string {
  return `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of the tour's language in the request's language; an unknown code stays as it is. */
function languageName(code: string, lang: Language): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'language' });
    displayNames.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // A code that is not a BCP 47 tag (bad catalog data) is shown as entered.
    return code;
  }
}

function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

function inLifetime(tour: TourRecord, date: string): boolean {
  return (!tour.firstDate || date >= tour.firstDate) && (!tour.lastDate || date <= tour.lastDate);
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The offered slots of the tours from `from` to `to` (inclusive dates): one slot query and one
 * availability query, whatever the number of tours and days. A tour booked as whole tours has no
 * places left once no parallel tour is left, whatever its participant capacity says.
 */
async function offeredSlots(
  deps: AppDeps,
  clock: VenueClock,
  tours: readonly TourRecord[],
  from: string,
  to: string,
): Promise<OfferedSlot[]> {
  // Days before today hold no offered slot; skipping them also keeps dates such as year 0000,
  // which PostgreSQL cannot store, out of the query.
  const first = from > clock.today ? from : clock.today;
  if (to < first || tours.length === 0) return [];
  const byId = new Map(tours.map((tour) => [tour.id, tour]));
  const slots = (
    await slotsOfTours(deps.db, [...byId.keys()], { from: first, to, after: clock.local })
  ).filter((slot) => {
    const tour = byId.get(slot.tourId);
    return tour !== undefined && inLifetime(tour, slot.startsAt.slice(0, 10));
  });
  const capacityIds = slots.flatMap((slot) => [slot.participantsCapacityId, slot.toursCapacityId]);
  const available = await availableByCapacity(deps.db, capacityIds, clock.now);
  return slots.map((slot) => {
    const tour = byId.get(slot.tourId);
    const tours = available.get(slot.toursCapacityId) ?? 0;
    const wholeTours =
      tour !== undefined &&
      booksWholeTours({
        single_ticketing: flag(tour.singleTicketing),
        book_complete_tour: flag(tour.bookCompleteTour),
      });
    const places = available.get(slot.participantsCapacityId) ?? 0;
    return {
      slot,
      date: slot.startsAt.slice(0, 10),
      time: slot.startsAt.slice(11, 16),
      available: wholeTours && tours === 0 ? 0 : places,
      tours,
    };
  });
}

/** Tickets, price lists and questions of the tours, grouped by tour id. */
async function loadParts(
  deps: AppDeps,
  tourIds: readonly number[],
  text: Text,
): Promise<TourParts> {
  const [tickets, prices, questions] = await Promise.all([
    ticketsOfTours(deps.db, tourIds),
    pricesOfTours(deps.db, tourIds),
    questionsOfTours(deps.db, tourIds),
  ]);
  const parts: TourParts = { tickets: new Map(), priceLists: new Map(), questions: new Map() };
  for (const { ticket, subtickets } of tickets) {
    pushTo(parts.tickets, ticket.tourId, {
      id: ticket.id,
      name: text(ticket.name),
      price: ticket.price,
      vat_value: ticket.vatValue,
      sequence_no: ticket.sequenceNo,
      // Subtickets are optional in the API: a ticket without any carries none.
      ...(subtickets.length > 0 && {
        subtickets: subtickets.map((sub) => ({
          id: sub.id,
          name: text(sub.name),
          price: sub.price,
        })),
      }),
    });
  }
  for (const price of prices) {
    pushTo(parts.priceLists, price.tourId, {
      id: price.id,
      name: text(price.name),
      price: price.price,
      vat_value: price.vatValue,
    });
  }
  for (const { question, options } of questions) {
    pushTo(parts.questions, question.tourId, {
      id: question.id,
      question: text(question.text),
      type: question.type,
      mandatory: flag(question.mandatory),
      sequence_no: question.sequenceNo,
      answers: options.map((option) => ({ id: option.id, answer: text(option.text) })),
    });
  }
  return parts;
}

function toTour(
  tour: TourRecord,
  parts: TourParts,
  lang: Language,
  text: Text,
  waitingList: boolean,
  schedule: Tour['schedule'] = {},
  picture?: Picture,
): Tour {
  return {
    id: tour.id,
    name: text(tour.name),
    eventName: text(tour.eventName),
    description: text(tour.description),
    image: picture?.src ?? tour.image,
    ...(picture ? { picture } : {}),
    sequence_no: tour.sequenceNo,
    max_participants: tour.maxParticipants,
    min_participants: tour.minParticipants,
    single_ticketing: flag(tour.singleTicketing),
    book_complete_tour: flag(tour.bookCompleteTour),
    booking_without_tickets: flag(tour.bookingWithoutTickets),
    priceList: parts.priceLists.get(tour.id) ?? [],
    tickets: parts.tickets.get(tour.id) ?? [],
    schedule,
    // The list filters tours by the categories of `tour/attr` through `custom_groups`.
    custom_groups: tour.categoryIds.map((id) => ({ id })),
    questions: parts.questions.get(tour.id) ?? [],
    langIdentifier: tour.langIdentifier,
    langName: languageName(tour.langIdentifier, lang),
    museumId: MUSEUM_ID,
    venue: text(tour.venueName),
    duration: tour.durationMinutes,
    waiting_list: waitingList,
  };
}

/** The uploaded pictures of tours, alt texts in `lang` (`modules/images`). */
function tourPictures(deps: AppDeps, tours: readonly TourRecord[], lang: Language) {
  const ids = tours.map((tour) => tour.id);
  return picturesFor(deps.db, 'tour', ids, lang, defaultLanguage(deps.config));
}

/** Active tours in list order with tickets, price lists and questions; schedules are empty. */
export async function listTours(deps: AppDeps, lang: Language): Promise<Tour[]> {
  const text = textIn(deps, lang);
  const tours = await listActiveTours(deps.db);
  const parts = await loadParts(
    deps,
    tours.map((tour) => tour.id),
    text,
  );
  const pictures = await tourPictures(deps, tours, lang);
  const museumSwitch = deps.config.server.waitingList.enabled;
  return tours.map((tour) =>
    toTour(
      tour,
      parts,
      lang,
      text,
      waitingListOpen(museumSwitch, tour.waitingList),
      {},
      pictures.get(tour.id),
    ),
  );
}

/** Per date from `date` to `date + lookahead`: ids of the tours with a slot that has places left. */
export async function toursPerDate(
  deps: AppDeps,
  date: string,
  lookahead: number,
): Promise<ToursPerDate> {
  const clock = venueClock(deps);
  // A range ending before today offers nothing; checking first keeps date arithmetic on real dates.
  if (date < addDays(clock.today, -lookahead)) return {};
  const to = date > addDays(LAST_DATE, -lookahead) ? LAST_DATE : addDays(date, lookahead);
  const tours = await listActiveTours(deps.db);
  const slots = await offeredSlots(deps, clock, tours, date, to);
  const bookable = new Map<string, Set<number>>();
  for (const offered of slots) {
    if (offered.available === 0) continue;
    const ids = bookable.get(offered.date) ?? new Set<number>();
    ids.add(offered.slot.tourId);
    bookable.set(offered.date, ids);
  }
  const answer: Record<string, number[]> = {};
  for (const day of [...bookable.keys()].sort()) {
    const ids = bookable.get(day);
    answer[day] = tours.filter((tour) => ids?.has(tour.id)).map((tour) => tour.id);
  }
  return answer;
}

/** All tour categories in sequence order. */
export async function tourCategoryList(
  deps: AppDeps,
  lang: Language,
): Promise<{ categories: Category[] }> {
  const text = textIn(deps, lang);
  const categories = await listTourCategories(deps.db);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: text(category.name),
      sequence_no: category.sequenceNo,
    })),
  };
}

/**
 * The tour with tickets and price list; with `date`, its schedule: per offered start time the
 * parallel tours still bookable and the price list. Null for an unknown or inactive tour.
 */
export async function tourDay(
  deps: AppDeps,
  lang: Language,
  tourId: number,
  date: string | undefined,
): Promise<Tour | null> {
  const tour = await findActiveTour(deps.db, tourId);
  if (!tour) return null;
  const text = textIn(deps, lang);
  const parts = await loadParts(deps, [tour.id], text);
  const schedule: Tour['schedule'] = {};
  if (date !== undefined) {
    const priceList = parts.priceLists.get(tour.id) ?? [];
    for (const offered of await offeredSlots(deps, venueClock(deps), [tour], date, date)) {
      schedule[offered.time] = { tours: offered.tours, priceList };
    }
  }
  const pictures = await tourPictures(deps, [tour], lang);
  return toTour(
    tour,
    parts,
    lang,
    text,
    waitingListOpen(deps.config.server.waitingList.enabled, tour.waitingList),
    schedule,
    pictures.get(tour.id),
  );
}

async function lifetimeOf(deps: AppDeps, clock: VenueClock, tour: TourRecord): Promise<Lifetime> {
  if (tour.firstDate && tour.lastDate) return { first: tour.firstDate, last: tour.lastDate };
  const bounds = await upcomingSlotBounds(deps.db, tour.id, clock.local);
  return {
    first: tour.firstDate ?? bounds.first?.slice(0, 10) ?? null,
    last: tour.lastDate ?? bounds.last?.slice(0, 10) ?? null,
  };
}

/**
 * The tour's first and last bookable dates: `first_date` / `last_date` as configured, else the dates
 * of its earliest and latest slot that has not started. Null for an unknown or inactive tour.
 */
export async function tourLifetime(deps: AppDeps, tourId: number): Promise<Lifetime | null> {
  const tour = await findActiveTour(deps.db, tourId);
  return tour ? lifetimeOf(deps, venueClock(deps), tour) : null;
}

async function slotsByDate(
  deps: AppDeps,
  clock: VenueClock,
  tour: TourRecord,
  from: string,
  to: string,
): Promise<Map<string, OfferedSlot[]>> {
  const byDate = new Map<string, OfferedSlot[]>();
  for (const offered of await offeredSlots(deps, clock, [tour], from, to)) {
    pushTo(byDate, offered.date, offered);
  }
  return byDate;
}

/** Offered slots per date of the range (`YYYYMMDD`) with the places left, and the lifetime. */
export async function tourCalendar(
  deps: AppDeps,
  tourId: number,
  start: string,
  end: string,
): Promise<TourCalendar | null> {
  const tour = await findActiveTour(deps.db, tourId);
  if (!tour) return null;
  const clock = venueClock(deps);
  const [lifetime, byDate] = await Promise.all([
    lifetimeOf(deps, clock, tour),
    slotsByDate(deps, clock, tour, fromCompact(start), fromCompact(end)),
  ]);
  const dates: Record<string, TourSlot[]> = {};
  for (const [date, slots] of byDate) {
    dates[date] = slots.map((offered) => ({
      time: offered.time,
      timeslotId: offered.slot.id,
      available: offered.available,
    }));
  }
  return { ...lifetime, dates };
}

/**
 * Dates of the range (`YYYYMMDD`) that have offered slots and none with places left. Dates without
 * offered slots are not sold out, only unavailable, so they are not listed.
 */
export async function tourSoldOutDates(
  deps: AppDeps,
  tourId: number,
  start: string,
  end: string,
): Promise<string[] | null> {
  const tour = await findActiveTour(deps.db, tourId);
  if (!tour) return null;
  const byDate = await slotsByDate(
    deps,
    venueClock(deps),
    tour,
    fromCompact(start),
    fromCompact(end),
  );
  return [...byDate]
    .filter(([, slots]) => slots.every((offered) => offered.available === 0))
    .map(([date]) => date);
}

/** Start times (`HH:mm`) of the date's offered slots that have no places left. */
export async function tourSoldOutTimes(
  deps: AppDeps,
  tourId: number,
  date: string,
): Promise<string[] | null> {
  const tour = await findActiveTour(deps.db, tourId);
  if (!tour) return null;
  const byDate = await slotsByDate(deps, venueClock(deps), tour, date, date);
  const soldOut = (byDate.get(date) ?? [])
    .filter((offered) => offered.available === 0)
    .map((offered) => offered.time);
  return [...new Set(soldOut)];
}
