/**
 * The desk's annual-pass panel's texts in the staff member's language (i18n/desk-passes/). They load
 * with the desk's screen, not with the shared screen texts (whose chunk has a size budget); the
 * other keys are the back office's.
 */
import { useMemo } from 'react';
import { useAdmin } from '../../context';
import {
  addScreenTexts,
  tablesOf,
  translator,
  type MessageKey,
  type TextTable,
  type Translate,
} from '../../i18n';
import type DeskPassesEn from '../../i18n/desk-passes/en.json';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/desk-passes/*.json', {
      eager: true,
      import: 'default',
    }),
  ),
);

export type DeskPassKey = MessageKey | keyof typeof DeskPassesEn;

/** The annual-pass panel's translator (its own keys and the back office's). */
export function useDeskPassText(): Translate<DeskPassKey> {
  const { language } = useAdmin();
  return useMemo(() => translator<DeskPassKey>(language), [language]);
}
