import type { Order } from '@foyer/domain/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { demoContent } from '@/test/fixtures';
import { renderShell } from '@/test/render-shell';

const DOCUMENTS = 'http://localhost:3000/api/en/order/documents/order-abc';

const order: Order = {
  id: 'order-abc',
  number: '2030-000042',
  status: 'partlyRefunded',
  created: '2030-05-01T08:30:00.000Z',
  language: 'en',
  customer: { fname: 'Erika', lname: 'Mustermann', email: 'erika@example.org' },
  items: [
    {
      type: 'ticket',
      id: 11,
      name: 'Adult',
      date: '2030-05-04',
      time: '10:00',
      count: 2,
      price: 1200,
      totalPrice: 2400,
      vat_value: 7,
      details: [],
    },
  ],
  vouchers: [],
  shipping: null,
  totals: {
    subtotal: 2400,
    shipping: 0,
    voucherDiscount: 0,
    total: 2400,
    vat: 157,
    refunded: 1200,
  },
  payment: null,
  downloads: {
    tickets: `${DOCUMENTS}/tickets.pdf`,
    invoice: `${DOCUMENTS}/invoice.pdf`,
    creditNotes: [
      { number: 'GS-000007', url: `${DOCUMENTS}/credit-note-7.pdf` },
      { number: 'GS-000009', url: `${DOCUMENTS}/credit-note-9.pdf` },
    ],
  },
};

function show(lang: string, answer: Order) {
  return renderShell({
    path: `/${lang}/order-review/order-abc`,
    answers: { staticContent: demoContent, orderReview: answer },
  });
}

beforeEach(() => {
  sessionStore.getState().acceptCookies();
});

describe('order review downloads', () => {
  it('offers tickets, invoice and each credit note as downloads', async () => {
    show('en', order);
    const downloads = await screen.findByRole('region', { name: 'Your documents' });
    await within(downloads).findByRole('link', { name: 'Add to calendar (.ics)' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download tickets (PDF)', `${DOCUMENTS}/tickets.pdf`],
      ['Download invoice (PDF)', `${DOCUMENTS}/invoice.pdf`],
      ['Credit note GS-000007', `${DOCUMENTS}/credit-note-7.pdf`],
      ['Credit note GS-000009', `${DOCUMENTS}/credit-note-9.pdf`],
      ['Add to calendar (.ics)', expect.stringMatching(/calendar\.ics$/)],
    ]);
    for (const link of links.slice(0, 4)) expect(link.hasAttribute('download')).toBe(true);
  });

  it('names the credit note in the visitor’s language', async () => {
    show('fr', order);
    expect(await screen.findByRole('link', { name: 'Avoir GS-000009' })).toBeTruthy();
  });

  it('shows a wholly cancelled order read-only: a notice, its invoice and credit notes, nothing to use', async () => {
    show('de', {
      ...order,
      status: 'refunded',
      language: 'de',
      items: order.items.map((item) => ({ ...item, cancelled: true })),
      downloads: { ...order.downloads, tickets: null },
      cancellation: {
        terms: { allowed: true, untilHours: 24, fee: { percent: 10 } },
        lines: [
          {
            lineId: 1,
            item: 0,
            group: [1],
            allowed: false,
            reason: 'LINE_CANCELLED',
            deadline: null,
            refund: null,
            fee: null,
          },
        ],
      },
    });
    expect(
      await screen.findByText(
        'Diese Bestellung wurde storniert. Ihre Tickets sind nicht mehr gültig; Rechnung und Gutschriften können Sie hier weiter herunterladen.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('.order-status--refunded')?.textContent).toBe('Erstattet');
    const downloads = screen.getByRole('region', { name: 'Ihre Dokumente' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${DOCUMENTS}/invoice.pdf`,
      `${DOCUMENTS}/credit-note-7.pdf`,
      `${DOCUMENTS}/credit-note-9.pdf`,
    ]);
    expect(screen.getAllByText('Storniert').length).toBe(order.items.length);
    // No tickets, no calendar, nothing left to cancel.
    expect(within(downloads).queryByRole('link', { name: /Tickets/ })).toBeNull();
    expect(within(downloads).queryByRole('link', { name: /\.ics/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Tickets stornieren' })).toBeNull();
  });

  it('shows no credit note link for an order without refunds', async () => {
    show('en', { ...order, status: 'booked', downloads: { ...order.downloads, creditNotes: [] } });
    await screen.findByRole('region', { name: 'Your documents' });
    expect(screen.queryByRole('link', { name: /^Credit note/ })).toBeNull();
  });
});
