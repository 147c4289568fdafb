/**
 * The fiscal signer of the configuration (`server.till.fiscal`): none, or fiskaly with its secrets
 * from the environment (FISKALY_API_KEY, FISKALY_API_SECRET, FISKALY_ADMIN_PIN or their `_FILE`
 * forms). A missing secret stops the start with a line naming the variable, never a value.
 */
import { ConfigError } from '../../config/load';
import type { FoyerConfig } from '../../config/schema';
import { readSecret } from '../payments';
import { noSigner, type FiscalSigner } from './fiscal';
import { fiskalySigner } from './fiskaly/fiskaly-signer';

type Env = Readonly<Record<string, string | undefined>>;

export function createFiscalSigner(config: FoyerConfig, env: Env): FiscalSigner {
  const fiscal = config.server.till.fiscal;
  if (fiscal.kind === 'none') return noSigner;
  const apiKey = readSecret(env, 'FISKALY_API_KEY');
  const apiSecret = readSecret(env, 'FISKALY_API_SECRET');
  const adminPin = readSecret(env, 'FISKALY_ADMIN_PIN');
  const missing = [
    apiKey ? null : 'FISKALY_API_KEY',
    apiSecret ? null : 'FISKALY_API_SECRET',
    adminPin ? null : 'FISKALY_ADMIN_PIN',
  ].filter((name): name is string => name !== null);
  if (!apiKey || !apiSecret || !adminPin) {
    throw new ConfigError(
      `server.till.fiscal is fiskaly, but ${missing.join(', ')} (or its _FILE form) is not set (see docs/till.md).`,
    );
  }
  return fiskalySigner({
    baseUrl: fiscal.baseUrl,
    tssId: fiscal.tssId,
    timeoutMs: fiscal.timeoutMs,
    apiKey,
    apiSecret,
    adminPin,
  });
}
