/**
 * The waiting room's call (path chosen by Foyer, docs/decisions.md "A waiting room for on-sale
 * moments"): the waiting page asks where the browser's place is. The place itself is taken by the
 * checkout: `checkout/initPayment` answers 503 `WAITING_ROOM` with `Retry-After` and the place
 * (`waitingRoomPlace`) when the cart's event has its room on or the shop is saturated; a client that
 * knows nothing of the room reloads after `Retry-After` and keeps its place (the cookie).
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { noParams } from './common';
import { validationErrorBody } from './errors';

/** A room's name: `event:<id>` (switched on by staff) or `load` (opened by the load itself). */
export const waitingRoomName = z.string().regex(/^(event:[1-9][0-9]{0,9}|load)$/, 'a room name');

/** Where a browser stands in a room. */
export const waitingRoomPlace = z.object({
  room: waitingRoomName,
  /**
   * `waiting` in line, `admitted` (the checkout lets the browser through until the pass runs out),
   * `soldOut` (the room's event has no places left), `none` (this browser holds no place here).
   */
  state: z.enum(['waiting', 'admitted', 'soldOut', 'none']),
  /** Places ahead plus one (1 = next); 0 unless waiting. */
  position: z.number().int().min(0),
  /** Estimated wait in seconds (to a tenth) from the measured admission rate; 0 unless waiting. */
  waitSeconds: z.number().min(0),
  /** Share of the line moved through since the place was taken (0–1). */
  progress: z.number().min(0).max(1),
  /** When to ask again (ms). */
  pollMs: z.number().int().min(0),
  /** Seconds the pass still lets the browser to the checkout; 0 unless admitted. */
  passSeconds: z.number().int().min(0),
});
export type WaitingRoomPlace = z.infer<typeof waitingRoomPlace>;

/** The 503 body of a checkout call answered with a place in the waiting room. */
export const waitingRoomBody = z
  .object({ error: z.literal('WAITING_ROOM'), message: z.string(), place: waitingRoomPlace })
  .describe('503: the visitor has a place in the waiting room (WAITING_ROOM)');

export const waitingRoomPlaceEndpoint = defineEndpoint({
  name: 'waitingRoomPlace',
  method: 'GET',
  path: 'waitingroom/place',
  tag: 'checkout',
  auth: 'none',
  summary: "Where the browser's place in a waiting room stands (position, estimated wait)",
  description:
    'Path chosen by Foyer (docs/decisions.md "A waiting room for on-sale moments"). The place is ' +
    "the one of the browser's `foyer_room` cookie, set when `checkout/initPayment` answered 503 " +
    'WAITING_ROOM; `state` none when it holds none in this room. Never cached.',
  params: noParams,
  query: z.object({ room: waitingRoomName }),
  body: null,
  data: waitingRoomPlace,
  errors: { 422: validationErrorBody },
});
