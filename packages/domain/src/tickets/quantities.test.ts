import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFixedSubtickets,
  isFixedSubticket,
  ticketPlaces,
  ticketTotal,
  validateFamilyTicket,
  validateTicketCount,
  validateTicketLine,
} from './quantities';
import type { Subticket, Ticket } from './types';

const adults: Subticket = { id: 11, price: 0, min_quantity: 2, max_quantity: 2 };
const children: Subticket = { id: 12, price: 300, min_quantity: 0, max_quantity: 4 };
const guide: Subticket = { id: 13, price: 250 };

describe('validateTicketCount', () => {
  it('accepts counts up to the slot maximum', () => {
    expect(validateTicketCount(5, { max_tickets: 5 })).toEqual({ ok: true, value: 5 });
    expect(validateTicketCount('2', { max_tickets: 5 })).toEqual({ ok: true, value: 2 });
  });

  it('refuses a count above the slot maximum with requested and available', () => {
    expect(validateTicketCount(7, { max_tickets: 5 })).toEqual({
      ok: false,
      code: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 7, available: 5 },
    });
  });

  it('reads a non-numeric count as 0', () => {
    expect(validateTicketCount('lots', { max_tickets: 0 })).toEqual({ ok: true, value: 0 });
  });
});

describe('fixed-count subtickets', () => {
  it('treats a subticket with equal min and max quantity as fixed', () => {
    expect(isFixedSubticket(adults)).toBe(true);
    expect(isFixedSubticket(children)).toBe(false);
    expect(isFixedSubticket(guide)).toBe(false);
    expect(isFixedSubticket({ min_quantity: null, max_quantity: null })).toBe(false);
  });

  it('sets a fixed subticket to its max when another subticket is chosen', () => {
    expect(applyFixedSubtickets([adults, children], { 12: 2 })).toEqual({ 11: 2, 12: 2 });
  });

  it('sets a fixed subticket to 0 when no other subticket is chosen, whatever was entered', () => {
    expect(applyFixedSubtickets([adults, children], { 11: 5, 12: 0 })).toEqual({ 11: 0, 12: 0 });
  });

  it('keeps a fixed subticket at 0 when only fixed subtickets exist', () => {
    expect(applyFixedSubtickets([adults], { 11: 2 })).toEqual({ 11: 0 });
  });

  it('reads entered counts, drops unknown ids and handles a ticket without subtickets', () => {
    expect(applyFixedSubtickets([children, guide], { 12: 'x', 13: '1', 99: 4 })).toEqual({
      12: 0,
      13: 1,
    });
    expect(applyFixedSubtickets(undefined, { 1: 1 })).toEqual({});
  });

  it('always gives a fixed subticket either its max or 0', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), (fixedEntered, childCount) => {
        const counts = applyFixedSubtickets([adults, children], {
          11: fixedEntered,
          12: childCount,
        });
        expect(counts[11]).toBe(childCount > 0 ? 2 : 0);
      }),
    );
  });
});

describe('validateFamilyTicket', () => {
  const family: Pick<Ticket, 'family' | 'subtickets'> = {
    family: 1,
    subtickets: [adults, children],
  };

  it('accepts a family ticket with a quantity for every component', () => {
    expect(validateFamilyTicket(family, { 12: 1 })).toEqual({ ok: true, value: { 11: 2, 12: 1 } });
  });

  it('refuses a family ticket with a component left at 0', () => {
    expect(
      validateFamilyTicket({ family: true, subtickets: [children, guide] }, { 12: 2 }),
    ).toEqual({ ok: false, code: 'TICKET_FAMILY_COMPONENTS_MISSING', params: { missing: 1 } });
    expect(validateFamilyTicket(family, {})).toEqual({
      ok: false,
      code: 'TICKET_FAMILY_COMPONENTS_MISSING',
      params: { missing: 2 },
    });
  });

  it('does not require components of an ordinary ticket', () => {
    expect(validateFamilyTicket({ family: 0, subtickets: [children, guide] }, {})).toEqual({
      ok: true,
      value: { 12: 0, 13: 0 },
    });
  });
});

describe('ticketTotal', () => {
  it('multiplies the ticket price by the count', () => {
    expect(ticketTotal({ price: 1250 }, 3)).toBe(3750);
    expect(ticketTotal({ price: 1250 }, 'two')).toBe(0);
  });

  it('adds each subticket price once per subticket unit, not per ticket', () => {
    expect(ticketTotal({ price: 2000, subtickets: [children, guide] }, 2, { 12: 3, 13: 1 })).toBe(
      2000 * 2 + 300 * 3 + 250,
    );
  });

  it('applies fixed-count subtickets before pricing', () => {
    const priced: Subticket = { ...adults, price: 500 };
    expect(ticketTotal({ price: 0, subtickets: [priced, children] }, 1, { 12: 1 })).toBe(
      500 * 2 + 300,
    );
    expect(ticketTotal({ price: 0, subtickets: [priced, children] }, 1, { 11: 2 })).toBe(0);
  });

  it('equals the sum of its parts for any counts', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (count, childCount, guideCount) => {
        const total = ticketTotal({ price: 990, subtickets: [children, guide] }, count, {
          12: childCount,
          13: guideCount,
        });
        expect(total).toBe(990 * count + 300 * childCount + 250 * guideCount);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });
});

