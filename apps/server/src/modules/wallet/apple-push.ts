/**
 * Telling a device that one of its Apple Wallet passes changed: an empty push (payload `{}`) to the
 * push token the device gave at registration, through Apple's push service (APNs) over HTTP/2,
 * authenticated with the pass type certificate (TLS client certificate), the topic being the pass
 * type ID. The device then asks the web service which passes changed and fetches them
 * (docs/decisions.md "Wallet passes that stay true"). Tests use a stand-in of `ApplePush`.
 */
import { readFile } from 'node:fs/promises';
import http2 from 'node:http2';
import type { AppleWalletReady } from '../../config/wallet';

export type PushResult =
  | { ok: true }
  /** `gone`: Apple no longer knows the token (the pass was deleted): forget its registrations. */
  | { ok: false; gone: boolean; error: string };

export interface ApplePush {
  /** Sends one empty push to `pushToken`. */
  send(pushToken: string): Promise<PushResult>;
  /** Closes the connection to Apple, if one is open. */
  close(): Promise<void>;
}

export const APNS_ORIGIN = 'https://api.push.apple.com';

/** An APNs push token: hexadecimal (64 characters today; Apple allows longer). */
const PUSH_TOKEN = /^[0-9a-fA-F]{16,200}$/;

/** How long one push may take before it counts as failed (and is tried again later). */
const PUSH_TIMEOUT_MS = 15_000;

/** The reasons (APNs' JSON `reason`) for which the token itself is no good. */
const GONE_REASONS = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

/** What APNs answered, read into a result: 200 sent, 410 or a bad token gone, the rest retried. */
export function pushResultOf(status: number, body: string): PushResult {
  if (status === 200) return { ok: true };
  let reason = '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'reason' in parsed) {
      reason = String((parsed as { reason: unknown }).reason);
    }
  } catch {
    reason = '';
  }
  const gone = status === 410 || GONE_REASONS.has(reason);
  return { ok: false, gone, error: `APNs ${status}${reason ? ` ${reason}` : ''}` };
}

/**
 * The real client: one HTTP/2 session to `origin` (Apple's by default), opened on the first push
 * with the pass certificate and key, reopened after it closes or fails.
 */
export function createApplePush(apple: AppleWalletReady, origin = APNS_ORIGIN): ApplePush {
  let session: http2.ClientHttp2Session | null = null;
  const open = async (): Promise<http2.ClientHttp2Session> => {
    if (session && !session.closed && !session.destroyed) return session;
    const [cert, key] = await Promise.all([readFile(apple.certificate), readFile(apple.key)]);
    const opened = http2.connect(origin, {
      cert,
      key,
      ...(apple.keyPassphrase ? { passphrase: apple.keyPassphrase } : {}),
    });
    // A failed or idle session is dropped; the next push opens a new one.
    opened.on('error', () => opened.destroy());
    opened.on('goaway', () => opened.close());
    opened.setTimeout(60_000, () => opened.close());
    session = opened;
    return opened;
  };
  return {
    async send(pushToken) {
      if (!PUSH_TOKEN.test(pushToken)) return { ok: false, gone: true, error: 'malformed token' };
      let client: http2.ClientHttp2Session;
      try {
        client = await open();
      } catch (error) {
        return { ok: false, gone: false, error: (error as Error).message };
      }
      return new Promise<PushResult>((resolve) => {
        const request = client.request({
          ':method': 'POST',
          ':path': `/3/device/${pushToken}`,
          'apns-topic': apple.passTypeIdentifier,
          'content-type': 'application/json',
        });
        let status = 0;
        let body = '';
        request.setEncoding('utf8');
        request.setTimeout(PUSH_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
        request.on('response', (headers) => {
          status = Number(headers[':status'] ?? 0);
        });
        request.on('data', (chunk: string) => {
          body += chunk;
        });
        request.on('end', () => resolve(pushResultOf(status, body)));
        request.on('close', () => {
          if (status === 0) resolve({ ok: false, gone: false, error: 'APNs: no answer' });
        });
        request.on('error', (error: Error) =>
          resolve({ ok: false, gone: false, error: `APNs: ${error.message}` }),
        );
        request.end('{}');
      });
    },
    async close() {
      const current = session;
      session = null;
      if (!current || current.closed) return;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
