/**
 * Prices a cart (spec 7 "Cart payload items") with the server's own data and the rules of
 * `@foyer/domain`: nothing the client sends about prices, counts or voucher values is trusted. The
 * answer is the basket for `computeTotals`, the order items to store, the capacities to hold and the
 * voucher codes to redeem, or the first refused item with its stable code.
 *
 * Decisions where the spec is silent:
 * - a ticket line takes the places of the domain's `ticketPlaces` (a family ticket one per person,
 *   fixed-count add-ons not counted);
 * - a tour booking holds its participants (`tourParticipants`) of the slot, and, when whole tours are
 *   booked, its tours of the slot's parallel tours;
 * - tour lines and subtickets the tour does not offer are ignored (the domain's reading), unknown
 *   products, tickets and types refuse the cart with CART_INVALID, inactive ones with ITEM_EXPIRED
 *   (an inactive tour with TOUR_NOT_BOOKABLE).
 */
import {
  addItem,
  booksWholeTours,
  checkVoucherCode,
  countsById,
  dayAvailability,
  emptyBasket,
  eventAvailability,
  isSlotMode,
  isOutOfStock,
  normalizeVoucherCode,
  parseVariableVoucherAmount,
  passHolderRequired,
  TICKET_MODES,
  ticketParticipants,
  tourTicketsAvailability,
  tourTotals,
  validatePassHolders,
  validateTicketCount,
  validateTicketLine,
  validateTourBooking,
  isSold,
  venueDateTime,
  voucherCodeToBasketItem,
  type Basket,
  type BasketItem,
  type ErrorCode,
  type ErrorParams,
  type FeatureSwitches,
  type Language,
  type Tour as TourRules,
  type TourQuestion as TourQuestionRule,
} from '@foyer/domain';
import type {
  CartDayTicketItem,
  CartMerchandiseItem,
  CartPayload,
  CartTicketItem,
  CartTourItem,
  CartVoucherItem,
  PassHolder,
  TourAnswer,
} from '@foyer/domain/contract';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { localize, type I18nText } from '../../i18n/localize';
import { subticketsOf, type SubticketRow } from '../catalog/events.repository';
import {
  pricesOfTours,
  questionsOfTours,
  ticketsOfTours,
  type TourPriceRecord,
  type TourQuestionRecord,
  type TourTicketRecord,
} from '../catalog/tours.repository';
import { availableByCapacity } from '../inventory/availability.repository';
import type {
  DayTicketLineDetails,
  MerchandiseLineDetails,
  NewOrderItem,
  TicketLineDetails,
  TourLineDetails,
  VoucherLineDetails,
} from '../orders';
import type { Demand } from '../inventory/holds.service';
import {
  articlesByIds,
  eventDaysByKeys,
  eventSlotsByKeys,
  ticketsByIds,
  tourSlotsByKeys,
  toursByIds,
  voucherCodesByBarcodes,
  voucherTypesByIds,
  type CartArticleRow,
  type CartSlotRow,
  type CartTicketRow,
  type CartTourRow,
  type CartTourSlotRow,
  type CartVoucherCodeRow,
  type CartVoucherTypeRow,
} from './cart.repository';

export interface RedeemedCode {
  id: number;
  barcode: string;
  name: string;
}

export interface PricedCart {
  /** Basket items with the server's prices in cart order, voucher codes included. */
  basket: readonly BasketItem[];
  /** Order items of the sellable lines, in cart order. */
  items: NewOrderItem[];
  /** Voucher codes redeemed, by barcode. */
  codes: Map<string, RedeemedCode>;
  demands: Demand[];
  /** The cart item that first needs each capacity, for the `item` parameter of a refusal. */
  itemOfCapacity: Map<number, number>;
  /** Line total of the merchandise that is shipped; null when nothing needs shipping. */
  shippedSubtotal: number | null;
}

export interface CartRefusal {
  code: ErrorCode;
  params: ErrorParams;
}

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; refusal: CartRefusal };

