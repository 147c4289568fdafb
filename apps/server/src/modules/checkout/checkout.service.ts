/**
 * Starting, renewing, extending and cancelling payments:
 * - `initPayment` recomputes the cart (pricing/), creates the pending order with its items and
 *   holds in one transaction, starts the payment and answers the provider's redirect URL; the order
 *   token is added to the continue and cancel URLs, which must lie on this shop (no open redirects);
 * - `initPaymentOrder` starts a new payment for a pending (or expired) order, taking its capacities
 *   again; the order's earlier payment pages are closed at their providers first, and an order
 *   found paid meanwhile is booked and sent to its confirmation instead of paying twice;
 * - `cancel` closes the payment pages and gives the holds back; a cart whose payment went through is
 *   booked instead and answers 410 (it is gone: paid);
 * - `extendHold` extends the holds once by the configured minutes.
 * Every payment type except the express wallet needs a customer; an express wallet order has
 * none until its payment names the payer. An order that ships merchandise needs the customer's address,
 * so the express wallet cannot buy shipped goods (SHIPPING_COUNTRY_REQUIRED).
 */
import { isDirectDebit, validateDirectDebit, type Language } from '@foyer/domain';
import type {
  PaymentAux,
  ReturnUrls,
  initPaymentBody,
  initPaymentOrderBody,
} from '@foyer/domain/contract';
import type { z } from 'zod';
import { offeredLanguage } from '../../i18n/languages';
import type { ServerMessageKey } from '../../i18n/messages';
import type { CustomerRow } from '../customers';
import {
  extendOrderHolds,
  holdsExtendable,
  releaseOrderHolds,
  renewOrderHolds,
  soldOutMemory,
} from '../inventory';
import {
  canMove,
  insertPaymentCoalesced,
  isPayable,
  orderByToken,
  paymentsOfOrder,
  updateOrder,
  type OrderRow,
} from '../orders';
import {
  resolvePaymentType,
  type PaymentTypeSetting,
  type PaymentMethod,
  type PaymentProvider,
} from '../payments';
import { billingOf } from './billing';
import { FREE_PROVIDER, reconcileOrder } from './booking.service';
import { priceCart, type PricedCart } from './pricing';
import { checkoutLine } from './checkout-line';
import {
  newOrderToken,
  orderNumberPrefix,
  placeOrder,
  shortageFailure,
  type NumberedPlacement,
  type PlacedOrder,
} from './order-placement';
import { placementBatcher } from './placement-batch';
import { customerOf, type CheckoutDeps } from './checkout.deps';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import {
  CART_GONE,
  checkoutRefused,
  ORDER_NOT_AVAILABLE,
  PAYER_REQUIRED,
} from './checkout.failures';
import { shippingAddressOf, shippingQuote } from './shipping.service';
import { withOrderToken } from './shop-wire';
import { atomically } from './transaction';

type InitPaymentInput = z.output<typeof initPaymentBody>;
type InitPaymentOrderInput = z.output<typeof initPaymentOrderBody>;

interface PaymentChoice {
  type: PaymentTypeSetting;
  provider: PaymentProvider;
}

function holdMs(deps: CheckoutDeps): number {
  return deps.config.server.holdMinutes * 60_000;
}

