import { safeReturnTo } from '@foyer/domain';

/** The path with the `returnTo` query carried over, when it is a safe path. */
export function withReturnTo(path: string, returnTo: string | null): string {
  const safe = safeReturnTo(returnTo);
  return safe === null ? path : `${path}?returnTo=${encodeURIComponent(safe)}`;
}
