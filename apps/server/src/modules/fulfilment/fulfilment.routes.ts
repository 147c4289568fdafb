/**
 * The order's PDFs (not in the contract: binary answers): `GET /api/{lang}/order/documents/{token}/
 * tickets.pdf` and `…/invoice.pdf`. The order's unguessable token is the only key, as for order
 * review; 404 for an unknown token or a document the order does not have, 406 while the order is
 * not booked.
 */
import { publicId } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { orderDocument } from './fulfilment.service';

const FILES = { 'tickets.pdf': 'tickets', 'invoice.pdf': 'invoice' } as const;

function isFile(name: string): name is keyof typeof FILES {
  return Object.hasOwn(FILES, name);
}

export function fulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const languages: readonly string[] = deps.config.shop.languages;
  app.get<{ Params: { lang: string; token: string; file: string } }>(
    '/api/:lang/order/documents/:token/:file',
    async (request, reply) => {
      const { lang, token, file } = request.params;
      // The documents are private: no shared cache may keep them, whatever the answer.
      reply.header('Cache-Control', 'private, no-store');
      if (!languages.includes(lang) || !isFile(file) || !publicId.safeParse(token).success) {
        return reply.code(404).send({ error: 'NOT_FOUND' });
      }
      const outcome = await orderDocument(deps, token, FILES[file]);
      if (outcome.status === 'not_found') return reply.code(404).send({ error: 'NOT_FOUND' });
      if (outcome.status === 'not_booked') {
        return reply.code(406).send({ error: 'ORDER_NOT_AVAILABLE' });
      }
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${outcome.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(outcome.pdf);
    },
  );
}
