/**
 * The back office's order calls under `/api/admin/orders…` (`@foyer/domain/admin-contract`,
 * `orderEndpoints`), registered with `adminRouter`: session, CSRF, 2FA, permission and zod checks
 * happen there. Every changing call answers the order's page as it is afterwards.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { PaymentRegistry } from '../payments';
import { staffRouter, type StaffRouterOptions } from '../staff';
import { failed, type Outcome } from '../../outcome';
import {
  orderDetail,
  paymentProblems,
  resendOrder,
  searchOrders,
  type OrderDocuments,
} from './admin-orders.service';
import { editOrderCustomer, issueOrderInvoice } from './order-customer.service';
import {
  cancelBookedOrder,
  cancelUnpaidOrder,
  refundOutside,
  retryRefund,
} from './cancellation.service';
import { moveBooking, moveOptions } from './move.service';

export function adminOrderRoutes(
  app: FastifyInstance,
  deps: AppDeps & { payments: PaymentRegistry; documents: OrderDocuments },
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);

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
    thenDetail(params.id, await resendOrder(deps, actor(session), params.id, body.email)),
  );
  route(adminEndpoints.editCustomer, async ({ params, body, session }) =>
    thenDetail(params.id, await editOrderCustomer(deps, actor(session), params.id, body)),
  );
  route(adminEndpoints.issueInvoice, async ({ params, session }) =>
    thenDetail(params.id, await issueOrderInvoice(deps, actor(session), params.id)),
  );
  route(adminEndpoints.cancelUnpaid, async ({ params, session }) =>
    thenDetail(params.id, await cancelUnpaidOrder(deps, actor(session), params.id)),
  );
  route(adminEndpoints.cancelOrder, async ({ params, body, session }) =>
    thenDetail(
      params.id,
      await cancelBookedOrder(deps, actor(session), params.id, {
        key: body.idempotencyKey,
        lineIds: body.lineIds,
        quantities: body.quantities,
        reason: body.reason,
      }),
    ),
  );
  route(adminEndpoints.retryRefund, async ({ params, session }) =>
    thenDetail(params.id, await retryRefund(deps, actor(session), params.id, params.request)),
  );
  route(adminEndpoints.refundOutside, async ({ params, body, session }) =>
    thenDetail(
      params.id,
      await refundOutside(deps, actor(session), params.id, params.request, body.note),
    ),
  );
  route(adminEndpoints.moveOptions, ({ params, query }) =>
    moveOptions(deps, params.id, query.itemIndex),
  );
  route(adminEndpoints.moveBooking, async ({ params, body, session }) => {
    const moved = await moveBooking(deps, actor(session), params.id, {
      key: body.idempotencyKey,
      itemIndex: body.itemIndex,
      to: body.to,
      paid: body.paid,
    });
    if (!moved.ok) return moved;
    const order = await detail(params.id);
    return order.ok ? { ok: true, value: { ...moved.value, order: order.value } } : order;
  });
  route(adminEndpoints.paymentProblems, async () => ({
    ok: true,
    value: { problems: await paymentProblems(deps) },
  }));
}
