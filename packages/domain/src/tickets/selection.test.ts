import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateTicketLine } from './quantities';
import { ticketSelectionTotal, validateTicketSelection } from './selection';
import type { Ticket } from './types';

const family: Ticket = {
  id: 2,
  price: 1000,
  mode: 3,
  family: 1,
  subtickets: [
    { id: 21, price: 0, min_quantity: 0, max_quantity: 2 },
    { id: 22, price: 300, min_quantity: 0, max_quantity: 4 },
  ],
};
const adult: Ticket = { id: 1, price: 1200, mode: 3 };

describe('ticketSelectionTotal', () => {
  it('adds up the places and prices of the lines', () => {
    expect(
      ticketSelectionTotal([
        { places: 2, total: 2400 },
        { places: 5, total: 1900 },
      ]),
    ).toEqual({ places: 7, total: 4300 });
  });

  it('is 0 places and 0 cents for no lines', () => {
    expect(ticketSelectionTotal([])).toEqual({ places: 0, total: 0 });
  });

  it('counts a family ticket by its persons and charges its add-ons once', () => {
    const adults = validateTicketLine(adult, { count: 2 });
    const families = validateTicketLine(family, {
      count: 1,
      subtickets: [
        { id: 21, count: 2 },
        { id: 22, count: 3 },
      ],
    });
    if (!adults.ok || !families.ok) throw new Error('the lines are valid');
    expect(ticketSelectionTotal([adults.value, families.value])).toEqual({
      places: 2 + 5,
      total: 2 * 1200 + 1000 + 3 * 300,
    });
  });

  it('is the sum of the line totals whatever the lines', () => {
    const line = fc.record({ places: fc.nat(1000), total: fc.nat(1_000_000) });
    fc.assert(
      fc.property(fc.array(line), (lines) => {
        const sum = ticketSelectionTotal(lines);
        expect(sum.total).toBe(lines.map((l) => l.total).reduce((a, b) => a + b, 0));
        expect(sum.places).toBe(lines.map((l) => l.places).reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('validateTicketSelection', () => {
  const lines = [
    { places: 3, total: 3600 },
    { places: 2, total: 1000 },
  ];

  it('accepts lines whose places together fit what the capacity has left', () => {
    expect(validateTicketSelection(lines, 5)).toEqual({
      ok: true,
      value: { places: 5, total: 4600 },
    });
  });

  it('refuses lines that fit one by one but not together, with the summed places', () => {
    expect(validateTicketSelection(lines, 4)).toEqual({
      ok: false,
      code: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 5, available: 4 },
    });
  });

  it('accepts no lines even when nothing is left', () => {
    expect(validateTicketSelection([], 0)).toEqual({ ok: true, value: { places: 0, total: 0 } });
  });
});
