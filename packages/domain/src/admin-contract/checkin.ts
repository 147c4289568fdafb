/**
 * Check-in at the door for staff with `checkin.scan` (door and above): the day's
 * entrances and slots with expected and checked-in people, scans with a client scan id (sent twice,
 * counted once), the day's barcodes for deciding offline (no names, no e-mail addresses), the upload
 * of scans made offline, and the conflicts found in it (a barcode admitted at two doors offline).
 */
import { z } from 'zod';
import { inputText } from '../contract/common';
import type { AdminEndpoint } from './index';
import { isIsoDate } from '../tickets/dates';
import { SCAN_REFUSALS, SCANNED_KINDS } from '../checkin/scan-rules';

const isoDate = z.string().refine(isIsoDate, 'expected a date YYYY-MM-DD');
const localSlot = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected YYYY-MM-DDTHH:mm');
const entrance = z.string().regex(/^(event|tour):\d{1,10}$/, 'expected event:ID or tour:ID');

export const scanRefusal = z.enum(SCAN_REFUSALS);
export const scannedKind = z.enum(SCANNED_KINDS);

/** The door's choice; null entrance: every entrance; null slot: every slot. */
export const checkpoint = z
  .object({ entrance: entrance.nullable(), slot: localSlot.nullable() })
  .refine((value) => value.slot === null || value.entrance !== null, {
    message: 'a slot needs an entrance',
    path: ['slot'],
  });

export const dayQuery = z.object({ date: isoDate });
/** The day's list for a door: its device name notes when the door had the list (offline scans). */
export const offlineQuery = dayQuery.extend({
  device: inputText().trim().min(1).max(100).optional(),
});

export const checkinSlot = z.object({
  /** `YYYY-MM-DDTHH:mm` (venue time); `T00:00` for day tickets. */
  at: z.string(),
  expected: z.number().int(),
  checkedIn: z.number().int(),
});
export const checkinEntrance = z.object({
  entrance: z.string(),
  label: z.string(),
  slots: z.array(checkinSlot),
});
export const checkinConflict = z.object({
  barcode: z.string(),
  name: z.string(),
  /** The admission that counted. */
  admittedAt: z.string(),
  admittedDevice: z.string().nullable(),
  admittedBy: z.string().nullable(),
  /** The second admission, made offline at another door. */
  scannedAt: z.string(),
  device: z.string().nullable(),
  scannedBy: z.string().nullable(),
  /**
   * When the door claimed to have made an offline scan whose time was not believed (before the door
   * had the day's list, or outside the ticket's validity); `scannedAt` is then the time it was
   * decided at. Null for a barcode admitted at two doors.
   */
  claimedAt: z.string().nullable(),
});
export const checkinDay = z.object({
  date: z.string(),
  timeZone: z.string(),
  entrances: z.array(checkinEntrance),
  conflicts: z.array(checkinConflict),
});
export type CheckinDay = z.infer<typeof checkinDay>;
export type CheckinConflict = z.infer<typeof checkinConflict>;

export const scanTicket = z.object({
  barcode: z.string(),
  kind: scannedKind,
  entrance: z.string().nullable(),
  name: z.string(),
  admits: z.number().int(),
  part: z.string().nullable(),
  slot: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  cancelled: z.boolean(),
  usedAt: z.string().nullable(),
});
export type ScanTicketRecord = z.infer<typeof scanTicket>;

export const offlineList = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** When the list was made (ISO instant): tickets booked later are unknown to an offline door. */
  at: z.string(),
  /** The museum's door rules for passes, decided offline as online (`decideScan`). */
  rules: z.object({ passWalkIn: z.boolean() }),
  tickets: z.array(scanTicket),
});
export type OfflineList = z.infer<typeof offlineList>;

export const scanBody = z.object({
  /** Made by the scanner for each scan (a UUID); a scan sent again is answered, not counted again. */
  scanId: z.uuid(),
  barcode: inputText().trim().min(1).max(200),
  /** The scanning device's name as the door set it. */
  device: inputText().trim().min(1).max(100),
  checkpoint,
});
export const offlineScan = scanBody.extend({
  /**
   * When the door scanned it (ISO instant); the rules are applied at that time when it is believed:
   * not before the door fetched the day's list, within the ticket's validity and a margin
   * (`boundClaimedScanTime`). Otherwise the scan is a conflict for staff.
   */
  scannedAt: z.iso.datetime({ offset: true }),
  /** What the door decided offline. */
  offline: z.discriminatedUnion('status', [
    z.object({ status: z.literal('valid') }),
    z.object({ status: z.literal('refused'), reason: scanRefusal }),
  ]),
});
export const syncBody = z.object({ scans: z.array(offlineScan).min(1).max(500) });
export type ScanBody = z.infer<typeof scanBody>;
export type OfflineScan = z.infer<typeof offlineScan>;

export const scanAnswer = z.object({
  scanId: z.string(),
  status: z.enum(['valid', 'refused']),
  reason: scanRefusal.nullable(),
  /** With `ALREADY_USED`: when the ticket was admitted (ISO instant). */
  usedAt: z.string().nullable(),
  /** The scanned ticket without personal data, or null for an unknown barcode. */
  ticket: scanTicket.omit({ usedAt: true, cancelled: true }).nullable(),
  /**
   * An offline admission of a barcode that was admitted elsewhere, or an offline scan whose claimed
   * time was not believed.
   */
  conflict: z.boolean(),
  /** True when this scan id was recorded before: the answer is the recorded one. */
  repeated: z.boolean(),
  /** People expected and checked in at the checkpoint, after this scan. */
  counts: z.object({ expected: z.number().int(), checkedIn: z.number().int() }),
});
export type ScanAnswer = z.infer<typeof scanAnswer>;

/**
 * Not spread into `adminEndpoints`: the back office's entry imports that object whole, and these
 * calls belong to the scanner's own chunk. The server and the OpenAPI document add them.
 */
export const checkinEndpoints = {
  checkinDay: {
    name: 'adminCheckinDay',
    method: 'GET',
    path: 'checkin/day',
    access: 'checkin.scan',
    summary:
      "A day's entrances and slots with people expected and checked in, and the conflicts of offline scans",
    params: z.object({}),
    query: dayQuery,
    body: null,
    data: checkinDay,
  },
  checkinOffline: {
    name: 'adminCheckinOffline',
    method: 'GET',
    path: 'checkin/offline',
    access: 'checkin.scan',
    summary:
      "The day's barcodes for deciding offline: ticket type, people, slot, state; no personal data",
    params: z.object({}),
    query: offlineQuery,
    body: null,
    data: offlineList,
  },
  checkinScan: {
    name: 'adminCheckinScan',
    method: 'POST',
    path: 'checkin/scans',
    access: 'checkin.scan',
    summary:
      'Scans a barcode at a checkpoint: valid or refused with a reason; a scan id counts once',
    params: z.object({}),
    query: z.object({}),
    body: scanBody,
    data: scanAnswer,
  },
  checkinSync: {
    name: 'adminCheckinSync',
    method: 'POST',
    path: 'checkin/scans/sync',
    access: 'checkin.scan',
    summary:
      'Uploads scans made offline, in order; each counts once; an offline admission of a used barcode is a conflict',
    params: z.object({}),
    query: z.object({}),
    body: syncBody,
    data: z.object({ results: z.array(scanAnswer) }),
  },
} satisfies Record<string, AdminEndpoint>;
