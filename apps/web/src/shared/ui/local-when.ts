import { formatDate } from '@foyer/domain';

/**
 * A museum-local time (`YYYY-MM-DDTHH:mm`) as the visitor reads it, "date, HH:mm"; a bare day
 * (`YYYY-MM-DD`) as its date.
 */
export function localWhen(local: string): string {
  return local.length > 10
    ? `${formatDate(local.slice(0, 10))}, ${local.slice(11, 16)}`
    : formatDate(local);
}
