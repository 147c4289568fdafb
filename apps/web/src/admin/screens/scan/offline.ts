/**
 * The scanner's memory for short network outages, in localStorage: the day's
 * barcodes as the server listed them (no names), the barcodes this door admitted since, and the
 * scans waiting to be sent. Offline, a scan is decided here with the domain's `decideScan`, the
 * same rule the server applies; the server decides again when the scan arrives (exactly once: by
 * its scan id).
 */
import {
  DEFAULT_PASS_ENTRY_RULES,
  decideScan,
  normalizeBarcode,
  venueDateTime,
  type Checkpoint,
  type ScanDecision,
} from '@foyer/domain';
import type { OfflineList, OfflineScan, ScanTicketRecord } from '@foyer/domain/admin-contract';

const LIST_KEY = 'foyer.scan.list';
const QUEUE_KEY = 'foyer.scan.queue';

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps the day's list (one day only: an older one is replaced). */
export function storeList(list: OfflineList): void {
  localStorage.setItem(LIST_KEY, JSON.stringify(list));
}

/** The stored list of `date`, or null. */
export function storedList(date: string): OfflineList | null {
  const list = read<OfflineList>(LIST_KEY);
  return list && list.date === date ? list : null;
}

/** Notes that this door admitted `barcode`, so a second scan here is refused even offline. */
export function markUsed(barcode: string, at: Date): void {
  const list = read<OfflineList>(LIST_KEY);
  if (!list) return;
  const ticket = list.tickets.find((known) => known.barcode === barcode);
  if (ticket && ticket.usedAt === null) ticket.usedAt = at.toISOString();
  storeList(list);
}

/** Decides a scan with the stored list at `now`, read in the museum's time zone. */
export function decideOffline(
  list: OfflineList | null,
  code: string,
  checkpoint: Checkpoint,
  now: Date,
  timeZone: string,
): { decision: ScanDecision; ticket: ScanTicketRecord | null } {
  const barcode = normalizeBarcode(code);
  const ticket = list?.tickets.find((known) => known.barcode === barcode) ?? null;
  const local = venueDateTime(now, timeZone);
  // A list stored before the door rules were listed admits passes as the default does.
  const rules = list?.rules ?? { passWalkIn: DEFAULT_PASS_ENTRY_RULES.walkIn };
  return { decision: decideScan(ticket, checkpoint, local, rules), ticket };
}

export function queuedScans(): OfflineScan[] {
  return read<OfflineScan[]>(QUEUE_KEY) ?? [];
}

export function enqueue(scan: OfflineScan): void {
  localStorage.setItem(QUEUE_KEY, JSON.stringify([...queuedScans(), scan]));
}

/** Forgets the scans the server has recorded. */
export function dequeue(scanIds: ReadonlySet<string>): void {
  localStorage.setItem(
    QUEUE_KEY,
    JSON.stringify(queuedScans().filter((scan) => !scanIds.has(scan.scanId))),
  );
}

/** A random UUID v4 (also where `crypto.randomUUID` is missing: pages served over plain http). */
export function newScanId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
