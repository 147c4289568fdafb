/**
 * The texts of the schedule tables' filter, pages and bulk actions and of stopping, cancelling and
 * messaging dates (i18n/closures/) join the admin translator when the catalog's schedule screens'
 * chunk loads, so they add nothing to the screen families' shared texts chunk (its 30 KB budget).
 * Imported for its effect by the schedule table.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/closures/*.json', { eager: true, import: 'default' }),
  ),
);
