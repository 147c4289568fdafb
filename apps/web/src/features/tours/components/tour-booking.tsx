/**
 * Booking a guided tour: a day in the tour calendar (one month fetched, sold-out
 * dates marked, the tour's lifetime as limits), a time slot (the only one, the current one or the
 * first is chosen when the day changes), the price list and tickets with their counts, the group
 * questions, and the price. Every rule and message is the domain's; an
 * unavailable day offers the next available one. The booking goes to the basket through
 * `addToBasket`.
 */
import {
  capacitySaidOnce,
  booksWholeTours,
  err,
  firstDayOfMonth,
  formatMoney,
  missingMandatoryAnswers,
  selectTimeOnDateChange,
  answerQuestion,
  toCount,
  tourBookability,
  tourDayAvailability,
  tourTicketsAvailability,
  tourTotals,
  validateTourBooking,
  validateTourBookingAll,
  type Err,
  type ErrorCode,
  type Language,
  type TourAnswers,
} from '@foyer/domain';
import type { Lifetime, Tour, TourQuestion } from '@foyer/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { addToBasket } from '@/shared/basket/add-to-basket';
import { Calendar, type CalendarLabels } from '@/shared/ui/calendar/calendar';
import { dayLabel } from '@/shared/ui/calendar/calendar-dates';
import { TimeSlots, type TimeSlotOption } from '@/shared/ui/calendar/time-slots';
import {
  tourCalendarQuery,
  tourQuery,
  tourSoldOutQuery,
  tourSoldOutTimesQuery,
} from '../api/tour-queries';
import { tourBasketItem } from '@/shared/tours/tour-basket';
import {
  daySlots,
  FEW_PLACES_LEFT,
  NO_TOUR_COUNTS,
  tourAtTime,
  tourDayInfo,
  tourFormOf,
  type TourCounts,
} from '@/shared/tours/tour-booking-model';
import { TourCountsFields } from './tour-counts';
import { useTourMessage } from './tour-messages';
import { TourQuestions } from './tour-questions';
import { JoinWaitingList } from '@/shared/waiting-list/join-waiting-list';

/** Failures about the counts, shown beside the count fields. */
/** Failures said under their own field (date, time). */
const INLINE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'TOUR_DATE_REQUIRED',
  'TOUR_TIME_REQUIRED',
]);

const COUNT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'TOUR_NO_SELECTION',
  'TOUR_MORE_TICKETS_THAN_PARTICIPANTS',
  'TOUR_FEWER_TICKETS_THAN_PARTICIPANTS',
  'TOUR_MIN_GROUP_SIZE',
  'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
  'TOUR_TICKETS_LIMIT_EXCEEDED',
  'TOUR_OVERBOOKED_TICKETS',
  'TOUR_OVERBOOKED_PARTICIPANTS',
]);

export interface TourBookingProps {
  /** The tour as listed (no day chosen). */
  readonly tour: Tour;
  readonly lifetime: Lifetime | null;
  /** The venue's today, `YYYY-MM-DD`. */
  readonly today: string;
  /** A day asked for in the address (`?date=`), if any. */
  readonly initialDate: string | null;
  readonly lang: Language;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="selector-step" aria-labelledby={id}>
      <h3 id={id} className="selector-step__title">
        <span className="selector-step__number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function TourBooking({ tour, lifetime, today, initialDate, lang }: TourBookingProps) {
  const { t } = useTranslation();
  const message = useTourMessage();
  const client = useApiClient();
  const ids = {
    status: useId(),
    dateError: useId(),
    timeError: useId(),
    countErrors: useId(),
  };
  const bookable = tourBookability(lifetime, today);
  const limits = bookable.ok ? bookable.value : null;
  const startDate =
    initialDate !== null &&
    limits !== null &&
    initialDate >= limits.first &&
    initialDate <= limits.last
      ? initialDate
      : (limits?.first ?? today);
  const [month, setMonth] = useState(() => firstDayOfMonth(startDate));
  const [date, setDate] = useState<string | null>(initialDate);
  const [time, setTime] = useState<string | null>(null);
  const [counts, setCounts] = useState<TourCounts>(NO_TOUR_COUNTS);
  const [answers, setAnswers] = useState<TourAnswers>({});
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [attempted, setAttempted] = useState(false);
  const wholeTours = booksWholeTours(tour);

