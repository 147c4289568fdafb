/**
 * Which switch of the remote configuration (spec 3) sells which kind of item. A switched-off
 * feature is neither listed nor sold, also when a stale basket still holds its items.
 */

/** The feature switches of the remote configuration. */
export interface FeatureSwitches {
  readonly hasTickets: boolean;
  readonly hasGuidedTours: boolean;
  readonly hasMerchandise: boolean;
  /** Annual passes (product kind 13). */
  readonly hasMemCard: boolean;
  readonly hasVouchers: boolean;
  readonly hasVoucherCodes: boolean;
}

/** Kinds of sellable things: the basket's item types, with passes told apart from merchandise. */
export type SellableKind =
  'ticket' | 'dayTicket' | 'guidedTour' | 'merchandise' | 'pass' | 'voucher' | 'voucherCode';

const SWITCH_OF: Readonly<Record<SellableKind, keyof FeatureSwitches>> = {
  ticket: 'hasTickets',
  dayTicket: 'hasTickets',
  guidedTour: 'hasGuidedTours',
  merchandise: 'hasMerchandise',
  pass: 'hasMemCard',
  voucher: 'hasVouchers',
  voucherCode: 'hasVoucherCodes',
};

/** True when the shop sells things of `kind` (its feature switch is on). */
export function isSold(kind: SellableKind, switches: FeatureSwitches): boolean {
  return switches[SWITCH_OF[kind]];
}
