/**
 * Apple Wallet passes (`.pkpass`) with passkit-generator: pass.json (an event ticket with the
 * admission's QR barcode), icon and logo PNGs from the museum's logo, manifest.json with SHA-1
 * hashes and `signature`, a detached PKCS#7 signature made with the museum's pass certificate and
 * key and Apple's WWDR intermediate. Several admissions are bundled as `.pkpasses`. The serial
 * number is the issued ticket's id; behind an https public address the pass names the shop's
 * PassKit web service and its authentication token, so Wallet keeps it up to date, and a pass of a
 * cancelled admission is `voided` (docs/decisions.md "Wallet passes that stay true").
 */
import { readFile } from 'node:fs/promises';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { AppleWalletReady } from '../../config/wallet';
import type { AppDeps } from '../../deps';
import { museumLogoPng } from '../brand';
import { passToken, serialOf } from './pass-auth';
import type { WalletAdmission, WalletOrder } from './wallet-admissions';

/** Where the web service answers, below the public address (Apple appends `/v1/…`). */
export const APPLE_WEB_SERVICE_PATH = '/api/wallet/apple';

/**
 * The pass's `webServiceURL`: only for an https public address, because Wallet on a phone accepts
 * no other (a development device may allow http; the shop does not rely on it).
 */
export function appleWebServiceUrl(config: Config): string | null {
  const base = config.server.publicBaseUrl.replace(/\/+$/, '');
  return base.startsWith('https://') ? `${base}${APPLE_WEB_SERVICE_PATH}` : null;
}

/** What a pass says about its updates: the web service and its token, or nothing. */
interface PassService {
  webServiceURL: string;
  authenticationToken: string;
}

type Config = AppDeps['config'];

interface PassImages {
  [file: string]: Buffer;
}

async function fit(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png)
    .resize({ width, height, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** Icon (required by Wallet) and logo at 1x and 2x; a plain square in the museum's colour without a logo. */
async function passImages(logo: Buffer | null, colour: string): Promise<PassImages> {
  const base =
    logo ??
    (await sharp({ create: { width: 116, height: 116, channels: 4, background: colour } })
      .png()
      .toBuffer());
  return {
    'icon.png': await fit(base, 29, 29),
    'icon@2x.png': await fit(base, 58, 58),
    'logo.png': await fit(base, 160, 50),
    'logo@2x.png': await fit(base, 320, 100),
  };
}

interface PassLook {
  hasLogo: boolean;
  background: string;
  foreground: string;
  label: string;
}

interface Certificates {
  wwdr: Buffer;
  signerCert: Buffer;
  signerKey: Buffer;
  signerKeyPassphrase?: string;
}

async function certificates(apple: AppleWalletReady): Promise<Certificates> {
  const [wwdr, signerCert, signerKey] = await Promise.all([
    readFile(apple.wwdr),
    readFile(apple.certificate),
    readFile(apple.key),
  ]);
  return {
    wwdr,
    signerCert,
    signerKey,
    ...(apple.keyPassphrase ? { signerKeyPassphrase: apple.keyPassphrase } : {}),
  };
}

function field(entry: { key: string; label: string; value: string }) {
  return { key: entry.key, label: entry.label, value: entry.value };
}

function onePass(
  apple: AppleWalletReady,
  order: WalletOrder,
  admission: WalletAdmission,
  images: PassImages,
  certs: Certificates,
  look: PassLook,
  service: PassService | null,
): PKPass {
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeIdentifier,
    teamIdentifier: apple.teamIdentifier,
    serialNumber: serialOf(admission.ticketId),
    ...(service ?? {}),
    ...(admission.voided ? { voided: true } : {}),
    organizationName: order.organization,
    description: order.description(admission.name),
    // A museum logo usually carries the name; the name is written only beside the plain square.
    ...(look.hasLogo ? {} : { logoText: order.siteName }),
    backgroundColor: rgb(look.background),
    foregroundColor: rgb(look.foreground),
    labelColor: rgb(look.label),
    eventTicket: {
      primaryFields: [{ key: 'event', label: admission.ticketType ?? '', value: admission.name }],
      secondaryFields: admission.facts.slice(0, 2).map(field),
      auxiliaryFields: admission.facts.slice(2).map(field),
      backFields: [
        ...admission.details.map(field),
        field(order.tickets),
        { key: 'hint', label: '', value: order.hint },
      ],
    },
  };
  const pass = new PKPass({ ...images, 'pass.json': Buffer.from(JSON.stringify(passJson)) }, certs);
  pass.setBarcodes({
    message: admission.barcode,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: admission.barcode,
  });
  if (admission.startsAt) pass.setRelevantDate(admission.startsAt);
  if (admission.endsAt) pass.setExpirationDate(admission.endsAt);
  return pass;
}

/**
 * The signed passes of `admissions` (all of the order's when empty is not asked): one `.pkpass`
 * for one admission, a `.pkpasses` bundle for several.
 */
export async function applePasses(
  config: Config,
  apple: AppleWalletReady,
  order: WalletOrder,
  admissions: WalletAdmission[],
): Promise<{ body: Buffer; bundle: boolean }> {
  // The museum's light page with its text and accent colours: the logo stays readable on it.
  const theme = config.shop.theme.colors;
  const museum = config.server.museum.colors;
  const logo = await museumLogoPng(config, 480);
  const look: PassLook = {
    hasLogo: logo !== null,
    background: apple.backgroundColor ?? theme.background,
    foreground: museum?.text ?? theme.text,
    label: museum?.primary ?? theme.primary,
  };
  const [images, certs] = await Promise.all([passImages(logo, look.label), certificates(apple)]);
  const webServiceURL = appleWebServiceUrl(config);
  const passes: PKPass[] = [];
  for (const admission of admissions) {
    const service = webServiceURL
      ? {
          webServiceURL,
          authenticationToken: await passToken(
            config,
            apple.passTypeIdentifier,
            serialOf(admission.ticketId),
          ),
        }
      : null;
    passes.push(onePass(apple, order, admission, images, certs, look, service));
  }
  const [only] = passes;
  if (passes.length === 1 && only) return { body: only.getAsBuffer(), bundle: false };
  return { body: PKPass.pack(...passes).getAsBuffer(), bundle: true };
}
