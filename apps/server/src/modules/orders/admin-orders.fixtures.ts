/** Helpers of the back-office order tests: staff members signed in, and orders bought in the shop. */
import type { CartItem } from '@foyer/domain/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { Db } from '../../db/client';
import {
  execPayment,
  guestToken,
  initPayment,
  orderTokenOfReturn,
  pay,
  GOOD_CARD,
} from '../checkout/testing';
import { addStaffMember } from '../staff/testing';

export const STAFF_PASSWORD = 'correct horse battery';

export interface Agent {
  cookie: string;
  csrf: string;
}

let sequence = 0;

/** Calls the admin API as `agent` (or without a session). */
export function adminCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  options: { agent?: Agent; body?: object; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.agent) {
    headers.cookie = options.agent.cookie;
    headers['x-csrf-token'] = options.agent.csrf;
  }
  return app.inject({
    method,
    url: `/api/admin/${url}`,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { payload: options.body } : {}),
  });
}

/** A new staff member of `role`, signed in. */
export async function signedIn(
  app: FastifyInstance,
  db: Db,
  config: FoyerConfig,
  clock: Clock,
  role: 'owner' | 'manager' | 'sales' | 'door',
): Promise<Agent> {
  sequence += 1;
  const email = `${role}${sequence}-${process.pid}@museum.example`;
  const added = await addStaffMember(db, config, { email, role }, clock);
  if (!added.ok) throw new Error(added.failure.code);
  const token = added.value.setPasswordUrl.split('/').pop() ?? '';
  const set = await adminCall(app, 'POST', 'password', {
    body: { token, password: STAFF_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`set password: ${set.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: STAFF_PASSWORD },
    remoteAddress: `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`,
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  return {
    cookie: String(login.headers['set-cookie']).split(';')[0] ?? '',
    csrf: login.json().data.me.csrfToken,
  };
}

/** Buys `items` in the shop as a new guest, paying with `card`; answers the order's token. */
export async function buy(
  app: FastifyInstance,
  items: CartItem[],
  options: { card?: Record<string, string>; lang?: string } = {},
): Promise<string> {
  const card = options.card ?? GOOD_CARD;
  const token = await guestToken(app);
  const started = await initPayment(app, items, { token, lang: options.lang ?? 'en' });
  if (started.statusCode !== 200) throw new Error(`initPayment: ${started.body}`);
  const url: string = started.json().data;
  const orderToken = url.includes('/pay/test/')
    ? await pay(app, url, card)
    : orderTokenOfReturn(url);
  const booked = await execPayment(app, orderToken);
  if (booked.statusCode !== 200) throw new Error(`execPayment: ${booked.body}`);
  return orderToken;
}

/** Scans a barcode at the door as `agent`: `valid` or the reason of the refusal. */
export async function scanAtDoor(
  app: FastifyInstance,
  agent: Agent,
  barcode: string,
): Promise<string> {
  const res = await adminCall(app, 'POST', 'checkin/scans', {
    agent,
    body: {
      scanId: randomUUID(),
      barcode,
      device: 'door-1',
      checkpoint: { entrance: null, slot: null },
    },
  });
  if (res.statusCode !== 200) throw new Error(`scan: ${res.body}`);
  const data = res.json().data as { status: string; reason?: string };
  return data.reason ?? data.status;
}

/** A fresh idempotency key. */
export function key(): string {
  return randomUUID();
}
