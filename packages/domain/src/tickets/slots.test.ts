import { describe, expect, it } from 'vitest';
import {
  TICKET_MODES,
  isSlotMode,
  isTicketVisible,
  slotAvailability,
  slotsForDate,
  visibleTickets,
} from './slots';

const slot = (datetime: string, max_tickets: number) => ({ datetime, max_tickets });

describe('TICKET_MODES', () => {
  it('uses the API mode codes', () => {
    expect(TICKET_MODES).toEqual({ TIMED: 1, EVENT_LONG: 3, SCHEDULED_RANGE: 5 });
  });

  it('sells timed and scheduled-range tickets per slot, event-long tickets not', () => {
    expect(isSlotMode(1)).toBe(true);
    expect(isSlotMode(5)).toBe(true);
    expect(isSlotMode(3)).toBe(false);
  });
});

describe('isTicketVisible', () => {
  it('hides a timed ticket without any slot that still has tickets', () => {
    expect(isTicketVisible({ mode: 1, schedule: [slot('2025-05-01T10:00', 0)] })).toBe(false);
    expect(isTicketVisible({ mode: 1, schedule: [] })).toBe(false);
    expect(isTicketVisible({ mode: 1 })).toBe(false);
  });

  it('hides a scheduled-range ticket whose slots are all sold out', () => {
    expect(isTicketVisible({ mode: 5, schedule: [slot('2025-05-01T10:00', 0)] })).toBe(false);
  });

  it('shows a timed or scheduled-range ticket with one slot above 0', () => {
    const schedule = [slot('2025-05-01T10:00', 0), slot('2025-05-01T11:00', 2)];
    expect(isTicketVisible({ mode: 1, schedule })).toBe(true);
    expect(isTicketVisible({ mode: 5, schedule })).toBe(true);
  });

  it('always shows an event-long ticket', () => {
    expect(isTicketVisible({ mode: 3 })).toBe(true);
    expect(isTicketVisible({ mode: 3, schedule: [slot('2025-05-01T10:00', 0)] })).toBe(true);
  });

  it('keeps only the visible tickets, in order', () => {
    const tickets = [
      { id: 1, mode: 3 },
      { id: 2, mode: 1, schedule: [slot('2025-05-01T10:00', 0)] },
      { id: 3, mode: 5, schedule: [slot('2025-05-01T10:00', 4)] },
    ];
    expect(visibleTickets(tickets).map((t) => t.id)).toEqual([1, 3]);
  });
});

describe('slotsForDate', () => {
  const ticket = {
    schedule: [
      slot('2025-05-01T14:00', 3),
      slot('2025-05-01 10:00:00', 0),
      slot('2025-05-02T10:00', 9),
    ],
  };

  it("lists only the date's slots, sorted by time, with their availability", () => {
    expect(slotsForDate(ticket, '2025-05-01')).toEqual([
      { datetime: '2025-05-01 10:00:00', time: '10:00', max_tickets: 0, sold_out: true },
      { datetime: '2025-05-01T14:00', time: '14:00', max_tickets: 3, sold_out: false },
    ]);
  });

  it('gives no slots for a date without schedule entries or an event-long ticket', () => {
    expect(slotsForDate(ticket, '2025-05-03')).toEqual([]);
    expect(slotsForDate({}, '2025-05-01')).toEqual([]);
  });

  it('merges the slots of several tickets, keeping the largest availability', () => {
    const other = { schedule: [slot('2025-05-01 14:00:00', 1), slot('2025-05-01T10:00', 6)] };
    expect(slotsForDate([ticket, other], '2025-05-01')).toEqual([
      { datetime: '2025-05-01T10:00', time: '10:00', max_tickets: 6, sold_out: false },
      { datetime: '2025-05-01T14:00', time: '14:00', max_tickets: 3, sold_out: false },
    ]);
  });
});

describe('slotAvailability', () => {
  it('reports a slot without tickets as time sold out', () => {
    expect(slotAvailability({ max_tickets: 0 })).toEqual({ ok: false, code: 'TIME_SOLD_OUT' });
  });

  it('gives the tickets still available', () => {
    expect(slotAvailability({ max_tickets: 12 })).toEqual({ ok: true, value: 12 });
  });
});
