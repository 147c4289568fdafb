/**
 * `POST /api/staff/checkin` for the venue's scanners (not under a language, not in the shop's
 * contract): header `X-Staff-Key` with `server.security.staffKey`; body `{ barcode, device? }`;
 * answers `{ data: { result, ticket } }`. Without a configured key check-in is off (404).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendFailure, validationFailed } from '../../http/failure';
import { fieldErrorsOf } from '../../http/validation';
import { defaultLanguage } from '../../i18n/languages';
import { checkIn, staffKeyMatches } from './checkin.service';

const checkinBody = z
  .object({
    barcode: z.string().trim().min(1).max(64),
    device: z.string().trim().max(100).optional(),
  })
  .strict();

export function checkinRoutes(app: FastifyInstance, deps: AppDeps): void {
  const lang = defaultLanguage(deps.config);
  app.post('/api/staff/checkin', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const key = deps.config.server.security.staffKey;
    if (!key) return sendFailure(reply, { kind: 'notFound', code: 'NOT_FOUND' }, lang);
    const given = request.headers['x-staff-key'];
    if (typeof given !== 'string' || !staffKeyMatches(key, given)) {
      return sendFailure(reply, { kind: 'unauthenticated', code: 'AUTH_REQUIRED' }, lang);
    }
    const body = checkinBody.safeParse(request.body ?? {});
    if (!body.success) {
      return sendFailure(reply, validationFailed(fieldErrorsOf(body.error, lang)), lang);
    }
    return reply.send({ data: await checkIn(deps, body.data) });
  });
}
