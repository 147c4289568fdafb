/**
 * `GET /api/admin/reports/{kind}?from&to&grain` (permission `reports.read`): the reports of the back
 * office as tables (`@foyer/domain/admin-contract` `report`). The CSV file is written by the back
 * office from the same table, in the staff member's language and spreadsheet style.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { mustHave, staffRouter } from '../staff';
import { buildReport } from './reports.service';

export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { route } = staffRouter(app, deps);
  route(adminEndpoints.report, async ({ params, query, session }) => ({
    ok: true,
    value: await buildReport(deps, {
      kind: params.kind,
      ...query,
      language: mustHave(session).staff.language,
    }),
  }));
}
