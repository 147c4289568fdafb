import { describe, expect, it } from 'vitest';
import { cartPayload, shippingCostCart } from '../contract/cart';
import type {
  BasketItem,
  DayTicketBasketItem,
  GuidedTourBasketItem,
  MerchandiseBasketItem,
  TicketBasketItem,
  VoucherBasketItem,
  VoucherCodeBasketItem,
} from './basket-item';
import { toCartItem, toCartPayload, toShippingCostCart, toSuggestPayload } from './cart-payload';

const display = { name: 'Item', price: 1000, totalPrice: 2000, count: 2, totalCount: 2 };
const ticket: TicketBasketItem = {
  ...display,
  type: 'ticket',
  id: 11,
  datetime: '2026-05-02T10:00',
  date: '2026-05-02',
  time: '10:00',
  subtickets: [{ id: 111, count: 1 }],
};
const eventLongTicket: TicketBasketItem = {
  ...display,
  type: 'ticket',
  id: 12,
  datetime: null,
  date: null,
  time: null,
  subtickets: [],
};
const dayTicket: DayTicketBasketItem = {
  ...display,
  type: 'dayTicket',
  id: 21,
  datetime: null,
  date: '2026-05-03',
  time: null,
  dayTickets: [
    { id: 211, count: 2 },
    { id: 212, count: 1 },
  ],
};
const tour: GuidedTourBasketItem = {
  ...display,
  type: 'guidedTour',
  tourId: 31,
  datetime: '2026-05-04T14:30',
  date: '2026-05-04',
  time: '14:30:00',
  answers: { '5': { qId: 5, type: 'radio', value: 51 } },
  prices: [{ id: 301, count: 1 }],
  tickets: [
    { id: 311, count: 2, subtickets: [{ id: 3111, count: 1 }] },
    { id: 312, count: 1 },
  ],
  single_ticketing: false,
};
const poster: MerchandiseBasketItem = {
  ...display,
  type: 'merchandise',
  id: 41,
  datetime: null,
  date: null,
  time: null,
};
const pass: MerchandiseBasketItem = {
  ...poster,
  id: 42,
  count: 1,
  owners: [
    {
      name: { title: 'Dr.', first: 'Ada', last: 'Lovelace' },
      send_to_custom_addr: true,
      address: {
        name: 'Ada Lovelace',
        street: 'Main St 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
  ],
};
const fixedVoucher: VoucherBasketItem = {
  ...poster,
  type: 'voucher',
  id: 51,
  count: 1,
};
const variableVoucher: VoucherBasketItem = { ...fixedVoucher, id: 52, amount: 2500 };
const code: VoucherCodeBasketItem = {
  ...poster,
  type: 'voucherCode',
  barcode: 'GIFT-1',
  amount: 1000,
  price: -1000,
  totalPrice: -1000,
  count: 1,
  valid_to: null,
};
const everything: BasketItem[] = [
  ticket,
  eventLongTicket,
  dayTicket,
  tour,
  poster,
  pass,
  fixedVoucher,
  variableVoucher,
  code,
];

describe('toCartItem', () => {
  it('sends a ticket with type, count, id, datetime and subtickets', () => {
    expect(toCartItem(ticket)).toEqual({
      type: 'ticket',
      count: 2,
      id: 11,
      datetime: '2026-05-02T10:00',
      subtickets: [{ id: 111, count: 1 }],
    });
    expect(toCartItem(eventLongTicket)).toMatchObject({ datetime: null, subtickets: [] });
  });

  it('sends a tour with type, answers, datetime, tourId, prices and tickets', () => {
    expect(toCartItem(tour)).toEqual({
      type: 'guidedTour',
      answers: { '5': { qId: 5, type: 'radio', value: 51 } },
      datetime: '2026-05-04T14:30',
      tourId: 31,
      prices: [{ id: 301, count: 1 }],
      tickets: [
        { id: 311, count: 2, subtickets: [{ id: 3111, count: 1 }] },
        { id: 312, count: 1 },
      ],
    });
  });

  it('sends day tickets of one event with their date', () => {
    expect(toCartItem(dayTicket)).toEqual({
      type: 'dayTicket',
      id: 21,
      date: '2026-05-03',
      dayTickets: [
        { id: 211, count: 2 },
        { id: 212, count: 1 },
      ],
    });
  });

  it('sends pass holders only for passes', () => {
    expect(toCartItem(poster)).toEqual({ type: 'merchandise', id: 41, count: 2 });
    expect(toCartItem(pass)).toEqual({
      type: 'merchandise',
      id: 42,
      count: 1,
      owners: pass.owners,
    });
  });

  it('sends the amount only for a variable-amount gift voucher', () => {
    expect(toCartItem(fixedVoucher)).toEqual({ type: 'voucher', id: 51, count: 1 });
    expect(toCartItem(variableVoucher)).toEqual({
      type: 'voucher',
      id: 52,
      count: 1,
      amount: 2500,
    });
  });

  it('sends only the barcode of a voucher code', () => {
    expect(toCartItem(code)).toEqual({ type: 'voucherCode', barcode: 'GIFT-1' });
  });

  it('does not share arrays with the basket', () => {
    const sent = toCartItem(ticket);
    expect(sent.type === 'ticket' && sent.subtickets).not.toBe(ticket.subtickets);
  });
});

describe('toCartPayload', () => {
  it('builds a version 1 cart that the contract accepts', () => {
    const payload = toCartPayload(everything);
    expect(payload.ver).toBe(1);
    expect(payload.items).toHaveLength(everything.length);
    expect(cartPayload.parse(payload)).toEqual(payload);
  });

  it('adds a trimmed external document number and leaves out a blank one', () => {
    expect(toCartPayload([poster], { externalDocumentNumber: ' PO-77 ' })).toEqual({
      ver: 1,
      items: [{ type: 'merchandise', id: 41, count: 2 }],
      external_document_number: 'PO-77',
    });
    expect(toCartPayload([poster], { externalDocumentNumber: '   ' })).not.toHaveProperty(
      'external_document_number',
    );
    expect(toCartPayload([poster], { externalDocumentNumber: null })).not.toHaveProperty(
      'external_document_number',
    );
    expect(
      cartPayload.parse(toCartPayload(everything, { externalDocumentNumber: 'PO-77' })),
    ).toMatchObject({
      external_document_number: 'PO-77',
    });
  });

  it('builds an empty cart for an empty basket', () => {
    expect(cartPayload.parse(toCartPayload([]))).toEqual({ ver: 1, items: [] });
  });

  it('sends the invoice wish only when it is given', () => {
    expect(toCartPayload([poster], { requestInvoice: false })).toEqual({
      ver: 1,
      items: [{ type: 'merchandise', id: 41, count: 2 }],
      request_invoice: false,
    });
    expect(cartPayload.parse(toCartPayload([poster], { requestInvoice: true }))).toMatchObject({
      request_invoice: true,
    });
    expect(toCartPayload([poster])).not.toHaveProperty('request_invoice');
  });
});

describe('toSuggestPayload', () => {
  it('wraps the cart for upsell suggestions', () => {
    const body = toSuggestPayload(everything);
    expect(body).toEqual({ cart: toCartPayload(everything) });
    expect(cartPayload.parse(body.cart)).toEqual(body.cart);
  });
});

describe('toShippingCostCart', () => {
  it('sends type, id, datetime and count per line, one entry per day ticket, no voucher codes', () => {
    const cart = toShippingCostCart(everything);
    expect(cart).toEqual({
      ver: 1,
      items: [
        { type: 'ticket', id: 11, datetime: '2026-05-02T10:00', count: 2 },
        { type: 'ticket', id: 12, datetime: null, count: 2 },
        { type: 'dayTicket', id: 211, datetime: '2026-05-03', count: 2 },
        { type: 'dayTicket', id: 212, datetime: '2026-05-03', count: 1 },
        { type: 'guidedTour', id: 31, datetime: '2026-05-04T14:30', count: 2 },
        { type: 'merchandise', id: 41, datetime: null, count: 2 },
        { type: 'merchandise', id: 42, datetime: null, count: 1 },
        { type: 'voucher', id: 51, datetime: null, count: 1 },
        { type: 'voucher', id: 52, datetime: null, count: 1 },
      ],
    });
    expect(shippingCostCart.parse(cart)).toEqual(cart);
  });
});
