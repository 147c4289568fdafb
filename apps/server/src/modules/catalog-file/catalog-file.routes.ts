/**
 * `GET /api/admin/catalog/export` and `POST /api/admin/catalog/import` (`catalogFileEndpoints`,
 * permission `catalog.manage`: managers and owners), registered with `adminRouter`: session, CSRF,
 * 2FA, role and zod checks happen there.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import { exportCatalogFile, importCatalogFile } from './catalog-file.service';

export function catalogFileRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(adminEndpoints.catalogExport, ({ session }) => exportCatalogFile(deps, actor(session)));
  route(adminEndpoints.catalogImport, ({ body, session }) =>
    importCatalogFile(deps, actor(session), body),
  );
}
