/**
 * The customer and authentication calls of the shop API, with their failures: 422 with per-field
 * messages in the request's language, 400 'You must fill all fields' on an incomplete password
 * confirm, 401 without a valid token and 403 for an expired or revoked one.
 */
import { isLanguage, validatePasswordConfirm, type Language } from '@foyer/domain';
import { authToken, endpoints } from '@foyer/domain/contract';
import type { MyOrders } from '@foyer/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { sendFailure } from '../../http/failure';
import { success, type Outcome } from '../../outcome';
import { changeEmailWithPassword, changePassword, checkCurrentPassword } from './account.service';
import { consentHistory, customerConsents, recordConsent } from './consent.service';
import type { CustomerDeps } from './customer.deps';
import { FILL_ALL_FIELDS, LOGIN_REQUIRED } from './customer.failures';
import {
  customerAttributes,
  customerDataExport,
  registerCustomer,
  registerGuest,
  toCustomer,
  updateProfile,
  validateProfile,
  validateRegistration,
} from './customer.service';
import type { Argon2Cost } from './passwords';
import { confirmPasswordReset, requestPasswordReset } from './recovery.service';
import { deviceCookie, deviceFromCookies } from '../rate-limit';
import { authenticate, login, logout, type Session } from './session.service';

export interface CustomerOptions {
  /** argon2id cost; only tests lower it (the default is OWASP's minimum). */
  argon2?: Argon2Cost;
}

/** The request's language for answers sent before the contract's checks; null when not offered. */
function requestLanguage(request: FastifyRequest, deps: AppDeps): Language | null {
  const lang = (request.params as { lang?: unknown }).lang;
  return typeof lang === 'string' && isLanguage(lang) && deps.config.shop.languages.includes(lang)
    ? lang
    : null;
}

/** Registers the customer and authentication calls. */
/**
 * What the customer routes answer of other modules, handed in by the app: the customer's own
 * orders come from the orders module, which already depends on this one.
 */
export interface CustomerRouteServices {
  ordersOf: (customerId: number) => Promise<MyOrders>;
  /**
   * Deletes the account's personal data (docs/decisions.md "Data protection"), refused while a
   * visit is still to come; the privacy module does it, the app hands it in.
   */
  deleteAccount: (customerId: number) => Promise<Outcome<true>>;
  /** The cookie notice's texts (the content module's): the analytics consent's text version. */
  cookieNoticeTexts: () => Promise<unknown>;
}

