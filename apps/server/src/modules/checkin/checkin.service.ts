/**
 * Check-in at the door for staff sessions with `checkin.scan`: scans decided by the
 * domain's `decideScan`, recorded with who scanned on which device at which checkpoint; a scan id
 * is recorded once, so a scan sent twice (a retry, an offline upload sent again) counts once.
 * Scans made offline are decided again at the time they were made; an offline admission of a
 * barcode admitted elsewhere is recorded as a conflict.
 */
import {
  boundClaimedScanTime,
  decideScan,
  isOfflineConflict,
  normalizeBarcode,
  scanIdUse,
  venueDateTime,
  venueDayStart,
  addDays,
  type Checkpoint,
  type DoorRules,
  type ScanDecision,
  type ScanRefusal,
  type ScanTicket,
} from '@foyer/domain';
import type {
  CheckinDay,
  OfflineList,
  OfflineScan,
  ScanAnswer,
  ScanBody,
} from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import {
  lineNames,
  readOrderItem,
  WITH_VALID_LINES,
  type LineNames,
  type NameLanguage,
} from '../orders';
import {
  conflictsBetween,
  firstListSync,
  lockTicketByBarcode,
  lockTicketsByBarcodes,
  recordListSync,
  recordScan,
  scanById,
  ticketsOfDay,
  type ScanResult,
  type ScanRow,
  type TicketRow,
} from './checkin.repository';
import { admissionsOn, countedAdmissionsOn, visitOf } from './visitors';

/** Orders whose (not cancelled) tickets admit: booked orders with valid lines. */
const ADMITTING_STATUSES = new Set<string>(WITH_VALID_LINES);

/** A reused scan id is refused, not recorded: its id belongs to the scan recorded before. */
type RecordedRefusal = Exclude<ScanRefusal, 'SCAN_ID_REUSED'>;

const RESULT_OF: Record<RecordedRefusal, ScanResult> = {
  ALREADY_USED: 'already_used',
  OTHER_DAY: 'wrong_day',
  OTHER_SLOT: 'wrong_slot',
  OTHER_ENTRANCE: 'other_entrance',
  PASS_NEEDS_BOOKING: 'pass_needs_booking',
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
};
const REFUSAL_OF = Object.fromEntries(
  Object.entries(RESULT_OF).map(([reason, result]) => [result, reason]),
) as Record<Exclude<ScanResult, 'valid'>, RecordedRefusal>;

function decisionOf(result: ScanResult): ScanDecision {
  return result === 'valid'
    ? { status: 'valid' }
    : { status: 'refused', reason: REFUSAL_OF[result] };
}

/** `YYYY-MM-DD HH:mm[:ss]` as `YYYY-MM-DDTHH:mm`. */
function minutes(local: string | null): string | null {
  return local ? `${local.slice(0, 10)}T${local.slice(11, 16)}` : null;
}

/**
 * What a door may know of an admission: no names of people, no e-mail addresses. The ticket is
 * named by `names` (the staff member's language); without them, by the name stored with the order.
 */
export function scanTicketOf(row: TicketRow, names?: LineNames): ScanTicket {
  const pass = row.kind === 'pass';
  const item = readOrderItem(row.item);
  return {
    barcode: row.barcode,
    kind: row.kind === 'voucher' ? 'ticket' : row.kind,
    entrance: pass ? null : visitOf(item),
    name: names ? names.line(item) : row.item.name,
    admits: row.admits,
    // A pass names its holder: not for the door. Other tickets name a family component here.
    part: pass ? null : row.holderName,
    slot: pass ? null : minutes(row.slot),
    validFrom: row.validFrom ? row.validFrom.slice(0, 19) : null,
    validTo: row.validTo ? row.validTo.slice(0, 19) : null,
    cancelled: !ADMITTING_STATUSES.has(row.orderStatus) || row.cancelledAt !== null,
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
  };
}

function checkpointText(checkpoint: Checkpoint): string | null {
  if (checkpoint.entrance === null) return null;
  return checkpoint.slot ? `${checkpoint.entrance}@${checkpoint.slot}` : checkpoint.entrance;
}

/** People expected and checked in on `day` at `checkpoint`. */
async function countsAt(
  tx: Tx,
  day: string,
  checkpoint: Checkpoint,
): Promise<ScanAnswer['counts']> {
  const admissions = await countedAdmissionsOn(tx, day, day);
  let expected = 0;
  let checkedIn = 0;
  for (const admission of admissions) {
    if (checkpoint.entrance !== null && admission.product !== checkpoint.entrance) continue;
    if (checkpoint.slot !== null && admission.at !== checkpoint.slot) continue;
    expected += admission.admits;
    if (admission.checkedIn) checkedIn += admission.admits;
  }
  return { expected, checkedIn };
}

type Decided = Omit<ScanAnswer, 'counts'>;

