/**
 * The checkout calls of spec 7 with the failures of spec 8, and the payment providers' own routes
 * (the built-in test provider's hosted pages and webhook).
 */
import type { Language } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiFailure, badRequest, failure } from '../../http/failure';
import { defaultLanguage } from '../../i18n/languages';
import { message } from '../../i18n/messages';
import type { CustomerDeps } from '../customers/customer.outcome';
import { authenticate } from '../customers/session.service';
import { configuredPaymentTypes } from '../payments/payment-types';
import type { Payments } from '../payments/setup';
import { testProviderRoutes } from '../payments/test-provider/test-provider.routes';
import { bookByProviderRef, bookOrder } from './booking.service';
import type { CheckoutDeps } from './checkout.deps';
import { checkoutMessage } from './checkout.messages';
import type { CheckoutFailure, CheckoutResult } from './checkout.outcome';
import {
  cancelCart,
  extendHold,
  holdState,
  initPayment,
  initPaymentOrder,
} from './checkout.service';
import { orderReview } from './review.service';
import { shippingCosts } from './shipping.service';
import { suggestions } from './suggest.service';

/** The status and body of spec 8 for a refused checkout call. */
function toApiFailure(refusal: CheckoutFailure, lang: Language): ApiFailure {
  switch (refusal.kind) {
    case 'refused': {
      const text =
        refusal.code === 'PAYMENT_FAILED'
          ? checkoutMessage('PAYMENT_FAILED', lang)
          : refusal.code === 'VALIDATION_FAILED'
            ? message('VALIDATION_FAILED', lang)
            : undefined;
      const errors = refusal.fields
        ? Object.fromEntries(
            Object.entries(refusal.fields).map(([field, key]) => [field, message(key, lang)]),
          )
        : undefined;
      return new ApiFailure(422, {
        error: refusal.code,
        ...(text ? { message: text } : {}),
        ...(refusal.params ? { params: refusal.params } : {}),
        ...(errors ? { errors } : {}),
      });
    }
    case 'shipping':
      return new ApiFailure(422, { code: refusal.code });
    case 'unauthenticated':
      return failure(401, 'AUTH_REQUIRED', checkoutMessage('AUTH_REQUIRED', lang));
    case 'loginExpired':
      return failure(403, 'AUTH_TOKEN_EXPIRED', checkoutMessage('AUTH_TOKEN_EXPIRED', lang));
    case 'incomplete':
      return badRequest(checkoutMessage('CART_NOT_COMPLETABLE', lang), 'CART_NOT_COMPLETABLE');
    case 'gone':
      return failure(
        410,
        'CART_GONE',
        checkoutMessage(refusal.refunded ? 'CART_REFUNDED' : 'CART_GONE', lang),
      );
    case 'notAvailable':
      return failure(406, 'ORDER_NOT_AVAILABLE', checkoutMessage('ORDER_NOT_AVAILABLE', lang));
  }
}

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

function answer<T>(result: CheckoutResult<T>, lang: Language): T | ApiFailure {
  return result.ok ? result.value : toApiFailure(result.failure, lang);
}

/** The checkout calls; `payments` and the customers' `passwords` are built by `buildApp`. */
export async function checkoutRoutes(
  app: FastifyInstance,
  appDeps: CustomerDeps & { payments: Payments },
): Promise<void> {
  const { config } = appDeps;
  const shopOrigin = new URL(config.server.publicBaseUrl).origin;
  const { registry, testProvider } = appDeps.payments;
  const deps: CheckoutDeps = {
    ...appDeps,
    payments: registry,
    authenticate: (token) => authenticate(appDeps, token),
  };
  const registerOptions = { languages: config.shop.languages };

  registerEndpoint(
    app,
    endpoints.checkoutPayments,
    async () =>
      configuredPaymentTypes(config).map((type) => ({
        payartId: type.payartId,
        i18n: type.i18n,
        method: type.method,
      })),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutInitPayment,
    async ({ lang, query, body, request }) => {
      if (misconfiguredShopAddress(request, body.url.continue, shopOrigin)) {
        // The visitor's browser is on this shop, but `publicBaseUrl` names another address: a
        // configuration mistake for staff to fix, not the visitor's (issue 13.6).
        request.log.error(
          { publicBaseUrl: deps.config.server.publicBaseUrl, visitorOrigin: originOf(request) },
          'server.publicBaseUrl is not the address visitors use: payments are refused until it is corrected',
        );
        return failure(422, 'PAYMENT_UNAVAILABLE', checkoutMessage('PAYMENT_UNAVAILABLE', lang));
      }
      return answer(await initPayment(deps, lang, query._, body), lang);
    },
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutInitPaymentOrder,
    async ({ lang, query, body }) => answer(await initPaymentOrder(deps, query._, body), lang),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutExecPayment,
    async ({ lang, body }) => answer(await bookOrder(deps, body.cartId), lang),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutCancel,
    async ({ lang, body }) => answer(await cancelCart(deps, body.cartId), lang),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutExtendHold,
    async ({ lang, body }) => answer(await extendHold(deps, body.cartId), lang),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutHold,
    async ({ lang, query }) => answer(await holdState(deps, query.cartId), lang),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutSuggest,
    async ({ lang, body }) => suggestions(deps, lang, body.cart),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.checkoutShippingCosts,
    async ({ lang, query, body }) => answer(await shippingCosts(deps, query._, body), lang),
    registerOptions,
  );

  registerEndpoint(
    app,
    endpoints.orderReview,
    async ({ lang, query, reply }) => {
      // The review shows the buyer's name, address and order: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      return answer(await orderReview(deps, query.id), lang);
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
  });
}
