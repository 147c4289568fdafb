/**
 * The desk module's front door: the back office's desk sale, as routes, and the sale itself for
 * the till (`sellCart`: paid in parts, with the till's own rows in the sale's transaction).
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { deskRoutes } from './desk.routes';
export {
  quoteDeskCart,
  sellCart,
  type DeskPaymentPart,
  type DeskSaleOptions,
  type DeskSold,
} from './desk.service';
