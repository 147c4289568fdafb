/**
 * The real `GoogleWalletApi`: Google Wallet's REST API (`walletobjects/v1`) with an OAuth 2.0
 * access token of the service account (the JWT bearer grant, signed RS256 with its key by jose;
 * scope `wallet_object.issuer`), kept until shortly before it expires. A class or object that
 * exists already (409) is left (a class) or patched (an object). Errors name the HTTP status only.
 */
import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { GoogleWalletReady } from '../../config/wallet';
import { serviceAccountKey, type GoogleWalletApi } from './google-wallet';

export const WALLET_OBJECTS_API = 'https://walletobjects.googleapis.com/walletobjects/v1';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';

export function createGoogleWalletApi(google: GoogleWalletReady, clock: Clock): GoogleWalletApi {
  let token: { value: string; until: number } | null = null;

  const accessToken = async (): Promise<string> => {
    const now = clock.now().getTime();
    if (token && token.until > now) return token.value;
    const key = serviceAccountKey.parse(
      JSON.parse(await readFile(google.serviceAccountKeyFile, 'utf8')),
    );
    const seconds = Math.floor(now / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(key.client_email)
      .setAudience(TOKEN_URL)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 3600)
      .sign(await importPKCS8(key.private_key, 'RS256'));
    const response = await fetch(TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
    });
    if (!response.ok) throw new Error(`Google OAuth ${response.status}`);
    const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string') throw new Error('Google OAuth: no access token');
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    token = { value: answer.access_token, until: now + Math.max(60, lifetime - 120) * 1000 };
    return token.value;
  };

  const call = async (method: string, path: string, body: unknown): Promise<number> => {
    const response = await fetch(`${WALLET_OBJECTS_API}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return response.status;
  };

  const ok = (status: number, what: string) => {
    if (status < 200 || status >= 300) throw new Error(`Google Wallet API ${what}: ${status}`);
  };

  return {
    async ensureClass(eventClass) {
      const status = await call('POST', 'eventTicketClass', eventClass);
      if (status !== 409) ok(status, 'class insert');
    },
    async upsertObject(object) {
      const inserted = await call('POST', 'eventTicketObject', object);
      if (inserted !== 409) return ok(inserted, 'object insert');
      const id = encodeURIComponent(String(object.id));
      ok(await call('PATCH', `eventTicketObject/${id}`, object), 'object patch');
    },
  };
}
