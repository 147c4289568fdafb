export { CheckoutScreen } from './screens';
