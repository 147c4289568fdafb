/**
 * Test code: a local stand-in of fiskaly SIGN DE (API v2) for the calls the till makes
 * (fiskaly-signer.ts), so the signer is tested without the internet. Like the Stripe stand-in it
 * checks every request against the documented API — the bearer token from `POST /auth`, the JSON
 * body of each call with exactly its documented fields (strict schemas below), the TSS's states
 * (CREATED → UNINITIALIZED → INITIALIZED, the admin signed in where the API asks for it), the
 * client registered before it signs, and a transaction's revisions in order (1 ACTIVE, then 2
 * FINISHED or CANCELLED) — keeps state, and can be switched to an outage.
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export const STAND_IN_API_KEY = 'test_fiskaly_key_0123456789';
export const STAND_IN_API_SECRET = 'test_fiskaly_secret_0123456789';
export const STAND_IN_ADMIN_PIN = '12345678';

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const uuid = z.uuid();
/** The documented request bodies (fiskaly SIGN DE v2 API reference), strict. */
const BODIES = {
  auth: z.object({ api_key: z.string().min(1), api_secret: z.string().min(1) }).strict(),
  tssCreate: z.object({ metadata: z.record(z.string(), z.string()).optional() }).strict(),
  tssState: z.object({ state: z.enum(['UNINITIALIZED', 'INITIALIZED', 'DISABLED']) }).strict(),
  admin: z.object({ admin_puk: z.string().min(1), new_admin_pin: z.string().min(6) }).strict(),
  adminAuth: z.object({ admin_pin: z.string().min(6) }).strict(),
  empty: z.object({}).strict(),
  client: z.object({ serial_number: z.string().min(1).max(60) }).strict(),
  txActive: z.object({ state: z.literal('ACTIVE'), client_id: uuid }).strict(),
  txCancelled: z.object({ state: z.literal('CANCELLED'), client_id: uuid }).strict(),
  txFinished: z
    .object({
      state: z.literal('FINISHED'),
      client_id: uuid,
      schema: z
        .object({
          standard_v1: z
            .object({
              receipt: z
                .object({
                  receipt_type: z.enum([
                    'RECEIPT',
                    'TRAINING',
                    'TRANSFER',
                    'ORDER',
                    'CANCELLATION',
                    'ABORT',
                    'BENEFIT_IN_KIND',
                    'INVOICE',
                    'OTHER',
                  ]),
                  amounts_per_vat_rate: z.array(
                    z
                      .object({
                        vat_rate: z.enum([
                          'NORMAL',
                          'REDUCED_1',
                          'SPECIAL_RATE_1',
                          'SPECIAL_RATE_2',
                          'NULL',
                        ]),
                        amount,
                      })
                      .strict(),
                  ),
                  amounts_per_payment_type: z.array(
                    z
                      .object({
                        payment_type: z.enum(['CASH', 'NON_CASH']),
                        amount,
                        currency_code: z.string().length(3).optional(),
                      })
                      .strict(),
                  ),
                })
                .strict(),
            })
            .strict(),
        })
        .strict(),
    })
    .strict(),
};

type Json = Record<string, unknown>;

const RATE_ORDER = ['NORMAL', 'REDUCED_1', 'SPECIAL_RATE_1', 'SPECIAL_RATE_2', 'NULL'];

/** The QR code's process data (`Beleg^…^…`) of a finished receipt, as fiskaly writes it. */
function processData(
  receipt: z.infer<typeof BODIES.txFinished>['schema']['standard_v1']['receipt'],
) {
  const perRate = RATE_ORDER.map(
    (rate) => receipt.amounts_per_vat_rate.find((part) => part.vat_rate === rate)?.amount ?? '0.00',
  );
  const paid = receipt.amounts_per_payment_type.map(
    (part) => `${part.amount}:${part.payment_type === 'CASH' ? 'Bar' : 'Unbar'}`,
  );
  return `Beleg^${perRate.join('_')}^${paid.join('_')}`;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  status: number;
}

