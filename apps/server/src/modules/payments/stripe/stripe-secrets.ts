/**
 * The Stripe secrets come from the environment, never from the configuration file:
 * `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`, or `STRIPE_SECRET_KEY_FILE` and
 * `STRIPE_WEBHOOK_SECRET_FILE` naming files that hold them (Docker or systemd secrets). Messages name
 * the variable, never its value.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../../config/load';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The value of `name`, or of the file `${name}_FILE` names; null when neither is set. */
export function readSecret(env: Env, name: string): string | null {
  const direct = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (direct && file) {
    throw new ConfigError(`Set either ${name} or ${name}_FILE, not both.`);
  }
  if (!file) return direct || null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`${name}_FILE names a file that cannot be read (${code}): ${file}`);
  }
  if (text === '') throw new ConfigError(`${name}_FILE names an empty file: ${file}`);
  return text;
}

/** Both Stripe secrets; a missing or malformed one stops the start with a one-line reason. */
export function stripeSecrets(env: Env): StripeSecrets {
  const secretKey = readSecret(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = readSecret(env, 'STRIPE_WEBHOOK_SECRET');
  const missing = [
    secretKey ? null : 'STRIPE_SECRET_KEY (or STRIPE_SECRET_KEY_FILE)',
    webhookSecret ? null : 'STRIPE_WEBHOOK_SECRET (or STRIPE_WEBHOOK_SECRET_FILE)',
  ].filter((name): name is string => name !== null);
  if (missing.length > 0 || !secretKey || !webhookSecret) {
    throw new ConfigError(
      `Payment types use the provider stripe, but ${missing.join(' and ')} is not set (see docs/payments.md).`,
    );
  }
  if (!/^(sk|rk)_(live|test)_[A-Za-z0-9]+$/.test(secretKey)) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is not a Stripe secret key (it starts with sk_live_, sk_test_ or rk_…).',
    );
  }
  if (!/^whsec_[A-Za-z0-9+/=]+$/.test(webhookSecret)) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET is not a Stripe webhook signing secret (it starts with whsec_).',
    );
  }
  return { secretKey, webhookSecret };
}
