/**
 * `…/api/admin/waiting-list…` (docs/decisions.md "Waiting list: staff"): the lines of the slots
 * still to come (`orders.read`) and removing a person from a line (`orders.cancelUnpaid`). Served
 * whether or not the museum has the list switched on, so staff can still see and tidy the lines.
 */
import { waitingListEndpoints as calls } from '@foyer/domain/admin-contract/waiting-list';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { success } from '../../outcome';
import type { CustomerOptions } from '../customers';
import { actorOf, mustHave, staffRouter } from '../staff';
import { removeFromLine, waitingLines } from './waiting-list.admin';

export function waitingListAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options?: CustomerOptions,
): void {
  const { route } = staffRouter(app, deps, options);
  route(calls.waitingLines, async () => success(await waitingLines(deps)));
  route(calls.waitingListRemove, async ({ params, session }) =>
    removeFromLine(deps, actorOf(mustHave(session)), params.id),
  );
}
