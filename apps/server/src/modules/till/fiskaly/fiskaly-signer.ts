/**
 * fiskaly SIGN DE, API v2 (https://developer.fiskaly.com/api/kassensichv/v2), as a `FiscalSigner`.
 * docs/till.md lists every call and field used. In short:
 *
 * - `POST /api/v2/auth` with `api_key` and `api_secret` answers `access_token` (a bearer token,
 *   renewed before `access_token_expires_at` and after a 401);
 * - the TSS is set up once: `PUT /api/v2/tss/{tss_id}` creates it (state CREATED, answering the
 *   `admin_puk` once), `PATCH` it to UNINITIALIZED, `PATCH /tss/{tss_id}/admin` sets the admin PIN
 *   with the PUK, `POST /tss/{tss_id}/admin/auth` signs the admin in, `PATCH` the TSS to
 *   INITIALIZED; a till's client is registered with `PUT /tss/{tss_id}/client/{client_id}`
 *   (`serial_number`) while the admin is signed in; `POST /tss/{tss_id}/admin/logout` ends it;
 * - a sale is `PUT /tss/{tss_id}/tx/{tx_id}?tx_revision=1` (state ACTIVE) when it starts and
 *   `?tx_revision=2` (state FINISHED, `schema.standard_v1.receipt`) when it ends, which answers the
 *   signature (`signature.value`, `.counter`, `.algorithm`, `.public_key`), the times (`time_start`,
 *   `time_end`, unix seconds), `number`, `tss_serial_number`, `client_serial_number` and
 *   `qr_code_data`; a refused sale's transaction is finished as CANCELLED.
 *
 * Every call has a timeout (`timeoutMs`); an error, a timeout or an answer without a signature is
 * the outage path (`failed`): the sale goes on. The API key, secret, token, PUK and PIN are never
 * logged and never part of an error text (errors name the call, the HTTP status and fiskaly's code).
 */
import type {
  FiscalClient,
  FiscalOutcome,
  FiscalReceipt,
  FiscalSigner,
  FiscalUnit,
} from '../fiscal';
import { decimalAmount, vatKeyOf } from '@foyer/domain/till';

export interface FiskalySettings {
  baseUrl: string;
  tssId: string;
  timeoutMs: number;
  apiKey: string;
  apiSecret: string;
  adminPin: string;
}

/** A failed call: what went wrong, without secrets. */
class FiskalyError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(`${call}: ${status} ${code}`);
  }
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** The amounts of a receipt as `schema.standard_v1.receipt` writes them. */
export function standardReceipt(receipt: FiscalReceipt, type = 'RECEIPT'): Json {
  const perRate = new Map<string, number>();
  for (const part of receipt.vat) {
    const name = vatKeyOf(part.rate).fiskaly;
    perRate.set(name, (perRate.get(name) ?? 0) + part.gross);
  }
  const payments = [
    ...(receipt.cash !== 0 ? [{ payment_type: 'CASH', amount: decimalAmount(receipt.cash) }] : []),
    ...(receipt.card !== 0
      ? [{ payment_type: 'NON_CASH', amount: decimalAmount(receipt.card) }]
      : []),
  ];
  return {
    receipt_type: type,
    amounts_per_vat_rate: [...perRate].map(([vat_rate, cents]) => ({
      vat_rate,
      amount: decimalAmount(cents),
    })),
    amounts_per_payment_type: payments,
  };
}

