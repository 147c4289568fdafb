/**
 * Staff's switch of an event's waiting room (docs/decisions.md "A waiting room for on-sale
 * moments"): while on, the shop's checkout of the event's tickets lets browsers in at the room's rate
 * and the others wait in line (`catalog.manage`).
 */
import { z } from 'zod';
import type { AdminEndpoint } from './index';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const eventWaitingRoom = z.object({ enabled: z.boolean() });
export type EventWaitingRoom = z.infer<typeof eventWaitingRoom>;

export const waitingRoomEndpoints = {
  eventWaitingRoom: {
    name: 'adminEventWaitingRoom',
    method: 'GET',
    path: 'catalog/events/{id}/waitingRoom',
    access: 'catalog.manage',
    summary: "Whether the event's waiting room is on",
    params: idParams,
    query: z.object({}),
    body: null,
    data: eventWaitingRoom,
  },
  setEventWaitingRoom: {
    name: 'adminSetEventWaitingRoom',
    method: 'POST',
    path: 'catalog/events/{id}/waitingRoom',
    access: 'catalog.manage',
    summary: "Switches the event's waiting room on or off",
    params: idParams,
    query: z.object({}),
    body: z.strictObject({ enabled: z.boolean() }),
    data: eventWaitingRoom,
  },
} as const satisfies Record<string, AdminEndpoint>;
