export { BasketScreen } from './screens';
