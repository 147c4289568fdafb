/**
 * The event editor's ticket and day-ticket texts (i18n/catalog-tickets/) join the admin translator
 * when the event editor's chunk loads, so they add nothing to the screen families' shared texts
 * chunk (its 30 KB budget). Imported for its effect by the event editor.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/catalog-tickets/*.json', {
      eager: true,
      import: 'default',
    }),
  ),
);
