/**
 * Texts of the check-in scanner (/admin/scan) in the eight languages (i18n/scan/). They load with
 * the scanner's page, not with the back office's entry; `useScanText` reads them in the staff
 * member's language.
 */
import { useMemo } from 'react';
import { useAdmin } from '../../context';
import { addScreenTexts, tablesOf, translator, type TextTable, type Translate } from '../../i18n';
import type ScanEn from '../../i18n/scan/en.json';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/scan/*.json', { eager: true, import: 'default' }),
  ),
);

export type ScanTextKey = keyof typeof ScanEn;

export type ScanText = Translate<ScanTextKey>;

/** The scanner's translator in the staff member's language. */
export function useScanText(): ScanText {
  const { language } = useAdmin();
  return useMemo(() => translator<ScanTextKey>(language), [language]);
}
