/**
 * Selections made for the visitor on the tour screens.
 *
 * - Only slots with tickets available are offered, and "first" means earliest by time; no offered
 *   slot selects nothing.
 * - Languages match by primary subtag, case-insensitively (`de-DE` matches `de`); the first match
 *   is selected. When neither the current nor the default language is offered, nothing is selected,
 *   which means no language filter: the visitor sees every tour.
 */
import { toCount } from '../tickets/counts';
import type { TourCalendarSlot } from './types';

/** The slot to select after the date changes: the only one, else the current time if offered, else the first. */
export function selectTimeOnDateChange<S extends Pick<TourCalendarSlot, 'time' | 'available'>>(
  slots: readonly S[],
  currentTime: string | null | undefined,
): S | null {
  const offered = slots
    .filter((slot) => toCount(slot.available) > 0)
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return offered.find((slot) => slot.time === currentTime) ?? offered[0] ?? null;
}

/** The primary language subtag, lower case: `de-DE` → `de`. */
function primaryLanguage(code: string | null | undefined): string {
  return (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Marks the tour language matching the current language, else the configured default. */
export function selectTourLanguage<L extends { readonly langIdentifier: string }>(
  languages: readonly L[],
  currentLang: string | null | undefined,
  defaultLang: string | null | undefined,
): (L & { selected: boolean })[] {
  const matching = (code: string | null | undefined): number => {
    const wanted = primaryLanguage(code);
    return wanted === ''
      ? -1
      : languages.findIndex((language) => primaryLanguage(language.langIdentifier) === wanted);
  };
  const current = matching(currentLang);
  const selected = current >= 0 ? current : matching(defaultLang);
  return languages.map((language, index) => ({ ...language, selected: index === selected }));
}
