/**
 * The till screen's texts (i18n/till/) join the admin translator when its chunk loads, so they add
 * nothing to the back office's entry; the other keys are the back office's. Also the till's
 * refusals in the staff member's language.
 */
import { useMemo } from 'react';
import { AdminApiError } from '../../api';
import { useAdmin } from '../../context';
import {
  addScreenTexts,
  tablesOf,
  translator,
  type MessageKey,
  type TextTable,
  type Translate,
} from '../../i18n';
import type TillEn from '../../i18n/till/en.json';
import { deskErrorText } from '../desk/desk-texts';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/till/*.json', { eager: true, import: 'default' }),
  ),
);

export type TillKey = MessageKey | keyof typeof TillEn;

/** The till screen's translator (its own keys and the back office's). */
export function useTillText(): Translate<TillKey> {
  const { language } = useAdmin();
  return useMemo(() => translator<TillKey>(language), [language]);
}

/**
 * A failed till call in the staff member's language: the till's refusals (`TILL_…`) carry the
 * server's translated message; the cart's refusals (sold out, limits, voucher codes) are the desk's.
 */
export function tillErrorText(error: unknown, t: Translate<TillKey>): string {
  if (error instanceof AdminApiError && error.code.startsWith('TILL_') && error.message) {
    return error.message;
  }
  return deskErrorText(error, t);
}