  const calendar = useQuery({
    ...tourCalendarQuery(client, lang, tour.id, month),
    enabled: limits !== null,
    placeholderData: keepPreviousData,
  });
  const soldOut = useQuery({
    ...tourSoldOutQuery(client, lang, tour.id, month),
    enabled: limits !== null,
  });
  const dateCalendar = useQuery({
    ...tourCalendarQuery(client, lang, tour.id, date ?? month),
    enabled: limits !== null && date !== null,
  });
  const dayTourQuery = useQuery({
    ...tourQuery(client, lang, tour.id, date ?? undefined),
    enabled: date !== null,
  });
  const soldOutTimes = useQuery({
    ...tourSoldOutTimesQuery(client, lang, tour.id, date ?? today),
    enabled: date !== null,
  });

  const visibleCalendar = calendar.isPlaceholderData ? null : (calendar.data ?? null);
  const dayInfo = useCallback(
    (day: string) =>
      visibleCalendar === null
        ? null
        : tourDayInfo(visibleCalendar.dates, soldOut.data ?? [], day, wholeTours, t),
    [visibleCalendar, soldOut.data, wholeTours, t],
  );

  const day =
    date !== null && dateCalendar.data ? tourDayAvailability(dateCalendar.data.dates, date) : null;
  const dayTour = date !== null && day?.ok ? (dayTourQuery.data ?? null) : null;
  const slotsReady = dayTour !== null && !soldOutTimes.isPending;
  const slots = useMemo(
    () => (slotsReady && day?.ok ? daySlots(day.value, soldOutTimes.data ?? [], dayTour) : []),
    [slotsReady, day, soldOutTimes.data, dayTour],
  );
  const slotsKey = slots.map((slot) => `${slot.time}:${slot.available}`).join('|');

  // Changing the day selects the only slot, else keeps the current time if offered, else the first.
  useEffect(() => {
    if (!slotsReady) return;
    setTime((current) => selectTimeOnDateChange(slots, current)?.time ?? null);
    // The slots are read through `slotsKey`, so a refetch with the same slots changes nothing.
  }, [date, slotsKey, slotsReady]);

  const chosenSlot = slots.find((slot) => slot.time === time && slot.available > 0) ?? null;
  const bookingTour = dayTour ? tourAtTime(dayTour, time) : tour;
  const noTickets = dayTour !== null ? tourTicketsAvailability(dayTour) : null;
  const form = tourFormOf(bookingTour, date, time, counts, answers);
  const slotForRules = chosenSlot
    ? { available: chosenSlot.available, tours: toCount(chosenSlot.tours ?? 0) }
    : null;
  const failures: Err[] =
    date === null
      ? [err('TOUR_DATE_REQUIRED')]
      : chosenSlot === null
        ? [err('TOUR_TIME_REQUIRED')]
        : validateTourBookingAll({
            tour: bookingTour,
            slot: slotForRules,
            form,
            questions: dayTour?.questions ?? tour.questions,
          });
  const totals = tourTotals(form, bookingTour);
  const missing = new Set(
    attempted ? missingMandatoryAnswers(dayTour?.questions ?? tour.questions, answers) : [],
  );
  // Each message is said once: under its field when it has one, else in the summary.
  const shown = attempted ? capacitySaidOnce(failures) : [];
  const countsShown = chosenSlot !== null && dayTour !== null && noTickets?.ok === true;
  const countErrors = countsShown ? shown.filter((failure) => COUNT_CODES.has(failure.code)) : [];
  const dateMissing = shown.some((failure) => failure.code === 'TOUR_DATE_REQUIRED');
  const timeMissing = shown.some((failure) => failure.code === 'TOUR_TIME_REQUIRED');
  const inline = new Set<Err>([
    ...countErrors,
    ...shown.filter((failure) => INLINE_CODES.has(failure.code)),
  ]);
  const summary = shown.filter((failure) => !inline.has(failure));

