/** The payment providers of this server, found by the name payment types use. */
import type { PaymentProvider } from './provider';

export interface PaymentRegistry {
  provider(name: string): PaymentProvider | undefined;
}

export function createPaymentRegistry(providers: readonly PaymentProvider[]): PaymentRegistry {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  return { provider: (name) => byName.get(name) };
}
