/**
 * The waiting list's calls (paths chosen by Foyer, docs/decisions.md "Waiting list"): join the line
 * of a sold-out slot, leave it with the secret of the link sent by e-mail.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { entityId, inputInt, inputText, localDateTime, noParams, orderToken } from './common';
import { notFoundBody, validationErrorBody } from './errors';

export const waitingListJoinBody = z
  .object({
    /** What the visitor waits for: an event's time slot or a guided tour's start. */
    kind: z.enum(['event', 'tour']),
    /** The event's or the tour's id. */
    id: entityId,
    /** The slot's venue-local start. */
    datetime: localDateTime,
    /** Checked by the domain's `validateJoin` (EMAIL_INVALID, FIELD_REQUIRED). */
    email: inputText().max(254),
    /** Places wanted, 1 to `server.waitingList.maxPlaces` (WAITING_LIST_COUNT_INVALID). */
    count: inputInt(),
  })
  .strict();

export const waitingListJoinEndpoint = defineEndpoint({
  name: 'waitingListJoin',
  method: 'POST',
  path: 'waitinglist/join',
  tag: 'events',
  auth: 'none',
  summary: 'Join the waiting list of a sold-out event slot or tour start (e-mail, places wanted)',
  description:
    'Path chosen by Foyer (docs/decisions.md "Waiting list"). The offer e-mail is written in the ' +
    "call's language. A confirmation with the secret link to leave the line goes to the e-mail; " +
    'the answer carries no secret. Refused with 422 WAITING_LIST_NOT_SOLD_OUT (`params.available`) ' +
    'while the slot can give the places wanted, 422 WAITING_LIST_COUNT_INVALID (`params.max`), ' +
    '422 EMAIL_INVALID on `email`; 404 NOT_FOUND for an unknown slot. Joining twice with the same ' +
    'e-mail keeps the first place in line.',
  params: noParams,
  query: z.object({}),
  body: waitingListJoinBody,
  data: z.object({ joined: z.literal(true) }),
  errors: { 404: notFoundBody, 422: validationErrorBody },
});

export const waitingListLeaveEndpoint = defineEndpoint({
  name: 'waitingListLeave',
  method: 'POST',
  path: 'waitinglist/leave',
  tag: 'events',
  auth: 'none',
  summary: 'Leave a waiting list with the secret of the link sent by e-mail',
  description:
    'Path chosen by Foyer (docs/decisions.md "Waiting list"). An offer that holds places gives ' +
    'them back to the line. Leaving again answers the same; 404 NOT_FOUND for an unknown secret.',
  params: noParams,
  query: z.object({}),
  body: z.object({ secret: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'the link secret') }).strict(),
  data: z.object({ left: z.literal(true) }),
  errors: { 404: notFoundBody, 422: validationErrorBody },
});

/** An offer as its link's page shows it. */
export const waitingListOffer = z
  .object({
    /** `open` while its places are held; `used` once booked or given up; `expired` once run out. */
    state: z.enum(['open', 'used', 'expired']),
    /** What was offered: an event's time slot or a guided tour's start. */
    kind: z.enum(['event', 'tour']),
    /** The event's or the tour's id. */
    id: entityId,
    /** The slot's venue-local start (`YYYY-MM-DDTHH:mm`). */
    datetime: localDateTime,
    /** The event's or tour's name in the call's language. */
    name: z.string(),
    /** The places held for the visitor. */
    places: z.number().int().positive(),
    /** When the hold runs out (ISO instant). */
    expiresAt: z.string(),
    /** The same in museum time (`YYYY-MM-DDTHH:mm`), as the page shows it. */
    expiresAtLocal: localDateTime,
    /** Places the slot has free now for anybody (a used or run-out offer links to booking them). */
    available: z.number().int().nonnegative(),
  })
  .strict();

export const waitingListOfferEndpoint = defineEndpoint({
  name: 'waitingListOffer',
  method: 'GET',
  path: 'waitinglist/offer/{token}',
  tag: 'events',
  auth: 'none',
  summary: 'A waiting-list offer by the token of its e-mail link: the slot, places and until when',
  description:
    'Path chosen by Foyer (docs/decisions.md "Waiting list: booking an offer and joining in the ' +
    'shop"). The basket of the offer is paid with `checkout/initPayment` naming the token as ' +
    '`offer`. 404 NOT_FOUND for a token that is not an offer.',
  params: z.object({ token: orderToken }),
  query: z.object({}),
  body: null,
  data: waitingListOffer,
  errors: { 404: notFoundBody },
});
