import { describe, expect, it } from 'vitest';
import { daySales, glanceRows, type GlanceSlotInput } from './today';

const slot = (over: Partial<GlanceSlotInput>): GlanceSlotInput => ({
  kind: 'event',
  productId: 1,
  name: 'Light Play',
  startsAt: '2026-12-01T10:00',
  capacity: 40,
  sold: 10,
  held: 2,
  soldDesk: 3,
  sales: 'open',
  ...over,
});

describe('glanceRows', () => {
  it('splits what is sold into web and desk, counts check-ins per start and what is free', () => {
    const rows = glanceRows(
      [slot({ startsAt: '2026-12-01T11:00' }), slot({}), slot({ kind: 'tour', productId: 1 })],
      [
        { product: 'event:1', at: '2026-12-01T10:00', admits: 4, checkedIn: true },
        { product: 'event:1', at: '2026-12-01T10:00', admits: 1, checkedIn: true },
        { product: 'event:1', at: '2026-12-01T10:00', admits: 3, checkedIn: false },
        { product: 'event:1', at: '2026-12-01T11:00', admits: 2, checkedIn: true },
      ],
    );
    expect(rows.map((row) => [row.kind, row.startsAt, row.checkedIn])).toEqual([
      ['event', '2026-12-01T10:00', 5],
      ['tour', '2026-12-01T10:00', 0],
      ['event', '2026-12-01T11:00', 2],
    ]);
    expect(rows[0]).toMatchObject({ soldWeb: 7, soldDesk: 3, held: 2, free: 28 });
  });

  it('has nothing free while sales are stopped or when all is taken', () => {
    expect(glanceRows([slot({ sales: 'stopped' })], [])[0]?.free).toBe(0);
    expect(glanceRows([slot({ sold: 39, held: 3 })], [])[0]?.free).toBe(0);
    // Desk places never exceed what is sold (a count recorded before a cancellation).
    expect(glanceRows([slot({ sold: 2, soldDesk: 5 })], [])[0]).toMatchObject({
      soldDesk: 2,
      soldWeb: 0,
    });
  });
});

describe('daySales', () => {
  it('sums the orders booked, all together and by channel', () => {
    expect(
      daySales([
        { channel: 'web', total: 1200 },
        { channel: 'desk', total: 900 },
        { channel: 'web', total: 300 },
      ]),
    ).toEqual({
      all: { orders: 3, amount: 2400 },
      web: { orders: 2, amount: 1500 },
      desk: { orders: 1, amount: 900 },
    });
  });
});
