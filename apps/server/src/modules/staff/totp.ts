/**
 * TOTP two-factor authentication (RFC 6238, 30-second steps, 6 digits) with otplib. A code is
 * accepted within one step either side of now and only once: the accepted step is remembered and a
 * code of the same or an earlier step is refused (no replay).
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The code for `secret` at `now` (tests and the CLI). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** The time step of an accepted code, or null when it is wrong or was already used. */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: STEP_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