/** A cart's `YYYY-MM-DDTHH:mm` as the stored local timestamp. */
export function toTimestamp(datetime: string): string {
  return `${datetime.slice(0, 10)} ${datetime.slice(11, 16)}:00`;
}

/** A stored local timestamp as the contract's `YYYY-MM-DDTHH:mm`. */
export function toLocalDateTime(timestamp: string): string {
  return `${timestamp.slice(0, 10)}T${timestamp.slice(11, 16)}`;
}

class Refused extends Error {
  constructor(readonly refusal: CartRefusal) {
    super(refusal.code);
  }
}

function refuse(item: number, code: ErrorCode, params: ErrorParams = {}): never {
  throw new Refused({ code, params: { ...params, item } });
}

function slotKey(eventId: number, mode: number, timestamp: string): string {
  return `${eventId}|${mode}|${timestamp.slice(0, 16)}`;
}

function flags(ticket: CartTicketRow) {
  return {
    unique_barcode: ticket.uniqueBarcode,
    scan_separately: ticket.scanSeparately,
    print_separately: ticket.printSeparately,
  };
}

interface Catalog {
  tickets: Map<number, CartTicketRow>;
  subtickets: Map<number, SubticketRow[]>;
  slots: Map<string, CartSlotRow>;
  days: Map<string, number>;
  tours: Map<number, CartTourRow>;
  tourTickets: Map<number, TourTicketRecord[]>;
  tourPrices: Map<number, TourPriceRecord[]>;
  tourQuestions: Map<number, TourQuestionRecord[]>;
  tourSlots: Map<string, CartTourSlotRow>;
  articles: Map<number, CartArticleRow>;
  voucherTypes: Map<number, CartVoucherTypeRow>;
  codes: Map<string, CartVoucherCodeRow>;
  available: Map<number, number>;
}

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Reads everything the cart refers to in a fixed number of queries. */
async function loadCatalog(db: Db, cart: CartPayload, now: Date): Promise<Catalog> {
  const items = cart.items;
  const ticketIds = items.flatMap((item) =>
    item.type === 'ticket'
      ? [item.id]
      : item.type === 'dayTicket'
        ? item.dayTickets.map((line) => line.id)
        : [],
  );
  const tourItems = items.filter((item): item is CartTourItem => item.type === 'guidedTour');
  const tourIds = [...new Set(tourItems.map((item) => item.tourId))];
  const dayItems = items.filter((item): item is CartDayTicketItem => item.type === 'dayTicket');
  const articleIds = items.flatMap((item) => (item.type === 'merchandise' ? [item.id] : []));
  const typeIds = items.flatMap((item) => (item.type === 'voucher' ? [item.id] : []));
  const barcodes = items.flatMap((item) =>
    item.type === 'voucherCode' ? [normalizeVoucherCode(item.barcode)] : [],
  );

  const [tickets, subtickets, days, tours, tourTickets, tourPrices, tourQuestions, tourSlots] =
    await Promise.all([
      ticketsByIds(db, ticketIds),
      subticketsOf(db, [...new Set(ticketIds)]),
      eventDaysByKeys(
        db,
        dayItems.map((item) => ({ eventId: item.id, day: item.date })),
      ),
      toursByIds(db, tourIds),
      ticketsOfTours(db, tourIds),
      pricesOfTours(db, tourIds),
      questionsOfTours(db, tourIds),
      tourSlotsByKeys(
        db,
        tourItems.map((item) => ({ tourId: item.tourId, startsAt: toTimestamp(item.datetime) })),
      ),
    ]);
  const [articles, voucherTypes, codes] = await Promise.all([
    articlesByIds(db, articleIds),
    voucherTypesByIds(db, typeIds),
    voucherCodesByBarcodes(db, barcodes),
  ]);
  const ticketById = new Map(tickets.map((row) => [row.id, row]));
  const slotKeys = items.flatMap((item) => {
    if (item.type !== 'ticket' || item.datetime === null) return [];
    const ticket = ticketById.get(item.id);
    return ticket && isSlotMode(ticket.mode)
      ? [{ eventId: ticket.eventId, mode: ticket.mode, startsAt: toTimestamp(item.datetime) }]
      : [];
  });
  const slots = await eventSlotsByKeys(db, slotKeys);
  const capacityIds = [
    ...tickets.flatMap((row) => (row.capacityId === null ? [] : [row.capacityId])),
    ...slots.map((row) => row.capacityId),
    ...days.map((row) => row.capacityId),
    ...tourSlots.flatMap((row) => [row.participantsCapacityId, row.toursCapacityId]),
    ...articles.map((row) => row.capacityId),
  ];
  const available = await availableByCapacity(db, capacityIds, now);
  return {
    tickets: ticketById,
    subtickets: group(subtickets, (row) => row.ticketId),
    slots: new Map(slots.map((row) => [slotKey(row.eventId, row.mode, row.startsAt), row])),
    days: new Map(days.map((row) => [`${row.eventId}|${row.day}`, row.capacityId])),
    tours: new Map(tours.map((row) => [row.id, row])),
    tourTickets: group(tourTickets, (record) => record.ticket.tourId),
    tourPrices: group(tourPrices, (record) => record.tourId),
    tourQuestions: group(tourQuestions, (record) => record.question.tourId),
    tourSlots: new Map(tourSlots.map((row) => [`${row.tourId}|${row.startsAt.slice(0, 16)}`, row])),
    articles: new Map(articles.map((row) => [row.id, row])),
    voucherTypes: new Map(voucherTypes.map((row) => [row.id, row])),
    codes: new Map(codes.map((row) => [row.barcode, row])),
    available,
  };
}