interface StandInTx {
  revision: number;
  state: string;
  number: number;
  clientId: string;
  timeStart: number;
  answer: Json | null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const fail = (status: number, code: string, message: string) => ({
  status,
  body: { status_code: status, error: 'Error', code, message },
});

export class FiskalyStandIn {
  readonly calls: RecordedCall[] = [];
  /** Requests refused for their shape or order: a test fails when any appears. */
  readonly refused: { path: string; message: string }[] = [];
  readonly tssId: string;
  tssState: 'CREATED' | 'UNINITIALIZED' | 'INITIALIZED' | null = null;
  readonly serialNumber = randomBytes(32).toString('hex');
  readonly publicKey = randomBytes(48).toString('base64');
  readonly clients = new Map<string, string>();
  readonly transactions = new Map<string, StandInTx>();
  private puk = randomBytes(6).toString('hex');
  private pin: string | null = null;
  private adminSignedIn = false;
  private tokens = new Set<string>();
  private counter = 0;
  private txNumber = 0;
  private outage = false;
  private delayMs = 0;
  private server: http.Server | null = null;

  constructor(tssId: string) {
    this.tssId = tssId;
  }

  /** Every call answers after `ms` milliseconds (a slow TSE). */
  slow(ms: number): void {
    this.delayMs = ms;
  }

  /** Every call answers 503 (the TSE is down) until switched back. */
  down(outage = true): void {
    this.outage = outage;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    let body: unknown = null;
    let answer: { status: number; body: unknown };
    try {
      if (raw !== '' && req.headers['content-type'] !== 'application/json') {
        answer = fail(415, 'E_CONTENT_TYPE', 'expected application/json');
      } else {
        body = raw === '' ? null : JSON.parse(raw);
        answer = this.outage
          ? fail(503, 'E_SERVICE_UNAVAILABLE', 'down')
          : this.route(method, url, req.headers.authorization ?? null, body);
      }
    } catch {
      answer = fail(400, 'E_BAD_JSON', 'not JSON');
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.calls.push({ method, path: `${url.pathname}${url.search}`, body, status: answer.status });
    if (answer.status === 400 || answer.status === 409 || answer.status === 401) {
      const message = (answer.body as { message?: string }).message ?? '';
      this.refused.push({ path: `${method} ${url.pathname}`, message });
    }
    send(res, answer.status, answer.body);
  }

  private check<T>(
    schema: z.ZodType<T>,
    body: unknown,
  ): { ok: true; value: T } | { ok: false; answer: { status: number; body: unknown } } {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, answer: fail(400, 'E_VALIDATION', z.prettifyError(parsed.error)) };
  }

