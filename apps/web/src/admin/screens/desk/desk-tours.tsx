/**
 * The guided tours of the desk sale: a public tour, a start time of the desk's day with the places
 * left, counts per participant ticket and per price-list entry, and the tour's group questions
 * (DeskQuestions), as the shop offers them. The booking is checked with the domain's rules and becomes the shop's own tour cart item (the shop's
 * `tourBasketItem`, then `toCartItem`); the server prices it (desk/quote).
 */
import {
  answerQuestion,
  formatMoney,
  missingMandatoryAnswers,
  selectTimeOnDateChange,
  toCartItem,
  toCount,
  validateTourBooking,
  type TourAnswers,
} from '@foyer/domain';
import type { CartTourItem, Tour, TourCalendar, TourQuestion } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { tourBasketItem } from '@/shared/tours/tour-basket';
import {
  daySlots,
  NO_TOUR_COUNTS,
  tourAtTime,
  tourFormOf,
  type TourCounts,
} from '@/shared/tours/tour-booking-model';
import { useAdmin } from '../../context';
import { CountInput } from './desk-count';
import { DeskQuestions } from './desk-questions';
import {
  shopTourCalendarQuery,
  shopTourDayQuery,
  shopToursQuery,
  useShopLanguage,
} from './shop-catalog';

const NONE: never[] = [];
const NO_DATES: TourCalendar['dates'] = {};

/** The tour booking of the picks as a cart item; null while nothing valid is chosen. */
export type TourPick = CartTourItem | null;

