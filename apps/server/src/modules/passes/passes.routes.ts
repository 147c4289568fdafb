/** `…/{lang}/passes/entry` and `…/passes/mine` (docs/decisions.md "Annual-pass holders' free entries"). */
import { authToken, endpoints } from '@foyer/domain/contract';
import { isLanguage } from '@foyer/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { sendFailure } from '../../http/failure';
import { success, type Outcome } from '../../outcome';
import { authenticate, LOGIN_REQUIRED, type CustomerDeps } from '../customers';
import { accountPasses, bookPassEntry } from './passes.service';

function shopAnswer<T>(booked: Outcome<{ data: T }>): Outcome<T> {
  return booked.ok ? success(booked.value.data) : booked;
}

export function passRoutes(app: FastifyInstance, deps: CustomerDeps): void {
  const options = { languages: deps.config.shop.languages };
  registerEndpoint(
    app,
    endpoints.passEntry,
    async ({ lang, query, body, request }) => {
      if (body.passId === undefined) {
        return shopAnswer(
          await bookPassEntry(deps, {
            lang,
            ticket: body.ticket,
            datetime: body.datetime,
            channel: 'web',
            pass: { kind: 'number', number: body.pass ?? '', ip: request.ip },
          }),
        );
      }
      // One of the account's passes: the login decides whose passes they are.
      if (query._ === undefined) return { ok: false, failure: LOGIN_REQUIRED };
      const session = await authenticate(deps, query._);
      if (!session.ok) return session;
      return shopAnswer(
        await bookPassEntry(deps, {
          lang,
          ticket: body.ticket,
          datetime: body.datetime,
          channel: 'web',
          pass: { kind: 'account', passId: body.passId, customerId: session.value.customer.id },
        }),
      );
    },
    options,
  );
  // A call that needs a login: a missing or malformed token answers 401 before the contract's
  // checks (which would answer 422), as the customer's own calls do.
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const lang = (request.params as { lang?: unknown }).lang;
      if (typeof lang !== 'string' || !isLanguage(lang)) return;
      if (!authToken.safeParse((request.query as { _?: unknown })._).success) {
        return sendFailure(reply, LOGIN_REQUIRED, lang);
      }
    });
    registerEndpoint(
      scope,
      endpoints.passesMine,
      async ({ query }) => {
        const session = await authenticate(deps, query._);
        if (!session.ok) return session;
        return success(await accountPasses(deps, session.value.customer.id));
      },
      options,
    );
  });
}
