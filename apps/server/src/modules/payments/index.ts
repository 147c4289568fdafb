/**
 * The payments module's front door: the payment providers (set-up, registry, the provider's
 * types), the payment types of the configuration and the providers' own routes.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export {
  type PaymentTypeSetting,
  configuredPaymentTypes,
  resolvePaymentType,
} from './payment-types';
export type {
  DisputeReport,
  Payer,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  Verification,
} from './provider';
export type { PaymentRegistry } from './registry';
export { type PaymentOptions, type Payments, createPayments } from './setup';
export { stripeWebhookRoutes } from './stripe/stripe-webhook.routes';
export { readSecret } from './stripe/stripe-secrets';
export { testProviderRoutes } from './test-provider/test-provider.routes';
