/**
 * The back office's order calls under `/api/admin/orders…` (`@foyer/domain/admin-contract`,
 * `orderEndpoints`), registered with `adminRouter`: session, CSRF, 2FA, permission and zod checks
 * happen there. Every changing call answers the order's page as it is afterwards.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPasswordHasher, type Argon2Cost } from '../customers';
import type { PaymentRegistry } from '../payments';
import { adminRouter, mustHave, actorOf, type StaffDeps } from '../staff';
import { failed, type Outcome } from '../../outcome';
import {
  orderDetail,
  paymentProblems,
  resendOrder,
  searchOrders,
  type OrderDocuments,
} from './admin-orders.service';
import {
  cancelBookedOrder,
  cancelUnpaidOrder,
  refundOutside,
  retryRefund,
} from './cancellation.service';

export interface AdminOrderOptions {
  /** argon2id cost of the staff hasher; only tests lower it. */
  argon2?: Argon2Cost;
}

export function adminOrderRoutes(
  app: FastifyInstance,
  deps: AppDeps & { payments: PaymentRegistry; documents: OrderDocuments },
  options: AdminOrderOptions = {},
): void {
  const staffDeps: StaffDeps = {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    hasher: createPasswordHasher(deps.config, options.argon2),
  };
  const { route } = adminRouter(app, staffDeps);

  const detail = async (id: number) => {
    const found = await orderDetail(deps, id);
    return found
      ? { ok: true as const, value: found }
      : failed({ kind: 'notFound', code: 'ORDER_NOT_FOUND', message: 'No order with this id' });
  };
  const thenDetail = async (id: number, done: Outcome<void>) => (done.ok ? detail(id) : done);

  route(adminEndpoints.searchOrders, async ({ query }) => ({
    ok: true,
    value: await searchOrders(deps, query),
  }));
  route(adminEndpoints.getOrder, ({ params }) => detail(params.id));
  route(adminEndpoints.resendOrder, async ({ params, body, session }) =>
    thenDetail(
      params.id,
      await resendOrder(deps, actorOf(mustHave(session)), params.id, body.email),
    ),
  );
  route(adminEndpoints.cancelUnpaid, async ({ params, session }) =>
    thenDetail(params.id, await cancelUnpaidOrder(deps, actorOf(mustHave(session)), params.id)),
  );
  route(adminEndpoints.cancelOrder, async ({ params, body, session }) =>
    thenDetail(
      params.id,
      await cancelBookedOrder(deps, actorOf(mustHave(session)), params.id, {
        key: body.idempotencyKey,
        lineIds: body.lineIds,
      }),
    ),
  );
  route(adminEndpoints.retryRefund, async ({ params, session }) =>
    thenDetail(
      params.id,
      await retryRefund(deps, actorOf(mustHave(session)), params.id, params.request),
    ),
  );
  route(adminEndpoints.refundOutside, async ({ params, body, session }) =>
    thenDetail(
      params.id,
      await refundOutside(deps, actorOf(mustHave(session)), params.id, params.request, body.note),
    ),
  );
  route(adminEndpoints.paymentProblems, async () => ({
    ok: true,
    value: { problems: await paymentProblems(deps) },
  }));
}
