/**
 * `…/api/admin/privacy/…` (permission `privacy.manage`): staff find a visitor's records by e-mail,
 * download a record's export and erase a record (`@foyer/domain/admin-contract` privacyEndpoints).
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { failed, success } from '../../outcome';
import { actorOf, mustHave, staffRouter } from '../staff';
import type { CustomerOptions } from '../customers';
import { customerById } from './privacy.repository';
import {
  CUSTOMER_NOT_FOUND,
  eraseCustomer,
  exportCustomer,
  findCustomers,
} from './privacy.service';

export function privacyRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options?: CustomerOptions,
): void {
  const { route } = staffRouter(app, deps, options);
  route(adminEndpoints.privacySearch, async ({ query }) =>
    success(await findCustomers(deps, query.email)),
  );
  route(adminEndpoints.privacyExport, async ({ params, session }) =>
    exportCustomer(deps, params.id, actorOf(mustHave(session))),
  );
  route(adminEndpoints.privacyErase, async ({ params, body, session }) => {
    const row = await customerById(deps.db, params.id);
    if (!row || row.erasedAt !== null) return failed(CUSTOMER_NOT_FOUND);
    if (row.email.toLowerCase() !== body.confirmEmail.toLowerCase()) {
      return failed({
        kind: 'refused',
        code: 'VALIDATION_FAILED',
        message: 'The e-mail typed is not the record’s',
        fields: { confirmEmail: ['The e-mail typed is not the record’s'] },
      });
    }
    const erased = await eraseCustomer(
      deps,
      params.id,
      actorOf(mustHave(session)),
      'privacy.erase',
    );
    return erased.ok ? success({ erased: true as const, orders: erased.value.orders }) : erased;
  });
}
