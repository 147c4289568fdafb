import { describe, expect, it } from 'vitest';
import { isRouteSwitchedOn, isSold, type FeatureSwitches, type SellableKind } from './features';

const allOn: FeatureSwitches = {
  hasTickets: true,
  hasGuidedTours: true,
  hasMerchandise: true,
  hasMemCard: true,
  hasVouchers: true,
  hasVoucherCodes: true,
};

describe('isSold', () => {
  const cases: Array<[SellableKind, keyof FeatureSwitches]> = [
    ['ticket', 'hasTickets'],
    ['dayTicket', 'hasTickets'],
    ['guidedTour', 'hasGuidedTours'],
    ['merchandise', 'hasMerchandise'],
    ['pass', 'hasMemCard'],
    ['voucher', 'hasVouchers'],
    ['voucherCode', 'hasVoucherCodes'],
  ];

  it.each(cases)('sells %s only while %s is on', (kind, flag) => {
    expect(isSold(kind, allOn)).toBe(true);
    expect(isSold(kind, { ...allOn, [flag]: false })).toBe(false);
  });

  it('keeps passes when the shop closes, and the shop when passes stop', () => {
    expect(isSold('pass', { ...allOn, hasMerchandise: false })).toBe(true);
    expect(isSold('merchandise', { ...allOn, hasMemCard: false })).toBe(true);
  });
});

describe('isRouteSwitchedOn', () => {
  it("closes a switched-off feature's screens and leaves the others open", () => {
    const noTickets = { ...allOn, hasTickets: false };
    expect(isRouteSwitchedOn('tickets', noTickets)).toBe(false);
    expect(isRouteSwitchedOn('event', noTickets)).toBe(false);
    expect(isRouteSwitchedOn('guidedTours', noTickets)).toBe(true);
    expect(isRouteSwitchedOn('home', noTickets)).toBe(true);
    expect(isRouteSwitchedOn('checkout', { ...allOn, hasTickets: false, hasVouchers: false })).toBe(
      true,
    );
  });

  it('keeps product pages open while merchandise or passes are sold', () => {
    expect(isRouteSwitchedOn('product', { ...allOn, hasMerchandise: false })).toBe(true);
    expect(
      isRouteSwitchedOn('product', { ...allOn, hasMerchandise: false, hasMemCard: false }),
    ).toBe(false);
    expect(isRouteSwitchedOn('passes', { ...allOn, hasMemCard: false })).toBe(false);
  });
});
