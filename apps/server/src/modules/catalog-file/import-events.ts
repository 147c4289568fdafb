/** The import of events: tickets, subtickets, slots and days with their capacities. */
import { deactivateMissing, type InsertRow } from './catalog.repository';
import {
  deleteEventDays,
  deleteEventSlots,
  eventDaysOf,
  eventSlotsOf,
  insertEventDays,
  insertEventSlots,
  ticketsOfEvents,
  updateEventSlotEnds,
} from './catalog-sections.repository';
import { fromDbLocal, toDbLocal } from '../../db/local-time';
import type { CatalogEvent } from './schema';

import { emptyCounts, type CapacityClaim } from './import-plan';
import type { CatalogImport } from './import';

/**
 * Writes `items` with their tickets, subtickets, slots and days. `only`: the back office's editor
 * saves these events alone: other events stay as they are, and slots and days are left untouched
 * (they have calls of their own).
 */
export async function syncEvents(
  run: CatalogImport,
  items: readonly CatalogEvent[],
  options: { only?: boolean } = {},
): Promise<void> {
  const tx = run.tx;
  const eventIds = items.map((event) => event.id);
  const eventCounts = await run.upsert(
    'events',
    'events',
    items.map((event) => ({
      id: event.id,
      name: run.text(event.name),
      description: run.text(event.description),
      venueId: event.venue,
      image: event.image,
      sequenceNo: event.sequenceNo,
      sortingDatetime: toDbLocal(event.sortingDatetime),
      startsAt: toDbLocal(event.startsAt),
      endsAt: toDbLocal(event.endsAt),
      customGroups: event.customGroups,
      active: event.active,
      waitingList: event.waitingList,
    })),
  );
  if (!options.only) {
    eventCounts.deactivated = (await deactivateMissing(tx, 'events', eventIds)).length;
  }

  // The event-long capacity is the one its mode-3 tickets already share (lowest ticket id first).
  const storedTickets = (await ticketsOfEvents(tx, eventIds)).sort((a, b) => a.id - b.id);
  const eventCapacity = new Map<number, number>();
  for (const ticket of storedTickets) {
    if (ticket.mode === 3 && !ticket.dayTicket && ticket.capacityId !== null) {
      if (!eventCapacity.has(ticket.eventId)) eventCapacity.set(ticket.eventId, ticket.capacityId);
    }
  }
  const eventClaims = new Map<number, CapacityClaim>();
  items.forEach((event, i) => {
    if (event.capacity === null) return;
    const claim = run.capacities.claim(
      'event',
      { capacity: event.capacity, sold: event.sold },
      `events[${i}].capacity`,
      eventCapacity.get(event.id) ?? null,
    );
    eventClaims.set(event.id, claim);
  });

  const slotPlan = options.only ? null : await planEventSlots(run, items);
  const dayPlan = options.only ? null : await planEventDays(run, items);
  await run.capacities.flush(tx, run.errors);

  const ticketRows: InsertRow<'tickets'>[] = items.flatMap((event) =>
    event.tickets.map((ticket) => ({
      id: ticket.id,
      eventId: event.id,
      name: run.text(ticket.name),
      description: run.text(ticket.description),
      price: ticket.price,
      vatValue: ticket.vatValue,
      mode: ticket.mode,
      dayTicket: ticket.dayTicket,
      family: ticket.family,
      groupId: ticket.group,
      printSeparately: ticket.printSeparately,
      uniqueBarcode: ticket.uniqueBarcode,
      scanSeparately: ticket.scanSeparately,
      bookWithCost: ticket.bookWithCost,
      bookWithCostWarn: ticket.bookWithCostWarn,
      capacityId:
        ticket.mode === 3 && !ticket.dayTicket ? (eventClaims.get(event.id)?.id ?? null) : null,
      sequenceNo: ticket.sequenceNo,
      active: ticket.active,
    })),
  );
  const ticketCounts = await run.upsert('tickets', 'tickets', ticketRows);
  ticketCounts.deactivated = (
    await deactivateMissing(
      tx,
      'tickets',
      ticketRows.map((row) => row.id as number),
      { eventIds },
    )
  ).length;
  await run.syncChildren(
    'ticketSubtickets',
    'subtickets',
    ticketRows.map((row) => row.id as number),
    items.flatMap((event) =>
      event.tickets.flatMap((ticket) =>
        ticket.subtickets.map((sub) => ({
          id: sub.id,
          ticketId: ticket.id,
          name: run.text(sub.name),
          price: sub.price,
          vatValue: sub.vatValue,
          minQuantity: sub.minQuantity,
          maxQuantity: sub.maxQuantity,
          sequenceNo: sub.sequenceNo,
        })),
      ),
    ),
  );
  await slotPlan?.write();
  await dayPlan?.write();
}