  private route(
    method: string,
    url: URL,
    authorization: string | null,
    body: unknown,
  ): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'POST' && path === '/api/v2/auth') {
      const checked = this.check(BODIES.auth, body);
      if (!checked.ok) return checked.answer;
      if (
        checked.value.api_key !== STAND_IN_API_KEY ||
        checked.value.api_secret !== STAND_IN_API_SECRET
      ) {
        return fail(401, 'E_UNAUTHORIZED', 'wrong key or secret');
      }
      const token = randomBytes(24).toString('hex');
      this.tokens.add(token);
      return {
        status: 200,
        body: {
          access_token: token,
          access_token_claims: { env: 'TEST' },
          access_token_expires_in: 86_400,
          access_token_expires_at: Math.floor(Date.now() / 1000) + 86_400,
          refresh_token: randomBytes(24).toString('hex'),
          refresh_token_expires_in: 172_800,
          refresh_token_expires_at: Math.floor(Date.now() / 1000) + 172_800,
        },
      };
    }
    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : null;
    if (!bearer || !this.tokens.has(bearer)) return fail(401, 'E_UNAUTHORIZED', 'no valid token');
    const tss = `/api/v2/tss/${this.tssId}`;
    if (path === tss) return this.tss(method, body);
    if (path === `${tss}/admin` && method === 'PATCH') {
      const checked = this.check(BODIES.admin, body);
      if (!checked.ok) return checked.answer;
      if (this.tssState !== 'UNINITIALIZED') return fail(409, 'E_TSS_STATE', 'not UNINITIALIZED');
      if (checked.value.admin_puk !== this.puk) return fail(401, 'E_ADMIN_PUK', 'wrong PUK');
      this.pin = checked.value.new_admin_pin;
      return { status: 200, body: {} };
    }
    if (path === `${tss}/admin/auth` && method === 'POST') {
      const checked = this.check(BODIES.adminAuth, body);
      if (!checked.ok) return checked.answer;
      if (this.pin === null || checked.value.admin_pin !== this.pin) {
        return fail(401, 'E_ADMIN_PIN', 'wrong PIN');
      }
      this.adminSignedIn = true;
      return { status: 200, body: {} };
    }
    if (path === `${tss}/admin/logout` && method === 'POST') {
      const checked = this.check(BODIES.empty, body);
      if (!checked.ok) return checked.answer;
      this.adminSignedIn = false;
      return { status: 200, body: {} };
    }
    const client = new RegExp(`^${tss}/client/([^/]+)$`).exec(path);
    if (client?.[1]) return this.client(method, client[1], body);
    const tx = new RegExp(`^${tss}/tx/([^/]+)$`).exec(path);
    if (tx?.[1] && method === 'PUT')
      return this.tx(tx[1], url.searchParams.get('tx_revision'), body);
    return fail(404, 'E_NOT_FOUND', `${method} ${path}`);
  }

  private tssAnswer(extra: Json = {}): Json {
    return {
      _id: this.tssId,
      _type: 'TSS',
      state: this.tssState,
      serial_number: this.serialNumber,
      public_key: this.publicKey,
      signature_algorithm: 'ecdsa-plain-SHA384',
      signature_timestamp_format: 'unixTime',
      certificate: randomBytes(16).toString('base64'),
      ...extra,
    };
  }

  private tss(method: string, body: unknown): { status: number; body: unknown } {
    if (method === 'GET') {
      return this.tssState === null
        ? fail(404, 'E_TSS_NOT_FOUND', 'no TSS')
        : { status: 200, body: this.tssAnswer() };
    }
    if (method === 'PUT') {
      const checked = this.check(BODIES.tssCreate, body);
      if (!checked.ok) return checked.answer;
      if (this.tssState !== null) return fail(409, 'E_TSS_CONFLICT', 'exists');
      this.tssState = 'CREATED';
      return { status: 200, body: this.tssAnswer({ admin_puk: this.puk }) };
    }
    if (method === 'PATCH') {
      const checked = this.check(BODIES.tssState, body);
      if (!checked.ok) return checked.answer;
      const next = checked.value.state;
      if (next === 'UNINITIALIZED' && this.tssState === 'CREATED') this.tssState = next;
      else if (next === 'INITIALIZED' && this.tssState === 'UNINITIALIZED' && this.adminSignedIn) {
        this.tssState = next;
      } else return fail(409, 'E_TSS_STATE', `${this.tssState ?? 'none'} → ${next}`);
      return { status: 200, body: this.tssAnswer() };
    }
    return fail(405, 'E_METHOD', method);
  }

  private client(method: string, id: string, body: unknown): { status: number; body: unknown } {
    if (!uuid.safeParse(id).success) return fail(400, 'E_VALIDATION', 'client_id is not a UUID');
    if (method === 'GET') {
      const serial = this.clients.get(id);
      return serial
        ? { status: 200, body: { _id: id, serial_number: serial, state: 'REGISTERED' } }
        : fail(404, 'E_CLIENT_NOT_FOUND', 'no client');
    }
    if (method !== 'PUT') return fail(405, 'E_METHOD', method);
    const checked = this.check(BODIES.client, body);
    if (!checked.ok) return checked.answer;
    if (this.tssState !== 'INITIALIZED') return fail(409, 'E_TSS_STATE', 'TSS not INITIALIZED');
    if (!this.adminSignedIn) return fail(401, 'E_ADMIN_NOT_AUTHENTICATED', 'admin not signed in');
    this.clients.set(id, checked.value.serial_number);
    return {
      status: 200,
      body: { _id: id, serial_number: checked.value.serial_number, state: 'REGISTERED' },
    };
  }

  private tx(
    id: string,
    revision: string | null,
    body: unknown,
  ): { status: number; body: unknown } {
    if (!uuid.safeParse(id).success) return fail(400, 'E_VALIDATION', 'tx_id is not a UUID');
    if (revision !== '1' && revision !== '2') return fail(400, 'E_VALIDATION', 'tx_revision');
    if (this.tssState !== 'INITIALIZED') return fail(409, 'E_TSS_STATE', 'TSS not INITIALIZED');
    const known = this.transactions.get(id);
    const now = Math.floor(Date.now() / 1000);
    if (revision === '1') {
      const checked = this.check(BODIES.txActive, body);
      if (!checked.ok) return checked.answer;
      if (!this.clients.has(checked.value.client_id))
        return fail(400, 'E_CLIENT_NOT_FOUND', 'unknown client');
      if (known) return fail(409, 'E_TX_CONFLICT', 'revision 1 again');
      this.txNumber += 1;
      this.counter += 1;
      this.transactions.set(id, {
        revision: 1,
        state: 'ACTIVE',
        number: this.txNumber,
        clientId: checked.value.client_id,
        timeStart: now,
        answer: null,
      });
      return {
        status: 200,
        body: { _id: id, state: 'ACTIVE', number: this.txNumber, revision: 1 },
      };
    }
    if (!known || known.revision !== 1)
      return fail(409, 'E_TX_REVISION', 'revision 2 needs revision 1 first');
    const state = (body as { state?: unknown } | null)?.state;
    const checked = this.check<
      z.infer<typeof BODIES.txCancelled> | z.infer<typeof BODIES.txFinished>
    >(state === 'CANCELLED' ? BODIES.txCancelled : BODIES.txFinished, body);
    if (!checked.ok) return checked.answer;
    if (checked.value.client_id !== known.clientId) return fail(400, 'E_CLIENT', 'another client');
    this.counter += 1;
    known.revision = 2;
    known.state = checked.value.state;
    const answer: Json = {
      _id: id,
      _type: 'TRANSACTION',
      state: known.state,
      number: known.number,
      revision: 2,
      latest_revision: 2,
      client_id: known.clientId,
      client_serial_number: this.clients.get(known.clientId),
      tss_id: this.tssId,
      tss_serial_number: this.serialNumber,
      time_start: known.timeStart,
      time_end: now,
      schema: checked.value.state === 'FINISHED' ? checked.value.schema : undefined,
      signature: {
        value: randomBytes(64).toString('base64'),
        algorithm: 'ecdsa-plain-SHA384',
        counter: this.counter,
        public_key: this.publicKey,
      },
      log: {
        operation: 'FinishTransaction',
        timestamp: now,
        timestamp_format: 'unixTime',
      },
    };
    const signature = answer.signature as { value: string };
    answer.qr_code_data = [
      'V0',
      this.clients.get(known.clientId) ?? '',
      'Kassenbeleg-V1',
      checked.value.state === 'FINISHED'
        ? processData(checked.value.schema.standard_v1.receipt)
        : '',
      known.number,
      this.counter,
      new Date(known.timeStart * 1000).toISOString(),
      new Date(now * 1000).toISOString(),
      'ecdsa-plain-SHA384',
      'unixTime',
      signature.value,
      this.publicKey,
    ].join(';');
    known.answer = answer;
    return { status: 200, body: answer };
  }
}
