/**
 * The ticket selector of an event: a day in the calendar, a time slot with the
 * tickets it has left, then the tickets. Event-long tickets need neither; day tickets need only the
 * day. Whether a day or a slot is available, unavailable or sold out is said in words (a live
 * region follows the choice), the rules are the domain's, and the chosen lines go to the basket
 * through `addToBasket`.
 */
import {
  dayAvailability,
  err,
  firstDayOfMonth,
  formatMoney,
  type Err,
  type Language,
} from '@foyer/domain';
import type { Event, Lifetime, TicketCollection } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
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
import { dayLabel } from '@/shared/ui/calendar/calendar-dates';
import { TimeSlots, type TimeSlotOption } from '@/shared/ui/calendar/time-slots';
import { eventTicketsOfDateQuery, ticketCalendarQuery } from '../api/ticket-queries';
import { ticketBasketItem } from '../ticket-basket';
import {
  checkSelection,
  dayOffers,
  eventLongOffers,
  eventShape,
  isEntered,
  NO_COUNTS,
  offerAvailable,
  slotEnd,
  slotOffers,
  timeSlotsOf,
  type EnteredCounts,
  type OfferKind,
  type Selection,
  type TicketOffer,
} from '../ticket-selection';
import { calendarPairStart, FEW_TICKETS_LEFT, TicketCalendarView } from './ticket-calendar';
import { TicketLines } from './ticket-lines';
import { useTicketMessage } from './ticket-messages';
import { JoinWaitingList } from '@/shared/waiting-list/join-waiting-list';

/** An annual-pass holder's free entry for the chosen slot: its own chunk, loaded with a slot. */
const PassEntry = lazy(() => import('./pass-entry'));

export interface TicketSelectorProps {
  readonly event: Event;
  /** The event's tickets without a date (hidden tickets still in it). */
  readonly collection: TicketCollection;
  readonly lifetime: Lifetime | null;
  /** The venue's today, `YYYY-MM-DD`. */
  readonly today: string;
  /** A day asked for in the address (`?date=`), if any. */
  readonly initialDate: string | null;
  readonly lang: Language;
}

function Step({
  number,
  title,
  children,
}: {
  number: number | null;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="selector-step" aria-labelledby={id}>
      <h3 id={id} className="selector-step__title">
        {number !== null && (
          <span className="selector-step__number" aria-hidden="true">
            {number}
          </span>
        )}
        {title}
      </h3>
      {children}
    </section>
  );
}

function SlotSkeleton() {
  return (
    <div className="skeleton-slots" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index} className="skeleton skeleton--slot" />
      ))}
    </div>
  );
}

