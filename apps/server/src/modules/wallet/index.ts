/**
 * The wallet module's front door: what the rest of the server uses of it. Other modules and code
 * outside `modules/` import this file, never the module's other files (docs/architecture.md).
 */
export { walletRoutes } from './wallet.routes';
export { orderWallets } from './wallet.service';
