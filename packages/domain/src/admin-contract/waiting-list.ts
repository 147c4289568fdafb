/**
 * Staff see the waiting lists of the slots to come and remove a person from a line
 * (docs/decisions.md "Waiting list: staff"). Seeing needs `orders.read` (the e-mails are visitors'
 * data as an order's are); removing needs `orders.cancelUnpaid` (an offer is an unpaid order of
 * its own, and removing a person with a live offer gives its places back). The leave secret is
 * never answered: only its hash is stored. Its own module
 * (`@foyer/domain/admin-contract/waiting-list`), not spread into `adminEndpoints`, so the back
 * office's entry bundle never carries it; the server registers it and the OpenAPI document lists it.
 */
import { z } from 'zod';
import { WAITING_ENTRY_STATES } from '../waiting-list/staff';
import type { AdminEndpoint } from './index';

const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const textMap = z.record(z.string(), z.string());

/** One person in a line as staff see them. */
export const waitingLineEntry = z.object({
  id: z.number().int(),
  /** 1 is the next to be offered places; null for everyone not waiting. */
  position: z.number().int().nullable(),
  email: z.string(),
  /** The language of the join (the offer's e-mail is written in it). */
  language: z.string(),
  wanted: z.number().int(),
  joinedAt: z.string(),
  state: z.enum(WAITING_ENTRY_STATES),
  /** Until when a live offer holds its places; null without one. */
  offerExpiresAt: z.string().nullable(),
});
export type WaitingLineEntry = z.infer<typeof waitingLineEntry>;

/** One slot's line: what and when, the places it has, and everyone who joined it. */
export const waitingLine = z.object({
  capacityId: z.number().int(),
  kind: z.enum(['event', 'tour']),
  /** The event's or tour's id. */
  itemId: z.number().int(),
  name: textMap,
  /** The slot's venue-local start (`YYYY-MM-DDTHH:mm`). */
  startsAt: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  /** Whether the event or tour takes joins (its switch and the museum's). */
  open: z.boolean(),
  entries: z.array(waitingLineEntry),
});
export type WaitingLine = z.infer<typeof waitingLine>;

export const waitingListEndpoints = {
  waitingLines: {
    name: 'adminWaitingLines',
    method: 'GET',
    path: 'waiting-list',
    access: 'orders.read',
    summary:
      'The waiting lines of the slots still to come, each with everyone who joined it in line order (never the leave secret)',
    params: z.object({}),
    query: z.object({}),
    body: null,
    data: z.object({
      /** The museum's switch (`server.waitingList.enabled`): off, nobody can join any line. */
      enabled: z.boolean(),
      lines: z.array(waitingLine),
    }),
  },
  waitingListRemove: {
    name: 'adminWaitingListRemove',
    method: 'POST',
    path: 'waiting-list/entries/{id}/remove',
    access: 'orders.cancelUnpaid',
    summary:
      "Removes a person from a line; a live offer's places go back through the inventory and the next in line is served; audited without the e-mail",
    params: z.object({ id: recordId }),
    query: z.object({}),
    body: null,
    data: z.object({ removed: z.literal(true) }),
    failures: { 404: '`NOT_FOUND`: no such person waiting or holding an offer' },
  },
} as const satisfies Record<string, AdminEndpoint>;