function answerOf(
  scanId: string,
  decision: ScanDecision,
  ticket: ScanTicket | null,
  extra: Pick<ScanAnswer, 'conflict' | 'repeated'>,
): Decided {
  const refused = decision.status === 'refused' ? decision.reason : null;
  return {
    scanId,
    status: decision.status,
    reason: refused,
    usedAt: refused === 'ALREADY_USED' ? (ticket?.usedAt ?? null) : null,
    ticket: ticket
      ? {
          barcode: ticket.barcode,
          kind: ticket.kind,
          entrance: ticket.entrance,
          name: ticket.name,
          admits: ticket.admits,
          part: ticket.part,
          slot: ticket.slot,
          validFrom: ticket.validFrom,
          validTo: ticket.validTo,
        }
      : null,
    ...extra,
  };
}

export interface Scanner {
  staffId: number;
  /** The staff member's language, in which tickets are named. */
  language: NameLanguage;
}

/** A scan decided and recorded, with the day and checkpoint whose counts its answer shows. */
interface ScanStep {
  answer: Decided;
  day: string;
  checkpoint: Checkpoint;
}

/**
 * Decides and records one scan in `tx`, or answers the recorded decision when the scan id was
 * recorded before. The barcode's ticket is locked until `tx` ends.
 */
async function scanIn(
  tx: Tx,
  deps: AppDeps,
  scanner: Scanner,
  scan: ScanBody | OfflineScan,
): Promise<ScanStep> {
  const now = deps.clock.now();
  const timeZone = deps.config.server.timeZone;
  const barcode = normalizeBarcode(scan.barcode);
  const row = await lockTicketByBarcode(tx, barcode);
  const ticket = row
    ? scanTicketOf(row, await lineNames(tx, [readOrderItem(row.item)], scanner.language))
    : null;
  const offline = 'scannedAt' in scan ? scan.offline : null;
  // An offline scan is decided at the time it was made, as far as that can be believed.
  const claim = 'scannedAt' in scan ? await claimedTime(tx, deps, scan, ticket, now) : null;
  const at = claim?.at ?? now;
  const local = venueDateTime(at, timeZone);
  const day = scan.checkpoint.slot?.slice(0, 10) ?? local.slice(0, 10);
  const step = (answer: Decided): ScanStep => ({ answer, day, checkpoint: scan.checkpoint });
  const recorded = await scanById(tx, scan.scanId);
  if (recorded) return step(earlierScanAnswer(recorded, barcode, ticket));
  const decision = decideScan(ticket, scan.checkpoint, local, doorRules(deps));
  const conflict =
    (offline !== null && isOfflineConflict(offline, decision)) || Boolean(claim?.doubt);
  const inserted = await recordScan(tx, {
    issuedTicketId: row?.id ?? null,
    barcode,
    scanId: scan.scanId,
    result: resultOf(decision),
    device: scan.device,
    staffId: scanner.staffId,
    checkpoint: checkpointText(scan.checkpoint),
    offline: offline !== null,
    conflict,
    scannedAt: at,
    claimedAt: claim?.doubt ? claim.claimed : null,
  });
  if (!inserted) {
    const again = await scanById(tx, scan.scanId);
    if (again) return step(earlierScanAnswer(again, barcode, ticket));
  }
  return step(answerOf(scan.scanId, decision, ticket, { conflict, repeated: false }));
}

/** The museum's door rules for passes (`server.passes.walkIn`). */
function doorRules(deps: AppDeps): DoorRules {
  return { passWalkIn: deps.config.server.passes.walkIn };
}

/** The time an offline scan is decided at, bounded by its door's list and its ticket's validity. */
async function claimedTime(
  tx: Tx,
  deps: AppDeps,
  scan: OfflineScan,
  ticket: ScanTicket | null,
  now: Date,
) {
  const timeZone = deps.config.server.timeZone;
  const claimed = new Date(scan.scannedAt);
  const claimedDay = venueDateTime(claimed > now ? now : claimed, timeZone).slice(0, 10);
  const synced = await firstListSync(tx, scan.device, claimedDay);
  return {
    claimed,
    ...boundClaimedScanTime({ claimed, now, synced, validity: ticket, timeZone }),
  };
}

/**
 * Scans one barcode in one transaction: answers the decision and records it, or answers the
 * recorded decision when the scan id was recorded before.
 */
export async function scanBarcode(
  deps: AppDeps,
  scanner: Scanner,
  scan: ScanBody | OfflineScan,
): Promise<ScanAnswer> {
  return deps.db.transaction(async (tx) => {
    const { answer, day, checkpoint } = await scanIn(tx, deps, scanner, scan);
    return { ...answer, counts: await countsAt(tx, day, checkpoint) };
  });
}

function resultOf(decision: ScanDecision): ScanResult {
  if (decision.status === 'valid') return 'valid';
  if (decision.reason === 'SCAN_ID_REUSED') throw new Error('A reused scan id is not recorded');
  return RESULT_OF[decision.reason];
}

/**
 * The answer to a scan whose id was recorded before: the recorded answer when it is the same scan
 * sent again, a refusal when the id comes with another barcode.
 */
function earlierScanAnswer(recorded: ScanRow, barcode: string, ticket: ScanTicket | null): Decided {
  if (scanIdUse(recorded.barcode, barcode) === 'reused') {
    return answerOf(recorded.scanId ?? '', { status: 'refused', reason: 'SCAN_ID_REUSED' }, null, {
      conflict: false,
      repeated: false,
    });
  }
  return answerOf(recorded.scanId ?? '', decisionOf(recorded.result), ticket, {
    conflict: recorded.conflict,
    repeated: true,
  });
}

