/**
 * The back office's event editor: lists events, shows one with its texts per
 * language, tickets and slots, and saves an event with its tickets through the catalog import's own
 * writer (`syncEvents`, `only`), checked by the catalog file's schema. Tickets left out of a save are
 * hidden (inactive), never deleted, so paid orders keep their lines, documents and check-in. The
 * event-long capacity is never set below what is sold and held (checked under the row's lock).
 * Every save writes an audit entry with the event before and after.
 */
import { checkCapacity, type EventEdit } from '@foyer/domain/catalog-file';
import type { CatalogEventDetail, CatalogEventSummary } from '@foyer/domain/admin-contract/catalog';
import type { LocalizedText } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import {
  existingIds,
  fileEvent,
  fileTicket,
  CatalogImport,
  syncEvents,
  type CatalogEvent,
} from '../catalog-file';
import { defaultLanguage } from '../../i18n/languages';
import { NOT_FOUND } from '../../http/failure';
import { failed, refused, success, type Failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  fieldRefusal,
  inCatalogTransaction,
  Refusal,
  throwImportErrors,
} from './catalog-transaction';
import { lockCapacity } from '../inventory';
import {
  allocateIds,
  choices,
  eventList,
  eventRow,
  slotRows,
  subticketRows,
  ticketRows,
} from './catalog-admin.repository';

