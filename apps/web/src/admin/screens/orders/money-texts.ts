/**
 * An order's money and the payment problems texts (texts/order-money.ts) join the admin translator
 * when the order screens' chunk loads. Imported for its effect by the order screens.
 */
import { addScreenTexts } from '../../i18n';
import { ORDER_MONEY_TEXTS } from '../../texts/order-money';

addScreenTexts(ORDER_MONEY_TEXTS);
