/**
 * Which switch of the remote configuration sells which kind of item. A switched-off
 * feature is neither listed nor sold, also when a stale basket still holds its items.
 */
import type { RouteName } from '../navigation/routes';

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

/** The switches that open the screens of a feature (a product page serves merchandise and passes). */
const ROUTE_SWITCHES: Readonly<Partial<Record<RouteName, readonly (keyof FeatureSwitches)[]>>> = {
  tickets: ['hasTickets'],
  event: ['hasTickets'],
  guidedTours: ['hasGuidedTours'],
  guidedTour: ['hasGuidedTours'],
  merchandise: ['hasMerchandise'],
  merchandiseCategory: ['hasMerchandise'],
  product: ['hasMerchandise', 'hasMemCard'],
  passes: ['hasMemCard'],
  pass: ['hasMemCard'],
  vouchers: ['hasVouchers'],
  voucher: ['hasVouchers'],
};

/**
 * True when the screen is open: it belongs to no feature, or one of its features is switched on. A
 * switched-off feature's screens are not found, and nothing links to them.
 */
export function isRouteSwitchedOn(name: RouteName, switches: FeatureSwitches): boolean {
  const needed = ROUTE_SWITCHES[name];
  return needed === undefined || needed.some((key) => switches[key]);
}
