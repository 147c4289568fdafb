import type { Merchandise, Ticket, VoucherType } from '@foyer/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  articleTiles,
  changeCount,
  checkTillPayment,
  newRequestKey,
  nextSlot,
  slotsAhead,
  ticketTiles,
  tillCartItems,
  TILL_ARTICLE_TILES,
  voucherTiles,
} from './till-logic';

function ticket(id: number, extra: Partial<Ticket> = {}): Ticket {
  return {
    id,
    name: `T${id}`,
    price: 1400,
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

function article(id: number, extra: Partial<Merchandise> = {}): Merchandise {
  return {
    id,
    name: `A${id}`,
    description: '',
    price: 500,
    vat_value: 19,
    stock: 10,
    sequence_no: id,
    custom_groups: [],
    product_kind_ref: null,
    images: [],
    ...extra,
  };
}

const at = (datetime: string) => ({ datetime, datetime_end: null, max_tickets: 40 });
const slots = [
  { datetime: '2026-12-01T10:00', max_tickets: 5 },
  { datetime: '2026-12-01T10:30', max_tickets: 0 },
  { datetime: '2026-12-01T11:00', max_tickets: 12 },
];

describe('the next slot in museum time', () => {
  // 09:20 UTC is 10:20 in Berlin (winter time): the 10:00 slot has begun, 10:30 is full.
  const now = new Date('2026-12-01T09:20:00Z');

  it('is the first slot still ahead in the museum’s zone with places left', () => {
    expect(slotsAhead(slots, now, 'Europe/Berlin').map((slot) => slot.datetime)).toEqual([
      '2026-12-01T10:30',
      '2026-12-01T11:00',
    ]);
    expect(nextSlot(slots, now, 'Europe/Berlin')).toBe('2026-12-01T11:00');
  });

  it('reads the clock in the museum’s zone, not the device’s', () => {
    // The same instant is 04:20 in New York: every slot is ahead, the first with places is 10:00.
    expect(nextSlot(slots, now, 'America/New_York')).toBe('2026-12-01T10:00');
  });

  it('counts a slot starting this minute as ahead, and none when all have begun', () => {
    expect(nextSlot(slots, new Date('2026-12-01T09:00:00Z'), 'Europe/Berlin')).toBe(
      '2026-12-01T10:00',
    );
    expect(nextSlot(slots, new Date('2026-12-01T10:01:00Z'), 'Europe/Berlin')).toBeNull();
  });
});

describe('the till’s tiles', () => {
  const slot = { datetime: '2026-12-01T11:00', max_tickets: 12 };

  it('offers the slot’s timed tickets with its places, untimed tickets, no family to choose', () => {
    const tiles = ticketTiles(
      [
        ticket(11, { schedule: [at('2026-12-01T11:00')] }),
        ticket(12, { schedule: [at('2026-12-01T10:00')] }),
        ticket(13, { mode: 3, day_ticket: 1 }),
        ticket(14, {
          family: 1,
          schedule: [at('2026-12-01T11:00')],
          subtickets: [
            { id: 1, name: 'Adult', price: 0, vat_value: 7, min_quantity: 1, max_quantity: 2 },
          ],
        }),
        ticket(15, {
          family: 1,
          schedule: [at('2026-12-01T11:00')],
          subtickets: [
            { id: 2, name: 'Adult', price: 0, vat_value: 7, min_quantity: 2, max_quantity: 2 },
          ],
        }),
      ],
      slot,
    );
    expect(tiles.map((tile) => [tile.key, tile.left])).toEqual([
      ['ticket:11', 12],
      ['ticket:13', null],
      ['ticket:15', 12],
    ]);
    expect(ticketTiles([ticket(11, { schedule: [at('2026-12-01T11:00')] })], null)).toEqual([]);
  });

  it('offers the articles sold most, in stock, without annual passes', () => {
    const list = [
      article(1, { product_kind_ref: 13 }),
      article(2, { stock: 0 }),
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((id) => article(id)),
    ];
    // Without sales the catalog's order; the annual pass and the article out of stock are left out
    // even when they sold most.
    expect(articleTiles(list, []).map((tile) => tile.id)).toEqual([3, 4, 5, 6, 7, 8]);
    const sold = [
      { id: 1, sold: 90 },
      { id: 2, sold: 80 },
      { id: 10, sold: 30 },
      { id: 9, sold: 12 },
    ];
    const tiles = articleTiles(list, sold);
    expect(tiles).toHaveLength(TILL_ARTICLE_TILES);
    expect(tiles.map((tile) => tile.id)).toEqual([10, 9, 3, 4, 5, 6]);
  });

  it('offers the gift vouchers of a fixed amount', () => {
    const type = (id: number, variable: 0 | 1): VoucherType => ({
      id,
      name: `V${id}`,
      description: '',
      image: null,
      price: 2500,
      vat_value: 0,
      variable_amount: variable,
      groupId: null,
      sequence_no: id,
    });
    expect(voucherTiles([type(1, 0), type(2, 1)]).map((tile) => tile.key)).toEqual(['voucher:1']);
  });
});

describe('the basket', () => {
  it('adds one per tap, takes one per step down, and drops a line at zero in place', () => {
    let basket = changeCount({}, 'ticket:11', 1);
    basket = changeCount(basket, 'article:3', 1);
    basket = changeCount(basket, 'ticket:11', 1);
    expect(basket).toEqual({ 'ticket:11': 2, 'article:3': 1 });
    expect(Object.keys(basket)).toEqual(['ticket:11', 'article:3']);
    basket = changeCount(basket, 'ticket:11', -1);
    expect(Object.keys(basket)).toEqual(['ticket:11', 'article:3']);
    expect(changeCount(basket, 'article:3', -1)).toEqual({ 'ticket:11': 1 });
    expect(changeCount({}, 'article:3', -1)).toEqual({});
  });

  it('is the shop’s cart items: tickets for the slot, articles, vouchers and codes', () => {
    const items = tillCartItems({
      basket: { 'ticket:11': 2, 'article:3': 1, 'voucher:7': 1 },
      eventId: 1,
      date: '2026-12-01',
      slot: '2026-12-01T11:00',
      tickets: [ticket(11, { schedule: [at('2026-12-01T11:00')] })],
      codes: ['GIFT-1'],
    });
    expect(items).toEqual([
      { type: 'ticket', id: 11, count: 2, datetime: '2026-12-01T11:00', subtickets: [] },
      { type: 'merchandise', id: 3, count: 1 },
      { type: 'voucher', id: 7, count: 1 },
      { type: 'voucherCode', barcode: 'GIFT-1' },
    ]);
  });
});

describe('a payment entered at the till', () => {
  it('gives change from the domain’s rules', () => {
    expect(checkTillPayment(1400, 0, null)).toEqual({
      ok: true,
      value: { cash: 1400, card: 0, given: 1400, change: 0 },
    });
    expect(checkTillPayment(1400, 0, 2000)).toMatchObject({ ok: true, value: { change: 600 } });
    expect(checkTillPayment(2800, 1000, 2000)).toEqual({
      ok: true,
      value: { cash: 1800, card: 1000, given: 2000, change: 200 },
    });
  });

  it('refuses too little cash and a card part above the total', () => {
    expect(checkTillPayment(1400, 0, 1000)).toMatchObject({
      ok: false,
      code: 'TILL_CASH_TOO_LITTLE',
      params: { missing: 400 },
    });
    expect(checkTillPayment(1400, 1500, null)).toMatchObject({
      ok: false,
      code: 'TILL_PAYMENT_SPLIT_MISMATCH',
    });
  });

  it('books each sale under a key of its own that the contract accepts', () => {
    const key = newRequestKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newRequestKey()).not.toBe(key);
  });
});