/**
 * Scans of an upload decided in one transaction. Small enough that the shop's other requests are
 * served between two batches (docs/decisions.md, "Check-in").
 */
export const SYNC_BATCH = 10;

/** Lets the event loop serve waiting requests: PGlite answers without I/O, so awaits never do. */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Uploads scans made offline in the order sent, in batches of `SYNC_BATCH`: each batch is its own
 * short transaction, and the server serves other requests between batches. Each scan counts once by
 * its scan id, so an upload cut off after some batches is sent again safely. The counts of the
 * answers are those after the whole upload.
 */
export async function syncScans(
  deps: AppDeps,
  scanner: Scanner,
  scans: readonly OfflineScan[],
): Promise<ScanAnswer[]> {
  const steps: ScanStep[] = [];
  for (let first = 0; first < scans.length; first += SYNC_BATCH) {
    if (first > 0) await yieldToEventLoop();
    const batch = scans.slice(first, first + SYNC_BATCH);
    const decided = await deps.db.transaction(async (tx) => {
      // Locked in one order before any scan: two uploads of the same barcodes cannot deadlock.
      await lockTicketsByBarcodes(
        tx,
        batch.map((scan) => normalizeBarcode(scan.barcode)),
      );
      const done: ScanStep[] = [];
      for (const scan of batch) done.push(await scanIn(tx, deps, scanner, scan));
      return done;
    });
    steps.push(...decided);
  }
  await yieldToEventLoop();
  const counts = new Map<string, ScanAnswer['counts']>();
  for (const { day, checkpoint } of steps) {
    const key = `${day} ${checkpointText(checkpoint) ?? ''}`;
    if (counts.has(key)) continue;
    counts.set(key, await deps.db.transaction((tx) => countsAt(tx, day, checkpoint)));
  }
  return steps.map(({ answer, day, checkpoint }) => ({
    ...answer,
    counts: counts.get(`${day} ${checkpointText(checkpoint) ?? ''}`) ?? {
      expected: 0,
      checkedIn: 0,
    },
  }));
}

/** The day's entrances and slots with people expected and checked in, and its conflicts. */
export async function checkinDay(
  deps: AppDeps,
  date: string,
  language: NameLanguage,
): Promise<CheckinDay> {
  const timeZone = deps.config.server.timeZone;
  return deps.db.transaction(async (tx) => {
    const entrances = new Map<string, CheckinDay['entrances'][number]>();
    for (const admission of await admissionsOn(tx, date, date, language)) {
      const entrance = entrances.get(admission.product) ?? {
        entrance: admission.product,
        label: admission.label,
        slots: [],
      };
      entrances.set(admission.product, entrance);
      let slot = entrance.slots.find((known) => known.at === admission.at);
      if (!slot) {
        slot = { at: admission.at, expected: 0, checkedIn: 0 };
        entrance.slots.push(slot);
      }
      slot.expected += admission.admits;
      if (admission.checkedIn) slot.checkedIn += admission.admits;
    }
    const conflicts = await conflictsBetween(
      tx,
      venueDayStart(date, timeZone),
      venueDayStart(addDays(date, 1), timeZone),
    );
    const conflictNames = await lineNames(
      tx,
      conflicts.map((conflict) => readOrderItem(conflict.item)),
      language,
    );
    return {
      date,
      timeZone,
      entrances: [...entrances.values()].sort((a, b) => a.label.localeCompare(b.label)),
      conflicts: conflicts.map((conflict) => ({
        barcode: conflict.barcode,
        name: conflictNames.line(readOrderItem(conflict.item)),
        admittedAt: conflict.admittedAt?.toISOString() ?? '',
        admittedDevice: conflict.admittedDevice,
        admittedBy: conflict.admittedBy,
        scannedAt: conflict.scannedAt.toISOString(),
        device: conflict.device,
        scannedBy: conflict.scannedBy,
        claimedAt: conflict.claimedAt?.toISOString() ?? null,
      })),
    };
  });
}

/**
 * The day's admissions for deciding offline. With the door's device name, the first time that
 * door had the list is noted: its offline scans of that day cannot be older.
 */
export async function offlineList(
  deps: AppDeps,
  query: { date: string; device?: string | undefined },
  language: NameLanguage,
): Promise<OfflineList> {
  const now = deps.clock.now();
  const { rows, names } = await deps.db.transaction(async (tx) => {
    if (query.device) {
      await recordListSync(tx, { device: query.device, date: query.date, at: now });
    }
    const day = await ticketsOfDay(tx, query.date);
    const items = day.map((row) => readOrderItem(row.item));
    return { rows: day, names: await lineNames(tx, items, language) };
  });
  return {
    date: query.date,
    timeZone: deps.config.server.timeZone,
    at: now.toISOString(),
    rules: doorRules(deps),
    tickets: rows.map((row) => scanTicketOf(row, names)),
  };
}