interface Pricer {
  catalog: Catalog;
  text: (value: I18nText | null | undefined) => string;
  now: Date;
  timeZone: string;
  /** Venue-local now, `YYYY-MM-DD HH:mm:ss`. */
  venueNow: string;
  basket: Basket;
  items: NewOrderItem[];
  codes: Map<string, RedeemedCode>;
  demands: Demand[];
  itemOfCapacity: Map<number, number>;
  shippedSubtotal: number | null;
  /** The feature switches of the configuration: what the shop sells at all. */
  switches: FeatureSwitches;
}

function available(pricer: Pricer, capacityId: number): number {
  return pricer.catalog.available.get(capacityId) ?? 0;
}

function demand(pricer: Pricer, index: number, capacityId: number, quantity: number): void {
  if (quantity <= 0) return;
  pricer.demands.push({ capacityId, quantity });
  if (!pricer.itemOfCapacity.has(capacityId)) pricer.itemOfCapacity.set(capacityId, index);
}

function addToBasket(pricer: Pricer, index: number, item: BasketItem): void {
  const added = addItem(pricer.basket, item);
  if (!added.ok) refuse(index, added.code, added.params);
  pricer.basket = added.value;
}

/** A name for display: the text, else a stable placeholder (order names may not be empty). */
function nameOr(value: string, fallback: string): string {
  return value.trim() === '' ? fallback : value;
}

function subticketLines(
  pricer: Pricer,
  subtickets: readonly { id: number; name: I18nText; price: number }[],
  counts: Readonly<Record<number, number>>,
) {
  return subtickets
    .filter((sub) => (counts[sub.id] ?? 0) > 0)
    .map((sub) => ({
      id: sub.id,
      name: nameOr(pricer.text(sub.name), `#${sub.id}`),
      count: counts[sub.id] ?? 0,
      price: sub.price,
    }));
}

function countLines(lines: readonly { name: string; count: number }[]): string[] {
  return lines.map((line) => `${line.count} × ${line.name}`);
}

function ruleSubtickets(subs: readonly SubticketRow[]) {
  return subs.map((sub) => ({
    id: sub.id,
    price: sub.price,
    min_quantity: sub.minQuantity,
    max_quantity: sub.maxQuantity,
  }));
}