/** The payment type, its provider, the direct-debit data (74, 164), a wallet, and the return URLs. */
function checkPaymentRequest(
  deps: CheckoutDeps,
  payart: number,
  aux: PaymentAux,
  urls: ReturnUrls,
): Outcome<PaymentChoice> {
  const type = resolvePaymentType(deps.config, payart);
  const provider = type ? deps.payments.provider(type.provider) : undefined;
  if (!type || !provider)
    return checkoutRefused('PAYMENT_TYPE_UNKNOWN', undefined, { payart: 'FIELD_INVALID' });
  if (type.method === 'wallet' && aux.wallet === undefined) {
    return checkoutRefused('VALIDATION_FAILED', undefined, { 'aux.wallet': 'FIELD_REQUIRED' });
  }
  if (isDirectDebit(payart)) {
    const problems = validateDirectDebit({
      accountHolder: aux.accountHolder ?? '',
      iban: aux.iban ?? '',
    });
    const fields: Record<string, ServerMessageKey> = {};
    if (problems.accountHolder?.length) fields['aux.accountHolder'] = 'FIELD_REQUIRED';
    if (problems.iban?.length) fields['aux.iban'] = 'FIELD_INVALID';
    const first = problems.accountHolder?.[0] ?? problems.iban?.[0];
    if (first) return checkoutRefused(first, undefined, fields);
  }
  const shop = new URL(deps.config.server.publicBaseUrl).origin;
  const fields: Record<string, ServerMessageKey> = {};
  if (new URL(urls.continue).origin !== shop) fields['url.continue'] = 'FIELD_INVALID';
  if (new URL(urls.cancel).origin !== shop) fields['url.cancel'] = 'FIELD_INVALID';
  if (Object.keys(fields).length > 0)
    return checkoutRefused('VALIDATION_FAILED', undefined, fields);
  return success({ type, provider });
}

/** Who pays: the token's customer; only the express wallet may pay without one. */
async function payingCustomer(
  deps: CheckoutDeps,
  token: string | undefined,
  method: PaymentMethod,
): Promise<Outcome<CustomerRow | null>> {
  const who = await customerOf(deps, token);
  if (who.ok && who.value === null && method !== 'express') return failed(PAYER_REQUIRED);
  return who;
}

interface OrderShipping {
  cost: number;
  address: Record<string, string> | null;
}

/** Shipping cost and address of an order with shipped merchandise, from the customer's address. */
function orderShipping(
  deps: CheckoutDeps,
  customer: CustomerRow | null,
  shippedSubtotal: number | null,
): Outcome<OrderShipping> {
  if (shippedSubtotal === null) return success({ cost: 0, address: null });
  if (!customer) return checkoutRefused('SHIPPING_COUNTRY_REQUIRED');
  const address = shippingAddressOf(customer);
  if (Object.values(address).some((value) => value.trim() === '')) {
    return checkoutRefused('SHIPPING_FIELDS_INCOMPLETE');
  }
  const quote = shippingQuote(deps.config, address.country, shippedSubtotal);
  if (!quote.ok) return checkoutRefused(quote.code);
  return success({ cost: quote.cost, address: { ...address } });
}

/** Gives the holds of an order back whose payment could not be started. */
async function abandon(deps: CheckoutDeps, token: string): Promise<void> {
  const now = deps.clock.now();
  await atomically(deps.db, async (tx) => {
    const order = await orderByToken(tx, token, true);
    if (!order || !canMove(order.status, 'failed')) return;
    await releaseOrderHolds(tx, order.id, now);
    await updateOrder(tx, order.id, { status: 'failed' });
  });
}

/**
 * Closes the order's payment pages that were started and not paid at their providers, so none of
 * them can be paid any more (a page paid meanwhile is found by `reconcileOrder` afterwards).
 */
async function closePaymentPages(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  for (const payment of await paymentsOfOrder(deps.db, order.id)) {
    if (payment.status !== 'started' || payment.provider === FREE_PROVIDER) continue;
    await deps.payments.provider(payment.provider)?.cancel(payment.providerRef);
  }
}

/**
 * Starts the payment of an order at its provider (its `attempt`-th payment); an order with nothing
 * to pay needs none.
 */
