export { MerchandiseListScreen } from './merchandise-list-screen';
export { ProductScreen } from './product-screen';