function sellableTicket(pricer: Pricer, index: number, id: number): CartTicketRow {
  const ticket = pricer.catalog.tickets.get(id);
  if (!ticket) refuse(index, 'CART_INVALID');
  if (!ticket.active || !ticket.eventActive) refuse(index, 'ITEM_EXPIRED');
  const end = ticket.eventEndsAt === null ? null : toLocalDateTime(ticket.eventEndsAt);
  const open = eventAvailability({ end }, pricer.now, pricer.timeZone);
  if (!open.ok) refuse(index, open.code);
  return ticket;
}

function priceTicket(pricer: Pricer, index: number, item: CartTicketItem): void {
  const ticket = sellableTicket(pricer, index, item.id);
  if (ticket.dayTicket) refuse(index, 'CART_INVALID');
  const subs = pricer.catalog.subtickets.get(ticket.id) ?? [];
  let capacityId: number;
  let datetime: string | null = null;
  let schedule: { datetime: string; max_tickets: number }[] = [];
  if (isSlotMode(ticket.mode)) {
    const slot =
      item.datetime === null
        ? undefined
        : pricer.catalog.slots.get(
            slotKey(ticket.eventId, ticket.mode, toTimestamp(item.datetime)),
          );
    const open =
      slot !== undefined &&
      (slot.startsAt > pricer.venueNow ||
        (ticket.mode === TICKET_MODES.SCHEDULED_RANGE &&
          slot.endsAt !== null &&
          slot.endsAt > pricer.venueNow));
    if (slot && open) {
      capacityId = slot.capacityId;
      datetime = toLocalDateTime(slot.startsAt);
      schedule = [{ datetime, max_tickets: available(pricer, slot.capacityId) }];
    } else {
      capacityId = 0;
    }
  } else {
    if (ticket.capacityId === null) refuse(index, 'CART_INVALID');
    capacityId = ticket.capacityId;
  }
  const valid = validateTicketLine(
    {
      id: ticket.id,
      price: ticket.price,
      mode: ticket.mode,
      schedule,
      family: ticket.family,
      subtickets: ruleSubtickets(subs),
    },
    { count: item.count, datetime: item.datetime, subtickets: item.subtickets },
  );
  if (!valid.ok) refuse(index, valid.code, valid.params);
  if (!isSlotMode(ticket.mode)) {
    const left = available(pricer, capacityId);
    if (left === 0) refuse(index, 'TICKETS_SOLD_OUT');
    const fits = validateTicketCount(valid.value.places, { max_tickets: left });
    if (!fits.ok) refuse(index, fits.code, fits.params);
  }
  const { count, places, subtickets, total } = valid.value;
  demand(pricer, index, capacityId, places);
  const name = nameOr(pricer.text(ticket.name), `#${ticket.id}`);
  const chosen = subticketLines(pricer, subs, subtickets);
  addToBasket(pricer, index, {
    type: 'ticket',
    id: ticket.id,
    name,
    price: ticket.price,
    totalPrice: total,
    count,
    totalCount: places,
    datetime,
    date: datetime?.slice(0, 10) ?? null,
    time: datetime?.slice(11, 16) ?? null,
    subtickets: chosen.map(({ id, count: n }) => ({ id, count: n })),
    vat_value: ticket.vatValue,
  });
  pricer.items.push({
    type: 'ticket',
    refId: ticket.id,
    name,
    datetime: datetime === null ? null : toTimestamp(datetime),
    count,
    unitPrice: ticket.price,
    totalPrice: total,
    vatValue: ticket.vatValue,
    details: {
      bookingId: index,
      eventId: ticket.eventId,
      eventName: pricer.text(ticket.eventName),
      datetime,
      venue: pricer.text(ticket.venueName),
      subtickets: chosen,
      places,
      ticketFlags: flags(ticket),
      lines: countLines(chosen),
    } satisfies TicketLineDetails,
  });
}

