import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appleWalletReady,
  googleWalletReady,
  walletSettings,
  walletWithEnvironment,
} from './wallet';

const dir = mkdtempSync(path.join(tmpdir(), 'foyer-wallet-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, 'x');
  return at;
};

const apple = { passTypeIdentifier: 'pass.museum.example.tickets', teamIdentifier: 'A1B2C3D4E5' };
const google = { issuerId: '3388000000012345678', classSuffix: 'tickets' };

describe('server.wallet', () => {
  it('offers nothing without its sections', () => {
    const { settings, problems } = walletWithEnvironment(walletSettings.parse({}), {});
    expect(problems).toEqual([]);
    expect(appleWalletReady(settings)).toBeNull();
    expect(googleWalletReady(settings)).toBeNull();
  });

  it('takes the files and the passphrase from the environment', () => {
    const env = {
      FOYER_WALLET_APPLE_CERTIFICATE_FILE: file('pass.pem'),
      FOYER_WALLET_APPLE_KEY_FILE: file('pass.key'),
      FOYER_WALLET_APPLE_WWDR_FILE: file('wwdr.pem'),
      FOYER_WALLET_APPLE_KEY_PASSPHRASE: 'secret',
      FOYER_WALLET_GOOGLE_KEY_FILE: file('sa.json'),
    };
    const { settings, problems } = walletWithEnvironment(
      walletSettings.parse({ apple, google }),
      env,
    );
    expect(problems).toEqual([]);
    expect(appleWalletReady(settings)).toMatchObject({
      certificate: env.FOYER_WALLET_APPLE_CERTIFICATE_FILE,
      key: env.FOYER_WALLET_APPLE_KEY_FILE,
      wwdr: env.FOYER_WALLET_APPLE_WWDR_FILE,
      keyPassphrase: 'secret',
    });
    expect(googleWalletReady(settings)?.serviceAccountKeyFile).toBe(
      env.FOYER_WALLET_GOOGLE_KEY_FILE,
    );
  });

  it('names every file a configured wallet lacks or that does not exist', () => {
    const missing = path.join(dir, 'nowhere.pem');
    const { problems } = walletWithEnvironment(
      walletSettings.parse({ apple: { ...apple, certificate: missing }, google }),
      {},
    );
    expect(problems).toEqual([
      `server.wallet.apple.certificate: no file at ${missing}`,
      'server.wallet.apple.key: expected a file path (or FOYER_WALLET_APPLE_KEY_FILE)',
      'server.wallet.apple.wwdr: expected a file path (or FOYER_WALLET_APPLE_WWDR_FILE)',
      'server.wallet.google.serviceAccountKeyFile: expected a file path (or FOYER_WALLET_GOOGLE_KEY_FILE)',
    ]);
  });

  it('refuses identifiers of the wrong shape', () => {
    const result = walletSettings.safeParse({
      apple: { passTypeIdentifier: 'tickets', teamIdentifier: 'abc' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'apple.passTypeIdentifier',
      'apple.teamIdentifier',
    ]);
  });
});
