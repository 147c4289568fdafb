/**
 * The wallet module's front door: the wallet pass routes and an order's passes (order review).
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { walletRoutes } from './wallet.routes';
export { orderWallets } from './wallet.service';
