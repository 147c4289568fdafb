/**
 * Annual-pass holders' free timed entries (paths chosen by Foyer, docs/decisions.md "Annual-pass
 * holders' free entries"): book a free entry for a slot with a pass number (the code printed on the
 * pass under its QR code) or, signed in, with one of the passes in the account; list those passes.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  entityId,
  inputText,
  localDateTime,
  noParams,
  optionalTokenQuery,
  orderToken,
  tokenQuery,
} from './common';
import { notFoundBody, unauthorizedBody, validationErrorBody } from './errors';

/** A pass as its own account sees it: the whole number, the holder and the validity. */
export const accountPass = z.object({
  /** The pass's id (its issued ticket), for `passes/entry`'s `passId`. */
  id: entityId,
  /** The pass number as printed (`XXXX-XXXX-XXXX-XXXX`). */
  number: z.string(),
  holder: z.string().nullable(),
  /** First and last valid day, venue-local `YYYY-MM-DD`. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});

export const passEntryBody = z
  .object({
    /** The timed ticket type whose slot the entry takes (one person, price 0). */
    ticket: entityId,
    /** The slot's venue-local start. */
    datetime: localDateTime,
    /** The pass number as typed: case, spaces and dashes do not matter. */
    pass: inputText().max(40).optional(),
    /** Signed in: one of the account's passes (`passes/mine`), instead of `pass`. */
    passId: entityId.optional(),
  })
  .strict()
  .refine((body) => (body.pass === undefined) !== (body.passId === undefined), {
    message: 'either pass or passId',
    path: ['pass'],
  });

export const passEntryData = z.object({
  /** The entry's order (price 0): its review page and tickets PDF. */
  orderToken,
  number: z.string(),
  /** The entry ticket's barcode: it admits like any timed ticket. */
  barcode: z.string(),
  ticketName: z.string(),
  eventName: z.string(),
  datetime: localDateTime,
  /** The pass, only its last group (`…7KQZ`): a typed number is not echoed whole. */
  pass: z.string(),
  /** The tickets PDF's path. */
  ticketsUrl: z.string().nullable(),
});

export const passEntryEndpoint = defineEndpoint({
  name: 'passEntry',
  method: 'POST',
  path: 'passes/entry',
  tag: 'merchandise',
  auth: 'optional',
  summary: "Book an annual-pass holder's free entry for a timed ticket's slot",
  description:
    'Path chosen by Foyer (docs/decisions.md "Annual-pass holders\' free entries"). With `pass` the ' +
    'number printed on the pass; signed in, `passId` one of the passes of `passes/mine`. The entry ' +
    "is an order of 0 € with one ticket that takes the slot's place. Refused with 422 " +
    'PASS_NOT_FOUND, PASS_NOT_VALID_ON_DAY, PASS_ALREADY_BOOKED_SLOT, PASS_DAY_LIMIT and ' +
    'PASS_WEEK_LIMIT (`params.limit`), PASS_ENTRY_NOT_TIMED, PASS_RATE_LIMITED (`params.seconds`, ' +
    "Retry-After) after many unknown numbers, and the checkout's codes for the slot " +
    '(TIME_SOLD_OUT, ITEM_EXPIRED, …).',
  params: noParams,
  query: optionalTokenQuery,
  body: passEntryBody,
  data: passEntryData,
  errors: { 401: unauthorizedBody, 404: notFoundBody, 422: validationErrorBody },
});

export const passesMineEndpoint = defineEndpoint({
  name: 'passesMine',
  method: 'GET',
  path: 'passes/mine',
  tag: 'merchandise',
  auth: 'required',
  summary: 'The annual passes bought with the signed-in account (not cancelled)',
  description:
    'Path chosen by Foyer (docs/decisions.md "Annual-pass holders\' free entries"). Passes of ' +
    'booked orders of the account whose line was not cancelled, newest first.',
  params: noParams,
  query: tokenQuery,
  body: null,
  data: z.array(accountPass),
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});

export type PassEntryBody = z.input<typeof passEntryBody>;
export type PassEntryData = z.output<typeof passEntryData>;
export type AccountPass = z.output<typeof accountPass>;