function priceDayTickets(pricer: Pricer, index: number, item: CartDayTicketItem): void {
  const lines = item.dayTickets.filter((line) => line.count > 0);
  if (lines.length === 0) refuse(index, 'TICKET_NO_SELECTION');
  const tickets = lines.map((line) => sellableTicket(pricer, index, line.id));
  if (tickets.some((ticket) => !ticket.dayTicket || ticket.eventId !== item.id)) {
    refuse(index, 'CART_INVALID');
  }
  const today = pricer.venueNow.slice(0, 10);
  const capacityId = pricer.catalog.days.get(`${item.id}|${item.date}`);
  if (item.date < today || capacityId === undefined) refuse(index, 'DAY_UNAVAILABLE');
  const left = available(pricer, capacityId);
  const day = dayAvailability({ [item.date]: left }, item.date);
  if (!day.ok) refuse(index, day.code, day.params);
  const datetime = `${item.date}T00:00`;
  let places = 0;
  lines.forEach((line, position) => {
    const ticket = tickets[position];
    if (ticket === undefined) return;
    const subs = pricer.catalog.subtickets.get(ticket.id) ?? [];
    // A day ticket is sold per date: its one "slot" is the date against the day capacity.
    const valid = validateTicketLine(
      {
        id: ticket.id,
        price: ticket.price,
        mode: TICKET_MODES.TIMED,
        schedule: [{ datetime, max_tickets: left }],
        family: ticket.family,
        subtickets: ruleSubtickets(subs),
      },
      { count: line.count, datetime },
    );
    if (!valid.ok) refuse(index, valid.code, valid.params);
    const { count, places: linePlaces, subtickets, total } = valid.value;
    places += linePlaces;
    const name = nameOr(pricer.text(ticket.name), `#${ticket.id}`);
    const chosen = subticketLines(pricer, subs, subtickets);
    addToBasket(pricer, index, {
      type: 'dayTicket',
      id: item.id,
      name,
      price: ticket.price,
      totalPrice: total,
      count,
      totalCount: linePlaces,
      datetime: null,
      date: item.date,
      time: null,
      dayTickets: [{ id: ticket.id, count }],
      vat_value: ticket.vatValue,
    });
    pricer.items.push({
      type: 'dayTicket',
      refId: ticket.id,
      name,
      datetime: toTimestamp(datetime),
      count,
      unitPrice: ticket.price,
      totalPrice: total,
      vatValue: ticket.vatValue,
      details: {
        bookingId: index,
        eventId: ticket.eventId,
        eventName: pricer.text(ticket.eventName),
        date: item.date,
        venue: pricer.text(ticket.venueName),
        subtickets: chosen,
        places: linePlaces,
        ticketFlags: flags(ticket),
        lines: countLines(chosen),
      } satisfies DayTicketLineDetails,
    });
  });
  if (places > left) {
    refuse(index, 'TICKET_COUNT_EXCEEDS_SLOT', { requested: places, available: left });
  }
  demand(pricer, index, capacityId, places);
}

function inLifetime(tour: CartTourRow, date: string): boolean {
  return (!tour.firstDate || date >= tour.firstDate) && (!tour.lastDate || date <= tour.lastDate);
}

/** Display lines of a tour's answers: "question: answer". */
function answerLines(
  pricer: Pricer,
  questions: readonly TourQuestionRecord[],
  answers: Readonly<Record<string, TourAnswer>>,
): string[] {
  return questions.flatMap(({ question, options }) => {
    const value = answers[String(question.id)]?.value;
    const optionText = (id: unknown) =>
      pricer.text(options.find((option) => option.id === id)?.text) || String(id);
    let shown: string;
    if (value === undefined || value === null || value === '') return [];
    if (question.type === 'radio' || question.type === 'select') shown = optionText(value);
    else if (Array.isArray(value)) shown = value.map(optionText).join(', ');
    else shown = String(value);
    return [`${pricer.text(question.text)}: ${shown}`.slice(0, 500)];
  });
}