async function startPayment(
  deps: CheckoutDeps,
  order: OrderRow,
  choice: PaymentChoice,
  aux: PaymentAux,
  urls: ReturnUrls,
  attempt: number,
): Promise<Outcome<string>> {
  const now = deps.clock.now();
  const back = {
    continue: withOrderToken(urls.continue, order.token),
    cancel: withOrderToken(urls.cancel, order.token),
  };
  // The express wallet still shows its page: it names the payer.
  if (order.total === 0 && choice.type.method !== 'express') {
    await insertPaymentCoalesced(deps.db, {
      orderId: order.id,
      provider: FREE_PROVIDER,
      providerRef: newOrderToken(),
      status: 'started',
      amount: 0,
      createdAt: now,
      updatedAt: now,
    });
    return success(back.continue);
  }
  let started;
  try {
    started = await choice.provider.start({
      orderToken: order.token,
      orderNumber: order.number,
      attempt,
      amount: order.total,
      language: offeredLanguage(order.language, deps.config),
      payartId: choice.type.payartId,
      method: choice.type.method,
      aux,
      urls: back,
    });
  } catch (error) {
    // A provider that cannot be reached must not keep the places blocked for the hold time.
    await abandon(deps, order.token);
    throw error;
  }
  await insertPaymentCoalesced(deps.db, {
    orderId: order.id,
    provider: choice.provider.name,
    providerRef: started.providerRef,
    status: 'started',
    amount: order.total,
    details: started.details,
    createdAt: now,
    updatedAt: now,
  });
  return success(started.redirectUrl);
}

/** `checkout/initPayment`: holds the cart as a pending order and answers the payment's URL. */
export async function initPayment(
  deps: CheckoutDeps,
  lang: Language,
  token: string | undefined,
  body: InitPaymentInput,
): Promise<Outcome<string>> {
  const choice = checkPaymentRequest(deps, body.payart, body.aux, body.url);
  if (!choice.ok) return choice;
  if (body.offer !== undefined) {
    // The places are held for this visitor already: no sold-out memory, no line (the slot is full).
    const placed = await holdOfferCart(
      deps,
      lang,
      token,
      body,
      body.offer,
      choice.value.type.method,
    );
    if (!placed.ok) return placed;
    return startPayment(deps, placed.value, choice.value, body.aux, body.url, 1);
  }
  // A rush: an item known to be sold out this second is refused without a database connection.
  const memory = soldOutMemory(deps.db);
  const known = memory.soldOut(body.cart.items, deps.clock.now());
  if (known) return failed(known);
  // The checkouts ahead work on the database first; one that learns the slot is full answers
  // the waiting ones at once (checkout-line.ts).
  const line = checkoutLine(memory);
  const refused = await line.enter(body.cart.items, () => deps.clock.now());
  if (refused) return failed(refused);
  let placed: Outcome<OrderRow>;
  try {
    placed = await holdCart(deps, lang, token, body, choice.value.type.method);
  } finally {
    line.leave();
  }
  if (!placed.ok) return placed;
  return startPayment(deps, placed.value, choice.value, body.aux, body.url, 1);
}

/** The head of a cart's pending order and its placement, from its customer and priced cart. */
function placementOf(
  deps: CheckoutDeps,
  lang: Language,
  body: InitPaymentInput,
  customer: CustomerRow | null,
  cart: PricedCart,
  shipping: OrderShipping,
): NumberedPlacement {
  const now = deps.clock.now();
  return {
    cart,
    shippingCost: shipping.cost,
    now,
    expiresAt: new Date(now.getTime() + holdMs(deps)),
    head: {
      customerId: customer?.id ?? null,
      language: lang,
      payart: body.payart,
      partner: body.aux.partner ?? null,
      // The basket's wish wins; without it the customer's own setting (default true) is used.
      requestInvoice: body.cart.request_invoice ?? customer?.sendInvoice ?? true,
      externalDocumentNumber: body.cart.external_document_number ?? null,
      billing: customer ? billingOf(customer) : null,
      shippingAddress: shipping.address,
    },
    numberPrefix: orderNumberPrefix(deps, now),
  };
}

/**
 * The pending order of a cart that books a waiting-list offer: priced with the offer's places
 * counted as the visitor's, then placed in one transaction that first takes the offer over (its
 * hold given up and closed) and then holds the cart: the places are never free in between, as the
 * capacity stays locked until the commit (docs/decisions.md "Waiting list: booking an offer and
 * joining in the shop").
 */
