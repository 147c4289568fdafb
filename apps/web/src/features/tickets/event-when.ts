/** When an event takes place, in words for the event list and the event page. */
import { addDays, formatDate } from '@foyer/domain';
import type { Event } from '@foyer/domain/contract';
import type { TFunction } from 'i18next';

/**
 * An event of at most two calendar days shows its start ("05.12.2026, 18:00"); a longer one shows
 * until when it runs ("until 20.01.2027"); one without an end shows nothing (it is permanent).
 */
export function eventWhen(
  event: Pick<Event, 'sorting_datetime' | 'end'>,
  t: TFunction,
): string | null {
  if (event.end === null) return null;
  const startDate = event.sorting_datetime.slice(0, 10);
  const endDate = event.end.slice(0, 10);
  if (endDate <= addDays(startDate, 1)) {
    return t('tickets.when.on', {
      date: formatDate(startDate),
      time: event.sorting_datetime.slice(11, 16),
    });
  }
  return t('tickets.when.until', { date: formatDate(endDate) });
}

/** Events in the museum's order: sequence number, then date. */
export function sortEvents<E extends Pick<Event, 'sequence_no' | 'sorting_datetime'>>(
  events: readonly E[],
): E[] {
  return [...events].sort(
    (a, b) =>
      a.sequence_no - b.sequence_no ||
      (a.sorting_datetime < b.sorting_datetime
        ? -1
        : a.sorting_datetime > b.sorting_datetime
          ? 1
          : 0),
  );
}
