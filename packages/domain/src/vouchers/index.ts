export { normalizeVoucherCode } from './normalize';
export { maskedVoucherCode } from './mask';
export {
  VOUCHER_UTC_OFFSET_MINUTES,
  validFromInstant,
  validToEndInstant,
  voucherToday,
} from './validity';
export {
  availableAmount,
  checkVoucherCode,
  voucherCodeToBasketItem,
  type VoucherCode,
} from './voucher-code';
