import type { Ticket } from '@foyer/domain/contract';
import { describe, expect, it } from 'vitest';
import { componentKey, deskCartItems, type DeskPicks } from './desk-cart';

function ticket(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id,
    name: `T${id}`,
    price: 1000,
    vat_value: 7,
    mode: 1,
    day_ticket: 0,
    schedule: [],
    group_id: null,
    group_name: null,
    family: 0,
    subtickets: [],
    print_separately: 0,
    unique_barcode: 1,
    scan_separately: 0,
    book_with_cost: 0,
    book_with_cost_warn: 0,
    ...extra,
  };
}

const sub = (id: number, min: number, max: number) => ({
  id,
  name: `S${id}`,
  price: 0,
  vat_value: 7,
  min_quantity: min,
  max_quantity: max,
});

const base: DeskPicks = {
  eventId: 5,
  date: '2026-11-26',
  slot: '2026-11-26T10:00',
  tickets: [],
  counts: {},
  components: {},
  articles: {},
};

describe('the desk cart', () => {
  it('sends timed tickets for the slot, event-long ones without, never a price', () => {
    const items = deskCartItems({
      ...base,
      tickets: [ticket(1, { subtickets: [sub(9, 0, 3)] }), ticket(2, { mode: 3 }), ticket(3)],
      counts: { 1: 2, 2: 1, 3: 0 },
    });
    expect(items).toEqual([
      { type: 'ticket', id: 1, count: 2, datetime: '2026-11-26T10:00', subtickets: [] },
      { type: 'ticket', id: 2, count: 1, datetime: null, subtickets: [] },
    ]);
    expect(JSON.stringify(items)).not.toContain('price');
  });

  it('leaves timed tickets out until a slot is chosen', () => {
    expect(deskCartItems({ ...base, slot: null, tickets: [ticket(1)], counts: { 1: 2 } })).toEqual(
      [],
    );
  });

  it('gathers day tickets into one day item and adds articles', () => {
    const items = deskCartItems({
      ...base,
      tickets: [ticket(1, { day_ticket: 1 }), ticket(2, { day_ticket: 1 })],
      counts: { 1: 2, 2: 1 },
      articles: { 7: 1, 8: 0 },
    });
    expect(items).toEqual([
      {
        type: 'dayTicket',
        id: 5,
        date: '2026-11-26',
        dayTickets: [
          { id: 1, count: 2 },
          { id: 2, count: 1 },
        ],
      },
      { type: 'merchandise', id: 7, count: 1 },
    ]);
  });

  it('sends a family ticket with its chosen components and the fixed ones at their count', () => {
    const family = ticket(4, { family: 1, subtickets: [sub(1, 1, 2), sub(2, 1, 4), sub(3, 1, 1)] });
    const items = deskCartItems({
      ...base,
      tickets: [family],
      counts: { 4: 1 },
      components: { [componentKey(4, 1)]: 2, [componentKey(4, 2)]: 3 },
    });
    expect(items).toEqual([
      {
        type: 'ticket',
        id: 4,
        count: 1,
        datetime: '2026-11-26T10:00',
        subtickets: [
          { id: 1, count: 2 },
          { id: 2, count: 3 },
          { id: 3, count: 1 },
        ],
      },
    ]);
  });
});
