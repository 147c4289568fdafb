/**
 * The order's PDFs (not in the contract: binary answers): `GET /api/{lang}/order/documents/{token}/
 * tickets.pdf` (A4, or `?format=80mm`: slips for the till's roll printer), `…/invoice.pdf`, and the numbered `…/invoice-<n>.pdf`, `…/cancellation-<n>.pdf` and
 * `…/credit-note-<n>.pdf`, and for an order with the buyer's reference the XRechnung of each as
 * `…/invoice-<n>.xml` (and so on). The order's unguessable token is the only key, as for order
 * review; 404 for an unknown token or a document the order does not have, 406 while the order is
 * not booked. `GET /api/{lang}/visit/{visit}/tickets.pdf` gives the tickets alone to a visit link
 * (visit-link.ts), the link a calendar entry or a wallet pass carries.
 */
import { orderToken } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { sendFailure } from '../../http/failure';
import { orderDocument, visitTicketsPdf, type OrderDocumentName } from './fulfilment.service';
import { isVisitToken } from './visit-link';

const NUMBERED = {
  invoice: 'invoice',
  cancellation: 'cancellation',
  'credit-note': 'creditNote',
} as const;

/**
 * `tickets.pdf` (`format` `80mm` for the till's roll), `invoice.pdf` (the current invoice), or a
 * numbered `invoice-<n>.pdf`, `cancellation-<n>.pdf` or `credit-note-<n>.pdf`, or the XRechnung of
 * one (`.xml`); null for any other name or format.
 */
function documentName(file: string, format: string | undefined): OrderDocumentName | null {
  if (file === 'tickets.pdf') {
    if (format === undefined || format === 'a4') return { which: 'tickets' };
    return format === '80mm' ? { which: 'tickets', format: 'roll' } : null;
  }
  if (format !== undefined) return null;
  if (file === 'invoice.pdf') return { which: 'invoice' };
  const numbered = /^(invoice|cancellation|credit-note)-([1-9][0-9]{0,8})\.(pdf|xml)$/.exec(file);
  const stem = numbered?.[1] as keyof typeof NUMBERED | undefined;
  return stem && numbered?.[2]
    ? {
        which: 'numbered',
        kind: NUMBERED[stem],
        number: Number(numbered[2]),
        xml: numbered[3] === 'xml',
      }
    : null;
}

export function fulfilmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const languages: readonly string[] = deps.config.shop.languages;
  const isLanguage = (lang: string): lang is Language => languages.includes(lang);
  app.get<{
    Params: { lang: string; token: string; file: string };
    Querystring: { format?: string };
  }>('/api/:lang/order/documents/:token/:file', async (request, reply) => {
    const { lang, token, file } = request.params;
    // The documents are private: no shared cache may keep them, whatever the answer.
    reply.header('Cache-Control', 'private, no-store');
    const name = documentName(file, request.query.format);
    if (!isLanguage(lang) || !name || !orderToken.safeParse(token).success) {
      return sendFailure(reply, { kind: 'notFound', code: 'NOT_FOUND' }, 'en');
    }
    const outcome = await orderDocument(deps, token, name);
    if (!outcome.ok) return sendFailure(reply, outcome.failure, lang);
    return reply
      .header('Content-Type', outcome.value.contentType)
      .header('Content-Disposition', `attachment; filename="${outcome.value.filename}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(outcome.value.body);
  });
  app.get<{ Params: { lang: string; visit: string } }>(
    '/api/:lang/visit/:visit/tickets.pdf',
    async (request, reply) => {
      const { lang, visit } = request.params;
      reply.header('Cache-Control', 'private, no-store');
      if (!isLanguage(lang) || !isVisitToken(visit)) {
        return sendFailure(reply, { kind: 'notFound', code: 'NOT_FOUND' }, 'en');
      }
      const outcome = await visitTicketsPdf(deps, visit);
      if (!outcome.ok) return sendFailure(reply, outcome.failure, lang);
      return reply
        .header('Content-Type', outcome.value.contentType)
        .header('Content-Disposition', `attachment; filename="${outcome.value.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(outcome.value.body);
    },
  );
}
