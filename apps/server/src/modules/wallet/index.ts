/**
 * The wallet module's front door: the wallet pass routes, Apple's PassKit web service, an order's
 * passes (order review), the services that reach Apple and Google, and the job that keeps saved
 * passes true.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { walletRoutes } from './wallet.routes';
export { appleWebServiceRoutes } from './apple-web-service.routes';
export { orderWallets } from './wallet.service';
export { type ApplePush, type PushResult, createApplePush } from './apple-push';
export { type GoogleWalletApi } from './google-wallet';
export { createGoogleWalletApi } from './google-wallet-api';
export {
  runWalletUpdates,
  startWalletUpdates,
  walletUpdateServices,
  type WalletUpdateServices,
} from './wallet-updates';
