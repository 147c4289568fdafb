/**
 * The waiting list as staff see it (docs/decisions.md "Waiting list: staff"): the lines of the
 * slots still to come (from the start of the museum's day on), everyone in each with their state
 * and position, and removing a person. Removing someone holding a live offer gives its places back
 * through the inventory and serves the line at once (`serveLine`), as the visitor's own leaving
 * does. The audit entry names the entry by id, never the e-mail.
 */
import {
  linePositions,
  venueToday,
  waitingEntryState,
  waitingListOpen,
  type WaitingEntryState,
} from '@foyer/domain';
import type { WaitingLine } from '@foyer/domain/admin-contract/waiting-list';
import type { AppDeps } from '../../deps';
import { toDbLocal, fromDbLocal } from '../../db/local-time';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Outcome } from '../../outcome';
import { readCapacities, releaseOrderHolds } from '../inventory';
import { audit, type Actor } from '../staff';
import { entryWithOffer, lineRowsFrom, type LineRow } from './waiting-list.admin-repository';
import { lockEntry, lockLine, setStatus } from './waiting-list.repository';
import { serveLine } from './waiting-list.service';

/** The stored text map with the languages that have a text. */
function texts(value: LineRow['name']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The lines of the slots from today on, by start, each in line order. */
export async function waitingLines(
  deps: AppDeps,
): Promise<{ enabled: boolean; lines: WaitingLine[] }> {
  const now = deps.clock.now();
  const enabled = deps.config.server.waitingList.enabled;
  const from = toDbLocal(`${venueToday(now, deps.config.server.timeZone)}T00:00`);
  const rows = await lineRowsFrom(deps.db, from);
  const byCapacity = new Map<number, LineRow[]>();
  for (const row of rows) {
    const line = byCapacity.get(row.entry.capacityId) ?? [];
    line.push(row);
    byCapacity.set(row.entry.capacityId, line);
  }
  const counters = await readCapacities(deps.db, [...byCapacity.keys()]);
  const lines = [...byCapacity.entries()].map(([capacityId, line]): WaitingLine => {
    line.sort((a, b) => a.entry.id - b.entry.id);
    const states: WaitingEntryState[] = line.map((row) =>
      waitingEntryState({ ...row.entry, offerOrderStatus: row.offerOrderStatus }, now),
    );
    const positions = linePositions(states);
    const first = line[0] as LineRow;
    const use = counters.get(capacityId);
    return {
      capacityId,
      kind: first.itemKind,
      itemId: first.itemId,
      name: texts(first.name),
      startsAt: fromDbLocal(first.startsAt),
      capacity: use?.capacity ?? 0,
      sold: use?.sold ?? 0,
      held: use?.held ?? 0,
      open: waitingListOpen(enabled, first.itemSwitch),
      entries: line.map((row, i) => {
        const state = states[i] as WaitingEntryState;
        return {
          id: row.entry.id,
          position: positions[i] ?? null,
          email: row.entry.email,
          language: row.entry.language,
          wanted: row.entry.wanted,
          joinedAt: row.entry.joinedAt.toISOString(),
          state,
          offerExpiresAt:
            state === 'offered' && row.entry.offerExpiresAt
              ? row.entry.offerExpiresAt.toISOString()
              : null,
        };
      }),
    };
  });
  lines.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.capacityId - b.capacityId);
  return { enabled, lines };
}

/**
 * Takes a person out of their line: someone waiting leaves it; someone holding a live offer leaves
 * it and the offer's places go back through the inventory, then the line is served. A booked offer,
 * or someone already out of the line, answers NOT_FOUND.
 */
export async function removeFromLine(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<Outcome<{ removed: true }>> {
  const found = await entryWithOffer(deps.db, id);
  if (!found) return failed(NOT_FOUND);
  const capacityId = found.entry.capacityId;
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    // The line's lock first, as every decision on the line takes it (`serveLine`, leaving).
    await lockLine(tx, capacityId);
    const row = await lockEntry(tx, id);
    if (!row) return null;
    const state = waitingEntryState({ ...row, offerOrderStatus: found.offerOrderStatus }, now);
    if (state !== 'waiting' && state !== 'offered') return null;
    if (row.status === 'offered' && row.offerOrderId !== null) {
      await releaseOrderHolds(tx, row.offerOrderId, now);
    }
    await setStatus(tx, [row.id], 'left');
    await audit(
      tx,
      actor,
      now,
      'waitingList.remove',
      { type: 'waitingListEntry', id: row.id },
      { state, wanted: row.wanted, capacityId },
      { state: 'left' },
    );
    return state;
  });
  if (removed === null) return failed(NOT_FOUND);
  // Places came back (a live offer's): the next in line is offered them now.
  if (removed === 'offered') await serveLine(deps, capacityId);
  return success({ removed: true as const });
}