function priceTour(pricer: Pricer, index: number, item: CartTourItem): void {
  const tour = pricer.catalog.tours.get(item.tourId);
  if (!tour) refuse(index, 'CART_INVALID');
  if (!tour.active) refuse(index, 'TOUR_NOT_BOOKABLE');
  const tickets = pricer.catalog.tourTickets.get(tour.id) ?? [];
  const prices = pricer.catalog.tourPrices.get(tour.id) ?? [];
  const questions = pricer.catalog.tourQuestions.get(tour.id) ?? [];
  const rules: TourRules = {
    max_participants: tour.maxParticipants,
    min_participants: tour.minParticipants,
    single_ticketing: tour.singleTicketing,
    book_complete_tour: tour.bookCompleteTour,
    booking_without_tickets: tour.bookingWithoutTickets,
    tickets: tickets.map(({ ticket, subtickets }) => ({
      id: ticket.id,
      price: ticket.price,
      subtickets: subtickets.map((sub) => ({ id: sub.id, price: sub.price })),
    })),
    priceList: prices.map((price) => ({ id: price.id, price: price.price })),
  };
  const bookable = tourTicketsAvailability(rules);
  if (!bookable.ok) refuse(index, bookable.code);
  const date = item.datetime.slice(0, 10);
  const found = pricer.catalog.tourSlots.get(
    `${tour.id}|${toTimestamp(item.datetime).slice(0, 16)}`,
  );
  const slot =
    found && found.startsAt > pricer.venueNow && inLifetime(tour, date) ? found : undefined;
  const wholeTours = booksWholeTours(rules);
  const slotInfo = slot
    ? {
        available: available(pricer, slot.participantsCapacityId),
        tours: available(pricer, slot.toursCapacityId),
      }
    : null;
  if (slotInfo && (wholeTours ? slotInfo.tours === 0 : slotInfo.available === 0)) {
    refuse(index, 'TOUR_SOLD_OUT');
  }
  const questionRules: TourQuestionRule[] = questions.map(({ question, options }) => ({
    id: question.id,
    type: question.type,
    mandatory: question.mandatory,
    answers: options.map((option) => ({ id: option.id })),
  }));
  const valid = validateTourBooking({
    tour: rules,
    slot: slotInfo,
    form: {
      date,
      time: item.datetime.slice(11, 16),
      tickets: item.tickets,
      tours: item.prices,
      answers: item.answers,
    },
    questions: questionRules,
  });
  if (!valid.ok) refuse(index, valid.code, valid.params);
  if (!slot) refuse(index, 'TOUR_TIME_REQUIRED');
  const { participants, tourCount } = valid.value;
  demand(pricer, index, slot.participantsCapacityId, participants);
  if (wholeTours) demand(pricer, index, slot.toursCapacityId, tourCount);

  const datetime = toLocalDateTime(slot.startsAt);
  const tourName = nameOr(pricer.text(tour.name), `#${tour.id}`);
  const known = new Set(questions.map(({ question }) => String(question.id)));
  const answers = Object.fromEntries(Object.entries(item.answers).filter(([id]) => known.has(id)));
  const answerTexts = answerLines(pricer, questions, answers);
  const common = {
    bookingId: index,
    tourId: tour.id,
    datetime,
    venue: pricer.text(tour.venueName),
    answers,
  };
  const push = (
    name: string,
    count: number,
    unitPrice: number,
    totalPrice: number,
    vatValue: number,
    details: TourLineDetails,
  ) => {
    addToBasket(pricer, index, {
      type: 'guidedTour',
      tourId: tour.id,
      name,
      price: unitPrice,
      totalPrice,
      count,
      totalCount: count,
      datetime,
      date,
      time: datetime.slice(11, 16),
      answers,
      prices: [],
      tickets: [],
      single_ticketing: tour.singleTicketing,
      vat_value: vatValue,
    });
    pricer.items.push({
      type: 'guidedTour',
      refId: tour.id,
      name,
      datetime: toTimestamp(datetime),
      count,
      unitPrice,
      totalPrice,
      vatValue,
      details,
    });
  };
  for (const line of item.tickets) {
    const record = tickets.find(({ ticket }) => ticket.id === line.id);
    if (!record) continue;
    const subCounts = countsById(line.subtickets);
    const counted = ticketParticipants(record, line.count, subCounts);
    if (counted === 0) continue;
    const total = tourTotals({ tickets: [line] }, rules).totalPrice;
    const chosen = subticketLines(pricer, record.subtickets, subCounts);
    push(
      `${tourName} – ${nameOr(pricer.text(record.ticket.name), `#${record.ticket.id}`)}`,
      counted,
      record.ticket.price,
      total,
      record.ticket.vatValue,
      {
        ...common,
        tourTicketId: record.ticket.id,
        subtickets: chosen,
        lines: [...countLines(chosen), ...answerTexts],
      },
    );
  }
  for (const line of item.prices) {
    const price = prices.find((entry) => entry.id === line.id);
    if (!price || line.count === 0) continue;
    push(
      `${tourName} – ${nameOr(pricer.text(price.name), `#${price.id}`)}`,
      line.count,
      price.price,
      price.price * line.count,
      price.vatValue,
      { ...common, tourPriceId: price.id, wholeTour: wholeTours, lines: answerTexts },
    );
  }
}

