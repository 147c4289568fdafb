export { MerchandiseListScreen, ProductScreen } from './screens';