async function holdOfferCart(
  deps: CheckoutDeps,
  lang: Language,
  token: string | undefined,
  body: InitPaymentInput,
  offer: string,
  method: PaymentMethod,
): Promise<Outcome<OrderRow>> {
  const offers = deps.offers;
  if (!offers) return failed(NOT_FOUND);
  const who = await payingCustomer(deps, token, method);
  if (!who.ok) return who;
  const held = await offers.held(offer, deps.clock.now());
  if (!held.ok) return held;
  const reserved = new Map([[held.value.capacityId, held.value.places]]);
  const priced = await priceCart(deps, lang, body.cart, reserved);
  if (!priced.ok) return priced;
  const shipping = orderShipping(deps, who.value, priced.value.shippedSubtotal);
  if (!shipping.ok) return shipping;
  const placement = placementOf(deps, lang, body, who.value, priced.value, shipping.value);
  const created = await atomically<PlacedOrder, Failure>(deps.db, async (tx, abort) => {
    const refusal = await offers.takeOver(tx, offer, placement.cart.demands, placement.now);
    if (refusal) return abort(refusal);
    return placeOrder(tx, deps, placement, abort);
  });
  return created.ok ? success(created.value) : failed(created.failure);
}

/** The paying customer, the priced cart and the pending order with its holds (initPayment). */
async function holdCart(
  deps: CheckoutDeps,
  lang: Language,
  token: string | undefined,
  body: InitPaymentInput,
  method: PaymentMethod,
): Promise<Outcome<OrderRow>> {
  const memory = soldOutMemory(deps.db);
  const generation = memory.generation();
  const who = await payingCustomer(deps, token, method);
  if (!who.ok) return who;
  const customer = who.value;
  const priced = await priceCart(deps, lang, body.cart);
  if (!priced.ok) {
    memory.learn(body.cart.items, priced.failure, deps.clock.now(), generation);
    return priced;
  }
  const cart = priced.value;
  const shipping = orderShipping(deps, customer, cart.shippedSubtotal);
  if (!shipping.ok) return shipping;
  const placement = placementOf(deps, lang, body, customer, cart, shipping.value);
  const now = placement.now;
  // Placed with the checkouts arriving meanwhile, in one transaction (placement-batch.ts).
  const created = await placementBatcher(deps.db).add(placement, () =>
    atomically<PlacedOrder, Failure>(deps.db, (tx, abort) =>
      placeOrder(tx, deps, placement, abort),
    ),
  );
  if (!created.ok) {
    memory.learn(body.cart.items, created.failure, now, generation);
    return failed(created.failure);
  }
  // This order took the last places of a capacity: the next checkouts of its item hear it at once.
  for (const refusal of created.value.soldOut) {
    memory.learn(body.cart.items, refusal, now, generation);
  }
  return success(created.value);
}