function holderName(holder: PassHolder): string {
  return [holder.name.title, holder.name.first, holder.name.last]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

function priceArticle(pricer: Pricer, index: number, item: CartMerchandiseItem): void {
  const article = pricer.catalog.articles.get(item.id);
  if (!article) refuse(index, 'CART_INVALID');
  if (!article.active) refuse(index, 'ITEM_EXPIRED');
  const stock = available(pricer, article.capacityId);
  if (isOutOfStock(stock) || item.count > stock) {
    refuse(index, 'ITEM_OUT_OF_STOCK', { requested: item.count, available: stock });
  }
  const isPass = passHolderRequired(article.productKindRef);
  if (!isSold(isPass ? 'pass' : 'merchandise', pricer.switches)) refuse(index, 'ITEM_EXPIRED');
  const owners = isPass ? (item.owners ?? []) : [];
  if (isPass) {
    const holders = validatePassHolders(owners, item.count);
    if (!holders.ok) refuse(index, holders.code, holders.params);
  }
  demand(pricer, index, article.capacityId, item.count);
  const name = nameOr(pricer.text(article.name), `#${article.id}`);
  const total = article.price * item.count;
  if (article.needsShipping) pricer.shippedSubtotal = (pricer.shippedSubtotal ?? 0) + total;
  addToBasket(pricer, index, {
    type: 'merchandise',
    id: article.id,
    name,
    price: article.price,
    totalPrice: total,
    count: item.count,
    totalCount: item.count,
    datetime: null,
    date: null,
    time: null,
    ...(isPass ? { owners } : {}),
    vat_value: article.vatValue,
  });
  pricer.items.push({
    type: 'merchandise',
    refId: article.id,
    name,
    datetime: null,
    count: item.count,
    unitPrice: article.price,
    totalPrice: total,
    vatValue: article.vatValue,
    details: {
      bookingId: index,
      productKind: article.productKindRef,
      needsShipping: article.needsShipping,
      ...(isPass ? { owners } : {}),
      lines: owners.map(holderName),
    } satisfies MerchandiseLineDetails,
  });
}

function priceVoucher(pricer: Pricer, index: number, item: CartVoucherItem): void {
  const type = pricer.catalog.voucherTypes.get(item.id);
  if (!type) refuse(index, 'CART_INVALID');
  if (!type.active) refuse(index, 'ITEM_EXPIRED');
  let value = type.price;
  if (type.variableAmount) {
    if (item.amount === undefined) refuse(index, 'VOUCHER_AMOUNT_REQUIRED');
    const parsed = parseVariableVoucherAmount(item.amount / 100);
    if (!parsed.ok) refuse(index, parsed.code, parsed.params);
    value = parsed.value;
  } else if (item.amount !== undefined) {
    refuse(index, 'VOUCHER_AMOUNT_INVALID');
  }
  const name = nameOr(pricer.text(type.name), `#${type.id}`);
  addToBasket(pricer, index, {
    type: 'voucher',
    id: type.id,
    name,
    price: value,
    totalPrice: value * item.count,
    count: item.count,
    totalCount: item.count,
    datetime: null,
    date: null,
    time: null,
    ...(type.variableAmount ? { amount: value } : {}),
    vat_value: type.vatValue,
  });
  pricer.items.push({
    type: 'voucher',
    refId: type.id,
    name,
    datetime: null,
    count: item.count,
    unitPrice: value,
    totalPrice: value * item.count,
    vatValue: type.vatValue,
    details: {
      bookingId: index,
      amount: value,
      validityDays: type.validityDays,
      lines: [],
    } satisfies VoucherLineDetails,
  });
}

function priceVoucherCode(pricer: Pricer, index: number, barcode: string): void {
  const wanted = normalizeVoucherCode(barcode);
  const row = pricer.catalog.codes.get(wanted);
  if (!row) refuse(index, 'VOUCHER_NOT_FOUND');
  const code = {
    barcode: row.barcode,
    name: pricer.text(row.name) || pricer.text(row.typeName),
    amount: row.amount,
    used_amount: row.usedAmount,
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
  const checked = checkVoucherCode(code, pricer.now);
  if (!checked.ok) refuse(index, checked.code, checked.params);
  addToBasket(pricer, index, voucherCodeToBasketItem(code));
  pricer.codes.set(row.barcode, { id: row.id, barcode: row.barcode, name: code.name });
}

/**
 * Prices the cart with the database's data at `now` (spec 4 "Basket", spec 5). It reads outside the
 * order's transaction, several queries at once; the holds taken afterwards are the final word.
 */
export async function priceCart(
  deps: AppDeps,
  lang: Language,
  cart: CartPayload,
): Promise<PricingResult> {
  const now = deps.clock.now();
  const timeZone = deps.config.server.timeZone;
  const fallback = deps.config.shop.languages[0] ?? lang;
  const pricer: Pricer = {
    catalog: await loadCatalog(deps.db, cart, now),
    text: (value) => localize(value, lang, fallback),
    now,
    timeZone,
    venueNow: venueDateTime(now, timeZone).replace('T', ' '),
    basket: emptyBasket(),
    items: [],
    codes: new Map(),
    demands: [],
    itemOfCapacity: new Map(),
    shippedSubtotal: null,
    switches: deps.config.shop,
  };
  try {
    cart.items.forEach((item, index) => {
      // A switched-off feature sells nothing, also from a basket filled before it was switched off.
      if (item.type !== 'merchandise' && !isSold(item.type, deps.config.shop)) {
        refuse(index, 'ITEM_EXPIRED');
      }
      switch (item.type) {
        case 'ticket':
          return priceTicket(pricer, index, item);
        case 'dayTicket':
          return priceDayTickets(pricer, index, item);
        case 'guidedTour':
          return priceTour(pricer, index, item);
        case 'merchandise':
          return priceArticle(pricer, index, item);
        case 'voucher':
          return priceVoucher(pricer, index, item);
        case 'voucherCode':
          return priceVoucherCode(pricer, index, item.barcode);
      }
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
  if (pricer.items.length === 0) return { ok: false, refusal: { code: 'CART_EMPTY', params: {} } };
  return {
    ok: true,
    cart: {
      basket: pricer.basket.items,
      items: pricer.items,
      codes: pricer.codes,
      demands: pricer.demands,
      itemOfCapacity: pricer.itemOfCapacity,
      shippedSubtotal: pricer.shippedSubtotal,
    },
  };
}
