/**
 * The checkout calls of the shop API (docs/api.md) with their failures, and the payment providers'
 * own routes (the built-in test provider's hosted pages and webhook).
 */
import { countCheckoutRefused } from '../metrics';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { defaultLanguage } from '../../i18n/languages';
import { failed, success } from '../../outcome';
import { type CustomerDeps, authenticate } from '../customers';
import { addressLines, documentUrls, reissueTickets, resendConfirmation } from '../fulfilment';
import { cancelLinesByVisitor, quoteCancelLinesByVisitor } from '../orders';
import {
  configuredPaymentTypes,
  type Payments,
  stripeWebhookRoutes,
  testProviderRoutes,
} from '../payments';
import { bookByProviderRef, bookOrder, recordProviderDispute } from './booking.service';
import type { CheckoutDeps, OfferTakeover } from './checkout.deps';
import { PAYMENT_UNAVAILABLE } from './checkout.failures';
import {
  cancelCart,
  extendHold,
  holdState,
  initPayment,
  initPaymentOrder,
} from './checkout.service';
import { orderReview } from './review.service';
import { bookingAnswer, orderTokenOf } from './shop-wire';
import { shippingCosts } from './shipping.service';
import { suggestions } from './suggest.service';
import { moveByVisitor, moveOptionsForVisitor, moveReturn } from './visitor-move.service';

/** The origin the visitor's browser is on: its `Origin` header, else the request's host. */
function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== 'null'
    ? origin
    : `${request.protocol}://${request.host}`;
}

/**
 * True when the return address is on the page the visitor's browser is on, but that is not the
 * shop's configured origin: then the configuration is wrong, not the visitor's request. A return
 * address on a third origin stays a refused field (no open redirects).
 */
function misconfiguredShopAddress(
  request: FastifyRequest,
  continueUrl: string,
  shopOrigin: string,
): boolean {
  let target: string;
  try {
    target = new URL(continueUrl).origin;
  } catch {
    return false;
  }
  return target !== shopOrigin && target === originOf(request);
}

/** The checkout calls; `payments` and the customers' `passwords` are built by `buildApp`. */
/** A checkout call's refusal is counted by its stable code (a booking counts where it is booked). */
function counted<T extends { ok: boolean }>(outcome: T): T {
  if (!outcome.ok && 'failure' in outcome) {
    countCheckoutRefused((outcome as { failure: { code: string } }).failure.code);
  }
  return outcome;
}

export async function checkoutRoutes(
  app: FastifyInstance,
  appDeps: CustomerDeps & { payments: Payments; offers?: OfferTakeover },
): Promise<void> {
  const { config } = appDeps;
  const shopOrigin = new URL(config.server.publicBaseUrl).origin;
  const { registry, testProvider, stripe } = appDeps.payments;
  const deps: CheckoutDeps = {
    ...appDeps,
    payments: registry,
    documents: { documentUrls, addressLines, resendConfirmation, reissueTickets },
    authenticate: (token) => authenticate(appDeps, token),
  };
  const registerOptions = { languages: config.shop.languages };

  registerEndpoint(
    app,
    endpoints.checkoutPayments,
    async () =>
      success(
        configuredPaymentTypes(config).map((type) => ({
          payartId: type.payartId,
          i18n: type.i18n,
          method: type.method,
        })),
      ),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutInitPayment,
    async ({ lang, query, body, request }) => {
      if (misconfiguredShopAddress(request, body.url.continue, shopOrigin)) {
        // The visitor's browser is on this shop, but `publicBaseUrl` names another address: a
        // configuration mistake for staff to fix, not the visitor's.
        request.log.error(
          { publicBaseUrl: deps.config.server.publicBaseUrl, visitorOrigin: originOf(request) },
          'server.publicBaseUrl is not the address visitors use: payments are refused until it is corrected',
        );
        return failed(PAYMENT_UNAVAILABLE);
      }
      return counted(await initPayment(deps, lang, query._, body));
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutInitPaymentOrder,
    async ({ query, body }) => initPaymentOrder(deps, query._, body),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutExecPayment,
    async ({ body }) => {
      const booked = counted(await bookOrder(deps, orderTokenOf(body)));
      return booked.ok ? success(bookingAnswer(booked.value)) : booked;
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutCancel,
    async ({ body }) => cancelCart(deps, orderTokenOf(body)),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutExtendHold,
    async ({ body }) => extendHold(deps, orderTokenOf(body)),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutHold,
    async ({ query }) => holdState(deps, orderTokenOf(query)),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutSuggest,
    async ({ lang, body }) => success(await suggestions(deps, lang, body.cart)),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutShippingCosts,
    async ({ query, body }) => shippingCosts(deps, query._, body),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderReview,
    async ({ query, reply }) => {
      // The review shows the buyer's name, address and order: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      return orderReview(deps, query.id);
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderCancelLines,
    async ({ body, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return cancelLinesByVisitor(deps, body.id, { lineIds: body.lineIds, key: body.key });
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderCancelQuote,
    async ({ query, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return quoteCancelLinesByVisitor(deps, query.id, query.lineIds.split(',').map(Number));
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderMoveOptions,
    async ({ query, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return moveOptionsForVisitor(deps, query.id, query.itemIndex);
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderMove,
    async ({ body, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return moveByVisitor(deps, body.id, {
        itemIndex: body.itemIndex,
        to: body.to,
        key: body.key,
        url: body.url,
      });
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderMoveReturn,
    async ({ body, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return moveReturn(deps, body.id);
    },
    registerOptions,
  );

  await testProviderRoutes(app, {
    provider: testProvider,
    db: appDeps.db,
    clock: appDeps.clock,
    timeZone: config.server.timeZone,
    defaultLanguage: defaultLanguage(config),
    onNotify: (ref) => bookByProviderRef(deps, testProvider.name, ref),
    onDispute: (report) => recordProviderDispute(deps, report, app.log),
  });

  if (stripe) {
    await stripeWebhookRoutes(app, {
      provider: stripe,
      db: appDeps.db,
      clock: appDeps.clock,
      defaultLanguage: defaultLanguage(config),
      onPayment: (sessionId) => bookByProviderRef(deps, stripe.name, sessionId),
      onDispute: (report) => recordProviderDispute(deps, report, app.log),
    });
  }
}