/** A stored text map with its languages that have a text. */
function texts(value: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export async function listEvents(deps: AppDeps): Promise<Outcome<CatalogEventSummary[]>> {
  const { rows, ticketCounts, slotCounts } = await eventList(deps.db);
  const ticketsOf = new Map(ticketCounts.map((row) => [row.eventId, row.n]));
  const slotsOf = new Map(slotCounts.map((row) => [row.eventId, row.n]));
  return success(
    rows.map((row) => ({
      id: row.id,
      name: texts(row.name),
      active: row.active,
      startsAt: fromDbLocal(row.startsAt),
      endsAt: fromDbLocal(row.endsAt),
      tickets: Number(ticketsOf.get(row.id) ?? 0),
      slots: Number(slotsOf.get(row.id) ?? 0),
    })),
  );
}

/** The editor's view of an event, or null when there is none. */
export async function eventDetail(tx: Tx, id: number): Promise<CatalogEventDetail | null> {
  const event = await eventRow(tx, id);
  if (!event) return null;
  const ticketList = await ticketRows(tx, id);
  const subs = await subticketRows(
    tx,
    ticketList.map((ticket) => ticket.id),
  );
  const eventLong = ticketList.find(
    (ticket) => ticket.mode === 3 && !ticket.dayTicket && ticket.capacityId !== null,
  );
  const use = eventLong?.capacityId ? await lockCapacity(tx, eventLong.capacityId) : null;
  const slots = await slotRows(tx, id);
  const { venues, customGroups } = await choices(tx);
  return {
    id,
    event: {
      ...fileEvent(event),
      // As the catalog file's export: hidden event-long tickets are in the form and keep it.
      capacity: use ? use.capacity : null,
      tickets: ticketList.map((ticket) =>
        fileTicket(
          ticket,
          subs.filter((sub) => sub.ticketId === ticket.id),
        ),
      ),
    },
    capacityUse: use ? { sold: use.sold, held: use.held } : null,
    slots: slots.map((slot) => ({
      id: slot.id,
      mode: slot.mode,
      startsAt: fromDbLocal(slot.startsAt),
      endsAt: fromDbLocal(slot.endsAt),
      capacity: slot.capacity,
      sold: slot.sold,
      held: slot.held,
      sales: slot.sales,
    })),
    venues: venues.map((venue) => ({ id: venue.id, name: texts(venue.name) })),
    customGroups: customGroups.map((group) => ({ id: group.id, name: texts(group.name) })),
  };
}

export async function getEvent(deps: AppDeps, id: number): Promise<Outcome<CatalogEventDetail>> {
  const detail = await eventDetail(deps.db, id);
  return detail ? success(detail) : failed(NOT_FOUND);
}

/** Gives ids to the new event, tickets and subtickets; refuses ids that belong to something else. */
async function withIds(
  tx: Tx,
  id: number,
  body: EventEdit,
  stored: CatalogEventDetail | null,
): Promise<CatalogEvent> {
  const own = new Map((stored?.event.tickets ?? []).map((t) => [t.id, t]));
  const newTickets = body.tickets.filter((ticket) => ticket.id === undefined).length;
  const newSubs = body.tickets
    .flatMap((t) => t.subtickets)
    .filter((s) => s.id === undefined).length;
  const ticketIds = await allocateIds(tx, 'tickets', newTickets);
  const subIds = await allocateIds(tx, 'ticket_subtickets', newSubs);
  const tickets = body.tickets.map((ticket, i) => {
    if (ticket.id !== undefined && !own.has(ticket.id)) {
      throw fieldRefusal(`tickets.${i}.id`, 'is not a ticket of this event');
    }
    const ownSubs = new Set(own.get(ticket.id ?? 0)?.subtickets.map((sub) => sub.id) ?? []);
    return {
      ...ticket,
      id: ticket.id ?? (ticketIds.shift() as number),
      subtickets: ticket.subtickets.map((sub, j) => {
        if (sub.id !== undefined && !ownSubs.has(sub.id)) {
          throw fieldRefusal(
            `tickets.${i}.subtickets.${j}.id`,
            'is not a subticket of this ticket',
          );
        }
        return { ...sub, id: sub.id ?? (subIds.shift() as number) };
      }),
    };
  });
  return { ...body, id, sold: 0, tickets, slots: [], days: [] };
}

async function checkRefs(tx: Tx, body: EventEdit): Promise<void> {
  const check = async (
    table: 'venues' | 'customGroups' | 'ticketGroups',
    wanted: { id: number; field: string }[],
  ) => {
    if (wanted.length === 0) return;
    const found = await existingIds(
      tx,
      table,
      wanted.map((ref) => ref.id),
    );
    const missing = wanted.find((ref) => !found.has(ref.id));
    if (missing) throw fieldRefusal(missing.field, 'does not exist');
  };
  await check('venues', body.venue === null ? [] : [{ id: body.venue, field: 'venue' }]);
  await check(
    'customGroups',
    body.customGroups.map((id) => ({ id, field: 'customGroups' })),
  );
  await check(
    'ticketGroups',
    body.tickets.flatMap((ticket, i) =>
      ticket.group === null ? [] : [{ id: ticket.group, field: `tickets.${i}.group` }],
    ),
  );
}

/** Creates (`id` null) or saves an event with its tickets. */
export async function saveEvent(
  deps: AppDeps,
  actor: Actor,
  id: number | null,
  body: EventEdit,
): Promise<Outcome<CatalogEventDetail>> {
  return inCatalogTransaction(deps, async (tx) => {
    const before = id === null ? null : await eventDetail(tx, id);
    if (id !== null && !before) throw new Refusal(failed(NOT_FOUND));
    await checkRefs(tx, body);
    const eventId = id ?? ((await allocateIds(tx, 'events', 1))[0] as number);
    const event = await withIds(tx, eventId, body, before);
    const stored = await ticketRows(tx, eventId);
    const shared = stored.find((t) => t.mode === 3 && !t.dayTicket && t.capacityId !== null);
    if (shared?.capacityId && body.capacity !== null) {
      const use = await lockCapacity(tx, shared.capacityId);
      const verdict = use ? checkCapacity(body.capacity, use) : { ok: true as const };
      if (!verdict.ok) throw new Refusal(capacityRefusal('capacity', verdict.params));
    }
    const run = new CatalogImport(
      tx,
      { version: 1, events: [event] },
      defaultLanguage(deps.config),
    );
    await syncEvents(run, [event], { only: true });
    throwImportErrors(run);
    const after = await eventDetail(tx, eventId);
    if (!after) throw new Error('the saved event is gone');
    await audit(
      tx,
      actor,
      deps.clock.now(),
      id === null ? 'catalog.event.create' : 'catalog.event.update',
      { type: 'event', id: eventId },
      before?.event ?? null,
      after.event,
    );
    return after;
  });
}

/** 422 CAPACITY_BELOW_SOLD_AND_HELD naming the numbers (the back office words it per language). */
export function capacityRefusal(
  field: string,
  params: { sold: number; held: number; minimum: number; capacity: number },
): Failed {
  const message = `${params.sold} sold and ${params.held} held: the capacity must be at least ${params.minimum}`;
  return refused('CAPACITY_BELOW_SOLD_AND_HELD', {
    message,
    params,
    fields: { [field]: [message] },
  });
}
