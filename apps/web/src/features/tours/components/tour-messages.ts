/**
 * The translated message of a guided-tour rule's failure or availability state, with
 * the values it carries (counts, the minimum group, the next date).
 */
import { formatDate, type Err } from '@foyer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The error codes the tour screens explain; any other code gets the general message. */
export const TOUR_MESSAGE_CODES = [
  'TOUR_DATE_REQUIRED',
  'TOUR_TIME_REQUIRED',
  'TOUR_NO_SELECTION',
  'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
  'TOUR_TICKETS_LIMIT_EXCEEDED',
  'TOUR_MORE_TICKETS_THAN_PARTICIPANTS',
  'TOUR_FEWER_TICKETS_THAN_PARTICIPANTS',
  'TOUR_MIN_GROUP_SIZE',
  'TOUR_OVERBOOKED_TICKETS',
  'TOUR_OVERBOOKED_PARTICIPANTS',
  'TOUR_MANDATORY_ANSWERS_MISSING',
  'TOUR_SOLD_OUT',
  'TOUR_NOT_BOOKABLE',
  'TOUR_NO_TICKETS',
  'TOUR_UNAVAILABLE_ON_DATE',
  'NO_MATCHING_RESULTS',
] as const;

const KNOWN: ReadonlySet<string> = new Set(TOUR_MESSAGE_CODES);

/** A function that turns a failure into its message; a next date is written d.m.Y. */
export function useTourMessage(): (failure: Pick<Err, 'code' | 'params'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure) => {
      if (!KNOWN.has(failure.code)) return t('tours.errors.unknown');
      const params = { ...failure.params };
      if (typeof params.next === 'string') params.next = formatDate(params.next);
      // The number the sentence counts picks its plural form (i18next `count`).
      if (failure.code === 'TOUR_MIN_GROUP_SIZE') params.count = Number(params.min ?? 0);
      return t(`tours.errors.${failure.code}`, params);
    },
    [t],
  );
}
