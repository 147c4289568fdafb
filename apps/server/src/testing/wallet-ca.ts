/**
 * A throw-away certificate authority for wallet tests, made with the `openssl` command in a temp
 * folder: a root CA, a WWDR-like intermediate it signs, and a pass type certificate the intermediate
 * signs (its key encrypted with a passphrase), plus a Google service-account key file.
 */
import type { WalletSettings } from '../config/wallet';
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WalletCa {
  dir: string;
  rootCa: string;
  /** A root that signed nothing here: verifying against it must fail. */
  otherRootCa: string;
  wwdr: string;
  certificate: string;
  key: string;
  passphrase: string;
  serviceAccountFile: string;
  serviceAccountEmail: string;
  /** PEM of the service account's public key. */
  servicePublicKey: string;
  remove(): void;
}

export const TEST_PASS_TYPE = 'pass.example.lindenau.tickets';
export const TEST_TEAM = 'A1B2C3D4E5';

export function openssl(args: string[], cwd: string): string {
  return execFileSync('openssl', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function root(dir: string, name: string): void {
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
      '-subj',
      `/CN=Foyer Test ${name}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
}

function signed(dir: string, name: string, issuer: string, extensions: string): void {
  writeFileSync(path.join(dir, `${name}.ext`), extensions);
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      `${issuer}.pem`,
      '-CAkey',
      `${issuer}.key`,
      '-CAcreateserial',
      '-sha256',
      '-days',
      '2',
      '-out',
      `${name}.pem`,
      '-extfile',
      `${name}.ext`,
    ],
    dir,
  );
}

export function createWalletCa(): WalletCa {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-wallet-'));
  const passphrase = 'correct horse battery staple';
  root(dir, 'root');
  root(dir, 'other');
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'wwdr.key',
      '-out',
      'wwdr.csr',
      '-subj',
      '/CN=Foyer Test WWDR/OU=G4/O=Foyer Test',
    ],
    dir,
  );
  signed(
    dir,
    'wwdr',
    'root',
    'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n',
  );
  openssl(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-keyout',
      'pass.key',
      '-passout',
      `pass:${passphrase}`,
      '-out',
      'pass.csr',
      '-subj',
      `/UID=${TEST_PASS_TYPE}/CN=Pass Type ID: ${TEST_PASS_TYPE}/OU=${TEST_TEAM}/O=Foyer Test Museum`,
    ],
    dir,
  );
  signed(
    dir,
    'pass',
    'wwdr',
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n',
  );
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccountEmail = 'foyer-wallet@foyer-test.iam.gserviceaccount.com';
  const serviceAccountFile = path.join(dir, 'service-account.json');
  writeFileSync(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      client_email: serviceAccountEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }),
  );
  const file = (name: string) => path.join(dir, name);
  return {
    dir,
    rootCa: file('root.pem'),
    otherRootCa: file('other.pem'),
    wwdr: file('wwdr.pem'),
    certificate: file('pass.pem'),
    key: file('pass.key'),
    passphrase,
    serviceAccountFile,
    serviceAccountEmail,
    servicePublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `server.wallet` with both wallets configured on the stand-in CA's files and the test issuer. */
export function walletSettingsOf(ca: WalletCa): WalletSettings {
  return {
    apple: {
      passTypeIdentifier: TEST_PASS_TYPE,
      teamIdentifier: TEST_TEAM,
      certificate: ca.certificate,
      key: ca.key,
      wwdr: ca.wwdr,
      keyPassphrase: ca.passphrase,
    },
    google: {
      issuerId: '3388000000022222222',
      classSuffix: 'lindenau-tickets',
      serviceAccountKeyFile: ca.serviceAccountFile,
    },
  };
}
