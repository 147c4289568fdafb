/**
 * Venue-local date-times: the file writes `YYYY-MM-DDTHH:mm` (as the API does); PostgreSQL stores a
 * `timestamp without time zone`, which drizzle reads as `YYYY-MM-DD HH:mm:ss`.
 */

/** `2026-12-01T10:00` → `2026-12-01 10:00:00`. */
export function toDbLocal(value: string): string;
export function toDbLocal(value: string | null): string | null;
export function toDbLocal(value: string | null): string | null {
  return value === null ? null : `${value.replace('T', ' ')}:00`;
}

/** `2026-12-01 10:00:00` → `2026-12-01T10:00`. */
export function fromDbLocal(value: string): string;
export function fromDbLocal(value: string | null): string | null;
export function fromDbLocal(value: string | null): string | null {
  return value === null ? null : value.slice(0, 16).replace(' ', 'T');
}