export function TicketSelector({
  event,
  collection,
  lifetime,
  today,
  initialDate,
  lang,
}: TicketSelectorProps) {
  const { t } = useTranslation();
  const message = useTicketMessage();
  const client = useApiClient();
  const ids = { status: useId(), dateError: useId(), timeError: useId(), summary: useId() };
  const shape = useMemo(() => eventShape(collection.tickets), [collection]);
  const min = lifetime?.first && lifetime.first > today ? lifetime.first : today;
  const max = lifetime?.last ?? null;
  const [anchor] = useState(() => firstDayOfMonth(initialDate ?? min));
  const [month, setMonth] = useState(anchor);
  const [date, setDate] = useState<string | null>(initialDate);
  const [time, setTime] = useState<string | null>(null);
  const [selection, setSelection] = useState<Selection>({});
  const [attempted, setAttempted] = useState(false);

  const dayCalendar = useQuery({
    ...ticketCalendarQuery(client, lang, event.id, calendarPairStart(anchor, date ?? anchor)),
    enabled: shape.dated && date !== null,
  });
  const dateTickets = useQuery({
    ...eventTicketsOfDateQuery(client, lang, event.id, date ?? today),
    enabled: shape.dated && date !== null,
  });

  const day = date !== null && dayCalendar.data ? dayAvailability(dayCalendar.data, date) : null;
  const dayOpen = day?.ok === true;
  const dated = dayOpen && dateTickets.data ? dateTickets.data : null;
  const slots = useMemo(() => (dated && date ? timeSlotsOf(dated, date) : []), [dated, date]);
  const days = useMemo(() => (dated && date ? dayOffers(dated, date) : []), [dated, date]);
  const longOffers = useMemo(() => eventLongOffers(collection), [collection]);

  // A day with a single open time takes it; a time the new day does not offer is dropped.
  useEffect(() => {
    if (dated === null) return;
    const open = slots.filter((slot) => !slot.sold_out);
    setTime((current) => {
      if (current !== null && open.some((slot) => slot.datetime === current)) return current;
      return open.length === 1 ? (open[0]?.datetime ?? null) : null;
    });
  }, [dated, slots]);

  const offers: TicketOffer[] = useMemo(
    () => [...days, ...(dated && time ? slotOffers(dated, time) : []), ...longOffers],
    [days, dated, time, longOffers],
  );
  const available: Partial<Record<OfferKind, number>> = {
    slot: slots.find((slot) => slot.datetime === time)?.max_tickets,
    day: days[0] ? offerAvailable(days[0]) : undefined,
    eventLong: longOffers.length > 0 ? Math.max(...longOffers.map(offerAvailable)) : undefined,
  };
  const checked = checkSelection(offers, selection, available);
  const anyEntered = offers.some((offer) =>
    isEntered(offer, selection[offer.ticket.id] ?? NO_COUNTS),
  );
  const needsDate = shape.dated && date === null && !anyEntered;
  const needsTime =
    dayOpen && slots.length > 0 && time === null && days.length === 0 && !anyEntered;
  const formErrors: Err[] = needsDate
    ? [err('TICKET_DATE_REQUIRED')]
    : needsTime
      ? [err('TICKET_TIME_REQUIRED')]
      : [...checked.errors];
  const showErrors =
    attempted && (formErrors.length > 0 || Object.keys(checked.lineErrors).length > 0);

  const chooseDate = (next: string) => {
    setDate(next);
    setMonth((current) => (firstDayOfMonth(next) === current ? current : firstDayOfMonth(next)));
  };
  const change = (ticketId: number, counts: EnteredCounts) =>
    setSelection((current) => ({ ...current, [ticketId]: counts }));

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    setAttempted(true);
    if (formErrors.length > 0 || Object.keys(checked.lineErrors).length > 0) return;
    for (const { offer, line } of checked.lines) {
      const item = ticketBasketItem(event, offer, line, date);
      addToBasket(item, t('tickets.added', { quantity: line.count, name: item.name }));
    }
    setSelection({});
    setAttempted(false);
  };

  const timeOptions: TimeSlotOption[] = slots.map((slot) => {
    const end = slotEnd(dated ?? collection, slot.datetime);
    return {
      value: slot.datetime,
      time: end ? `${slot.time}–${end.slice(11, 16)}` : slot.time,
      detail: slot.sold_out
        ? t('tickets.slot.soldOut')
        : t('tickets.slot.left', { count: slot.max_tickets }),
      state: slot.sold_out ? 'soldOut' : slot.max_tickets <= FEW_TICKETS_LEFT ? 'few' : 'available',
    };
  });

  const status = (() => {
    if (!shape.dated) return null;
    if (date === null) return <p className="selector-hint">{t('tickets.chooseDayHint')}</p>;
    if (day === null || (dayOpen && dateTickets.isPending)) {
      return <p className="selector-hint">{t('tickets.calendar.loading')}</p>;
    }
    if (!day.ok) {
      return (
        <p className="notice notice--warning">
          <strong>{dayLabel(date, lang)}:</strong> {message(day)}
        </p>
      );
    }
    return (
      <p className="selector-hint selector-hint--chosen">
        <strong>{dayLabel(date, lang)}:</strong> {t('tickets.calendar.left', { count: day.value })}
      </p>
    );
  })();

  const dateFailed = dayOpen && dateTickets.isError;
  const noTicketsOnDay = dated !== null && slots.length === 0 && days.length === 0;
  const timeStep = shape.dated ? 2 : null;
  const ticketsStep = shape.dated ? (slots.length > 0 ? 3 : 2) : null;

  const slotTickets =
    dated && time
      ? slotOffers(dated, time)
          // A free entry is one person's place: family tickets are not offered for it.
          .filter((offer) => offer.ticket.family === 0)
          .map((offer) => ({ id: offer.ticket.id, name: offer.ticket.name }))
      : [];

  return (
    <>
      <form className="ticket-selector" onSubmit={submit} noValidate>
        {shape.dated && (
          <Step number={1} title={t('tickets.steps.day')}>
            <TicketCalendarView
              eventId={event.id}
              lang={lang}
              anchor={anchor}
              month={month}
              onMonthChange={setMonth}
              min={min}
              max={max}
              today={today}
              selected={date}
              onSelect={chooseDate}
              describedBy={attempted && needsDate ? `${ids.status} ${ids.dateError}` : ids.status}
              invalid={attempted && needsDate}
            />
            <div id={ids.status} className="selector-status" role="status">
              {status}
            </div>
            {attempted && needsDate && (
              <p id={ids.dateError} className="field-error">
                {message(err('TICKET_DATE_REQUIRED'))}
              </p>
            )}
          </Step>
        )}

        {dayOpen && dateTickets.isPending && <SlotSkeleton />}
        {dateFailed && <p className="notice notice--warning">{t('tickets.loadFailed')}</p>}
        {noTicketsOnDay && date && (
          <p className="notice notice--warning">{message(err('DAY_SOLD_OUT'))}</p>
        )}

        {slots.length > 0 && (
          <Step number={timeStep} title={t('tickets.steps.time')}>
            <TimeSlots
              name={`event-${event.id}-time`}
              legend={t('tickets.steps.time')}
              options={timeOptions}
              value={time}
              onChange={setTime}
              describedBy={attempted && needsTime ? ids.timeError : undefined}
              invalid={attempted && needsTime}
            />
            {attempted && needsTime && (
              <p id={ids.timeError} className="field-error">
                {message(err('TICKET_TIME_REQUIRED'))}
              </p>
            )}
          </Step>
        )}

        {offers.length > 0 && (
          <Step number={ticketsStep} title={t('tickets.steps.tickets')}>
            {longOffers.length > 0 && !shape.dated && available.eventLong === 0 && (
              <p className="notice notice--warning">{message(err('TICKETS_SOLD_OUT'))}</p>
            )}
            <TicketLines
              offers={offers}
              selection={selection}
              onChange={change}
              errors={attempted ? checked.lineErrors : {}}
              lang={lang}
            />
          </Step>
        )}

        <div className="selector-summary">
          <p className="selector-summary__total">
            <span>{t('tickets.total')}</span>
            <strong>{formatMoney(checked.total, lang)}</strong>
          </p>
          <div id={ids.summary} role="alert" className="selector-summary__errors">
            {showErrors && (
              <ul>
                {formErrors.map((failure) => (
                  <li key={failure.code}>{message(failure)}</li>
                ))}
                {Object.keys(checked.lineErrors).length > 0 && formErrors.length === 0 && (
                  <li>{t('tickets.errors.checkLines')}</li>
                )}
              </ul>
            )}
          </div>
          <button type="submit" className="button selector-summary__button">
            {t('tickets.addToBasket')}
          </button>
        </div>
      </form>
      {time !== null && slotTickets.length > 0 && (
        <Suspense fallback={null}>
          <PassEntry key={time} lang={lang} datetime={time} tickets={slotTickets} />
        </Suspense>
      )}
      <JoinWaitingList
        kind="event"
        id={event.id}
        listOpen={event.waiting_list}
        slots={slots
          .filter((slot) => slot.sold_out)
          .map((slot) => ({
            datetime: slot.datetime,
            label: date ? `${dayLabel(date, lang)}, ${slot.time}` : slot.time,
          }))}
      />
    </>
  );
}
