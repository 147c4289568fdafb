/**
 * Hears that the catalog changed, on every server process. The database itself announces it: a
 * statement trigger on every catalog and content table (migration `read_cache`) runs
 * `pg_notify('foyer_catalog', …)`, so every writer — back-office editors, the catalog file import,
 * images, content, the command line, even SQL typed by hand — invalidates the caches without having
 * to remember it. The notifications reach this process through `db/notifications.ts` (PostgreSQL:
 * after the commit, on the process's listening connection; PGlite: at the commit).
 */
import type { Db } from '../../db/client';
import { listenFor, type NotificationLog, type StopListening } from '../../db/notifications';

/** The channel the triggers notify (see the migration). */
export const CATALOG_CHANNEL = 'foyer_catalog';

/**
 * Calls `onChange` whenever the catalog changes (and after a lost PostgreSQL connection is back,
 * since notifications sent meanwhile are lost).
 */
export function listenForCatalogChanges(
  db: Db,
  onChange: () => void,
  log: NotificationLog,
): Promise<StopListening> {
  return listenFor(db, CATALOG_CHANNEL, onChange, log);
}
