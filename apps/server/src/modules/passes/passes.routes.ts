/** `…/{lang}/passes/entry` and `…/passes/mine` (docs/decisions.md "Annual-pass holders' free entries"). */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { success } from '../../outcome';
import { authenticate, type CustomerDeps } from '../customers';
import { accountPasses, bookPassEntry } from './passes.service';

export function passRoutes(app: FastifyInstance, deps: CustomerDeps): void {
  const options = { languages: deps.config.shop.languages };
  registerEndpoint(
    app,
    endpoints.passEntry,
    async ({ lang, query, body, request }) => {
      if (body.passId !== undefined) {
        // One of the account's passes: the login decides whose passes they are. A missing token
        // is answered like an unknown one (401).
        const session = await authenticate(deps, query._ ?? '');
        if (!session.ok) return session;
        return bookPassEntry(deps, {
          lang,
          ticket: body.ticket,
          datetime: body.datetime,
          channel: 'web',
          pass: { kind: 'account', passId: body.passId, customerId: session.value.customer.id },
        });
      }
      return bookPassEntry(deps, {
        lang,
        ticket: body.ticket,
        datetime: body.datetime,
        channel: 'web',
        pass: { kind: 'number', number: body.pass ?? '', ip: request.ip },
      });
    },
    options,
  );
  registerEndpoint(
    app,
    endpoints.passesMine,
    async ({ query, reply }) => {
      reply.header('Cache-Control', 'no-store');
      const session = await authenticate(deps, query._ ?? '');
      if (!session.ok) return session;
      return success(await accountPasses(deps, session.value.customer.id));
    },
    options,
  );
}