describe('ticketPlaces', () => {
  const familyTicket = { family: 1, subtickets: [adults, children, guide] } as const;

  it('takes one place per ticket', () => {
    expect(ticketPlaces({}, 3, {})).toBe(3);
    expect(ticketPlaces({ family: 0, subtickets: [children] }, 2, { 12: 4 })).toBe(2);
  });

  it('takes one place per person of a family ticket, fixed-count components not counted', () => {
    expect(ticketPlaces(familyTicket, 1, { 11: 2, 12: 3, 13: 1 })).toBe(4);
    expect(ticketPlaces(familyTicket, 2, { 11: 2, 12: 1 })).toBe(2);
    expect(ticketPlaces(familyTicket, 1, {})).toBe(1);
  });
});

describe('validateTicketLine', () => {
  const timed: Ticket = {
    id: 1,
    price: 1000,
    mode: 1,
    schedule: [
      { datetime: '2025-05-01 10:00:00', max_tickets: 4 },
      { datetime: '2025-05-01 11:00:00', max_tickets: 0 },
    ],
  };
  const eventLong: Ticket = { id: 2, price: 800, mode: 3 };
  const family: Ticket = { id: 3, price: 2500, mode: 3, family: 1, subtickets: [adults, children] };

  it('books a timed ticket in a slot that has room', () => {
    expect(validateTicketLine(timed, { count: 3, datetime: '2025-05-01T10:00' })).toEqual({
      ok: true,
      value: { count: 3, places: 3, subtickets: {}, total: 3000 },
    });
  });

  it('refuses a line with nothing chosen', () => {
    expect(validateTicketLine(eventLong, { count: 0 })).toEqual({
      ok: false,
      code: 'TICKET_NO_SELECTION',
    });
  });

  it('needs an offered time for a timed ticket', () => {
    expect(validateTicketLine(timed, { count: 1 })).toEqual({
      ok: false,
      code: 'TICKET_TIME_REQUIRED',
    });
    expect(validateTicketLine(timed, { count: 1, datetime: '2025-05-01T12:00' })).toEqual({
      ok: false,
      code: 'TICKET_TIME_REQUIRED',
    });
  });

  it('refuses a sold-out time', () => {
    expect(validateTicketLine(timed, { count: 1, datetime: '2025-05-01T11:00' })).toEqual({
      ok: false,
      code: 'TIME_SOLD_OUT',
    });
  });

  it('refuses more tickets than the slot holds', () => {
    expect(validateTicketLine(timed, { count: 5, datetime: '2025-05-01T10:00' })).toEqual({
      ok: false,
      code: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 5, available: 4 },
    });
  });

  it('books an event-long ticket without a time', () => {
    expect(validateTicketLine(eventLong, { count: 2, datetime: null })).toEqual({
      ok: true,
      value: { count: 2, places: 2, subtickets: {}, total: 1600 },
    });
  });

  it('refuses a family ticket without every component and prices a complete one', () => {
    expect(
      validateTicketLine(
        { ...family, subtickets: [children, guide] },
        { count: 1, subtickets: [{ id: 12, count: 2 }] },
      ),
    ).toEqual({
      ok: false,
      code: 'TICKET_FAMILY_COMPONENTS_MISSING',
      params: { missing: 1 },
    });
    expect(validateTicketLine(family, { count: 1, subtickets: [{ id: 12, count: 2 }] })).toEqual({
      ok: true,
      value: { count: 1, places: 2, subtickets: { 11: 2, 12: 2 }, total: 2500 + 600 },
    });
  });

  it("checks a family ticket's persons against the slot", () => {
    const timedFamily: Ticket = { ...timed, family: 1, subtickets: [children] };
    expect(
      validateTicketLine(timedFamily, {
        count: 1,
        datetime: '2025-05-01T10:00',
        subtickets: [{ id: 12, count: 5 }],
      }),
    ).toEqual({
      ok: false,
      code: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 5, available: 4 },
    });
  });

  it('counts a line chosen through its subtickets only as one ticket', () => {
    expect(validateTicketLine(family, { count: 0, subtickets: [{ id: 12, count: 1 }] })).toEqual({
      ok: true,
      value: { count: 1, places: 1, subtickets: { 11: 2, 12: 1 }, total: 2500 + 300 },
    });
  });
});
