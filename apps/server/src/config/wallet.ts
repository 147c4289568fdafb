/**
 * `server.wallet`: Apple Wallet passes and Google Wallet save links for admissions, each offered
 * only when its section is configured. The certificates and keys are files (paths in the file or in
 * `*_FILE` environment variables); the Apple key's passphrase comes only from the environment.
 * Their contents are read when a pass is built and are never logged or answered.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';

const filePath = z.string().min(1);

const appleWallet = z
  .object({
    /** The pass type ID registered with Apple, e.g. `pass.museum.example.tickets`. */
    passTypeIdentifier: z
      .string()
      .regex(/^pass\.[A-Za-z0-9.-]+$/, 'a pass type ID such as pass.museum.example.tickets'),
    /** The Apple developer team ID (10 characters). */
    teamIdentifier: z.string().regex(/^[A-Z0-9]{10}$/, 'a 10-character team ID such as A1B2C3D4E5'),
    /** The organization named on the pass; the museum's legal name or site name when absent. */
    organizationName: z.string().min(1).optional(),
    /** PEM file of the pass type certificate (or `FOYER_WALLET_APPLE_CERTIFICATE_FILE`). */
    certificate: filePath.optional(),
    /** PEM file of its private key (or `FOYER_WALLET_APPLE_KEY_FILE`). */
    key: filePath.optional(),
    /** PEM file of Apple's WWDR intermediate certificate (or `FOYER_WALLET_APPLE_WWDR_FILE`). */
    wwdr: filePath.optional(),
    /** Set from `FOYER_WALLET_APPLE_KEY_PASSPHRASE`; do not write it into the file. */
    keyPassphrase: z.string().optional(),
    /** Background of the pass; the shop theme's background colour when absent. */
    backgroundColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
  })
  .strict();

const googleWallet = z
  .object({
    /** The Google Wallet issuer ID (digits). */
    issuerId: z.string().regex(/^\d+$/, 'the issuer ID of the Google Pay & Wallet console'),
    /** Suffix of the event ticket class: the class ID is `<issuerId>.<classSuffix>`. */
    classSuffix: z.string().regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, ".", "_" or "-"'),
    /** JSON key file of the service account (or `FOYER_WALLET_GOOGLE_KEY_FILE`). */
    serviceAccountKeyFile: filePath.optional(),
  })
  .strict();

export const walletSettings = z
  .object({ apple: appleWallet.optional(), google: googleWallet.optional() })
  .strict();

export type WalletSettings = z.infer<typeof walletSettings>;
export type AppleWalletSettings = z.infer<typeof appleWallet>;
export type GoogleWalletSettings = z.infer<typeof googleWallet>;

/** Apple Wallet settings with every file named. */
export type AppleWalletReady = AppleWalletSettings & {
  certificate: string;
  key: string;
  wwdr: string;
};

/** Google Wallet settings with the key file named. */
export type GoogleWalletReady = GoogleWalletSettings & { serviceAccountKeyFile: string };

/** The Apple settings when passes can be signed, else null. */
export function appleWalletReady(settings: WalletSettings): AppleWalletReady | null {
  const apple = settings.apple;
  if (!apple?.certificate || !apple.key || !apple.wwdr) return null;
  return { ...apple, certificate: apple.certificate, key: apple.key, wwdr: apple.wwdr };
}

/** The Google settings when save links can be signed, else null. */
export function googleWalletReady(settings: WalletSettings): GoogleWalletReady | null {
  const google = settings.google;
  if (!google?.serviceAccountKeyFile) return null;
  return { ...google, serviceAccountKeyFile: google.serviceAccountKeyFile };
}

/**
 * The wallet settings with the environment's files and passphrase; names every file that a
 * configured wallet lacks or that does not exist (the start stops with these messages).
 */
export function walletWithEnvironment(
  settings: WalletSettings,
  env: NodeJS.ProcessEnv,
): { settings: WalletSettings; problems: string[] } {
  const problems: string[] = [];
  const file = (field: string, configured: string | undefined, variable: string) => {
    const value = env[variable] || configured;
    if (!value) problems.push(`server.wallet.${field}: expected a file path (or ${variable})`);
    else if (!existsSync(value)) problems.push(`server.wallet.${field}: no file at ${value}`);
    return value;
  };
  let { apple, google } = settings;
  if (apple) {
    apple = {
      ...apple,
      certificate: file(
        'apple.certificate',
        apple.certificate,
        'FOYER_WALLET_APPLE_CERTIFICATE_FILE',
      ),
      key: file('apple.key', apple.key, 'FOYER_WALLET_APPLE_KEY_FILE'),
      wwdr: file('apple.wwdr', apple.wwdr, 'FOYER_WALLET_APPLE_WWDR_FILE'),
      keyPassphrase: env.FOYER_WALLET_APPLE_KEY_PASSPHRASE || apple.keyPassphrase,
    };
  }
  if (google) {
    google = {
      ...google,
      serviceAccountKeyFile: file(
        'google.serviceAccountKeyFile',
        google.serviceAccountKeyFile,
        'FOYER_WALLET_GOOGLE_KEY_FILE',
      ),
    };
  }
  return { settings: { apple, google }, problems };
}
