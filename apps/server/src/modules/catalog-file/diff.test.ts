import { describe, expect, it } from 'vitest';
import { diffCatalogs } from './diff';

describe('diffCatalogs', () => {
  const before = {
    version: 1,
    events: [
      {
        id: 1,
        name: { de: 'Ausstellung', en: 'Exhibition' },
        tickets: [{ id: 10, name: { de: 'Erwachsene' }, price: 1200 }],
        slots: [
          { mode: 1, startsAt: '2026-12-01T10:00', capacity: 20, sold: 2 },
          { mode: 5, startsAt: '2026-12-01T10:00', capacity: 20, sold: 0 },
        ],
        days: [{ date: '2026-12-01', capacity: 100, sold: 0 }],
        customGroups: [1, 2],
      },
    ],
  };

  it('finds nothing between equal catalogs', () => {
    expect(diffCatalogs(before, structuredClone(before))).toEqual([]);
  });

  it('names changed fields by the ids, starts and dates of their items', () => {
    const after = structuredClone(before);
    const [event] = after.events;
    if (!event) throw new Error('no event');
    event.tickets[0]!.price = 1400;
    event.slots[1]!.capacity = 30;
    event.days[0]!.capacity = 90;
    event.customGroups = [2];
    expect(diffCatalogs(before, after)).toEqual([
      {
        path: 'events[id=1].tickets[id=10].price',
        change: 'changed',
        label: null,
        before: 1200,
        after: 1400,
      },
      {
        path: 'events[id=1].slots[2026-12-01T10:00 mode 5].capacity',
        change: 'changed',
        label: null,
        before: 20,
        after: 30,
      },
      {
        path: 'events[id=1].days[2026-12-01].capacity',
        change: 'changed',
        label: null,
        before: 100,
        after: 90,
      },
      {
        path: 'events[id=1].customGroups',
        change: 'changed',
        label: null,
        before: '[1,2]',
        after: '[2]',
      },
    ]);
  });

  it('lists added and removed items with their names', () => {
    const after = structuredClone(before);
    const [event] = after.events;
    if (!event) throw new Error('no event');
    event.tickets = [{ id: 11, name: { de: 'Kinder' }, price: 600 }];
    expect(diffCatalogs(before, after)).toEqual([
      {
        path: 'events[id=1].tickets[id=11]',
        change: 'added',
        label: 'Kinder',
        before: null,
        after: null,
      },
      {
        path: 'events[id=1].tickets[id=10]',
        change: 'removed',
        label: 'Erwachsene',
        before: null,
        after: null,
      },
    ]);
  });
});
