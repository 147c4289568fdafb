export { VoucherListScreen } from './voucher-list-screen';
export { VoucherScreen } from './voucher-screen';