  const chooseDate = (next: string) => {
    setDate(next);
    setMonth(firstDayOfMonth(next));
  };
  const onAnswer = (question: TourQuestion, value: unknown) =>
    setAnswers((current) => answerQuestion(current, question, value));
  const onNumber = (question: TourQuestion, text: string) => {
    setNumbers((current) => ({ ...current, [question.id]: text }));
    setAnswers((current) => answerQuestion(current, question, text));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (date === null || chosenSlot === null || time === null) return;
    const booking = validateTourBooking({
      tour: bookingTour,
      slot: slotForRules,
      form,
      questions: dayTour?.questions ?? tour.questions,
    });
    if (!booking.ok) return;
    const item = tourBasketItem(tour, { ...form, date, time }, booking.value);
    addToBasket(item, t('tours.added', { name: tour.name, date: dayLabel(date, lang), time }));
    setCounts(NO_TOUR_COUNTS);
    setAnswers({});
    setNumbers({});
    setAttempted(false);
  };

  if (limits === null) {
    return <p className="notice notice--warning">{message({ code: 'TOUR_NOT_BOOKABLE' })}</p>;
  }

  const labels: CalendarLabels = {
    previousMonth: t('tours.calendar.previousMonth'),
    nextMonth: t('tours.calendar.nextMonth'),
    loading: t('tours.calendar.loading'),
    legend: {
      available: t('tours.calendar.legendAvailable'),
      few: t('tours.calendar.legendFew'),
      soldOut: t('tours.calendar.legendSoldOut'),
      unavailable: t('tours.calendar.legendUnavailable'),
    },
  };

  const status = (() => {
    if (date === null) return <p className="selector-hint">{t('tours.chooseDayHint')}</p>;
    if (dateCalendar.isError || dayTourQuery.isError) {
      return <p className="notice notice--warning">{t('tours.calendar.notFound')}</p>;
    }
    if (day === null || (day.ok && !slotsReady)) {
      return <p className="selector-hint">{t('tours.calendar.loading')}</p>;
    }
    if (!day.ok) {
      const next = typeof day.params?.next === 'string' ? day.params.next : null;
      return (
        <div className="notice notice--warning">
          <p>
            <strong>{dayLabel(date, lang)}:</strong> {message(day)}
          </p>
          {next !== null && (
            <p className="notice__action">
              <button type="button" className="link-button" onClick={() => chooseDate(next)}>
                {t('tours.chooseNext', { date: dayLabel(next, lang) })}
              </button>
            </p>
          )}
        </div>
      );
    }
    const open = slots.filter((slot) => slot.available > 0).length;
    return (
      <p className="selector-hint selector-hint--chosen">
        <strong>{dayLabel(date, lang)}:</strong> {t('tours.timesOnDay', { count: open })}
      </p>
    );
  })();

  const timeOptions: TimeSlotOption[] = slots.map((slot) => {
    const full = slot.available === 0;
    const detail = full
      ? t('tours.slot.full')
      : wholeTours && slot.tours !== null
        ? t('tours.slot.toursLeft', { count: slot.tours })
        : t('tours.slot.left', { count: slot.available });
    return {
      value: slot.time,
      time: slot.time,
      detail,
      state: full
        ? 'soldOut'
        : !wholeTours && slot.available <= FEW_PLACES_LEFT
          ? 'few'
          : 'available',
    };
  });

  const questions = dayTour?.questions ?? tour.questions;
  const formReady = chosenSlot !== null && dayTour !== null && noTickets?.ok === true;

