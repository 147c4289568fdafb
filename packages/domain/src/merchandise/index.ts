export {
  ANNUAL_PASS_PRODUCT_KIND,
  passHolderRequired,
  validatePassHolders,
  type PassHolderName,
} from './pass-holders';
export { clampQuantity, defaultQuantity, isOutOfStock } from './quantity';
