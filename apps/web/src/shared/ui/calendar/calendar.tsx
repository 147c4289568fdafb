/**
 * A month calendar for choosing a day (ticket and tour calendars). It is a grid in the WAI-ARIA date
 * picker pattern: one day holds the focus (roving tabindex); arrow keys move by a day or a week, Home
 * and End to the start and end of the week, PageUp and PageDown by a month (Shift: a year), Enter and
 * Space choose. Every day is labelled with its date and its availability ("sold out", "12 left");
 * days that cannot be chosen carry `aria-disabled`, the chosen day `aria-selected`. The screen
 * fetches the months and says what each day holds; the calendar only shows it.
 */
import { firstDayOfMonth } from '@foyer/domain';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { classNames } from '../class-names';
import {
  addMonths,
  clampDate,
  dayLabel,
  keyTarget,
  monthLabel,
  monthWeeks,
  weekdayNames,
} from './calendar-dates';
import './calendar.css';

/** How a day shows: bookable, bookable with few places left, sold out, or not offered at all. */
export type CalendarDayState = 'available' | 'few' | 'soldOut' | 'unavailable';

/** What a day holds: its state and the words that say so, e.g. "12 left" or "sold out". */
export interface CalendarDayInfo {
  readonly state: CalendarDayState;
  readonly text: string;
}

/** The translated texts of the calendar. */
export interface CalendarLabels {
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly loading: string;
  readonly legend: Readonly<Record<CalendarDayState, string>>;
}

export interface CalendarProps {
  readonly lang: string;
  /** The first day of the month shown. */
  readonly month: string;
  readonly onMonthChange: (month: string) => void;
  /** The first and last day that may be chosen (the lifetime limits); null does not limit. */
  readonly min: string | null;
  readonly max: string | null;
  readonly today?: string | null;
  readonly selected: string | null;
  readonly onSelect: (date: string) => void;
  /** What a day of the month holds; null while it is loading. */
  readonly dayInfo: (date: string) => CalendarDayInfo | null;
  readonly loading: boolean;
  readonly labels: CalendarLabels;
  /** Ids of texts that describe the calendar, e.g. an error message. */
  readonly describedBy?: string;
  readonly invalid?: boolean;
  /** The states the legend explains; all four by default. */
  readonly legend?: readonly CalendarDayState[];
}

const ALL_STATES: readonly CalendarDayState[] = ['available', 'few', 'soldOut', 'unavailable'];

function inRange(date: string, min: string | null, max: string | null): boolean {
  return (min === null || date >= min) && (max === null || date <= max);
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

export function Calendar({
  lang,
  month,
  onMonthChange,
  min,
  max,
  today = null,
  selected,
  onSelect,
  dayInfo,
  loading,
  labels,
  describedBy,
  invalid = false,
  legend = ALL_STATES,
}: CalendarProps) {
  const headingId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const weekdays = useMemo(() => weekdayNames(lang), [lang]);
  const monthStart = firstDayOfMonth(month);
  const inMonth = (date: string | null): date is string =>
    date !== null && firstDayOfMonth(date) === monthStart;

  const infoOf = (date: string): CalendarDayInfo | null =>
    inRange(date, min, max)
      ? dayInfo(date)
      : { state: 'unavailable', text: labels.legend.unavailable };
  const selectable = (date: string): boolean => {
    const info = infoOf(date);
    return info !== null && info.state !== 'unavailable';
  };

  const initialFocus = (): string => {
    if (inMonth(selected)) return selected;
    const days = weeks.flat().filter((date): date is string => date !== null);
    const open = days.find((date) => selectable(date));
    return open ?? clampDate(monthStart, min, max);
  };
  const [focused, setFocused] = useState<string>(initialFocus);
  const focusedInMonth = inMonth(focused) ? focused : initialFocus();

  // A day chosen from outside (a "next available date" offer) becomes the focused day.
  useEffect(() => {
    if (selected !== null) setFocused(selected);
  }, [selected]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${focusedInMonth}"]`)?.focus();
  }, [focusedInMonth]);

  const previousDisabled = min !== null && monthStart <= firstDayOfMonth(min);
  const nextDisabled = max !== null && addMonths(month, 1) > max;

  const choose = (date: string) => {
    setFocused(date);
    if (selectable(date)) onSelect(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusedInMonth);
      return;
    }
    const target = keyTarget(focusedInMonth, event.key, event.shiftKey);
    if (target === null) return;
    event.preventDefault();
    const next = clampDate(target, min, max);
    moveFocus.current = true;
    setFocused(next);
    if (firstDayOfMonth(next) !== monthStart) onMonthChange(firstDayOfMonth(next));
  };

  return (
    <div className={classNames('calendar', loading && 'is-loading', invalid && 'is-invalid')}>
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__nav"
          aria-label={labels.previousMonth}
          disabled={previousDisabled}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronIcon direction="left" />
        </button>
        <p className="calendar__month" id={headingId} aria-live="polite">
          {monthLabel(month, lang)}
        </p>
        <button
          type="button"
          className="calendar__nav"
          aria-label={labels.nextMonth}
          disabled={nextDisabled}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <table
        ref={tableRef}
        className="calendar__grid"
        role="grid"
        aria-labelledby={headingId}
        aria-describedby={describedBy}
        aria-busy={loading}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="calendar__weekday">
                <span aria-hidden="true">{weekday.short.replace(/\.$/, '')}</span>
                <span className="visually-hidden">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((date) => date !== null) ?? 'empty'}>
              {week.map((date, index) => {
                if (date === null) return <td key={`blank-${index}`} className="calendar__blank" />;
                const info = infoOf(date);
                const state = info?.state ?? 'loading';
                const canChoose = info !== null && info.state !== 'unavailable';
                const isSelected = date === selected;
                const text = info?.text ?? labels.loading;
                return (
                  <td
                    key={date}
                    role="gridcell"
                    data-date={date}
                    data-state={state}
                    className={classNames(
                      'calendar__day',
                      `calendar__day--${state}`,
                      isSelected && 'is-selected',
                      date === today && 'is-today',
                    )}
                    tabIndex={date === focusedInMonth ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={canChoose ? undefined : true}
                    aria-current={date === today ? 'date' : undefined}
                    aria-label={`${dayLabel(date, lang)}, ${text}`}
                    onClick={() => choose(date)}
                  >
                    <span className="calendar__number" aria-hidden="true">
                      {Number(date.slice(8, 10))}
                    </span>
                    <span className="calendar__mark" aria-hidden="true" />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__status" role="status">
        {loading && (
          <>
            <span className="spinner spinner--small" aria-hidden="true" />
            {labels.loading}
          </>
        )}
      </p>
      <ul className="calendar__legend">
        {legend.map((state) => (
          <li key={state} className={`calendar__legend-item calendar__legend-item--${state}`}>
            <span className="calendar__swatch" aria-hidden="true" />
            {labels.legend[state]}
          </li>
        ))}
      </ul>
    </div>
  );
}
