/**
 * `GET /api/{lang}/order/documents/{token}/calendar.ics` (not in the contract: an iCalendar file):
 * the order's dated visits for the visitor's calendar. 404 for an unknown token or an order without
 * dated visits, 406 while the order is not booked.
 */
import { orderToken } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import { sendFailure } from '../../http/failure';
import { orderCalendarFile } from './calendar.service';

export function calendarRoutes(app: FastifyInstance, deps: AppDeps): void {
  const languages: readonly string[] = deps.config.shop.languages;
  const isLanguage = (lang: string): lang is Language => languages.includes(lang);
  app.get<{ Params: { lang: string; token: string } }>(
    '/api/:lang/order/documents/:token/calendar.ics',
    async (request, reply) => {
      const { lang, token } = request.params;
      reply.header('Cache-Control', 'private, no-store');
      if (!isLanguage(lang) || !orderToken.safeParse(token).success) {
        return sendFailure(reply, { kind: 'notFound', code: 'NOT_FOUND' }, 'en');
      }
      const outcome = await orderCalendarFile(deps, token);
      if (!outcome.ok) return sendFailure(reply, outcome.failure, lang);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${outcome.value.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(outcome.value.ics);
    },
  );
}
