/** Formatting and error texts shared by the order screens. */
import type { AdminOrderStatus } from '@foyer/domain/admin-contract';
import { AdminApiError } from '../../api';
import { errorText } from '../../errors';
import type { MessageKey, Translate } from '../../i18n';

export function statusKey(status: AdminOrderStatus): MessageKey {
  return `status_${status}`;
}

/** The translated text for a failed order call; the provider's own reason is kept for refusals. */
export function orderErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof AdminApiError)) return errorText(error, t);
  switch (error.code) {
    case 'ORDER_NOT_FOUND':
      return t('errOrderNotFound');
    case 'ORDER_NOT_CANCELLABLE':
    case 'ORDER_NOT_BOOKED':
      return t('errNotCancellable');
    case 'ORDER_BUSY':
      return t('errBusy');
    case 'PAYMENT_DISPUTED':
      return t('errPaymentDisputed');
    case 'LINES_INVALID':
      return t('errLinesInvalid');
    case 'LINE_NOT_DIVISIBLE':
      return t('errLineNotDivisible');
    case 'COUNT_TOO_HIGH':
      return t('errCountTooHigh');
    case 'TICKETS_USED':
      return t('errTicketsUsed');
    case 'REFUND_REFUSED':
      return t('errRefundRefused', { reason: error.message.replace(/\.?$/, '.') });
    case 'NO_EMAIL':
      return t('errNoEmail');
    case 'REFUND_NOT_OPEN':
      return t('errRefundNotOpen');
    case 'REFUND_NOT_FOUND':
      return t('errRefundNotFound');
    case 'SLOT_FULL':
      return t('errSlotFull');
    case 'SLOT_NOT_ON_SALE':
      return t('errSlotNotOnSale');
    case 'SLOT_PAST':
      return t('errSlotPast');
    case 'SLOT_SAME':
      return t('errSlotSame');
    case 'SLOT_NOT_FOUND':
      return t('errSlotNotFound');
    case 'MOVE_PAYMENT_NEEDED':
      return t('errMovePaymentNeeded');
    case 'MOVE_PRICE_CHANGED':
      return t('errMovePriceChanged');
    case 'BOOKING_USED':
      return t('errBookingUsed');
    case 'BOOKING_NOT_FOUND':
      return t('errBookingNotFound');
    case 'MOVE_NOT_POSSIBLE':
      return t('errMoveNotPossible');
    case 'FORBIDDEN':
      return t('errForbidden');
    case 'VALIDATION_FAILED':
      return t('errValidation');
    default:
      return errorText(error, t);
  }
}

/** Formatters in the staff member's language. */
export function formatters(language: string) {
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    dateTime: (iso: string) => date.format(new Date(iso)),
    /** A venue-local `YYYY-MM-DDTHH:mm` as written, without time zone conversion. */
    local: (value: string) => value.replace('T', ' '),
  };
}
