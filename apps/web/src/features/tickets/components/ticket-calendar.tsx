/**
 * The ticket calendar of an event: the shown month and the next are fetched together, each
 * day says how many tickets are left, sold-out days are marked (0), days the event does not offer
 * cannot be chosen, and the lifetime of the event limits the months.
 */
import {
  dayAvailability,
  firstDayOfMonth,
  type Language,
  type TicketCalendar,
} from '@foyer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { Calendar, type CalendarDayInfo, type CalendarLabels } from '@/shared/ui/calendar/calendar';
import { addMonths, monthsBetween } from '@/shared/ui/calendar/calendar-dates';
import { ticketCalendarQuery } from '../api/ticket-queries';

/** Days with at most this many tickets left are marked as nearly full. */
export const FEW_TICKETS_LEFT = 10;

/** The first month of the two-month range that holds `month`, counted from `anchor`. */
export function calendarPairStart(anchor: string, month: string): string {
  const offset = monthsBetween(anchor, month);
  return addMonths(anchor, Math.floor(offset / 2) * 2);
}

/** What the calendar says about a date of the ticket calendar (its day state). */
export function ticketDayInfo(
  calendar: TicketCalendar,
  date: string,
  t: TFunction,
): CalendarDayInfo {
  const day = dayAvailability(calendar, date);
  if (day.ok) {
    return {
      state: day.value <= FEW_TICKETS_LEFT ? 'few' : 'available',
      text: t('tickets.calendar.left', { count: day.value }),
    };
  }
  return day.code === 'DAY_SOLD_OUT'
    ? { state: 'soldOut', text: t('tickets.calendar.soldOut') }
    : { state: 'unavailable', text: t('tickets.calendar.unavailable') };
}

/** The ticket calendar months around `month`: its data (null while loading) and whether it is loading. */
export function useTicketCalendar(
  eventId: number,
  lang: Language,
  anchor: string,
  month: string,
): { data: TicketCalendar | null; loading: boolean; failed: boolean } {
  const client = useApiClient();
  const query = useQuery({
    ...ticketCalendarQuery(client, lang, eventId, calendarPairStart(anchor, month)),
    placeholderData: keepPreviousData,
  });
  const current = query.isPlaceholderData ? null : (query.data ?? null);
  return { data: current, loading: query.isFetching && current === null, failed: query.isError };
}

export interface TicketCalendarProps {
  readonly eventId: number;
  readonly lang: Language;
  readonly anchor: string;
  readonly month: string;
  readonly onMonthChange: (month: string) => void;
  readonly min: string | null;
  readonly max: string | null;
  readonly today: string;
  readonly selected: string | null;
  readonly onSelect: (date: string) => void;
  readonly describedBy?: string;
  readonly invalid?: boolean;
}

export function TicketCalendarView({
  eventId,
  lang,
  anchor,
  month,
  onMonthChange,
  min,
  max,
  today,
  selected,
  onSelect,
  describedBy,
  invalid,
}: TicketCalendarProps) {
  const { t } = useTranslation();
  const { data, loading, failed } = useTicketCalendar(eventId, lang, anchor, month);
  const dayInfo = useCallback(
    (date: string) => (data === null ? null : ticketDayInfo(data, date, t)),
    [data, t],
  );
  const labels: CalendarLabels = {
    previousMonth: t('tickets.calendar.previousMonth'),
    nextMonth: t('tickets.calendar.nextMonth'),
    loading: t('tickets.calendar.loading'),
    legend: {
      available: t('tickets.calendar.legendAvailable'),
      few: t('tickets.calendar.legendFew'),
      soldOut: t('tickets.calendar.legendSoldOut'),
      unavailable: t('tickets.calendar.legendUnavailable'),
    },
  };
  return (
    <>
      <Calendar
        lang={lang}
        month={firstDayOfMonth(month)}
        onMonthChange={onMonthChange}
        min={min}
        max={max}
        today={today}
        selected={selected}
        onSelect={onSelect}
        dayInfo={dayInfo}
        loading={loading}
        labels={labels}
        describedBy={describedBy}
        invalid={invalid}
      />
      {failed && <p className="notice notice--warning">{t('tickets.loadFailed')}</p>}
    </>
  );
}