/** `checkout/initPaymentOrder`: a new payment for a pending or expired order (406 otherwise). */
export async function initPaymentOrder(
  deps: CheckoutDeps,
  token: string | undefined,
  body: InitPaymentOrderInput,
): Promise<Outcome<string>> {
  const choice = checkPaymentRequest(deps, body.payart, body.aux, body.url);
  if (!choice.ok) return choice;
  const order = await orderByToken(deps.db, body.id);
  if (!order || !isPayable(order.status)) return failed(ORDER_NOT_AVAILABLE);
  const who = await customerOf(deps, token);
  if (!who.ok) return who;
  const customer = who.value;
  if (order.customerId !== null && customer?.id !== order.customerId) {
    // Someone else's order is "not available", never confirmed to exist.
    return failed(customer ? ORDER_NOT_AVAILABLE : PAYER_REQUIRED);
  }
  if (order.customerId === null && customer === null && choice.value.type.method !== 'express') {
    return failed(PAYER_REQUIRED);
  }
  // One payment page at a time: the earlier ones are closed first, and an order that turns out to
  // be paid goes to its confirmation (the continue URL) instead of being paid again.
  await closePaymentPages(deps, order);
  const reconciled = await reconcileOrder(deps, order.token);
  if (reconciled?.ledger.summary.booked) {
    return success(withOrderToken(body.url.continue, order.token));
  }
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + holdMs(deps));
  const renewed = await atomically<{ order: OrderRow; attempt: number }, Failure>(
    deps.db,
    async (tx, abort) => {
      const locked = await orderByToken(tx, body.id, true);
      if (!locked || !isPayable(locked.status)) return abort(ORDER_NOT_AVAILABLE);
      const held = await renewOrderHolds(tx, locked.id, now, expiresAt);
      if (!held.ok) return abort(shortageFailure(held));
      await updateOrder(tx, locked.id, {
        status: 'pending',
        expiresAt,
        payart: body.payart,
        partner: body.aux.partner ?? locked.partner,
        ...(locked.customerId === null && customer
          ? { customerId: customer.id, billing: billingOf(customer) }
          : {}),
      });
      return { order: locked, attempt: (await paymentsOfOrder(tx, locked.id)).length + 1 };
    },
  );
  if (!renewed.ok) return failed(renewed.failure);
  const { order: renewedOrder, attempt } = renewed.value;
  return startPayment(deps, renewedOrder, choice.value, body.aux, body.url, attempt);
}

/** `checkout/cancel`: gives a pending cart's holds back (410 when the cart is gone). */
export async function cancelCart(deps: CheckoutDeps, token: string): Promise<Outcome<true>> {
  const order = await orderByToken(deps.db, token);
  if (!order || order.status !== 'pending') return failed(CART_GONE);
  await closePaymentPages(deps, order);
  // Paid after all (the visitor came back through the cancel link): book, never throw money away.
  const reconciled = await reconcileOrder(deps, token);
  if (!reconciled || reconciled.ledger.summary.booked) return failed(CART_GONE);
  const now = deps.clock.now();
  const cancelled = await atomically<true, Failure>(deps.db, async (tx, abort) => {
    const locked = await orderByToken(tx, token, true);
    if (!locked || locked.status !== 'pending') return abort(CART_GONE);
    await releaseOrderHolds(tx, locked.id, now);
    await updateOrder(tx, locked.id, { status: 'cancelled' });
    return true;
  });
  return cancelled.ok ? success(cancelled.value) : failed(cancelled.failure);
}

/** `checkout/hold`: when a pending cart's hold runs out and whether it can still be extended. */
export async function holdState(
  deps: CheckoutDeps,
  token: string,
): Promise<Outcome<{ expiresAt: string; extendable: boolean }>> {
  const now = deps.clock.now();
  const order = await orderByToken(deps.db, token);
  if (!order || order.status !== 'pending' || order.expiresAt === null) return failed(CART_GONE);
  if (order.expiresAt <= now) return failed(CART_GONE);
  const extendable = await holdsExtendable(deps.db, order.id, holdMs(deps));
  return success({ expiresAt: order.expiresAt.toISOString(), extendable });
}

/** `checkout/extendHold`: the holds' new expiry; extended once, later calls answer it again. */
export async function extendHold(
  deps: CheckoutDeps,
  token: string,
): Promise<Outcome<{ expiresAt: string }>> {
  const now = deps.clock.now();
  const extended = await atomically<{ expiresAt: string }, Failure>(deps.db, async (tx, abort) => {
    const order = await orderByToken(tx, token, true);
    if (!order || order.status !== 'pending' || order.expiresAt === null) {
      return abort(CART_GONE);
    }
    const result = await extendOrderHolds(tx, order.id, now, holdMs(deps), order.expiresAt);
    if (!result.ok) return abort(CART_GONE);
    if (result.expiresAt.getTime() !== order.expiresAt.getTime()) {
      await updateOrder(tx, order.id, { expiresAt: result.expiresAt });
    }
    return { expiresAt: result.expiresAt.toISOString() };
  });
  return extended.ok ? success(extended.value) : failed(extended.failure);
}
