/** Helpers of the free-entry tests: annual passes bought in the shop, slots on given days. */
import type { CartItem } from '@foyer/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { capacities, eventSlots, issuedTickets, orders } from '../../db/schema';
import {
  execPayment,
  guestToken,
  initPayment,
  orderTokenOfReturn,
  pay,
  GOOD_CARD,
  type CheckoutCatalog,
} from '../checkout/testing';

/** The annual pass of the checkout catalog for one holder. */
export function passItem(catalog: CheckoutCatalog, first: string, last: string): CartItem {
  return {
    type: 'merchandise',
    id: catalog.articles.pass,
    count: 1,
    owners: [{ name: { title: '', first, last }, send_to_custom_addr: false, address: null }],
  };
}

export interface BoughtPass {
  /** The pass's number (its barcode). */
  number: string;
  /** Its id (the issued ticket's). */
  id: number;
  /** The login token of the guest account that bought it. */
  token: string;
  orderToken: string;
}

/** Buys one annual pass in the shop as a new guest; answers its number, id and the guest's token. */
export async function boughtPass(
  app: FastifyInstance,
  db: Db,
  catalog: CheckoutCatalog,
  holder: [string, string] = ['Ada', 'Lovelace'],
): Promise<BoughtPass> {
  const token = await guestToken(app);
  const started = await initPayment(app, [passItem(catalog, ...holder)], { token });
  if (started.statusCode !== 200) throw new Error(`initPayment: ${started.body}`);
  const url: string = started.json().data;
  const orderToken = url.includes('/pay/test/')
    ? await pay(app, url, GOOD_CARD)
    : orderTokenOfReturn(url);
  const booked = await execPayment(app, orderToken);
  if (booked.statusCode !== 200) throw new Error(`execPayment: ${booked.body}`);
  const [row] = await db
    .select({ id: issuedTickets.id, barcode: issuedTickets.barcode })
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .where(and(eq(orders.token, orderToken), eq(issuedTickets.kind, 'pass')));
  if (!row) throw new Error('the pass was not issued');
  return { number: row.barcode, id: row.id, token, orderToken };
}

/** A slot of the timed event at venue-local `datetime` (`YYYY-MM-DDTHH:mm`) with `total` places. */
export async function slotAt(
  db: Db,
  catalog: CheckoutCatalog,
  datetime: string,
  total: number,
): Promise<{ datetime: string; capacityId: number }> {
  const [row] = await db
    .insert(capacities)
    .values({ kind: 'event_slot', capacity: total })
    .returning();
  if (!row) throw new Error('no capacity');
  await db.insert(eventSlots).values({
    eventId: catalog.events.timed,
    startsAt: `${datetime.replace('T', ' ')}:00`,
    capacityId: row.id,
  });
  return { datetime, capacityId: row.id };
}

/** Books a free entry in the shop (`passes/entry`). */
export function bookEntry(
  app: FastifyInstance,
  body: { ticket: number; datetime: string; pass?: string; passId?: number },
  options: { lang?: string; token?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'en'}/passes/entry`,
    query: options.token ? { _: options.token } : {},
    payload: body,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}
