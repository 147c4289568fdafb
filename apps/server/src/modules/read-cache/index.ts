/**
 * The read cache of one app (`read-cache.ts`), wired to the signals that make its answers old
 * (docs/architecture.md, "Caches and the one change signal"):
 *
 * - the catalog or content changed, by anyone (the database's notification, `catalog-changes.ts`):
 *   all answers;
 * - places changed (inventory's places signal, `onPlacesChanged`: in this process inside the
 *   transaction that changes a counter, and on every process when the database announces a give-back
 *   or a capacity set after its commit): the availability answers.
 *
 * Nothing else forgets answers. One rule keeps the back office's own edits visible at once: the
 * answer to a back-office call that is not a read leaves only once this process has heard every
 * notification committed before it (`heardAll`). On PostgreSQL a notification arrives on its own
 * connection a moment after the commit, usually after the writer's answer; on PGlite it has arrived.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { Db } from '../../db/client';
import { heardAll } from '../../db/notifications';
import { onPlacesChanged } from '../inventory';
import { listenForCatalogChanges } from './catalog-changes';
import { ReadCache, type CacheKind } from './read-cache';

export { matchesEtag, ReadCache } from './read-cache';
export type { CacheKind, CachedAnswer, Computed } from './read-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Creates the app's read cache (null when switched off) and starts listening for changes. */
export async function installReadCache(
  app: FastifyInstance,
  deps: { config: FoyerConfig; db: Db; clock: Clock },
): Promise<ReadCache | null> {
  const settings = deps.config.server.readCache;
  if (!settings.enabled) return null;
  const cache = new ReadCache({
    catalogMs: settings.catalogSeconds * 1000,
    availabilityMs: settings.availabilitySeconds * 1000,
    maxEntries: settings.maxEntries,
    clock: deps.clock,
    onRefreshError: (error) => app.log.error({ err: error }, 'read cache: refreshing failed'),
  });
  const stopCatalog = await listenForCatalogChanges(
    deps.db,
    () => cache.invalidate('all'),
    app.log,
  );
  const stopPlaces = onPlacesChanged(() => cache.invalidate('availability'));
  app.addHook('onClose', async () => {
    stopPlaces();
    await stopCatalog();
  });
  // Callback style: no promise per answer.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (READS.has(request.method) || !request.url.startsWith('/api/admin/')) {
      done(null, payload);
      return;
    }
    heardAll(deps.db).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });
  return cache;
}

/** The `cache` option of `registerEndpoint` for a call of `kind` (none when switched off). */
export function cached(
  deps: { readCache?: ReadCache | undefined },
  kind: CacheKind,
): { cache?: { store: ReadCache; kind: CacheKind } } {
  return deps.readCache ? { cache: { store: deps.readCache, kind } } : {};
}
