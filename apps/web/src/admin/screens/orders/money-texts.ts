/**
 * An order's money, the payment problems, the cancellation of part of a line, the visitor's details,
 * the documents and moving a booking: these texts
 * (i18n/order-money/) join the admin translator when the order screens' chunk loads, so they add
 * nothing to the screen families' shared texts chunk (its 30 KB budget). Imported for its effect by
 * the order screens.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../../i18n';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>('../../i18n/order-money/*.json', {
      eager: true,
      import: 'default',
    }),
  ),
);
