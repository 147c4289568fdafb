/**
 * Fixtures of the order screens' tests: an order as `GET orders/{id}` answers it, built from a booked
 * web order with two lines and overridable part by part, and the modal `<dialog>` calls jsdom lacks.
 */
import type { adminEndpoints } from '@foyer/domain/admin-contract';
import type { z } from 'zod';

export type OrderFixture = z.input<(typeof adminEndpoints.getOrder)['data']>;
export type RefundFixture = OrderFixture['refunds'][number];

/** A booked web order of 36 € (two adults at 12 €, one guided tour at 12 €), paid by card. */
export function anOrder(overrides: Partial<OrderFixture> = {}): OrderFixture {
  return {
    id: 17,
    number: 'M-2026-0017',
    status: 'booked',
    language: 'en',
    createdAt: '2026-03-02T10:15:00.000Z',
    bookedAt: '2026-03-02T10:16:00.000Z',
    partner: null,
    channel: 'web',
    ticketsUrl: null,
    customer: {
      email: 'lena@example.org',
      name: 'Lena Vogt',
      guest: true,
      billing: {
        fname: 'Lena',
        lname: 'Vogt',
        company: '',
        email: 'lena@example.org',
        phone: '',
        street: '',
        zip: '',
        city: '',
        country: '',
      },
    },
    invoice: { requested: false, address: [], number: null, url: null, documents: [] },
    subtotal: 3600,
    shippingCost: 0,
    voucherDiscount: 0,
    total: 3600,
    refunded: 0,
    money: {
      captured: 3600,
      refunded: 0,
      chargedBack: 0,
      held: 3600,
      due: 3600,
      waitsForStaff: 0,
      owed: 0,
      vouchersReturned: 0,
    },
    lines: [
      {
        id: 101,
        type: 'ticket',
        name: 'Adult admission',
        datetime: '2026-03-14T11:00',
        count: 2,
        unitPrice: 1200,
        totalPrice: 2400,
        itemIndex: 0,
        details: [],
        cancelledAt: null,
      },
      {
        id: 102,
        type: 'guidedTour',
        name: 'Highlights tour',
        datetime: '2026-03-14T14:00',
        count: 1,
        unitPrice: 1200,
        totalPrice: 1200,
        itemIndex: 1,
        details: ['Language: English'],
        cancelledAt: null,
      },
    ],
    tickets: [
      {
        id: 1,
        lineId: 101,
        barcode: 'FY-0017-0001',
        kind: 'adult',
        admits: 2,
        holderName: null,
        validFrom: '2026-03-14T11:00',
        validTo: null,
        checkedInAt: null,
        cancelled: false,
      },
    ],
    payments: [
      {
        id: 9,
        provider: 'mollie',
        providerRef: 'tr_7Hq2',
        method: 'creditcard',
        status: 'paid',
        amount: 3600,
        createdAt: '2026-03-02T10:16:00.000Z',
      },
    ],
    refunds: [],
    disputes: [],
    ledger: [],
    emails: [
      {
        id: 1,
        to: 'lena@example.org',
        subject: 'Your tickets M-2026-0017',
        status: 'sent',
        createdAt: '2026-03-02T10:16:00.000Z',
        sentAt: '2026-03-02T10:16:30.000Z',
      },
    ],
    can: {
      resend: true,
      cancelUnpaid: false,
      cancel: true,
      editCustomer: true,
      issueInvoice: false,
    },
    refundIfCancelled: {
      whole: 3600,
      lines: [
        { lineId: 101, amount: 2400 },
        { lineId: 102, amount: 1200 },
      ],
      partial: [],
    },
    ...overrides,
  };
}

/** A refund of the order, a refused surplus that waits for staff unless overridden. */
export function aRefund(overrides: Partial<RefundFixture> = {}): RefundFixture {
  return {
    id: 3,
    request: 'surplus:9:1',
    purpose: 'surplus',
    status: 'refused',
    whole: false,
    lineIds: [],
    amount: 1500,
    voucherAmount: 0,
    paymentId: 9,
    providerRefundRef: null,
    reason: 'Card expired',
    waitsForStaff: true,
    canSettle: true,
    createdAt: '2026-03-03T08:00:00.000Z',
    staff: null,
    ...overrides,
  };
}

/**
 * jsdom has `<dialog>` without `showModal` and `close`: these open and close it as a browser does
 * (the `open` attribute and the `close` event), so a confirmation can be seen and answered.
 */
export function provideModalDialogs(): void {
  const dialog = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof dialog.showModal === 'function') return;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
