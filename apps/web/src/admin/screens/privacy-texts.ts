/**
 * The privacy screen's texts (i18n/privacy/) join the admin translator when its chunk loads, so
 * they add nothing to the back office's entry or to the screen families' shared chunk. Imported for
 * its effect.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../i18n/privacy/*.json', { eager: true, import: 'default' }),
  ),
);
