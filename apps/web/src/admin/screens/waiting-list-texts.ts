/**
 * The waiting-list screen's texts (i18n/waiting-list/) join the admin translator when its chunk
 * loads, so they add nothing to the back office's entry. Imported for its effect.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../i18n/waiting-list/*.json', { eager: true, import: 'default' }),
  ),
);
