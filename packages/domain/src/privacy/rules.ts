/**
 * Data protection rules, pure (docs/decisions.md "Data protection"):
 * - an invoice must name the recipient with their full name and address (§ 14 (4) no. 1 UStG) and
 *   is kept ten years (§ 147 AO, § 14b UStG): an erased person's billing record keeps exactly those
 *   fields (`invoiceBillingOnly`), never the e-mail, phone or anything else;
 * - a guest's data is anonymised `retentionDays` after their last visit or order
 *   (`guestRetentionCutoff`, `isGuestDue`);
 * - an account is not deleted while one of its visits is still coming (`accountDeletionRefusal`);
 * - consent for analytics and the newsletter is recorded with the version of the text shown.
 */
import { err, ok, type Result } from '../errors';

/** The fields of a billing record the law needs on a kept invoice. */
export const INVOICE_BILLING_FIELDS = [
  'company',
  'name',
  'fname',
  'lname',
  'street',
  'zip',
  'city',
  'country',
] as const;

/** The billing record reduced to what the law needs on an invoice (name and address). */
export function invoiceBillingOnly(
  record: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string> | null {
  if (!record) return null;
  const kept: Record<string, string> = {};
  for (const key of INVOICE_BILLING_FIELDS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') kept[key] = value;
  }
  return kept;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default number of days a guest's data is kept after their last visit or order. */
export const DEFAULT_GUEST_RETENTION_DAYS = 180;

/**
 * The instant before which a guest's last visit or order must lie for their data to be anonymised:
 * `retentionDays` whole days before `now`.
 */
export function guestRetentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Whether a guest is due: their last order was made before the cutoff and their last visit (a
 * venue-local date-time `YYYY-MM-DDTHH:mm`, null without dated lines) lies before the cutoff's
 * venue-local date-time.
 */
export function isGuestDue(
  guest: { lastOrderAt: Date | null; lastVisit: string | null },
  cutoff: { instant: Date; localDateTime: string },
): boolean {
  if (guest.lastOrderAt !== null && guest.lastOrderAt >= cutoff.instant) return false;
  if (guest.lastVisit !== null && guest.lastVisit >= cutoff.localDateTime) return false;
  return true;
}

/**
 * An account with a visit still to come is not deleted: its tickets would lose their holder and
 * the museum its way to tell the visitor of a change. The visitor cancels the order or waits until
 * the visit is over.
 */
export function accountDeletionRefusal(
  comingVisits: number,
): Result<true, 'ACCOUNT_HAS_COMING_VISITS'> {
  return comingVisits > 0 ? err('ACCOUNT_HAS_COMING_VISITS', { count: comingVisits }) : ok(true);
}

/** What a visitor consents to (or not). */
export const CONSENT_PURPOSES = ['analytics', 'newsletter'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The version of the consent text the shop shows for each purpose; a new text gets a new version,
 * so a record names the text the visitor answered. The analytics consent is given with the cookie
 * notice, whose text the museum configures: its version is this one plus a digest of that text
 * (the server adds it).
 */
export const CONSENT_TEXT_VERSIONS: Readonly<Record<ConsentPurpose, string>> = {
  analytics: 'cookie-notice-2026-11',
  newsletter: 'newsletter-2026-11',
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** One recorded answer. */
export interface ConsentAnswer {
  purpose: ConsentPurpose;
  granted: boolean;
  /** ISO instant. */
  at: string;
}

/**
 * The standing answer per purpose: the latest record by time (of records at the same instant, the
 * one listed first: pass them newest first), or null when the visitor never answered (no consent).
 */
export function currentConsents<T extends ConsentAnswer>(
  records: readonly T[],
): Record<ConsentPurpose, T | null> {
  const current: Record<ConsentPurpose, T | null> = { analytics: null, newsletter: null };
  for (const record of records) {
    const before = current[record.purpose];
    if (before === null || record.at > before.at) current[record.purpose] = record;
  }
  return current;
}
