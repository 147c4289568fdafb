/** Prices a guided-tour booking: one order line per ticket or price entry. */
import type { TourLineDetails } from '../../orders';
import {
  booksWholeTours,
  countsById,
  ticketParticipants,
  tourTicketsAvailability,
  tourTotals,
  validateTourBooking,
} from '@foyer/domain';
import type { CartTourItem, TourAnswer } from '@foyer/domain/contract';
import {
  tourSlotKey,
  type CatalogTourQuestion,
  inTourLifetime,
  tourQuestionRules,
  tourRules,
} from '../../catalog';
import {
  addToBasket,
  available,
  countLines,
  demand,
  nameOr,
  subticketLines,
  type Pricer,
} from './pricer';
import type { Failure } from '../../../outcome';
import { itemRefusal, toLocalDateTime, toTimestamp } from './types';

/** Display lines of a tour's answers: "question: answer". */
function answerLines(
  pricer: Pricer,
  questions: readonly CatalogTourQuestion[],
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

interface TourLine {
  name: string;
  count: number;
  unitPrice: number;
  totalPrice: number;
  vatValue: number;
  details: TourLineDetails;
}

export function priceTour(pricer: Pricer, index: number, item: CartTourItem): Failure | null {
  const tour = pricer.catalog.tours.get(item.tourId);
  if (!tour) return itemRefusal(index, 'CART_INVALID');
  if (!tour.active) return itemRefusal(index, 'TOUR_NOT_BOOKABLE');
  const offer = pricer.catalog.tourOffers.get(tour.id) ?? {
    tickets: [],
    prices: [],
    questions: [],
  };
  const { tickets, prices, questions } = offer;
  const rules = tourRules(tour, offer);
  const bookable = tourTicketsAvailability(rules);
  if (!bookable.ok) return itemRefusal(index, bookable.code);
  const date = item.datetime.slice(0, 10);
  const found = pricer.catalog.tourSlots.get(tourSlotKey(tour.id, toTimestamp(item.datetime)));
  const slot =
    found && found.startsAt > pricer.venueNow && inTourLifetime(tour, date) ? found : undefined;
  const wholeTours = booksWholeTours(rules);
  const slotInfo = slot
    ? {
        available: available(pricer, slot.participantsCapacityId),
        tours: available(pricer, slot.toursCapacityId),
      }
    : null;
  if (slotInfo && (wholeTours ? slotInfo.tours === 0 : slotInfo.available === 0)) {
    return itemRefusal(index, 'TOUR_SOLD_OUT');
  }
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
    questions: tourQuestionRules(questions),
  });
  if (!valid.ok) return itemRefusal(index, valid.code, valid.params);
  if (!slot) return itemRefusal(index, 'TOUR_TIME_REQUIRED');
  const { participants, tourCount } = valid.value;
  demand(pricer, index, slot.participantsCapacityId, participants);
  if (wholeTours) demand(pricer, index, slot.toursCapacityId, tourCount);

  const datetime = toLocalDateTime(slot.startsAt);
  const tourName = nameOr(pricer.text(tour.name), `#${tour.id}`);
  const known = new Set(questions.map(({ question }) => String(question.id)));
  const answers = Object.fromEntries(Object.entries(item.answers).filter(([id]) => known.has(id)));
  const answerTexts = answerLines(pricer, questions, answers);
  const common = {
    itemIndex: index,
    tourId: tour.id,
    datetime,
    venue: pricer.text(tour.venue),
    answers,
  };
  const lines: TourLine[] = [];
  for (const line of item.tickets) {
    const record = tickets.find(({ ticket }) => ticket.id === line.id);
    if (!record) continue;
    const subCounts = countsById(line.subtickets);
    const counted = ticketParticipants(record, line.count, subCounts);
    if (counted === 0) continue;
    const chosen = subticketLines(pricer, record.subtickets, subCounts);
    lines.push({
      name: `${tourName} – ${nameOr(pricer.text(record.ticket.name), `#${record.ticket.id}`)}`,
      count: counted,
      unitPrice: record.ticket.price,
      totalPrice: tourTotals({ tickets: [line] }, rules).totalPrice,
      vatValue: record.ticket.vatValue,
      details: {
        ...common,
        tourTicketId: record.ticket.id,
        subtickets: chosen,
        lines: [...countLines(chosen), ...answerTexts],
      },
    });
  }
  for (const line of item.prices) {
    const price = prices.find((entry) => entry.id === line.id);
    if (!price || line.count === 0) continue;
    lines.push({
      name: `${tourName} – ${nameOr(pricer.text(price.name), `#${price.id}`)}`,
      count: line.count,
      unitPrice: price.price,
      totalPrice: price.price * line.count,
      vatValue: price.vatValue,
      details: { ...common, tourPriceId: price.id, wholeTour: wholeTours, lines: answerTexts },
    });
  }
  for (const line of lines) {
    const basketRefusal = addToBasket(pricer, index, {
      type: 'guidedTour',
      tourId: tour.id,
      name: line.name,
      price: line.unitPrice,
      totalPrice: line.totalPrice,
      count: line.count,
      totalCount: line.count,
      datetime,
      date,
      time: datetime.slice(11, 16),
      answers,
      prices: [],
      tickets: [],
      single_ticketing: tour.singleTicketing,
      vat_value: line.vatValue,
    });
    if (basketRefusal) return basketRefusal;
    pricer.items.push({
      type: 'guidedTour',
      refId: tour.id,
      name: line.name,
      datetime: toTimestamp(datetime),
      count: line.count,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      vatValue: line.vatValue,
      details: line.details,
    });
  }
  return null;
}
