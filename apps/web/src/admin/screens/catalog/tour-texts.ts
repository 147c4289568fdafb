/**
 * The tour editor's texts (i18n/catalog-tours/, i18n/catalog-tour-slots/) join the admin translator
 * when the first tour screen's chunk loads, so they add nothing to the screen families' shared texts
 * chunk (its 30 KB budget). Imported for its effect by the tour screens.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>(
      ['../../i18n/catalog-tours/*.json', '../../i18n/catalog-tour-slots/*.json'],
      { eager: true, import: 'default' },
    ),
  ),
);
