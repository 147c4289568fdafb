import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  booksWholeTours,
  participantLimit,
  ticketCap,
  ticketParticipants,
  tourParticipants,
  tourTotals,
} from './participants';
import type { Tour, TourTicket } from './types';

const family = {
  id: 2,
  price: 1500,
  subtickets: [
    { id: 21, price: 400 },
    { id: 22, price: 0 },
  ],
};
const adult: TourTicket = { id: 1, price: 900 };

describe('ticketParticipants', () => {
  it('counts a plain ticket line by its count, non-numeric as 0', () => {
    expect(ticketParticipants(adult, 3)).toBe(3);
    expect(ticketParticipants(adult, 'three')).toBe(0);
  });

  it('counts a line with any subticket chosen as exactly 1, whatever its count and units', () => {
    expect(ticketParticipants(family, 0, { 21: 3 })).toBe(1);
    expect(ticketParticipants(family, 4, { 21: 1, 22: 2 })).toBe(1);
  });

  it('counts a ticket with subtickets by its own count while no subticket is chosen', () => {
    expect(ticketParticipants(family, 2, { 21: 0, 22: 'none' })).toBe(2);
    expect(ticketParticipants(family, 2)).toBe(2);
  });

  it('ignores counts for subtickets the ticket does not have', () => {
    expect(ticketParticipants(family, 2, { 99: 5 })).toBe(2);
  });
});

describe('booksWholeTours', () => {
  it('books whole tours only with complete-tour booking and without single ticketing', () => {
    expect(booksWholeTours({ book_complete_tour: 1, single_ticketing: 0 })).toBe(true);
    expect(booksWholeTours({ book_complete_tour: true, single_ticketing: true })).toBe(false);
    expect(booksWholeTours({ book_complete_tour: 0, single_ticketing: 0 })).toBe(false);
  });
});

describe('participantLimit', () => {
  const slot = { available: 12, tours: 3 };

  it('limits to the smaller of max participants and remaining tickets by default', () => {
    const tour = {
      max_participants: 20,
      single_ticketing: 1 as const,
      book_complete_tour: 0 as const,
    };
    expect(participantLimit(tour, slot)).toBe(12);
    expect(participantLimit({ ...tour, max_participants: 8 }, slot)).toBe(8);
    expect(participantLimit({ ...tour, single_ticketing: 0 }, slot)).toBe(12);
  });

  it("limits to the slot's remaining tickets with single ticketing and complete-tour booking", () => {
    expect(
      participantLimit({ max_participants: 5, single_ticketing: 1, book_complete_tour: 1 }, slot),
    ).toBe(12);
  });

  it("limits to the schedule's tours with complete-tour booking but no single ticketing", () => {
    expect(
      participantLimit({ max_participants: 5, single_ticketing: 0, book_complete_tour: 1 }, slot),
    ).toBe(3);
  });

  it('never exceeds the remaining tickets in the default case', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (max, available) => {
        const limit = participantLimit(
          { max_participants: max, single_ticketing: 1, book_complete_tour: 0 },
          { available, tours: 1 },
        );
        expect(limit).toBe(Math.min(max, available));
      }),
    );
  });
});

describe('ticketCap', () => {
  it('allows max participants times the number of tours', () => {
    expect(ticketCap(25, 2)).toBe(50);
    expect(ticketCap(25, 0)).toBe(0);
  });
});

describe('tourTotals', () => {
  const tour: Pick<Tour, 'tickets' | 'priceList'> = {
    tickets: [adult, family],
    priceList: [
      { id: 7, price: 8000 },
      { id: 8, price: 250 },
    ],
  };

  it('recomputes ticket count, tour count and total price', () => {
    const totals = tourTotals(
      {
        tickets: [
          { id: 1, count: 2 },
          { id: 2, count: 1, subtickets: [{ id: 21, count: 2 }] },
        ],
        tours: [
          { id: 7, count: 1 },
          { id: 8, count: '3' },
        ],
      },
      tour,
    );
    expect(totals).toEqual({
      ticketCount: 3,
      tourCount: 4,
      totalPrice: 900 * 2 + 1500 + 400 * 2 + 8000 + 250 * 3,
    });
  });

  it('ignores lines the tour does not offer and non-numeric counts', () => {
    expect(
      tourTotals(
        {
          tickets: [
            { id: 99, count: 5 },
            { id: 1, count: 'x' },
          ],
          tours: [{ id: 98, count: 1 }],
        },
        tour,
      ),
    ).toEqual({ ticketCount: 0, tourCount: 0, totalPrice: 0 });
    expect(tourTotals({}, {})).toEqual({ ticketCount: 0, tourCount: 0, totalPrice: 0 });
  });

  it('adds up its parts for any counts', () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.nat(5), (adults, children, tours) => {
        const totals = tourTotals(
          {
            tickets: [
              { id: 1, count: adults },
              { id: 2, count: 0, subtickets: [{ id: 21, count: children }] },
            ],
            tours: [{ id: 7, count: tours }],
          },
          tour,
        );
        const familyCount = children > 0 ? 1 : 0;
        expect(totals.ticketCount).toBe(adults + familyCount);
        expect(totals.tourCount).toBe(tours);
        expect(totals.totalPrice).toBe(
          900 * adults + 1500 * familyCount + 400 * children + 8000 * tours,
        );
      }),
    );
  });
});

describe('tourParticipants', () => {
  const totals = { ticketCount: 4, tourCount: 2 };
  const priceList = [{ id: 7, price: 100 }];

  it('counts the tickets when price-list entries are whole tours', () => {
    expect(
      tourParticipants({ single_ticketing: 0, book_complete_tour: 1, priceList }, totals),
    ).toBe(4);
  });

  it('counts price-list places as participants otherwise', () => {
    expect(
      tourParticipants({ single_ticketing: 1, book_complete_tour: 0, priceList }, totals),
    ).toBe(2);
    expect(
      tourParticipants({ single_ticketing: 1, book_complete_tour: 1, priceList }, totals),
    ).toBe(2);
  });

  it('counts the tickets of a tour without a price list', () => {
    expect(tourParticipants({ single_ticketing: 1, book_complete_tour: 0 }, totals)).toBe(4);
  });
});
