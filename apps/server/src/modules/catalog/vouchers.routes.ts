/** Voucher codes, voucher types and categories (spec 7 "Vouchers"): validate, call the service. */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { notFound, unprocessable } from '../../http/failure';
import { message } from '../../i18n/messages';
import { checkCode, getVoucherType, listVoucherGroups, listVoucherTypes } from './vouchers.service';

export function voucherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { languages: deps.config.shop.languages };

  registerEndpoint(
    app,
    endpoints.voucherCode,
    async ({ lang, query }) => {
      const checked = await checkCode(deps, lang, query.voucher);
      return checked.ok ? checked.value : unprocessable(checked.code);
    },
    options,
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
