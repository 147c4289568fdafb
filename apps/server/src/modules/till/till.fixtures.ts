/** Shared helpers of the till's tests: a configuration with two tills and a cart. */
import { randomUUID } from 'node:crypto';
import type { FoyerConfig } from '../../config/schema';
import { demoConfig } from '../../testing/app';
import type { CheckoutCatalog } from '../checkout/testing';

/** The demo configuration with the till switched on: two tills, `fiscal` as given. */
export function tillConfig(fiscal: FoyerConfig['server']['till']['fiscal'] = { kind: 'none' }) {
  const config = demoConfig();
  config.server.till = {
    enabled: true,
    tills: [
      { code: 'till-1', name: 'Kasse 1' },
      { code: 'till-2', name: 'Kasse 2' },
    ],
    fiscal,
  };
  config.server.museum.legalName = 'Stadtmuseum Test gGmbH';
  config.server.museum.taxNumber = '21/815/08150';
  config.server.museum.address = {
    street: 'Museumsplatz 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  return config;
}

/** A fresh idempotency key. */
export const requestKey = () => `till-${randomUUID()}`;

/** Tickets of a slot and a catalogue (7 %) and a poster (19 %). */
export function mixedCart(catalog: CheckoutCatalog, datetime: string, tickets = 2) {
  return [
    {
      type: 'ticket' as const,
      id: catalog.tickets.adult,
      count: tickets,
      datetime,
      subtickets: [],
    },
    { type: 'merchandise' as const, id: catalog.articles.book, count: 1 },
    { type: 'merchandise' as const, id: catalog.articles.poster, count: 1 },
  ];
}
