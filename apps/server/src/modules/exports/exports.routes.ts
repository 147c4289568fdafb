/**
 * `GET /api/admin/exports/…` (permission `reports.read`): the accountant's exports as downloads
 * (`@foyer/domain/admin-contract` `exportEndpoints`), streamed while they are written.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { success } from '../../outcome';
import { mustHave, staffRouter } from '../staff';
import { csvExport, datevExport, documentsZipExport, workbookExport } from './exports.service';

export function exportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { route } = staffRouter(app, deps);
  route(adminEndpoints.exportCsv, async ({ params, query, session }) =>
    success(csvExport(deps, params.sheet, query, mustHave(session).staff.language)),
  );
  route(adminEndpoints.exportWorkbook, async ({ query, session }) =>
    success(workbookExport(deps, query, mustHave(session).staff.language)),
  );
  route(adminEndpoints.exportDatev, async ({ query }) => datevExport(deps, query));
  route(adminEndpoints.exportDocuments, async ({ query }) =>
    success(documentsZipExport(deps, query)),
  );
}
