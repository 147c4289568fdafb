/**
 * Helpers of the waiting list's browser test: places held by a pending checkout of someone else
 * (a started payment, not paid) and given back by cancelling it, joining by the API, and the links
 * of the waiting list's e-mails.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './hydrated-test';
import { buyItems, type Buyer } from './admin-helpers';
import { waitForMail, type Mail } from './journeys/outbox';

/** Starts (and does not pay) a checkout holding `count` places of the slot; answers its payment ref. */
export async function holdPlaces(
  api: APIRequestContext,
  base: string,
  buyer: Buyer,
  item: { ticket: number; datetime: string; count: number },
): Promise<string> {
  const { ref } = await buyItems(
    api,
    base,
    buyer,
    [
      {
        type: 'ticket',
        id: item.ticket,
        count: item.count,
        datetime: item.datetime,
        subtickets: [],
      },
    ],
    { card: null },
  );
  return ref;
}

/** Cancels that checkout on the provider's page and in the shop: its places come back. */
export async function giveBack(api: APIRequestContext, ref: string): Promise<void> {
  const cancelled = await api.post(`/pay/test/${ref}/cancel`, { maxRedirects: 0 });
  expect(cancelled.status()).toBe(303);
  const cartId = new URL(cancelled.headers().location ?? '').searchParams.get('cartId') ?? '';
  const released = await api.post('/api/en/checkout/cancel?noRedirect=1', { data: { cartId } });
  expect(released.status(), await released.text()).toBe(200);
}

/** Joins the line of an event's slot through the API, in `lang`. */
export async function joinByApi(
  api: APIRequestContext,
  lang: string,
  body: { event: number; datetime: string; email: string; count: number },
): Promise<void> {
  const joined = await api.post(`/api/${lang}/waitinglist/join`, {
    data: {
      kind: 'event',
      id: body.event,
      datetime: body.datetime,
      email: body.email,
      count: body.count,
    },
  });
  expect(joined.status(), await joined.text()).toBe(200);
}

/** The path of a waiting-list link (`offer` or `leave`) in an e-mail. */
export function linkIn(mail: Mail, kind: 'offer' | 'leave'): string {
  const match = new RegExp(`/[a-z]{2}/waitinglist/${kind}/[A-Za-z0-9_-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in "${mail.subject}"`);
  return match[0];
}

/** The offer e-mail to `to` (not the join's confirmation). */
export function offerMail(to: string, dirs: readonly string[], timeoutMs = 30_000): Promise<Mail> {
  return waitForMail({ to, text: /waitinglist\/offer\//, dirs, timeoutMs });
}

/** The join's confirmation to `to`, with the leave link. */
export function joinedMail(to: string, dirs: readonly string[]): Promise<Mail> {
  return waitForMail({ to, text: /waitinglist\/leave\//, dirs });
}
