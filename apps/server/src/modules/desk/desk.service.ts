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
import { insertPayment, orderById, setPaymentStatus, writeLedger, type OrderRow } from '../orders';
import type { Tx } from '../../db/client';
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

/** A part of a desk sale's payment: how much is paid which way. */
export interface DeskPaymentPart {
  kind: DeskPayment;
  amount: number;
}

/** What a caller adds to a desk sale (the till): its payment parts and work in the same transaction. */
export interface DeskSaleOptions<T> {
  /**
   * The payment parts for the order's total (the till's cash and card parts); each part is a
   * payment of its own in the order's ledger: the first books the order, the others are its
   * top-ups. Absent: the whole total is paid the sale's one way (`body.payment`).
   */
  parts?: (order: OrderRow) => Outcome<DeskPaymentPart[]>;
  /** Runs in the sale's transaction once the order is booked; a failure rolls the sale back. */
  within?: (tx: Tx, order: OrderRow, cart: PricedCart) => Promise<Outcome<T>>;
}

/** A desk sale as the caller sees it: the order and what `within` answered. */
export interface DeskSold<T> {
  order: OrderRow;
  hasTickets: boolean;
  lang: Language;
  cart: PricedCart;
  extra: T | null;
}

/**
 * Places, holds and books the cart in one transaction, paid at the desk (in parts when the caller
 * says so). The desk's own call and the till sell through here.
 */
export async function sellCart<T = never>(
  deps: AppDeps,
  actor: Actor,
  body: DeskSaleInput,
  options: DeskSaleOptions<T> = {},
): Promise<Outcome<DeskSold<T>>> {
  const priced = await priceDeskCart(deps, body);
  if (!priced.ok) return priced;
  const { lang, cart } = priced.value;
  const billing = deskBilling(body.customer);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + deps.config.server.holdMinutes * 60_000);
  let extra: T | null = null;
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
    const asked = options.parts
      ? options.parts(order)
      : success([{ kind: body.payment, amount: order.total }]);
    if (!asked.ok) return abort(asked.failure);
    // A part of 0 moves no money; an order with nothing to pay is booked by its first part.
    const parts = asked.value.filter((part, index) => index === 0 || part.amount > 0);
    const [first, ...topUps] = parts;
    if (!first) throw new Error(`desk sale ${order.number} has no payment part`);
    const payment = (part: DeskPaymentPart) =>
      insertPayment(tx, {
        orderId: order.id,
        provider: part.kind,
        providerRef: newOrderToken(),
        status: 'started',
        amount: part.amount,
        details: { staff: actor.email },
        createdAt: now,
        updatedAt: now,
      });
    const paid = await payment(first);
    const booked = await bookPaidOrder(tx, deps, order, paid, now);
    if (!booked.ok) {
      if (booked.failure === 'voucher')
        return abort(checkoutRefused('VOUCHER_NO_AMOUNT_LEFT').failure);
      // The order's holds were taken in this very transaction: they cannot have lapsed.
      throw new Error(`desk sale ${order.number} could not be booked`);
    }
    for (const part of topUps) {
      const more = await payment(part);
      await setPaymentStatus(tx, more.id, 'paid', now);
      const current = await orderById(tx, order.id);
      if (!current) throw new Error(`desk sale ${order.number} vanished`);
      await writeLedger(
        tx,
        deps,
        current,
        [
          {
            key: `capture:${more.id}`,
            entry: {
              kind: 'capture',
              paymentId: more.id,
              amount: part.amount,
              pending: false,
              topUp: true,
            },
          },
        ],
        now,
        { actor },
      );
    }
    await audit(tx, actor, now, 'desk.sale', { type: 'order', id: order.number }, null, {
      payment:
        parts.length === 1
          ? first.kind
          : parts.map((part) => `${part.kind} ${part.amount}`).join(', '),
      total: order.total,
      email: billing?.email || null,
      lines: cart.items.map((item) => `${item.count} × ${item.name}`),
    });
    if (options.within) {
      const added = await options.within(tx, order, cart);
      if (!added.ok) return abort(added.failure);
      extra = added.value;
    }
    return { order, hasTickets: booked.value.hasTickets };
  });
  if (!sold.ok) return failed(sold.failure);
  return success({ ...sold.value, lang, cart, extra });
}

/** `desk/sales`: places, holds and books the cart in one transaction, paid at the desk. */
export async function sellAtDesk(
  deps: AppDeps,
  actor: Actor,
  body: DeskSaleInput,
): Promise<Outcome<DeskSale>> {
  const payment: DeskPayment = body.payment;
  const billing = deskBilling(body.customer);
  const sold = await sellCart(deps, actor, body);
  if (!sold.ok) return sold;
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
