/**
 * Any day for the tour list's day filter: a month calendar that marks the days holding tours (from
 * `tour/overview`, up to a month ahead per call), written d.m.Y like every date of the shop.
 */
import { firstDayOfMonth, lastDayOfMonth, type Language } from '@foyer/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { Calendar, type CalendarDayInfo } from '@/shared/ui/calendar/calendar';
import { monthsBetween } from '@/shared/ui/calendar/calendar-dates';
import { tourOverviewQuery } from '../api/tour-queries';

export interface TourDayPickerProps {
  readonly today: string;
  readonly selected: string | null;
  readonly onSelect: (date: string) => void;
  readonly lang: Language;
}

/** The overview call of a month: from its first day (not before today) to its last day. */
function overviewRange(month: string, today: string): { date: string; lookahead: number } {
  const start = month < today ? today : month;
  const lookahead = Number(lastDayOfMonth(month).slice(8, 10)) - Number(start.slice(8, 10));
  return { date: start, lookahead };
}

export function TourDayPicker({ today, selected, onSelect, lang }: TourDayPickerProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [month, setMonth] = useState(() => firstDayOfMonth(selected ?? today));
  const range = overviewRange(month, today);
  const overview = useQuery({
    ...tourOverviewQuery(client, lang, range.date, range.lookahead),
    placeholderData: keepPreviousData,
  });
  const data = overview.isPlaceholderData ? null : (overview.data ?? null);
  const dayInfo = useCallback(
    (date: string): CalendarDayInfo | null => {
      if (data === null) return null;
      const count = (data[date] ?? []).length;
      return count > 0
        ? { state: 'available', text: t('tours.dayPicker.tours', { count }) }
        : { state: 'unavailable', text: t('tours.calendar.unavailable') };
    },
    [data, t],
  );
  return (
    <Calendar
      lang={lang}
      month={month}
      onMonthChange={(next) => monthsBetween(today, next) >= 0 && setMonth(next)}
      min={today}
      max={null}
      today={today}
      selected={selected}
      onSelect={onSelect}
      dayInfo={dayInfo}
      loading={data === null}
      legend={['available', 'unavailable']}
      labels={{
        previousMonth: t('tours.calendar.previousMonth'),
        nextMonth: t('tours.calendar.nextMonth'),
        loading: t('tours.calendar.loading'),
        legend: {
          available: t('tours.dayPicker.legendTours'),
          few: t('tours.calendar.legendFew'),
          soldOut: t('tours.calendar.legendSoldOut'),
          unavailable: t('tours.calendar.legendUnavailable'),
        },
      }}
    />
  );
}
