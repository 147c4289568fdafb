export { VoucherListScreen, VoucherScreen } from './screens';
