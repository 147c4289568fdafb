/**
 * An order's money and the payment problems texts (i18n/order-money/) join the admin translator
 * when the order screens' chunk loads. Imported for its effect by the order screens.
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
