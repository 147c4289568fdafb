/** Voucher codes, voucher types and categories: validate, call the service. */
import { isSold } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { cached } from '../read-cache';
import { NOT_FOUND } from '../../http/failure';
import { orFailure, refused, success } from '../../outcome';
import { limitAttempts, RATE_RULES, waitBeforeAttempt } from '../rate-limit';
import { checkCode, getVoucherType, listVoucherGroups, listVoucherTypes } from './vouchers.service';

export function voucherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { shop } = deps.config;
  const options = { languages: shop.languages, enabled: isSold('voucher', shop) };
  const codeOptions = { languages: shop.languages, enabled: isSold('voucherCode', shop) };

  registerEndpoint(
    app,
    endpoints.voucherCode,
    async ({ lang, query, request }) => {
      // Only unknown codes count, so guessing is slowed down and honest visitors never are.
      const attempt = { rule: RATE_RULES.voucherIp, subject: request.ip };
      const wait = await waitBeforeAttempt(deps.db, attempt, deps.clock.now());
      if (wait !== null) {
        return refused('VOUCHER_RATE_LIMITED', {
          params: { seconds: wait },
          retryAfterSeconds: wait,
        });
      }
      const checked = await checkCode(deps, lang, query.voucher);
      if (checked.ok) return success(checked.value);
      if (checked.code === 'VOUCHER_NOT_FOUND') {
        await limitAttempts(deps.db, [attempt], deps.clock.now());
      }
      return refused(checked.code);
    },
    codeOptions,
  );

  registerEndpoint(
    app,
    endpoints.voucherSelect,
    async ({ lang }) => success(await listVoucherTypes(deps, lang)),
    { ...options, ...cached(deps, 'catalog') },
  );

  registerEndpoint(
    app,
    endpoints.voucherSelectOne,
    async ({ lang, params }) => orFailure(await getVoucherType(deps, lang, params.id), NOT_FOUND),
    { ...options, ...cached(deps, 'catalog') },
  );

  registerEndpoint(
    app,
    endpoints.voucherGroups,
    async ({ lang }) => success(await listVoucherGroups(deps, lang)),
    { ...options, ...cached(deps, 'catalog') },
  );
}
