/**
 * Expands the slot and day rules of a catalog file (`every: 30, from: '10:00', to: '17:30',
 * dates: { from, to }, weekdays, except`) into explicit slots and days, as the database stores them.
 * Pure: dates are venue-local calendar days, computed on UTC dates so the machine's zone never matters.
 */
import { addMinutes, ruleDates, ruleTimes } from '@foyer/domain/catalog-file/rules';
import {
  type EventDay,
  type EventDayEntry,
  type EventSlot,
  type EventSlotEntry,
  type TourSlot,
  type TourSlotEntry,
} from './schema';
export {
  addMinutes,
  ruleDates,
  ruleSpanDays,
  ruleTimes,
  weekdayOf,
} from '@foyer/domain/catalog-file/rules';

/** The explicit slots of one slot entry (itself when it is explicit). */
export function expandEventSlot(entry: EventSlotEntry): EventSlot[] {
  if (entry.startsAt !== undefined) {
    return [
      {
        mode: entry.mode,
        startsAt: entry.startsAt,
        endsAt: entry.endsAt ?? null,
        capacity: entry.capacity,
        sold: entry.sold,
      },
    ];
  }
  const times = ruleTimes(entry);
  return ruleDates(entry).flatMap((date) =>
    times.map((time) => {
      const startsAt = `${date}T${time}`;
      return {
        mode: entry.mode,
        startsAt,
        endsAt: entry.duration === undefined ? null : addMinutes(startsAt, entry.duration),
        capacity: entry.capacity,
        sold: entry.sold,
      };
    }),
  );
}

/** The explicit days of one day entry. */
export function expandEventDay(entry: EventDayEntry): EventDay[] {
  const dates = entry.date !== undefined ? [entry.date] : ruleDates(entry);
  return dates.map((date) => ({ date, capacity: entry.capacity, sold: entry.sold }));
}

/** The explicit tour starts of one tour slot entry. */
export function expandTourSlot(entry: TourSlotEntry): TourSlot[] {
  const starts =
    entry.startsAt !== undefined
      ? [entry.startsAt]
      : ruleDates(entry).flatMap((date) => ruleTimes(entry).map((time) => `${date}T${time}`));
  return starts.map((startsAt) => ({
    startsAt,
    participants: { ...entry.participants },
    tours: { ...entry.tours },
  }));
}
