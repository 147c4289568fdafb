import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { ENDPOINT_ROUTES, routeUrl } from './routes';
import { buildUrl } from './endpoint';

describe('the route table without zod', () => {
  it('names every call of the contract, with its method, path and token mode', () => {
    expect(Object.keys(ENDPOINT_ROUTES).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const route = ENDPOINT_ROUTES[name as keyof typeof endpoints];
      expect({ name, method: route.method, path: route.path, auth: route.auth }).toEqual({
        name,
        method: endpoint.method,
        path: endpoint.path,
        auth: endpoint.auth,
      });
    }
  });

  it('builds the same URL as the contract', () => {
    const params = { id: 12, start: '20260301', end: '20260331' };
    const route = { name: 'tourCalendar', ...ENDPOINT_ROUTES.tourCalendar };
    expect(routeUrl('/api/', 'de', route, params, { _: 'tok', x: null })).toBe(
      buildUrl('/api/', 'de', endpoints.tourCalendar, params, { _: 'tok', x: null }),
    );
    expect(routeUrl('/api', 'fr', route, params)).toBe(
      '/api/fr/tour/calendar/tour/12/range/20260301;20260331',
    );
  });

  it('validates the answers that carry identity or money', () => {
    const validated = Object.entries(ENDPOINT_ROUTES)
      .filter(([, route]) => route.validated)
      .map(([name]) => name);
    expect(validated).toEqual(
      expect.arrayContaining(['authLogin', 'authGuest', 'customer', 'checkoutInitPayment']),
    );
    expect(ENDPOINT_ROUTES.shopConfig.validated).toBe(false);
  });
});