  return (
    <>
      <form className="tour-booking" onSubmit={submit} noValidate>
        <Step number={1} title={t('tours.steps.day')}>
          <Calendar
            lang={lang}
            month={month}
            onMonthChange={setMonth}
            min={limits.first}
            max={limits.last}
            today={today}
            selected={date}
            onSelect={chooseDate}
            dayInfo={dayInfo}
            loading={visibleCalendar === null}
            labels={labels}
            describedBy={dateMissing ? `${ids.status} ${ids.dateError}` : ids.status}
            invalid={dateMissing}
          />
          {calendar.isError && (
            <p className="notice notice--warning">{t('tours.calendar.notFound')}</p>
          )}
          <div id={ids.status} className="selector-status" role="status">
            {status}
          </div>
          {dateMissing && (
            <p id={ids.dateError} className="field-error">
              {message(err('TOUR_DATE_REQUIRED'))}
            </p>
          )}
        </Step>

        {date !== null && day?.ok === true && !slotsReady && (
          <div className="skeleton-slots" aria-hidden="true">
            {Array.from({ length: 3 }, (_, index) => (
              <span key={index} className="skeleton skeleton--slot" />
            ))}
          </div>
        )}

        {slots.length > 0 && (
          <Step number={2} title={t('tours.steps.time')}>
            <TimeSlots
              name={`tour-${tour.id}-time`}
              legend={t('tours.steps.time')}
              options={timeOptions}
              value={time}
              onChange={setTime}
              describedBy={timeMissing ? ids.timeError : undefined}
              invalid={timeMissing}
            />
            {timeMissing && (
              <p id={ids.timeError} className="field-error">
                {message(err('TOUR_TIME_REQUIRED'))}
              </p>
            )}
          </Step>
        )}

        {noTickets !== null && !noTickets.ok && (
          <p className="notice notice--warning">{message(noTickets)}</p>
        )}

        {formReady && dayTour !== null && chosenSlot !== null && (
          <Step number={3} title={wholeTours ? t('tours.steps.group') : t('tours.steps.tickets')}>
            <TourCountsFields
              priceList={bookingTour.priceList}
              tickets={bookingTour.tickets}
              counts={counts}
              onChange={setCounts}
              wholeTours={wholeTours}
              maxTours={wholeTours ? toCount(chosenSlot.tours ?? 0) : chosenSlot.available}
              maxTickets={chosenSlot.available}
              describedBy={countErrors.length > 0 ? ids.countErrors : undefined}
              invalid={countErrors.length > 0}
              lang={lang}
            />
            {countErrors.length > 0 && (
              <ul id={ids.countErrors} className="field-errors">
                {countErrors.map((failure) => (
                  <li key={failure.code} className="field-error">
                    {message(failure)}
                  </li>
                ))}
              </ul>
            )}
          </Step>
        )}

        {formReady && questions.length > 0 && (
          <Step number={4} title={t('tours.steps.questions')}>
            <TourQuestions
              questions={questions}
              answers={answers}
              numbers={numbers}
              onAnswer={onAnswer}
              onNumber={onNumber}
              missing={missing}
            />
          </Step>
        )}

        <div className="selector-summary">
          <p className="selector-summary__total">
            <span>{t('tours.total')}</span>
            <strong>{formatMoney(totals.totalPrice, lang)}</strong>
          </p>
          {(totals.ticketCount > 0 || totals.tourCount > 0) && (
            <p className="selector-summary__counts">
              {[
                totals.tourCount > 0 ? t('tours.summary.tours', { count: totals.tourCount }) : null,
                totals.ticketCount > 0
                  ? t('tours.summary.tickets', { count: totals.ticketCount })
                  : null,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </p>
          )}
          <div role="alert" className="selector-summary__errors">
            {shown.length > 0 && (
              <ul>
                {summary.map((failure) => (
                  <li key={failure.code}>{message(failure)}</li>
                ))}
                {inline.size > 0 && <li>{t('tours.errors.checkMarked')}</li>}
              </ul>
            )}
          </div>
          <button type="submit" className="button selector-summary__button">
            {t('tours.addToBasket')}
          </button>
        </div>
      </form>
      <JoinWaitingList
        kind="tour"
        id={tour.id}
        listOpen={tour.waiting_list}
        slots={
          date === null
            ? []
            : slots
                .filter((slot) => slot.available === 0)
                .map((slot) => ({
                  datetime: `${date}T${slot.time}`,
                  label: `${dayLabel(date, lang)}, ${slot.time}`,
                }))
        }
      />
    </>
  );
}
