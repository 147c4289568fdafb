/** The desk's refusals in the staff member's language (the shop's codes, sent by desk/quote and desk/sales). */
import { AdminApiError } from '../../api';
import type { Translate } from '../../i18n';
import { orderErrorText } from '../orders/order-texts';

export function deskErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof AdminApiError)) return orderErrorText(error, t);
  const available = Number(error.params.available ?? 0);
  switch (error.code) {
    case 'TIME_SOLD_OUT':
    case 'DAY_SOLD_OUT':
    case 'TICKETS_SOLD_OUT':
    case 'TOUR_SOLD_OUT':
      return t('deskSoldOut');
    case 'TICKET_COUNT_EXCEEDS_SLOT':
    case 'TOUR_OVERBOOKED_PARTICIPANTS':
      return t('deskOnlyLeft', { available });
    case 'ITEM_OUT_OF_STOCK':
      return t('deskOutOfStock', { available });
    case 'TICKET_FAMILY_COMPONENTS_MISSING':
      return t('deskFamilyIncomplete');
    case 'VOUCHER_NOT_FOUND':
      return t('deskVoucherNotFound');
    case 'VOUCHER_NO_AMOUNT_LEFT':
      return t('deskVoucherUsedUp');
    case 'VOUCHER_NOW_IS_BEFORE_VALID_FROM':
      return t('deskVoucherNotYet');
    case 'VOUCHER_NOW_IS_AFTER_VALID_TO':
      return t('deskVoucherExpired');
    case 'VOUCHER_ALREADY_IN_BASKET':
      return t('deskVoucherTwice');
    default:
      // Other refusals of the shop (limits, …) keep the server's own sentence.
      return error.status === 422 && error.message ? error.message : orderErrorText(error, t);
  }
}
