/**
 * Selling at the desk. A desk sale is a web checkout without the payment page: the
 * cart is priced by the shop's pricing (`priceCart`: the same catalog readers, limits, prices and
 * availability), the order is placed with its holds (`placeOrder`) and booked (`bookPaidOrder`: holds
 * become sales, tickets are issued, the confirmation is queued when there is an e-mail address) in
 * ONE transaction, so a desk sale and the web's holds compete for the same capacity rows and never
 * oversell. The payment is recorded as `cash` or `card_terminal` (no provider is asked). Merchandise
 * is handed over at the desk: nothing is shipped. The sale is one audit entry.
 */
import { computeTotals, type Language } from '@foyer/domain';
import type {
  DeskCart,
  DeskPayment,
  DeskQuote,
  DeskSale,
  DeskSaleInput,
} from '@foyer/domain/admin-contract';
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import {
  bookPaidOrder,
  checkoutRefused,
  newOrderToken,
  placeOrder,
  priceCart,
  toLocalDateTime,
  type NewOrderItem,
  type PricedCart,
  atomically,
} from '../checkout';
import { documentUrls } from '../fulfilment';
import { insertPayment, type OrderRow } from '../orders';
import { audit, type Actor } from '../staff';

/** The index of the basket item a priced line belongs to, or -1 for lines without one. */
function itemIndex(item: NewOrderItem): number {
  const details: Record<string, unknown> = item.details;
  return typeof details.itemIndex === 'number' ? details.itemIndex : -1;
}

function when(item: NewOrderItem): string | null {
  if (item.datetime) return toLocalDateTime(item.datetime);
  const details: Record<string, unknown> = item.details;
  return typeof details.date === 'string' ? details.date : null;
}

async function priceDeskCart(
  deps: AppDeps,
  body: Pick<DeskCart, 'language' | 'items'>,
): Promise<Outcome<{ lang: Language; cart: PricedCart }>> {
  const lang = offeredLanguage(body.language, deps.config);
  const priced = await priceCart(deps, lang, { ver: 1, items: body.items });
  return priced.ok ? success({ lang, cart: priced.value }) : priced;
}

/** `desk/quote`: the cart's lines, total and VAT as the shop prices them now (nothing is held). */
export async function quoteDeskCart(
  deps: AppDeps,
  body: Pick<DeskCart, 'language' | 'items'>,
): Promise<Outcome<DeskQuote>> {
  const priced = await priceDeskCart(deps, body);
  if (!priced.ok) return priced;
  const { cart } = priced.value;
  // Nothing is shipped from the desk.
  const totals = computeTotals(cart.basket, 0);
  return success({
    lines: cart.items.map((item) => ({
      item: itemIndex(item),
      type: item.type,
      name: item.name,
      when: when(item),
      count: item.count,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })),
    subtotal: totals.subtotal,
    voucherDiscount: totals.voucherDiscount,
    total: totals.total,
    vatByRate: totals.vatByRate.map((line) => ({ ...line })),
    vat: totals.vat,
  });
}

/** The billing data a desk order keeps: only what the visitor gave (often nothing). */
function deskBilling(customer: { name?: string | undefined; email?: string | undefined }) {
  const name = customer.name?.trim() ?? '';
  const email = customer.email?.trim() ?? '';
  if (name === '' && email === '') return null;
  return { fname: name, lname: '', email };
}

interface SoldOrder {
  order: OrderRow;
  hasTickets: boolean;
}

/** `desk/sales`: places, holds and books the cart in one transaction, paid at the desk. */
export async function sellAtDesk(
  deps: AppDeps,
  actor: Actor,
  body: DeskSaleInput,
): Promise<Outcome<DeskSale>> {
  const priced = await priceDeskCart(deps, body);
  if (!priced.ok) return priced;
  const { lang, cart } = priced.value;
  const payment: DeskPayment = body.payment;
  const billing = deskBilling(body.customer);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.server.holdMinutes * 60_000);
  const sold = await atomically<SoldOrder, Failure>(deps.db, async (tx, abort) => {
    const order = await placeOrder(
      tx,
      deps,
      {
        cart,
        shippingCost: 0,
        now,
        expiresAt,
        head: {
          channel: 'desk',
          customerId: null,
          language: lang,
          payart: null,
          partner: null,
          // A desk sale gets its receipt at the till; an invoice can be asked for in the back office.
          requestInvoice: false,
          externalDocumentNumber: null,
          billing,
          shippingAddress: null,
        },
      },
      abort,
    );
    const paid = await insertPayment(tx, {
      orderId: order.id,
      provider: payment,
      providerRef: newOrderToken(),
      status: 'started',
      amount: order.total,
      details: { staff: actor.email },
      createdAt: now,
      updatedAt: now,
    });
    const booked = await bookPaidOrder(tx, deps, order, paid, now);
    if (!booked.ok) {
      if (booked.failure === 'voucher')
        return abort(checkoutRefused('VOUCHER_NO_AMOUNT_LEFT').failure);
      // The order's holds were taken in this very transaction: they cannot have lapsed.
      throw new Error(`desk sale ${order.number} could not be booked`);
    }
    await audit(tx, actor, now, 'desk.sale', { type: 'order', id: order.number }, null, {
      payment,
      total: order.total,
      email: billing?.email || null,
      lines: cart.items.map((item) => `${item.count} × ${item.name}`),
    });
    return { order, hasTickets: booked.value.hasTickets };
  });
  if (!sold.ok) return failed(sold.failure);
  const { order, hasTickets } = sold.value;
  const tickets = documentUrls(deps, { ...order, hasTickets }).tickets;
  return success({
    orderId: order.id,
    number: order.number,
    total: order.total,
    payment,
    ticketsUrl: tickets === null ? null : new URL(tickets).pathname,
    emailedTo: billing?.email || null,
  });
}
