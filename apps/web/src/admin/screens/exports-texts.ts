/**
 * The exports screen's texts (i18n/exports/) join the admin translator when its chunk loads, so
 * they add nothing to the back office's entry or to the screen families' shared chunk. Imported for
 * its effect.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../i18n/exports/*.json', { eager: true, import: 'default' }),
  ),
);