export function DeskTours(props: {
  date: string;
  /** Changes after each sale, so the places left are read again and the counts cleared. */
  round: number;
  onChange: (item: TourPick, incomplete: boolean) => void;
}) {
  const { t, language } = useAdmin();
  const shopLanguage = useShopLanguage();
  const id = useId();
  const { date, round, onChange } = props;
  // The shop's tours, the chosen tour's day and its places left (asked again after each sale with
  // the desk's other reads).
  const tours = useQuery(shopToursQuery(shopLanguage)).data ?? NONE;
  const [tourId, setTourId] = useState<number | null>(null);
  const dayQuery = useQuery({
    ...shopTourDayQuery(shopLanguage, tourId ?? 0, date),
    enabled: tourId !== null,
  });
  const calendarQuery = useQuery({
    ...shopTourCalendarQuery(shopLanguage, tourId ?? 0, date),
    enabled: tourId !== null,
  });
  const dayTour: Tour | null = tourId === null ? null : (dayQuery.data ?? null);
  const calendar = calendarQuery.data?.dates ?? NO_DATES;
  const [time, setTime] = useState<string | null>(null);
  const [counts, setCounts] = useState<TourCounts>(NO_TOUR_COUNTS);
  const [answers, setAnswers] = useState<TourAnswers>({});
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const money = (cents: number) => formatMoney(cents, language);

  // Another tour, day or language, or a sale done: the counts and answers start anew.
  useEffect(() => {
    setCounts(NO_TOUR_COUNTS);
    setAnswers({});
    setNumbers({});
  }, [language, tourId, date, round]);

  const slots = useMemo(
    () => (dayTour ? daySlots(calendar[date] ?? [], [], dayTour) : []),
    [dayTour, calendar, date],
  );
  const slotsKey = slots.map((slot) => `${slot.time}:${slot.available}`).join('|');
  useEffect(() => {
    setTime((current) => selectTimeOnDateChange(slots, current)?.time ?? null);
    // The slots are read through `slotsKey`.
  }, [slotsKey]);

  const chosen = slots.find((slot) => slot.time === time && slot.available > 0) ?? null;
  const bookingTour = dayTour ? tourAtTime(dayTour, time) : null;
  const form = bookingTour ? tourFormOf(bookingTour, date, time, counts, answers) : null;
  const entered =
    Object.values(counts.tickets).some((entry) => toCount(entry.count) > 0) ||
    Object.values(counts.tours).some((count) => toCount(count) > 0);

  const pick = useMemo(() => {
    if (!dayTour || !bookingTour || !form || !chosen || time === null || !entered) return null;
    const booking = validateTourBooking({
      tour: bookingTour,
      slot: { available: chosen.available, tours: toCount(chosen.tours ?? 0) },
      form,
      questions: dayTour.questions,
    });
    if (!booking.ok) return null;
    const item = toCartItem(tourBasketItem(dayTour, { ...form, date, time }, booking.value));
    return item.type === 'guidedTour' ? item : null;
  }, [dayTour, bookingTour, form, chosen, time, entered, date]);
  const pickKey = JSON.stringify(pick);
  const incomplete = entered && pick === null;
  // Unanswered required questions are pointed at once places are entered.
  const missing = new Set(entered ? missingMandatoryAnswers(dayTour?.questions, answers) : []);
  const onAnswer = (question: TourQuestion, value: unknown) =>
    setAnswers((current) => answerQuestion(current, question, value));
  const onNumber = (question: TourQuestion, text: string) => {
    setNumbers((current) => ({ ...current, [question.id]: text }));
    setAnswers((current) => answerQuestion(current, question, text));
  };

  useEffect(() => {
    onChange(pick, incomplete);
    // The item's content, not its identity, decides.
  }, [pickKey, incomplete, onChange]);

  const setTicket = (ticketId: number, value: number) =>
    setCounts({
      ...counts,
      tickets: { ...counts.tickets, [ticketId]: { count: String(value), subtickets: {} } },
    });
  const setPrice = (entryId: number, value: number) =>
    setCounts({ ...counts, tours: { ...counts.tours, [entryId]: String(value) } });

  if (tours.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-tours`} className="desk-tours">
      <h2 id={`${id}-tours`}>{t('deskTours')}</h2>
      <div className="field">
        <label htmlFor={`${id}-tour`}>{t('deskTour')}</label>
        <select
          id={`${id}-tour`}
          value={tourId ?? ''}
          onChange={(event) => setTourId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('deskNoTour')}</option>
          {tours.map((tour) => (
            <option key={tour.id} value={tour.id}>
              {tour.name}
            </option>
          ))}
        </select>
      </div>
      {dayTour && (
        <fieldset className="desk-slots">
          <legend>{t('deskTourTime')}</legend>
          {slots.length === 0 && <p className="hint">{t('deskNoTourTimes')}</p>}
          {slots.map((slot) => (
            <label
              key={slot.time}
              className={slot.time === time ? 'desk-slot chosen' : 'desk-slot'}
            >
              <input
                type="radio"
                name={`${id}-time`}
                value={slot.time}
                checked={slot.time === time}
                disabled={slot.available === 0}
                onChange={() => setTime(slot.time)}
              />
              {slot.available === 0
                ? t('deskSlotFull', { time: slot.time })
                : t('deskSlotLeft', { time: slot.time, left: slot.available })}
            </label>
          ))}
        </fieldset>
      )}
      {bookingTour && chosen && (
        <div className="desk-list">
          {bookingTour.tickets.map((ticket) => (
            <CountInput
              key={`ticket-${ticket.id}`}
              id={`${id}-tour-ticket-${ticket.id}`}
              label={`${ticket.name} · ${money(ticket.price)}`}
              value={toCount(counts.tickets[ticket.id]?.count ?? '')}
              max={chosen.available}
              onChange={(value) => setTicket(ticket.id, value)}
            />
          ))}
          {bookingTour.priceList.map((entry) => (
            <CountInput
              key={`price-${entry.id}`}
              id={`${id}-tour-price-${entry.id}`}
              label={`${entry.name} · ${money(entry.price)}`}
              value={toCount(counts.tours[entry.id] ?? '')}
              max={99}
              onChange={(value) => setPrice(entry.id, value)}
            />
          ))}
        </div>
      )}
      {bookingTour && chosen && dayTour && (
        <DeskQuestions
          idPrefix={id}
          questions={dayTour.questions}
          answers={answers}
          numbers={numbers}
          missing={missing}
          onAnswer={onAnswer}
          onNumber={onNumber}
        />
      )}
      {incomplete && (
        <p className="hint">
          {t(missing.size > 0 ? 'deskTourAnswersMissing' : 'deskTourIncomplete')}
        </p>
      )}
    </section>
  );
}
