/**
 * Guests are anonymised `server.privacy.guestRetentionDays` after their last visit and last order
 * (docs/decisions.md "Data protection", docs/configuration.md): the same erasure as a deleted
 * account, so the invoices keep the name and address the law needs. Each guest is erased in a
 * transaction of its own with its row locked, and an erased guest is never picked again: a run
 * stopped half way (a restart) leaves nothing half done, and two processes erase a guest once.
 */
import { guestRetentionCutoff, isGuestDue, venueMinute } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { startPeriodic, type JobLog } from '../../jobs/periodic';
import { audit, SYSTEM_ACTOR } from '../staff';
import { eraseCustomerData, guestCandidates } from './privacy.repository';

/** Guests looked at per query. */
const BATCH = 200;

export interface AnonymiseResult {
  /** Guests erased by this run. */
  guests: number;
}

/** Erases every guest due at `deps.clock.now()`; one audit entry for the run when any was. */
export async function anonymiseGuests(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
): Promise<AnonymiseResult> {
  const now = deps.clock.now();
  const instant = guestRetentionCutoff(now, deps.config.server.privacy.guestRetentionDays);
  const cutoff = { instant, localDateTime: venueMinute(instant, deps.config.server.timeZone) };
  let afterId = 0;
  let guests = 0;
  for (;;) {
    const candidates = await guestCandidates(deps.db, instant, afterId, BATCH);
    if (candidates.length === 0) break;
    for (const candidate of candidates) {
      afterId = candidate.id;
      if (!isGuestDue(candidate, cutoff)) continue;
      const erased = await deps.db.transaction((tx) => eraseCustomerData(tx, candidate.id, now));
      if (erased?.erased) guests += 1;
    }
  }
  if (guests > 0) {
    await audit(
      deps.db,
      SYSTEM_ACTOR,
      now,
      'privacy.guestsAnonymised',
      {
        type: 'customers',
        id: null,
      },
      null,
      { guests },
    );
  }
  return { guests };
}

export interface AnonymiserLog extends JobLog {
  info(details: object, message: string): void;
}

/** Runs `anonymiseGuests` every `intervalMs` (default one hour) until the returned function is called. */
export function startGuestAnonymiser(
  deps: AppDeps,
  options: { intervalMs?: number; log?: AnonymiserLog } = {},
): () => Promise<void> {
  return startPeriodic(
    { name: 'guest-anonymiser', log: options.log },
    async () => {
      const result = await anonymiseGuests(deps);
      if (result.guests > 0) options.log?.info({ ...result }, 'guests anonymised');
    },
    options.intervalMs ?? 60 * 60 * 1000,
  );
}