export function customerRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  services: CustomerRouteServices,
): void {
  const languages = { languages: deps.config.shop.languages };
  const secureCookies = deps.config.server.publicBaseUrl.startsWith('https:');
  /** Sets the device cookie of a successful login and answers its login token. */
  const keepDevice = (
    outcome: Outcome<{ token: string; device: string }>,
    reply: FastifyReply,
  ): Outcome<string> => {
    if (!outcome.ok) return outcome;
    reply.header('Set-Cookie', deviceCookie('customer', outcome.value.device, secureCookies));
    return { ok: true, value: outcome.value.token };
  };

  registerEndpoint(
    app,
    endpoints.customerAttr,
    async ({ lang }) => success(await customerAttributes(deps, lang)),
    languages,
  );
  registerEndpoint(
    app,
    endpoints.authLogin,
    async ({ lang, body, request, reply }) => {
      const device = deviceFromCookies('customer', request.headers.cookie);
      const outcome = await login(deps, {
        email: body._u,
        md5: body._p,
        ip: request.ip,
        lang,
        device,
      });
      return keepDevice(outcome, reply);
    },
    languages,
  );
  registerEndpoint(
    app,
    endpoints.authGuest,
    async ({ lang, body, request }) => registerGuest(deps, body.c, { ip: request.ip, lang }),
    languages,
  );
  registerEndpoint(
    app,
    endpoints.authLogout,
    async ({ query }) => success(await logout(deps, query._)),
    languages,
  );
  registerEndpoint(
    app,
    endpoints.customerRegister,
    async ({ lang, body, request }) => registerCustomer(deps, body.c, { ip: request.ip, lang }),
    languages,
  );
  registerEndpoint(
    app,
    endpoints.customerValidate,
    async ({ body }) => validateRegistration(deps, body.c),
    languages,
  );
  registerEndpoint(
    app,
    endpoints.customerPwdReset,
    async ({ body, request }) =>
      requestPasswordReset(deps, { email: body.email, backlink: body.backlink, ip: request.ip }),
    languages,
  );

  // The shop API answers an incomplete password confirm with 400 'You must fill all fields'; the
  // contract's schema would answer 422 first, so the domain rule runs before it here.
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      // The answer carries a login token: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const lang = requestLanguage(request, deps);
      // An unknown language is left to the call, which answers 404.
      if (lang === null) return;
      const body = (request.body ?? {}) as { token?: unknown; _p?: unknown };
      const checked = validatePasswordConfirm({
        token: typeof body.token === 'string' ? body.token : '',
        password: typeof body._p === 'string' ? body._p : '',
      });
      if (!checked.ok && checked.code === 'AUTH_FILL_ALL_FIELDS') {
        return sendFailure(reply, FILL_ALL_FIELDS, lang);
      }
    });
    registerEndpoint(
      scope,
      endpoints.customerPwdConfirm,
      async ({ body, reply, request }) => {
        const outcome = await confirmPasswordReset(deps, {
          token: body.token,
          password: body._p,
          ip: request.ip,
        });
        return keepDevice(outcome, reply);
      },
      languages,
    );
  });

  // Calls that need a login: a missing or malformed token answers 401 before the contract's
  // checks (which would answer 422), an unknown one 401, an expired or revoked one 403.
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      // Every answer of these calls is personal: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const lang = requestLanguage(request, deps);
      if (lang === null) return;
      const token = (request.query as { _?: unknown })._;
      if (!authToken.safeParse(token).success) {
        return sendFailure(reply, LOGIN_REQUIRED, lang);
      }
    });

    /** Runs `run` for the session of `token`, or answers 401/403. */
    const withSession = async <T>(
      call: { query: { _: string } },
      run: (session: Session) => Promise<Outcome<T>> | Outcome<T>,
    ): Promise<Outcome<T>> => {
      const session = await authenticate(deps, call.query._);
      return session.ok ? run(session.value) : session;
    };

    registerEndpoint(
      scope,
      endpoints.customer,
      (call) => withSession(call, (session) => success(toCustomer(session.customer))),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerExport,
      (call) =>
        withSession(call, async (session) =>
          success(
            customerDataExport(
              session.customer,
              await services.ordersOf(session.customer.id),
              await consentHistory(deps.db, session.customer.id),
              deps.clock.now(),
            ),
          ),
        ),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerDelete,
      (call) =>
        withSession(call, async (session) => {
          const current = await checkCurrentPassword(deps, session, call.body._po, call.request.ip);
          if (!current.ok) return current;
          return services.deleteAccount(session.customer.id);
        }),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerConsents,
      (call) =>
        withSession(call, async (session) =>
          success(await customerConsents(deps.db, session.customer.id)),
        ),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerConsent,
      (call) =>
        withSession(call, async (session) =>
          success(
            await recordConsent(deps, services.cookieNoticeTexts, session.customer.id, call.body),
          ),
        ),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerOrders,
      (call) =>
        withSession(call, async (session) => success(await services.ordersOf(session.customer.id))),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerUpdate,
      (call) => withSession(call, (session) => updateProfile(deps, session, call.body.c)),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerValidateUpdate,
      (call) => withSession(call, () => validateProfile(deps, call.body.c)),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerPwdChange,
      (call) =>
        withSession(call, (session) =>
          changePassword(deps, session, {
            oldPassword: call.body._po,
            newPassword: call.body._pn,
            ip: call.request.ip,
          }),
        ),
      languages,
    );
    registerEndpoint(
      scope,
      endpoints.customerEmailChange,
      (call) =>
        withSession(call, (session) =>
          changeEmailWithPassword(deps, session, {
            oldPassword: call.body._po,
            email: call.body.email,
            ip: call.request.ip,
          }),
        ),
      languages,
    );
  });
}
