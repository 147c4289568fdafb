/** The date format in every language: day.month.year. */
export const DATE_FORMAT = 'd.m.Y';

/**
 * An ISO date ('YYYY-MM-DD', optionally followed by a time) as 'DD.MM.YYYY' with two-digit day and
 * month, e.g. '05.03.2026'; text that is not an ISO date is returned unchanged.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(isoDate.trim());
  if (match === null) {
    return isoDate;
  }
  const [, year = '', month = '', day = ''] = match;
  return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year}`;
}

/** A duration in minutes as 'n min.' (minutes are shown as 'min.'). */
export function formatMinutes(minutes: number): string {
  return `${minutes} min.`;
}