export function fiskalySigner(settings: FiskalySettings): FiscalSigner {
  const base = settings.baseUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;
  const ready = new Set<string>();
  let tssReady = false;
  let unit: FiscalUnit | null = null;

  async function call(
    name: string,
    method: string,
    path: string,
    body?: Json,
    authorised = true,
  ): Promise<Json> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorised) headers.authorization = `Bearer ${await accessToken()}`;
    let response: Response;
    try {
      response = await fetch(`${base}/api/v2${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
      throw new FiskalyError(name, 0, why);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 401 && authorised) token = null;
    if (!response.ok) {
      const code = isRecord(answer) ? (text(answer.code) ?? text(answer.error)) : null;
      throw new FiskalyError(name, response.status, code ?? 'error');
    }
    if (!isRecord(answer)) throw new FiskalyError(name, response.status, 'not JSON');
    return answer;
  }

  async function accessToken(): Promise<string> {
    const now = Date.now() / 1000;
    if (token && token.until - 30 > now) return token.value;
    const answer = await call(
      'auth',
      'POST',
      '/auth',
      { api_key: settings.apiKey, api_secret: settings.apiSecret },
      false,
    );
    const value = text(answer.access_token);
    if (!value) throw new FiskalyError('auth', 200, 'no access_token');
    token = { value, until: whole(answer.access_token_expires_at) ?? now + 300 };
    return value;
  }

  const tssPath = `/tss/${settings.tssId}`;

  async function tssState(): Promise<string | null> {
    try {
      return text((await call('tss', 'GET', tssPath)).state);
    } catch (error) {
      if (error instanceof FiskalyError && error.status === 404) return null;
      throw error;
    }
  }

  /** Walks the TSS to INITIALIZED from wherever it is (its PUK is only known when made here). */
  async function setUpTss(): Promise<void> {
    if (tssReady) return;
    let state = await tssState();
    let puk: string | null = null;
    if (state === null) {
      const made = await call('tss create', 'PUT', tssPath, { metadata: { foyer: 'till' } });
      puk = text(made.admin_puk);
      state = text(made.state);
    }
    if (state === 'CREATED') {
      await call('tss personalise', 'PATCH', tssPath, { state: 'UNINITIALIZED' });
      state = 'UNINITIALIZED';
    }
    if (state === 'UNINITIALIZED') {
      if (!puk) throw new FiskalyError('tss admin pin', 0, 'admin PUK unknown');
      await call('tss admin pin', 'PATCH', `${tssPath}/admin`, {
        admin_puk: puk,
        new_admin_pin: settings.adminPin,
      });
      await adminLogin();
      await call('tss initialise', 'PATCH', tssPath, { state: 'INITIALIZED' });
      state = 'INITIALIZED';
    }
    if (state !== 'INITIALIZED') throw new FiskalyError('tss', 0, `state ${state ?? 'unknown'}`);
    tssReady = true;
  }

  const adminLogin = () =>
    call('tss admin auth', 'POST', `${tssPath}/admin/auth`, { admin_pin: settings.adminPin });
  const adminLogout = () => call('tss admin logout', 'POST', `${tssPath}/admin/logout`, {});

  async function setUpClient(client: FiscalClient): Promise<void> {
    if (ready.has(client.clientId)) return;
    await setUpTss();
    const path = `${tssPath}/client/${client.clientId}`;
    try {
      await call('client', 'GET', path);
    } catch (error) {
      if (!(error instanceof FiskalyError && error.status === 404)) throw error;
      await adminLogin();
      try {
        await call('client create', 'PUT', path, { serial_number: client.clientSerial });
      } finally {
        await adminLogout().catch(() => undefined);
      }
    }
    ready.add(client.clientId);
  }

  const txPath = (txId: string, revision: number) =>
    `${tssPath}/tx/${txId}?tx_revision=${revision}`;

  const failedWith = (error: unknown): FiscalOutcome => ({
    state: 'failed',
    error: error instanceof FiskalyError ? error.message : 'unexpected answer',
  });

  return {
    kind: 'fiskaly',
    async start(client, txId) {
      try {
        await setUpClient(client);
        await call('tx start', 'PUT', txPath(txId, 1), {
          state: 'ACTIVE',
          client_id: client.clientId,
        });
        return { state: 'started' };
      } catch (error) {
        return failedWith(error);
      }
    },
    async finish(client, txId, receipt) {
      try {
        const answer = await call('tx finish', 'PUT', txPath(txId, 2), {
          state: 'FINISHED',
          client_id: client.clientId,
          schema: { standard_v1: { receipt: standardReceipt(receipt) } },
        });
        const signature = isRecord(answer.signature) ? answer.signature : {};
        const log = isRecord(answer.log) ? answer.log : {};
        const value = text(signature.value);
        const counter = whole(signature.counter);
        const start = whole(answer.time_start);
        const end = whole(answer.time_end);
        const tssSerial = text(answer.tss_serial_number);
        if (!value || counter === null || start === null || end === null || !tssSerial) {
          throw new FiskalyError('tx finish', 200, 'no signature');
        }
        return {
          state: 'signed',
          tssSerial,
          clientSerial: text(answer.client_serial_number) ?? client.clientSerial,
          number: whole(answer.number) ?? 0,
          counter,
          signature: value,
          algorithm: text(signature.algorithm) ?? 'ecdsa-plain-SHA384',
          publicKey: text(signature.public_key) ?? '',
          timeFormat: text(log.timestamp_format) ?? 'unixTime',
          start: new Date(start * 1000),
          end: new Date(end * 1000),
          qrCode: text(answer.qr_code_data),
        };
      } catch (error) {
        return failedWith(error);
      }
    },
    async cancel(client, txId) {
      await call('tx cancel', 'PUT', txPath(txId, 2), {
        state: 'CANCELLED',
        client_id: client.clientId,
      }).catch(() => undefined);
    },
    async describe() {
      if (unit) return unit;
      try {
        const tss = await call('tss', 'GET', tssPath);
        const serial = text(tss.serial_number);
        if (!serial) return null;
        unit = {
          serial,
          algorithm: text(tss.signature_algorithm) ?? 'ecdsa-plain-SHA384',
          timeFormat: text(tss.signature_timestamp_format) ?? 'unixTime',
          publicKey: text(tss.public_key) ?? '',
          certificate: text(tss.certificate) ?? '',
        };
        return unit;
      } catch {
        return null;
      }
    },
  };
}
