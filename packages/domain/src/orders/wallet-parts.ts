/**
 * Google Wallet save links name every pass they save, and a link may not be longer than Google
 * allows (docs/decisions.md "Wallet passes that stay true"). An order with more admissions than one
 * link holds is offered in parts of at most `GOOGLE_ADMISSIONS_PER_LINK` admissions, in the order
 * the tickets were issued: "Save tickets 1–12", "Save tickets 13–20".
 */

/** Admissions per Google Wallet save link: about 64 characters each, well within the limit. */
export const GOOGLE_ADMISSIONS_PER_LINK = 12;

/** One save link's admissions, numbered from 1 and both ends included. */
export interface WalletPart {
  part: number;
  from: number;
  to: number;
}

/** The parts of `count` admissions; none for no admissions. */
export function walletParts(count: number, perLink = GOOGLE_ADMISSIONS_PER_LINK): WalletPart[] {
  if (!Number.isInteger(count) || count <= 0) return [];
  const size = Math.max(1, Math.floor(perLink));
  return Array.from({ length: Math.ceil(count / size) }, (_, index) => ({
    part: index + 1,
    from: index * size + 1,
    to: Math.min(count, (index + 1) * size),
  }));
}

/** The admissions (0-based slice bounds) of part `part`, or null when the order has no such part. */
export function walletPartSlice(
  count: number,
  part: number,
  perLink = GOOGLE_ADMISSIONS_PER_LINK,
): { start: number; end: number } | null {
  const found = walletParts(count, perLink).find((entry) => entry.part === part);
  return found ? { start: found.from - 1, end: found.to } : null;
}
