/**
 * `GET /api/admin/catalog/export` and `POST /api/admin/catalog/import` (`catalogFileEndpoints`,
 * permission `catalog.manage`: managers and owners), registered with `adminRouter`: session, CSRF,
 * 2FA, role and zod checks happen there.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPasswordHasher, type Argon2Cost } from '../customers';
import { actorOf, adminRouter, mustHave } from '../staff';
import { exportCatalogFile, importCatalogFile } from './catalog-file.service';

export function catalogFileRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: { argon2?: Argon2Cost } = {},
): void {
  const { route } = adminRouter(app, {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    hasher: createPasswordHasher(deps.config, options.argon2),
  });
  route(adminEndpoints.catalogExport, ({ session }) =>
    exportCatalogFile(deps, actorOf(mustHave(session))),
  );
  route(adminEndpoints.catalogImport, ({ body, session }) =>
    importCatalogFile(deps, actorOf(mustHave(session)), body),
  );
}