export async function planEventSlots(run: CatalogImport, items: readonly CatalogEvent[]) {
  const tx = run.tx;
  const stored = await eventSlotsOf(
    tx,
    items.map((event) => event.id),
  );
  const byKey = new Map(
    stored.map((slot) => [`${slot.eventId} ${slot.mode} ${fromDbLocal(slot.startsAt)}`, slot]),
  );
  const counts = emptyCounts(0);
  const inserts: {
    eventId: number;
    mode: number;
    startsAt: string;
    endsAt: string | null;
    claim: CapacityClaim;
  }[] = [];
  const endUpdates: { id: number; endsAt: string | null }[] = [];
  const seen = new Set<number>();
  items.forEach((event, i) => {
    for (const slot of event.slots) {
      counts.inFile += 1;
      const where = `events[${i}].slots (${slot.startsAt}, mode ${slot.mode})`;
      const found = byKey.get(`${event.id} ${slot.mode} ${slot.startsAt}`);
      const claim = run.capacities.claim('event_slot', slot, where, found?.capacityId ?? null);
      if (found) {
        seen.add(found.id);
        counts.updated += 1;
        if (fromDbLocal(found.endsAt) !== slot.endsAt) {
          endUpdates.push({ id: found.id, endsAt: toDbLocal(slot.endsAt) });
        }
      } else {
        counts.created += 1;
        inserts.push({
          eventId: event.id,
          mode: slot.mode,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          claim,
        });
      }
    }
  });
  run.summary.eventSlots = counts;
  return {
    write: async () => {
      await insertEventSlots(
        tx,
        inserts.map((slot) => ({
          eventId: slot.eventId,
          mode: slot.mode,
          startsAt: toDbLocal(slot.startsAt),
          endsAt: toDbLocal(slot.endsAt),
          capacityId: slot.claim.id,
        })),
      );
      await updateEventSlotEnds(tx, endUpdates);
      const missing = stored.filter((slot) => !seen.has(slot.id));
      await run.retire(
        missing.map((slot) => ({ id: slot.id, capacityIds: [slot.capacityId] })),
        (ids) => deleteEventSlots(tx, ids),
        counts,
      );
    },
  };
}

export async function planEventDays(run: CatalogImport, items: readonly CatalogEvent[]) {
  const tx = run.tx;
  const stored = await eventDaysOf(
    tx,
    items.map((event) => event.id),
  );
  const byKey = new Map(stored.map((day) => [`${day.eventId} ${day.day}`, day]));
  const counts = emptyCounts(0);
  const inserts: { eventId: number; day: string; claim: CapacityClaim }[] = [];
  const seen = new Set<number>();
  items.forEach((event, i) => {
    for (const day of event.days) {
      counts.inFile += 1;
      const found = byKey.get(`${event.id} ${day.date}`);
      const where = `events[${i}].days (${day.date})`;
      const claim = run.capacities.claim('event_day', day, where, found?.capacityId ?? null);
      if (found) {
        seen.add(found.id);
        counts.updated += 1;
      } else {
        counts.created += 1;
        inserts.push({ eventId: event.id, day: day.date, claim });
      }
    }
  });
  run.summary.eventDays = counts;
  return {
    write: async () => {
      await insertEventDays(
        tx,
        inserts.map((day) => ({ eventId: day.eventId, day: day.day, capacityId: day.claim.id })),
      );
      const missing = stored.filter((day) => !seen.has(day.id));
      await run.retire(
        missing.map((day) => ({ id: day.id, capacityIds: [day.capacityId] })),
        (ids) => deleteEventDays(tx, ids),
        counts,
      );
    },
  };
}

// ------------------------------------------------------------------------------------ tours
