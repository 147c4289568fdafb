/**
 * The image library's texts (i18n/images/) join the admin translator when the first screen that
 * shows images loads (the library, the picker in an editor), so they add nothing to the screen
 * families' shared texts chunk (its 30 KB budget). Imported for its effect.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/images/*.json', { eager: true, import: 'default' }),
  ),
);
