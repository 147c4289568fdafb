/** Voucher codes, voucher types and categories (spec 7 "Vouchers"): validate, call the service. */
import { isSold } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { notFound, unprocessable } from '../../http/failure';
import { message } from '../../i18n/messages';
import { limitAttempts, RATE_RULES, waitBeforeAttempt } from '../rate-limit/rate-limit.service';
import { checkCode, getVoucherType, listVoucherGroups, listVoucherTypes } from './vouchers.service';

export function voucherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { shop } = deps.config;
  const options = { languages: shop.languages, enabled: isSold('voucher', shop) };
  const codeOptions = { languages: shop.languages, enabled: isSold('voucherCode', shop) };

  registerEndpoint(
    app,
    endpoints.voucherCode,
    async ({ lang, query, request, reply }) => {
      // Only unknown codes count, so guessing is slowed down and honest visitors never are.
      const attempt = { rule: RATE_RULES.voucherIp, subject: request.ip };
      const wait = await waitBeforeAttempt(deps.db, attempt, deps.clock.now());
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        return unprocessable('VOUCHER_RATE_LIMITED', { params: { seconds: wait } });
      }
      const checked = await checkCode(deps, lang, query.voucher);
      if (checked.ok) return checked.value;
      if (checked.code === 'VOUCHER_NOT_FOUND') {
        await limitAttempts(deps.db, [attempt], deps.clock.now());
      }
      return unprocessable(checked.code);
    },
    codeOptions,
  );

  registerEndpoint(
    app,
    endpoints.voucherSelect,
    ({ lang }) => listVoucherTypes(deps, lang),
    options,
  );

  registerEndpoint(
    app,
    endpoints.voucherSelectOne,
    async ({ lang, params }) =>
      (await getVoucherType(deps, lang, params.id)) ??
      notFound('NOT_FOUND', message('NOT_FOUND', lang)),
    options,
  );

  registerEndpoint(
    app,
    endpoints.voucherGroups,
    ({ lang }) => listVoucherGroups(deps, lang),
    options,
  );
}
