import { describe, expect, it } from 'vitest';
import { eventEditSchema } from './events';
import { checkCapacity } from './capacity';
import { expandSlotRule, localTimeExists } from './rules';

describe('expandSlotRule', () => {
  const rule = {
    dates: { from: '2026-12-01', to: '2026-12-08' },
    weekdays: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const,
    except: ['2026-12-03'],
    every: 30,
    from: '10:00',
    to: '17:00',
  };

  it('makes a slot every 30 minutes from 10:00 to 17:00 on the chosen weekdays but the closing days', () => {
    const slots = expandSlotRule({ ...rule, weekdays: [...rule.weekdays] }, 'Europe/Berlin');
    const days = [...new Set(slots.map((slot) => slot.startsAt.slice(0, 10)))];
    // 2026-12-07 is a Monday and 2026-12-03 a closing day.
    expect(days).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-08',
    ]);
    expect(slots.filter((slot) => slot.startsAt.startsWith('2026-12-01'))).toHaveLength(15);
    expect(slots[0]).toEqual({ startsAt: '2026-12-01T10:00', endsAt: null });
    expect(slots.at(-1)?.startsAt).toBe('2026-12-08T17:00');
  });

  it('gives each slot its end from the duration', () => {
    const slots = expandSlotRule(
      { dates: { from: '2026-12-01', to: '2026-12-01' }, times: ['23:30'], duration: 60 },
      'Europe/Berlin',
    );
    expect(slots).toEqual([{ startsAt: '2026-12-01T23:30', endsAt: '2026-12-02T00:30' }]);
  });

  it('leaves out the starts the clock skips when summer time begins', () => {
    const slots = expandSlotRule(
      { dates: { from: '2026-03-28', to: '2026-03-29' }, every: 30, from: '01:30', to: '03:00' },
      'Europe/Berlin',
    );
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      '2026-03-28T01:30',
      '2026-03-28T02:00',
      '2026-03-28T02:30',
      '2026-03-28T03:00',
      '2026-03-29T01:30',
      '2026-03-29T03:00',
    ]);
  });

  it('makes one slot of a start the clock shows twice when winter time begins', () => {
    const slots = expandSlotRule(
      { dates: { from: '2026-10-25', to: '2026-10-25' }, times: ['02:30'] },
      'Europe/Berlin',
    );
    expect(slots).toEqual([{ startsAt: '2026-10-25T02:30', endsAt: null }]);
  });

  it('follows the venue’s zone, not the machine’s', () => {
    expect(localTimeExists('2026-03-29T02:30', 'Europe/Berlin')).toBe(false);
    expect(localTimeExists('2026-03-29T02:30', 'America/New_York')).toBe(true);
    expect(localTimeExists('2026-03-08T02:30', 'America/New_York')).toBe(false);
  });
});

describe('checkCapacity', () => {
  it('refuses a capacity below sold and held, naming the numbers', () => {
    expect(checkCapacity(30, { sold: 32, held: 4 })).toEqual({
      ok: false,
      code: 'CAPACITY_BELOW_SOLD_AND_HELD',
      params: { sold: 32, held: 4, minimum: 36, capacity: 30 },
    });
  });

  it('accepts a capacity of exactly sold plus held', () => {
    expect(checkCapacity(36, { sold: 32, held: 4 })).toEqual({ ok: true });
  });
});

describe('eventEditSchema', () => {
  it('checks an edited event with the catalog file’s rules, naming the field', () => {
    const result = eventEditSchema.safeParse({
      name: { de: 'Nacht', da: 'Nat' },
      tickets: [
        { name: 'Familie', price: 2000, mode: 3, family: true },
        { name: 'Kind', price: -1, mode: 2 },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort();
    // The event-long ticket's capacity rule is checked although a ticket's fields are refused.
    expect(paths).toEqual([
      'capacity',
      'tickets.0.subtickets',
      'tickets.1.mode',
      'tickets.1.price',
    ]);
  });

  it('checks the cross-field rules of tickets and subtickets beside their refused fields', () => {
    const result = eventEditSchema.safeParse({
      name: { de: 'Nacht' },
      capacity: 40,
      tickets: [
        { name: 'Familie', price: Number.NaN, mode: 1, family: true },
        {
          name: 'Gruppe',
          price: 100,
          mode: 1,
          family: true,
          subtickets: [{ name: 'Kind', price: Number.NaN, minQuantity: 3, maxQuantity: 1 }],
        },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message]).sort()).toEqual([
      ['capacity', 'is only used by event-long tickets (mode 3), and there are none'],
      ['tickets.0.price', 'Invalid input: expected number, received NaN'],
      ['tickets.0.subtickets', 'a family ticket needs its components as subtickets'],
      ['tickets.1.subtickets.0.maxQuantity', 'is below minQuantity'],
      ['tickets.1.subtickets.0.price', 'Invalid input: expected number, received NaN'],
    ]);
  });

  it('leaves the cross-field rule out when the tickets are not a list of tickets', () => {
    const paths = (tickets: unknown) =>
      eventEditSchema
        .safeParse({ name: 'Nacht', capacity: 5, tickets })
        .error?.issues.map((i) => i.path.join('.'));
    expect(paths('all')).toEqual(['tickets']);
    expect(paths([null])).toEqual(['tickets.0']);
  });

  it('asks for the event capacity of event-long tickets', () => {
    const result = eventEditSchema.safeParse({
      name: 'Nacht',
      tickets: [{ name: 'A', price: 0, mode: 3 }],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['capacity']);
  });

  it('accepts new tickets without ids', () => {
    const result = eventEditSchema.safeParse({
      name: { de: 'Nacht' },
      tickets: [{ name: { de: 'Erwachsene' }, price: 1200, vatValue: 7, mode: 1 }],
    });
    expect(result.success).toBe(true);
  });
});
