/**
 * The visit link that calendar entries carry: it opens the order's tickets and nothing else. The
 * calendar file holds neither the order's token nor the order review's link; the visit link cannot
 * open the order review, the invoice, the calendar file or the wallet passes; a forged or
 * borrowed mac is refused.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfToText } from '../../testing/documents';
import { insertOrder } from './fulfilment.fixtures';
import { parseEvents, useFulfilmentSuite } from './fulfilment-suite.fixtures';

describe.each(testDatabaseKinds())('visit link on $name', ({ open }) => {
  const suite = useFulfilmentSuite(open);

  async function bookedOrder(language = 'en') {
    const order = await insertOrder(suite.database.db, {
      language,
      items: [suite.timed(2, '11:00')],
    });
    await suite.fulfil(order.id);
    return order;
  }

  function visitPathOf(ics: string): string {
    const urls = parseEvents(ics).map((event) => event.URL ?? '');
    expect(urls.length).toBeGreaterThan(0);
    const [url] = urls;
    const path = new URL(url ?? '').pathname;
    expect(urls.every((other) => other === url)).toBe(true);
    return path;
  }

  it('is what the calendar file links to, and it holds no key to the order', async () => {
    const order = await bookedOrder('fr');
    const served = await suite.download(order.token, 'calendar.ics', 'fr');
    expect(served.statusCode).toBe(200);
    const ics = served.body;
    // Neither the order's token nor the order review's address is anywhere in the file.
    expect(ics.replace(/\r?\n[ \t]/g, '')).not.toContain(order.token);
    expect(ics).not.toContain('order-review');
    const path = visitPathOf(ics);
    expect(path).toMatch(/^\/api\/fr\/visit\/[0-9]+\.[A-Za-z0-9_-]{27}\/tickets\.pdf$/);
    for (const event of parseEvents(ics)) {
      expect(event.DESCRIPTION).toContain(path);
      expect(event.UID).toMatch(/^[0-9a-f]{32}-\d@localhost$/);
    }

    const tickets = await suite.app.inject({ method: 'GET', url: path });
    expect(tickets.statusCode).toBe(200);
    expect(tickets.headers['content-type']).toBe('application/pdf');
    expect(tickets.headers['cache-control']).toBe('private, no-store');
    const text = pdfToText(tickets.rawPayload);
    const [issued] = await suite.issuedOf(order.id);
    expect(text).toContain(issued?.barcode);
    // The same tickets as the order's own link, and not a word of the billing address.
    expect(pdfToText(await suite.ticketsPdf(order.token))).toBe(text);
    for (const billing of ['Lovelace', 'Lindenstraße', 'Leipzig', '04109']) {
      expect(text).not.toContain(billing);
    }
  });

  it('opens nothing else of the order: no review, no invoice, no calendar, no wallet, no cancel', async () => {
    const order = await bookedOrder();
    const ics = (await suite.download(order.token, 'calendar.ics', 'en')).body;
    const visit = visitPathOf(ics).split('/')[4] ?? '';
    expect(visit).not.toBe('');
    const tries = [
      { method: 'GET' as const, url: `/api/en/order/review?id=${visit}` },
      { method: 'GET' as const, url: `/api/en/order/documents/${visit}/invoice.pdf` },
      { method: 'GET' as const, url: `/api/en/order/documents/${visit}/tickets.pdf` },
      { method: 'GET' as const, url: `/api/en/order/documents/${visit}/calendar.ics` },
      { method: 'GET' as const, url: `/api/en/order/wallet/${visit}/apple` },
      { method: 'GET' as const, url: `/api/en/visit/${visit}/invoice.pdf` },
    ];
    for (const request of tries) {
      const answer = await suite.app.inject(request);
      // Refused as a malformed or unknown token (400, 404 or the contract's 422), never served.
      expect([400, 404, 422], request.url).toContain(answer.statusCode);
      expect(answer.body).not.toContain('Lovelace');
    }
    // The only cancel a token gives a visitor (a checkout's) refuses it, and the order stays booked.
    const cancel = await suite.app.inject({
      method: 'POST',
      url: '/api/en/checkout/cancel?noRedirect=1',
      payload: { cartId: visit },
    });
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expect(cancel.statusCode).toBeLessThan(500);
    expect((await suite.download(order.token, 'tickets.pdf', 'en')).statusCode).toBe(200);
  });

  it('refuses a forged mac, another order’s mac and an order that is not booked', async () => {
    const first = await bookedOrder();
    const second = await bookedOrder();
    const visitOf = async (token: string) =>
      visitPathOf((await suite.download(token, 'calendar.ics', 'en')).body).split('/')[4] ?? '';
    const [firstVisit, secondVisit] = [await visitOf(first.token), await visitOf(second.token)];
    const mac = (visit: string) => visit.split('.')[1] ?? '';
    const get = (visit: string) =>
      suite.app.inject({ method: 'GET', url: `/api/en/visit/${visit}/tickets.pdf` });

    expect((await get(`${second.id}.${mac(firstVisit)}`)).statusCode).toBe(404);
    const flipped = `${first.id}.${mac(firstVisit).slice(0, -1)}${mac(firstVisit).endsWith('A') ? 'B' : 'A'}`;
    expect((await get(flipped)).statusCode).toBe(404);
    expect((await get(`${first.id}.short`)).statusCode).toBe(404);
    expect((await get(`99999999.${mac(firstVisit)}`)).statusCode).toBe(404);
    expect((await get('../../etc')).statusCode).toBe(404);
    expect((await get(secondVisit)).statusCode).toBe(200);

    const pending = await insertOrder(suite.database.db, {
      status: 'pending',
      items: [suite.timed(1)],
    });
    const { visitToken } = await import('./visit-link');
    expect((await get(visitToken(pending))).statusCode).toBe(406);
  });
});
