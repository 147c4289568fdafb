/** The app's payment providers: the built-in test provider, Stripe when configured, and others given. */
import type { AppDeps } from '../../deps';
import { requiredProviders } from './payment-types';
import type { PaymentProvider } from './provider';
import { createPaymentRegistry, type PaymentRegistry } from './registry';
import { createStripeProvider, type StripeProvider } from './stripe/stripe-provider';
import { STRIPE_PROVIDER } from './stripe/stripe.repository';
import { stripeSecrets } from './stripe/stripe-secrets';
import { createTestProvider, type TestProvider } from './test-provider/test-provider';
import { isTill, tillProviders } from './till';

export interface PaymentOptions {
  /** Real providers, found by the name payment types use; the test provider is always there. */
  providers?: readonly PaymentProvider[];
  /** The test provider's webhook secret (random per process when absent). */
  testSecret?: string;
  /** Where the Stripe secrets are read (default: the process environment). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Retries of a failed Stripe call (default 2; tests lower it). */
  stripeRetries?: number;
}

export interface Payments {
  registry: PaymentRegistry;
  /** The built-in provider, whose hosted pages and webhook the app serves. */
  testProvider: TestProvider;
  /** Stripe, when a payment type uses it; its webhook is served then. */
  stripe: StripeProvider | null;
}

/** Builds the providers; throws at start when a configured payment type has no provider. */
export function createPayments(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  options: PaymentOptions = {},
): Payments {
  const testProvider = createTestProvider({
    db: deps.db,
    clock: deps.clock,
    publicBaseUrl: deps.config.server.publicBaseUrl,
    ...(options.testSecret ? { secret: options.testSecret } : {}),
  });
  const tills = requiredProviders(deps.config).filter(isTill);
  if (tills.length > 0) {
    throw new Error(
      `Payment types cannot use the desk's till (${tills.join(', ')}): it is paid only at the desk (server.payments.types)`,
    );
  }
  const stripe = requiredProviders(deps.config).includes(STRIPE_PROVIDER)
    ? createStripeProvider({
        db: deps.db,
        clock: deps.clock,
        secrets: stripeSecrets(options.env ?? process.env),
        shopName: deps.config.shop.siteName,
        holdMinutes: deps.config.server.holdMinutes,
        ...(deps.config.server.payments.stripe.apiBase
          ? { apiBase: deps.config.server.payments.stripe.apiBase }
          : {}),
        ...(options.stripeRetries !== undefined
          ? { maxNetworkRetries: options.stripeRetries }
          : {}),
      })
    : null;
  const registry = createPaymentRegistry([
    testProvider,
    ...tillProviders(),
    ...(stripe ? [stripe] : []),
    ...(options.providers ?? []),
  ]);
  const missing = requiredProviders(deps.config).filter((name) => !registry.provider(name));
  if (missing.length > 0) {
    throw new Error(
      `Payment providers not available: ${missing.join(', ')} (server.payments.types)`,
    );
  }
  return { registry, testProvider, stripe };
}
