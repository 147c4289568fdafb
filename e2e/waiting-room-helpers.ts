/**
 * Helpers of the waiting room's browser test (docs/decisions.md "A waiting room for on-sale
 * moments"): staff switch an event's room on, visitors take places through the gated checkout call
 * by the API, and a browser's own place is read as the waiting page reads it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { WaitingRoomPlace } from '@foyer/domain/contract';
import { expect } from './hydrated-test';
import { csrfOf } from './admin-helpers';

/** Switches the event's waiting room on (or off) through the back office's call. */
export async function switchRoom(page: Page, event: number, enabled: boolean): Promise<void> {
  const res = await page.request.post(`/api/admin/catalog/events/${event}/waitingRoom`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { enabled },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { data: { enabled: boolean } }).data.enabled).toBe(enabled);
}

/** The body of the checkout's `initPayment` for `count` tickets of one slot. */
export function initPaymentBody(item: { ticket: number; datetime: string; count: number }) {
  return {
    payart: 161,
    aux: {},
    cart: {
      ver: 1,
      items: [
        {
          type: 'ticket',
          id: item.ticket,
          count: item.count,
          datetime: item.datetime,
          subtickets: [],
        },
      ],
    },
    url: { continue: '/api/health', cancel: '/api/health?canceled=1' },
  };
}

/**
 * Goes to pay for tickets of an event whose room is on, as a visitor of its own (its own cookies):
 * the checkout answers 503 `WAITING_ROOM` with the visitor's place.
 */
export async function queueByApi(
  api: APIRequestContext,
  item: { ticket: number; datetime: string; count: number },
): Promise<WaitingRoomPlace> {
  const res = await api.post('/api/en/checkout/initPayment', { data: initPaymentBody(item) });
  expect(res.status(), await res.text()).toBe(503);
  expect(res.headers()['retry-after']).toMatch(/^[1-9][0-9]*$/);
  const body = (await res.json()) as { error: string; place: WaitingRoomPlace };
  expect(body.error).toBe('WAITING_ROOM');
  return body.place;
}

/** The place the browser (its cookie, shared by its tabs and its `request`) holds in `room`. */
export async function placeOf(api: APIRequestContext, room: string): Promise<WaitingRoomPlace> {
  const res = await api.get(`/api/en/waitingroom/place?room=${encodeURIComponent(room)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: WaitingRoomPlace }).data;
}

/** The number in "You are number N in line." (any language: the first number of the text). */
export async function shownPosition(page: Page): Promise<number> {
  const text = await page.locator('.waiting-room__position').innerText();
  const match = /\d+/.exec(text);
  if (!match) throw new Error(`no position in "${text}"`);
  return Number(match[0]);
}
