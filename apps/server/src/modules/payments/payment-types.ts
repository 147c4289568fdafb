/**
 * Payment types (`checkout/payments`): those of the configuration, plus the built-in types
 * 161 (credit card) and 162 (direct debit) that the client always offers. A built-in type
 * that the configuration does not list runs on the provider the configuration uses for that method,
 * else on the provider of the first configured type, else on the built-in test provider.
 */
import type { FoyerConfig } from '../../config/schema';
import type { PaymentMethod } from './provider';

export interface PaymentTypeSetting {
  payartId: number;
  method: PaymentMethod;
  provider: string;
  i18n: Partial<Record<string, string>>;
}

const BUILT_IN: Readonly<Record<number, PaymentMethod>> = { 161: 'card', 162: 'sepa' };

/** The configured payment types in configuration order. */
export function configuredPaymentTypes(config: FoyerConfig): PaymentTypeSetting[] {
  return config.server.payments.types.map((type) => ({ ...type }));
}

/** The payment type with this id, configured or built in; null for any other id. */
export function resolvePaymentType(
  config: FoyerConfig,
  payartId: number,
): PaymentTypeSetting | null {
  const types = config.server.payments.types;
  const configured = types.find((type) => type.payartId === payartId);
  if (configured) return { ...configured };
  const method = BUILT_IN[payartId];
  if (method === undefined) return null;
  const provider =
    types.find((type) => type.method === method)?.provider ?? types[0]?.provider ?? 'test';
  return { payartId, method, provider, i18n: {} };
}

/** Every provider name the payment types need, built-in ones included. */
export function requiredProviders(config: FoyerConfig): string[] {
  const names = new Set(config.server.payments.types.map((type) => type.provider));
  for (const id of Object.keys(BUILT_IN)) {
    const type = resolvePaymentType(config, Number(id));
    if (type) names.add(type.provider);
  }
  return [...names];
}
