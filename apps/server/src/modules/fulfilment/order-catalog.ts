/**
 * The catalog rows an order's lines refer to, read through the catalog slice's readers (one query at
 * a time: inside a transaction `tx` is a single connection).
 */
import { TICKET_MODES } from '@foyer/domain';
import type { Tx } from '../../db/client';
import {
  articlesByIds,
  byId,
  eventSlotsByKeys,
  eventsByIds,
  slotKey,
  ticketsByIds,
  toursByIds,
  voucherTypesByIds,
  type CatalogArticle,
  type CatalogEvent,
  type CatalogSlot,
  type CatalogSubticket,
  type CatalogTicket,
  type CatalogTour,
  type CatalogVoucherType,
} from '../catalog';

export { slotKey };

/** The catalog rows an order's lines refer to. */
export interface CatalogInfo {
  tickets: Map<number, CatalogTicket>;
  /** The subtickets of the tickets in `tickets`. */
  subtickets: Map<number, CatalogSubticket>;
  events: Map<number, CatalogEvent>;
  /** Keyed by `slotKey(eventId, mode, startsAt)`. */
  slots: Map<string, CatalogSlot>;
  tours: Map<number, CatalogTour>;
  merchandise: Map<number, CatalogArticle>;
  voucherTypes: Map<number, CatalogVoucherType>;
}

export interface CatalogRefs {
  ticketIds: number[];
  eventIds: number[];
  /** Slot starts `YYYY-MM-DD HH:mm:ss` of the events in `eventIds`. */
  slotStarts: string[];
  tourIds: number[];
  merchandiseIds: number[];
  voucherTypeIds: number[];
}

const MODES = Object.values(TICKET_MODES);

/** Loads the referenced catalog rows; a ticket's event is loaded with it. */
export async function loadCatalog(tx: Tx, refs: CatalogRefs): Promise<CatalogInfo> {
  const tickets = await ticketsByIds(tx, refs.ticketIds);
  const eventIds = [...new Set([...refs.eventIds, ...tickets.map((ticket) => ticket.eventId)])];
  const slotKeys = eventIds.flatMap((eventId) =>
    MODES.flatMap((mode) => refs.slotStarts.map((startsAt) => ({ eventId, mode, startsAt }))),
  );
  const events = await eventsByIds(tx, eventIds);
  const slots = await eventSlotsByKeys(tx, slotKeys);
  const tours = await toursByIds(tx, refs.tourIds);
  const merchandise = await articlesByIds(tx, refs.merchandiseIds);
  const voucherTypes = await voucherTypesByIds(tx, refs.voucherTypeIds);
  return {
    tickets: byId(tickets),
    subtickets: byId(tickets.flatMap((ticket) => ticket.subtickets)),
    events: byId(events),
    slots: new Map(slots.map((row) => [slotKey(row.eventId, row.mode, row.startsAt), row])),
    tours: byId(tours),
    merchandise: byId(merchandise),
    voucherTypes: byId(voucherTypes),
  };
}
