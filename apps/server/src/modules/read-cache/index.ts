/**
 * The read cache of one app (`read-cache.ts`), wired to what makes its answers old:
 *
 * - the catalog changed anywhere (the database's notification, `catalog-changes.ts`): all answers;
 * - a successful back-office change on this process (`/api/admin/…`, not GET): all answers, before
 *   the change's answer is sent, so the editor's next look at the shop shows the change at once
 *   even before the notification arrives;
 * - any other successful change on this process (a hold, a cancellation): availability answers, so
 *   the visitor who took a hold sees the new count at once; other processes within a second.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { Db } from '../../db/client';
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
  const stop = await listenForCatalogChanges(deps.db, () => cache.invalidate('all'), app.log);
  app.addHook('onClose', stop);
  // Callback style: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READS.has(request.method) && reply.statusCode < 400) {
      cache.invalidate(request.url.startsWith('/api/admin/') ? 'all' : 'availability');
    }
    done(null, payload);
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
